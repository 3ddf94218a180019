import ViewSim

/// A plant in the garden.
struct Plant: Hashable, Identifiable {
    let id: Int
    let name: String
    let watering: String
}

/// One plant's care page.
struct PlantPage: View {
    let plant: Plant
    let onRemove: @MainActor () -> Void

    var body: some View {
        VStack {
            Text(plant.name)
            Text("Water \(plant.watering)")
            Button("Remove from garden", role: .destructive) { onRemove() }
        }
        .navigationTitle(plant.name)
    }
}

/// The garden: the plants in a sidebar, the chosen plant's care page beside it.
struct GardenApp: View {
    @State private var plants = [
        Plant(id: 1, name: "Basil", watering: "every day"),
        Plant(id: 2, name: "Lavender", watering: "once a week"),
        Plant(id: 3, name: "Fig tree", watering: "twice a week"),
        Plant(id: 4, name: "Rosemary", watering: "every ten days"),
    ]
    @State private var selectedID: Plant.ID?

    var body: some View {
        NavigationSplitView {
            List(selection: $selectedID) {
                ForEach(plants) { plant in
                    NavigationLink(plant.name, value: plant.id)
                }
            }
            .navigationTitle("My garden")
        } detail: {
            if let plant = plants.first(where: { $0.id == selectedID }) {
                PlantPage(plant: plant) { remove(plant) }
            } else {
                // The detail column is on screen from the start on an iPad: give it something to show before (and
                // after) a plant is chosen.
                VStack {
                    Text("No plant selected")
                    Text("Choose a plant to see how to care for it.")
                }
            }
        }
    }

    private func remove(_ plant: Plant) {
        plants.removeAll { $0.id == plant.id }
        selectedID = nil
    }
}
