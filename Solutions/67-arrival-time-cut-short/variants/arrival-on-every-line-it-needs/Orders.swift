import ViewSim

/// An order on its way: what was bought, and when the courier expects to arrive.
struct Order: Identifiable {
    let number: Int
    let summary: String
    let arrival: String
    var id: Int { number }

    static let open = [
        Order(number: 48_213, summary: "Weekly shop: organic veg box, large", arrival: "Arriving today 18:00–20:00"),
        Order(number: 48_190, summary: "Birthday cake and candles", arrival: "Arriving tomorrow 08:00–10:00"),
        Order(number: 48_177, summary: "Dog food, 12 kg", arrival: "Delivered"),
    ]
}

/// One order: its summary on the left, its arrival on the right.
struct OrderRow: View {
    let order: Order

    var body: some View {
        HStack {
            Text(order.summary)
                .lineLimit(1)
            Spacer()
            Text(order.arrival)
                .multilineTextAlignment(.trailing)
                .foregroundStyle(.secondary)
        }
    }
}

/// The orders screen: every open order, newest first.
struct OrdersScreen: View {
    var orders = Order.open

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Your orders")
                .font(.title)
            ForEach(orders) { order in
                OrderRow(order: order)
            }
            Spacer()
        }
        .padding()
    }
}
