import ViewSim

/// The shop's offer, shown above the Pay button.
struct PromoBanner: View {
    var body: some View {
        Text("Free delivery on orders over £20")
            .frame(maxWidth: .infinity)
            .padding(.vertical, 24)
            .background(Color.yellow)
    }
}

/// The checkout: what is in the basket, the shop's offer, and the Pay button at the bottom.
struct CheckoutScreen: View {
    @State private var isPaid = false

    var body: some View {
        // One stack: the banner takes its own place above the button instead of being drawn over it.
        VStack {
            Text("Basket: 3 items")
            Text("Total: £12.50")
            PromoBanner()
            Spacer()
            Button(isPaid ? "Paid, thank you" : "Pay £12.50") { isPaid = true }
                .padding()
        }
    }
}
