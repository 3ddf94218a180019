import ViewSim

/// The shop's offer, shown over the checkout.
struct PromoBanner: View {
    var body: some View {
        Text("Free delivery on orders over £20")
            .frame(maxWidth: .infinity)
            .padding(.top, 24)
            .padding(.bottom, 100)
            .background {
                Image(systemName: "rectangle.fill")
                    .font(.system(size: 400))
                    .foregroundStyle(.yellow)
            }
    }
}

/// The checkout: what is in the basket, the Pay button at the bottom, and the shop's offer.
struct CheckoutScreen: View {
    @State private var isPaid = false

    var body: some View {
        ZStack(alignment: .bottom) {
            VStack {
                Text("Basket: 3 items")
                Text("Total: £12.50")
                Spacer()
                Button(isPaid ? "Paid, thank you" : "Pay £12.50") { isPaid = true }
                    .padding()
            }
            PromoBanner()
        }
    }
}
