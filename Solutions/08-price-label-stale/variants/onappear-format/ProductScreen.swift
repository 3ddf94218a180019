import ViewSim

enum Currency: Hashable {
    case dollar, euro, pound

    var symbol: String {
        switch self {
        case .dollar: "$"
        case .euro: "€"
        case .pound: "£"
        }
    }
}

/// Something in the shop, with its price in cents in each currency.
struct Product {
    let name: String
    let prices: [Currency: Int]
}

/// The price of the whole order, nicely formatted.
struct PriceLabel: View {
    let cents: Int
    let currency: Currency
    @State private var formatted = ""

    var body: some View {
        Text("Total: \(formatted)")
            .onAppear { formatted = PriceLabel.format(cents, in: currency) }
    }

    static func format(_ cents: Int, in currency: Currency) -> String {
        let fraction = cents % 100
        return "\(currency.symbol)\(cents / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

/// A product page: choose how many and which currency to pay in; the total follows.
struct ProductScreen: View {
    let product: Product
    @State private var quantity = 1
    @State private var currency = Currency.dollar

    var body: some View {
        VStack {
            Text(product.name)
            Stepper("Quantity: \(quantity)", value: $quantity, in: 1...9)
            Picker("Currency", selection: $currency) {
                Text("US dollar").tag(Currency.dollar)
                Text("Euro").tag(Currency.euro)
                Text("Pound").tag(Currency.pound)
            }
            PriceLabel(cents: (product.prices[currency] ?? 0) * quantity, currency: currency)
        }
    }
}
