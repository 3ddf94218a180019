// The layout half of the core scaling benchmark: a one-row update with its layout, in a LazyVStack in a ScrollView,
// stays flat in the number of rows; laying out a typical exercise screen costs at most twice its update.
import Foundation
import ViewSim
import ViewSimTesting

struct LazyRows: View {
    let count: Int
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<count, id: \.self) { Row(index: $0) }
            }
        }
    }
}

/// A screen like the layout exercises': a bar of buttons and a title, a divider, a padded form, a row of chips.
struct TypicalScreen: View {
    @State private var saves = 0
    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Button("Cancel") { saves = 0 }
                Spacer()
                Text("New event").font(.headline)
                Spacer()
                Button("Save") { saves += 1 }
            }
            .padding()
            Divider()
            VStack(alignment: .leading, spacing: 12) {
                Text("Dentist").font(.title2)
                Text("Tuesday 9:30 – 10:15, at the clinic on the corner of Elm Street and the High Street")
                HStack {
                    ForEach(["Health", "Personal", "Reminder"], id: \.self) { tag in
                        Text(tag).padding(.horizontal, 8).background(Color.gray)
                    }
                }
                Text("Saved \(saves) times").frame(maxWidth: .infinity, alignment: .leading)
            }
            .padding()
            Spacer()
        }
    }
}

/// Median wall time of one tap on `label` with its update, and of the same with the screen laid out after it.
@MainActor
func updateAndLayout<Root: View>(_ host: ViewHost<Root>, tapping label: String) -> (update: Double, withLayout: Double) {
    _ = host.layout
    let action = buttonAction(host, label)
    let updates = (0..<updateRuns).map { _ in milliseconds { host.graph.perform { action() } } }
    let withLayout = (0..<updateRuns).map { _ in milliseconds { host.graph.perform { action() }; _ = host.layout } }
    return (median(updates), median(withLayout))
}

@MainActor
func printLayoutFigures() {
    print("")
    print("rows in a LazyVStack   one-row update with layout (ms, median of \(updateRuns))")
    var figures: [Int: Double] = [:]
    for rows in [1_000, 10_000, 100_000] {
        let host = ViewHost(LazyRows(count: rows))
        figures[rows] = updateAndLayout(host, tapping: "Tap 3").withLayout
        print(String(format: "%-20d   %12.4f", rows, figures[rows]!))
    }
    print(String(format: "update with layout at 100,000 rows ÷ at 1,000 rows: %.2f× (target ≤ 1.5×)",
                 figures[100_000]! / figures[1_000]!))
    _ = updateAndLayout(ViewHost(TypicalScreen()), tapping: "Save")  // warm-up
    let typical = updateAndLayout(ViewHost(TypicalScreen()), tapping: "Save")
    print(String(format: "typical exercise screen: update %.4f ms, update with layout %.4f ms: %.2f× (target ≤ 2×)",
                 typical.update, typical.withLayout, typical.withLayout / typical.update))
    printDrawingFigures(updateWithLayout: typical.withLayout)
}

/// Drawing the typical screen (issue 24): as SVG and as character cells, from its last layout, against its update with
/// layout (target: a few milliseconds each). Its SVG is left in `$CORE_SCALING_SVG` when set, for the script to time
/// the PNG conversion (rsvg-convert, a process of its own).
@MainActor
func printDrawingFigures(updateWithLayout: Double) {
    let host = ViewHost(TypicalScreen())
    _ = host.svg()
    let svg = median((0..<updateRuns).map { _ in milliseconds { _ = host.svg() } })
    let cells = median((0..<updateRuns).map { _ in milliseconds { _ = host.cellDrawing() } })
    print(String(format: "typical exercise screen drawn: SVG %.4f ms, cells %.4f ms (update with layout %.4f ms; target: a few ms)",
                 svg, cells, updateWithLayout))
    if let path = ProcessInfo.processInfo.environment["CORE_SCALING_SVG"] {
        try? Data(host.svg().utf8).write(to: URL(fileURLWithPath: path))
    }
}
