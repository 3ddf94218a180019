import ViewSim

/// Finds what's in the pantry as you type. While the search field has focus, “Done” puts the keyboard away.
struct PantrySearch: View {
    let pantry: [String]
    @State private var query = ""
    @FocusState private var isSearching: Bool

    var body: some View {
        VStack {
            VStack {
                TextField("Search pantry", text: $query)
                    .focused($isSearching)
                ForEach(results, id: \.self) { item in
                    Text(item)
                }
                Text(results.isEmpty ? "Nothing found" : "\(results.count) of \(pantry.count) items")
            }
            .id(query)
            if isSearching {
                Button("Done") { isSearching = false }
            }
        }
    }

    private var results: [String] {
        guard !query.isEmpty else { return pantry }
        return pantry.filter { $0.lowercased().contains(query.lowercased()) }
    }
}
