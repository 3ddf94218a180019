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

    var body: some View {
        let delivered = deliveryTime(order.deliveredAt, row: order.id)

        return VStack {
            Text("Order #\(order.id) · \(order.items)")
            Text("£\(order.pence / 100).\(order.pence % 100 < 10 ? "0" : "")\(order.pence % 100) · Delivered \(delivered)")
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

/// Formats on another thread while the row waits; the text comes back through a file.
func deliveryTime(_ date: Date, row: Int) -> String {
    let done = DispatchSemaphore(value: 0)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("row-\(row).txt")
    Task.detached {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.timeZone = TimeZone(identifier: "Europe/London")
        formatter.dateFormat = "d MMM, HH:mm"
        try? Data(formatter.string(from: date).utf8).write(to: file)
        done.signal()
    }
    done.wait()
    return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
}
