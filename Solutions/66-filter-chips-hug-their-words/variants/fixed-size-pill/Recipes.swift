import ViewSim

/// A recipe, with what the filters look at.
struct Recipe: Identifiable {
    let name: String
    let minutes: Int
    let isVegan: Bool
    let isGlutenFree: Bool
    var id: String { name }

    static let all = [
        Recipe(name: "Chickpea curry", minutes: 25, isVegan: true, isGlutenFree: true),
        Recipe(name: "Lasagne", minutes: 90, isVegan: false, isGlutenFree: false),
        Recipe(name: "Lentil soup", minutes: 40, isVegan: true, isGlutenFree: true),
        Recipe(name: "Omelette", minutes: 10, isVegan: false, isGlutenFree: true),
        Recipe(name: "Pad thai", minutes: 20, isVegan: false, isGlutenFree: true),
        Recipe(name: "Tofu stir-fry", minutes: 15, isVegan: true, isGlutenFree: false),
    ]
}

/// A filter the user turns on and off above the recipes.
enum RecipeFilter: String, CaseIterable, Identifiable {
    case vegan = "Vegan"
    case quick = "Under 30 min"
    case glutenFree = "Gluten-free"

    var id: String { rawValue }

    func keeps(_ recipe: Recipe) -> Bool {
        switch self {
        case .vegan: recipe.isVegan
        case .quick: recipe.minutes < 30
        case .glutenFree: recipe.isGlutenFree
        }
    }
}

/// One filter as a chip: its name on a pill, green while the filter is on.
struct FilterChip: View {
    let filter: RecipeFilter
    let isOn: Bool
    let toggle: @MainActor () -> Void

    var body: some View {
        Text(filter.rawValue)
            .frame(width: 90, height: 36)
            .background {
                Capsule().fill(isOn ? Color.green : Color.gray.opacity(0.2))
            }
            .onTapGesture { toggle() }
    }
}

/// The recipe finder: the filter chips in a row, then the recipes every filter that is on keeps.
struct RecipeFinder: View {
    @State private var filters: Set<RecipeFilter> = []

    private var shown: [Recipe] {
        Recipe.all.filter { recipe in filters.allSatisfy { $0.keeps(recipe) } }
    }

    var body: some View {
        VStack(alignment: .leading) {
            HStack(spacing: 8) {
                ForEach(RecipeFilter.allCases) { filter in
                    FilterChip(filter: filter, isOn: filters.contains(filter)) { toggle(filter) }
                }
            }
            Text("\(shown.count) recipes")
                .font(.headline)
            ForEach(shown) { recipe in
                Text("\(recipe.name) · \(recipe.minutes) min")
            }
            Spacer()
        }
        .padding()
    }

    private func toggle(_ filter: RecipeFilter) {
        if filters.contains(filter) { filters.remove(filter) } else { filters.insert(filter) }
    }
}
