import ViewSim

/// A labelled “−/+” control for how many of something to buy.
struct QuantityPicker: View {
    let title: String
    @Binding var quantity: Int

    var body: some View {
        Stepper("\(title): \(quantity)", value: $quantity, in: 1...10)
    }
}

/// The checkout screen for a cinema booking: tickets, an optional popcorn menu, and the order total.
struct TicketOrder: View {
    static let ticketPrice = 15
    static let popcornPrice = 7

    @State private var tickets = 1
    @State private var addsPopcorn = false

    var body: some View {
        VStack {
            Text("Dune: Part Two · 19:30")
            QuantityPicker(title: "Tickets", quantity: .constant(tickets))
            Toggle("Popcorn menu ($\(Self.popcornPrice))", isOn: $addsPopcorn)
            Text("Total: $\(total)")
            Button("Pay $\(total)") {}
        }
    }

    private var total: Int {
        tickets * Self.ticketPrice + (addsPopcorn ? Self.popcornPrice : 0)
    }
}
