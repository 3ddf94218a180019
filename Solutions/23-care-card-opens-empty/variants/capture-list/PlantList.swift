import ViewSim

/// A house plant and how to look after it.
struct Plant: Identifiable, Equatable {
    let id: Int
    let name: String
    let wateringDays: Int
    let light: String
}

/// The care card for one plant, shown in a sheet.
struct CareCard: View {
    let plant: Plant?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            if let plant {
                Text(plant.name)
                Text("Water every \(plant.wateringDays) days")
                Text("Light: \(plant.light)")
            } else {
                Text("No plant selected")
            }
            Button("Done") { dismiss() }
        }
    }
}

/// The user's plants; tapping one opens its care card.
struct PlantList: View {
    let plants = [
        Plant(id: 1, name: "Monstera", wateringDays: 7, light: "bright, indirect"),
        Plant(id: 2, name: "Boston fern", wateringDays: 3, light: "shade"),
        Plant(id: 3, name: "Golden barrel cactus", wateringDays: 21, light: "full sun"),
    ]
    @State private var selectedPlant: Plant?
    @State private var showsCareCard = false

    var body: some View {
        VStack {
            Text("My plants")
            ForEach(plants) { plant in
                Button(plant.name) {
                    selectedPlant = plant
                    showsCareCard = true
                }
            }
        }
        .sheet(isPresented: $showsCareCard) { [selectedPlant] in
            CareCard(plant: selectedPlant)
        }
    }
}
