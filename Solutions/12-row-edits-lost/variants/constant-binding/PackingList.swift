import ViewSim

/// One thing to pack for a trip.
struct PackingItem: Identifiable {
    let id: Int
    var title: String
    var isPacked = false
}

/// A trip's packing list: tick things off as they go in the suitcase, add what's missing.
struct PackingList: View {
    @State private var items = [
        PackingItem(id: 1, title: "Passport", isPacked: true),
        PackingItem(id: 2, title: "Phone charger"),
        PackingItem(id: 3, title: "Sunglasses", isPacked: true),
        PackingItem(id: 4, title: "Swimsuit"),
        PackingItem(id: 5, title: "Toothbrush"),
    ]
    @State private var newItemTitle = ""

    var body: some View {
        VStack {
            Text("Lisbon · 3 nights")
            Text("\(items.filter(\.isPacked).count) of \(items.count) packed")
            ForEach(items) { item in
                Toggle(item.title, isOn: .constant(item.isPacked))
            }
            HStack {
                TextField("Add an item", text: $newItemTitle)
                Button("Add") { addItem() }
                    .disabled(newItemTitle.isEmpty)
            }
        }
    }

    /// A binding for the row's checkbox: finds the row's item in the list and marks it.
    private func isPacked(_ item: PackingItem) -> Binding<Bool> {
        Binding(
            get: { item.isPacked },
            set: { isPacked in
                if var match = items.first(where: { $0.id == item.id }) {
                    match.isPacked = isPacked
                }
            }
        )
    }

    private func addItem() {
        let nextID = (items.map(\.id).max() ?? 0) + 1
        items.append(PackingItem(id: nextID, title: newItemTitle))
        newItemTitle = ""
    }
}
