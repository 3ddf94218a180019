import ViewSim

/// Stands in for the pet shop's product server, reached through its vendor's SDK. Leave this file as it is: like the
/// real SDK, a request that has been sent can't be called back, and it is answered even if nobody is waiting any more.
/// Broad queries take longer (more products match).
struct PetShopCatalog {
    static let products = [
        "Cat tree", "Catnip mouse", "Canary seed mix", "Carrot chews", "Dog cage", "Cat litter", "Dog lead",
    ]

    func search(_ query: String) async -> [String] {
        let delay: Duration = query.count < 3 ? .milliseconds(900) : .milliseconds(300)
        // The SDK's own request, which the caller's cancellation does not reach.
        await Task { try? await Task.sleep(for: delay) }.value
        return Self.products.filter { $0.lowercased().contains(query.lowercased()) }
    }
}
