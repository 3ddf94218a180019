import ViewSim

/// A labelled “−/+” control for how many of something to buy.
struct QuantityPicker: View {
    let title: String
    let onChange: (Int) -> Void
    @State private var quantity: Int

    init(title: String, quantity: Int, onChange: @escaping (Int) -> Void) {
        self.title = title
        self.onChange = onChange
        _quantity = State(initialValue: quantity)
    }

    var body: some View {
        Stepper("\(title): \(quantity)", value: $quantity, in: 1...10)
            .onChange(of: quantity) { _, newValue in onChange(newValue) }
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
            QuantityPicker(title: "Tickets", quantity: tickets) { tickets = $0 }
            Toggle("Popcorn menu ($\(Self.popcornPrice))", isOn: $addsPopcorn)
            Text("Total: $\(total)")
            Button("Pay $\(total)") {}
        }
    }

    private var total: Int {
        tickets * Self.ticketPrice + (addsPopcorn ? Self.popcornPrice : 0)
    }
}
