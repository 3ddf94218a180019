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

/// Where rows fall on the host's default device, an iPhone 16: how many rows of a lazy container reach into its
/// viewport. Sizes are ViewSim's (pinned in the layout tests): a line of body text is 22 points tall and a toggle 31; a
/// stack puts 8 points between them; a list row is its content with 8 points above and below, and at least 44
/// (`defaultMinListRowHeight`), so 44 for a text and 47 for a toggle; an inset grouped list (the default) starts 20
/// points below its top, and scrolled, its first row is at the top.
enum Screen {
    /// 852 points less the status bar's 59 and the home indicator's 34.
    static let safeHeight: Double = 852 - 59 - 34
    static let line: Double = 22
    static let toggle: Double = 31
    static let spacing: Double = 8
    static let textRow: Double = 44
    static let toggleRow: Double = 47
    static let listTop: Double = 20

    /// How many rows `row` points long, `spacing` apart, the first `first` points down, reach into `length` points.
    static func rows(in length: Double, row: Double, spacing: Double = 0, first: Double = 0) -> Int {
        Int(((length - first + spacing) / (row + spacing)).rounded(.up))
    }
}
