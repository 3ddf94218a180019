import Foundation
import ViewSim

/// One past order from the bakery.
struct Order: Identifiable {
    let id: Int
    let items: String
    let pence: Int
    let deliveredAt: Date

    /// The customer's order history, newest first: an order every three hours since mid-February 2025.
    static let history: [Order] = {
        let baskets = ["Sourdough loaf", "Croissants ×4", "Cinnamon buns ×2", "Rye & seeds", "Birthday cake",
                       "Baguette", "Pain au chocolat ×6", "Focaccia"]
        let first = Date(timeIntervalSince1970: 1_739_955_600)  // 19 Feb 2025, 09:00 in London
        return (1...600).reversed().map { number in
            Order(id: number, items: baskets[number % baskets.count], pence: 250 + number % 7 * 175,
                  deliveredAt: first.addingTimeInterval(Double(number - 1) * 3 * 3_600))
        }
    }()
}

/// One order in the history: what was in it, what it cost and when it arrived.
struct OrderRow: View {
    let order: Order

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// “5 May, 07:00” in London time, from the ISO 8601 form.
    private static func deliveryTime(_ date: Date) -> String {
        let iso = ISO8601DateFormatter.string(from: date, timeZone: TimeZone(identifier: "Europe/London")!,
                                              formatOptions: [.withMonth, .withDay, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate])
        // "MM-ddTHH:mm:ss"
        let parts = iso.split(separator: "T")
        let date = parts[0].split(separator: "-")
        let month = Int(date[0])!, day = Int(date[1])!
        return "\(day) \(months[month - 1]), \(parts[1].prefix(5))"
    }

    var body: some View {

        return VStack {
            Text("Order #\(order.id) · \(order.items)")
            Text("£\(order.pence / 100).\(order.pence % 100 < 10 ? "0" : "")\(order.pence % 100) · Delivered \(Self.deliveryTime(order.deliveredAt))")
        }
    }
}

/// The “Your orders” screen: every order the customer has placed, newest first.
struct OrderHistory: View {
    let orders: [Order]

    init(orders: [Order] = Order.history) {
        self.orders = orders
    }

    var body: some View {
        NavigationStack {
            List(orders) { order in
                OrderRow(order: order)
            }
            .navigationTitle("Your orders")
        }
    }
}
