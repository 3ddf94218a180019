import ViewSim

/// A product in the shop.
struct Product: Hashable, Identifiable {
    let id: Int
    let name: String
    let price: Int

    static let catalog = [
        Product(id: 1, name: "Rain jacket", price: 899),
        Product(id: 2, name: "Wool socks", price: 149),
        Product(id: 3, name: "Trail shoes", price: 1299),
    ]
}

/// Where the shop's navigation is: the products the user opened, in order.
@Observable
final class ShopRouter {
    var path: [Product]

    init(path: [Product] = []) {
        self.path = path
    }
}

/// A product: its price, how many are in the cart, and a button to add one.
struct ProductScreen: View {
    let product: Product
    @Binding var cart: [Product]

    var body: some View {
        let inCart = cart.filter { $0 == product }.count
        VStack {
            Text("\(product.price) kr")
            Text(inCart == 0 ? "Not in your cart" : "In your cart: \(inCart)")
            Button("Add to cart") { cart.append(product) }
        }
        .navigationTitle(product.name)
    }
}

/// The shop: the catalogue, and the products the user opens. A link from a campaign can open it on a product.
struct ShopStack: View {
    @Binding var cart: [Product]
    @Bindable private var router: ShopRouter

    init(cart: Binding<[Product]>, openingOn product: Product? = nil) {
        _cart = cart
        _router = Bindable(ShopRouter(path: product.map { [$0] } ?? []))
    }

    var body: some View {
        NavigationStack(path: $router.path) {
            VStack {
                ForEach(Product.catalog) { product in
                    NavigationLink(product.name, value: product)
                }
            }
            .navigationTitle("Shop")
            .navigationDestination(for: Product.self) { product in
                ProductScreen(product: product, cart: $cart)
            }
        }
    }
}

/// The app: the cart's summary above the shop.
struct ShopApp: View {
    var openingOn: Product? = nil
    @State private var cart: [Product] = []

    var body: some View {
        VStack {
            Text(cart.isEmpty ? "Your cart is empty" : "Cart: \(cart.count) · \(cart.map(\.price).reduce(0, +)) kr")
            ShopStack(cart: $cart, openingOn: openingOn)
        }
    }
}
