import ViewSim

/// Small views shared by the behaviour tests.
struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
        }
    }
}

struct SeededCounter: View {
    @State private var count: Int

    init(start: Int) {
        _count = State(initialValue: start)
    }

    var body: some View {
        Text("Seeded: \(count)")
        Button("Add") { count += 1 }
    }
}

struct LabelledValue: View {
    let title: String
    var body: some View {
        Text(title)
    }
}
