import ViewSim

/// A two-hour delivery window and what it costs.
struct DeliverySlot: Identifiable, Hashable {
    var time: String
    var price: String
    var id: String { time }

    static let tomorrow = [
        DeliverySlot(time: "08:00–10:00", price: "£4.50"),
        DeliverySlot(time: "10:00–12:00", price: "£3.00"),
        DeliverySlot(time: "18:00–20:00", price: "Free"),
    ]
}

/// One slot: its time on the left, its price on the right, and a tick once it is chosen.
struct SlotRow: View {
    var slot: DeliverySlot
    var isChosen: Bool

    var body: some View {
        HStack {
            Text(slot.time)
            Spacer()
            Text(slot.price)
            if isChosen {
                Image(systemName: "checkmark")
            }
        }
        .padding()
        .background(Color.white.opacity(0.001))
    }
}

/// The last step of the order: the user picks when the shopping arrives.
struct SlotPicker: View {
    @State private var chosen: DeliverySlot?

    var body: some View {
        VStack(spacing: 0) {
            Text("Choose a delivery slot")
                .font(.headline)
                .padding()
            ForEach(DeliverySlot.tomorrow) { slot in
                SlotRow(slot: slot, isChosen: slot == chosen)
                    .onTapGesture { chosen = slot }
                Divider()
            }
            Spacer()
            Text(chosen.map { "Delivery \($0.time), \($0.price)" } ?? "No slot chosen yet")
                .padding()
        }
    }
}
