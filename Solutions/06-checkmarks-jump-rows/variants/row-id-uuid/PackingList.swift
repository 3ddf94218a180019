import Foundation
import ViewSim

/// Something to take on the trip.
struct PackingItem: Identifiable {
    let id = UUID()
    let name: String
}

/// One line of the packing list: switch it on once the thing is in the bag.
struct PackingRow: View {
    let name: String
    let onRemove: @MainActor () -> Void
    @State private var isPacked = false

    var body: some View {
        HStack {
            Toggle(name, isOn: $isPacked)
            Button("Remove \(name)", action: onRemove)
        }
    }
}

/// The packing list for a weekend away.
struct PackingList: View {
    @State private var items = [
        PackingItem(name: "Passport"),
        PackingItem(name: "Toothbrush"),
        PackingItem(name: "Charger"),
        PackingItem(name: "Sunscreen"),
    ]

    var body: some View {
        VStack {
            ForEach(items) { item in
                PackingRow(name: item.name) {
                    items.removeAll { $0.id == item.id }
                }
                .id(UUID())
            }
            Text(items.isEmpty ? "Nothing left to pack" : "\(items.count) things on the list")
        }
    }
}
