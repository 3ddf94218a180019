import ViewSim

/// Product search: results appear as the customer types (from two letters on).
struct SearchScreen: View {
    let catalog = PetShopCatalog()
    @State private var query = ""
    @State private var results: [String] = []

    var body: some View {
        VStack {
            TextField("Search products", text: $query)
            if query.count < 2 {
                Text("Type at least two letters")
            } else {
                Text("\(results.count) products")
                ForEach(results, id: \.self) { product in
                    Text(product)
                }
            }
        }
        .task(id: query) {
            guard query.count >= 2 else {
                results = []
                return
            }
            let found = await catalog.search(query)
            // Typing again changed the id, so SwiftUI cancelled this task and started one for the new query. Cancelling
            // only asks the task to stop: a late answer for an old query must not be shown.
            guard !Task.isCancelled else { return }
            results = found
        }
    }
}
