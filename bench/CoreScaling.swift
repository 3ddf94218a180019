// Core scaling benchmark: building a hierarchy costs time in proportion to its size; an update costs time in proportion
// to what changed, not to the size of the tree. Compiled and run by bench/core-scaling.
import ViewSim
import ViewSimTesting
import Foundation

struct Row: View {
    let index: Int
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("Row \(index): \(taps)")
            Button("Tap \(index)") { taps += 1 }
        }
    }
}

struct Rows: View {
    let count: Int
    var body: some View {
        VStack {
            ForEach(0..<count, id: \.self) { Row(index: $0) }
        }
    }
}

struct Figures {
    let rows: Int
    /// Median wall time of building the hierarchy (the host's first update included), over `builds` builds.
    let build: Double
    let builds: Int
    /// Median wall time of one event that toggles one row's state, with its update.
    let update: Double
    /// Bodies evaluated by one such event, counted in a separate, untimed run.
    let bodies: Int
}

let updateRuns = 21
let buildTarget = 60.0

func milliseconds(_ work: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try work()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}

/// The action of the button labelled `label` on `host`'s screen, to tap it without the host's own bookkeeping.
@MainActor
func buttonAction<Root: View>(_ host: ViewHost<Root>, _ label: String) -> () -> Void {
    let node = host.elements.first { $0.kind == .button && $0.label == label }!.node
    guard case .button(let action) = node.element else { fatalError("not a button") }
    return action
}

@MainActor
func buildHost(rows: Int) -> (ViewHost<Rows>, Double) {
    var host: ViewHost<Rows>!
    let time = milliseconds { host = ViewHost(Rows(count: rows)) }
    return (host, time)
}

@MainActor
func measure(rows: Int, builds: Int) -> Figures {
    var buildTimes: [Double] = []
    var host: ViewHost<Rows>!
    for _ in 0..<builds {
        host = nil  // the previous hierarchy is torn down outside the timed region
        let (built, time) = buildHost(rows: rows)
        host = built
        buildTimes.append(time)
    }
    let action = buttonAction(host, "Tap \(rows / 2)")
    let updates = (0..<updateRuns).map { _ in milliseconds { host.graph.perform { action() } } }
    let work = host.graph.recordingWork { host.graph.perform { action() } }
    precondition(host.texts.contains("Row \(rows / 2): \(updateRuns + 1)"), "the row did not update")
    return Figures(rows: rows, build: median(buildTimes), builds: builds, update: median(updates),
                   bodies: work.bodyEvaluations.values.reduce(0, +))
}

@main
struct CoreScaling {
    @MainActor
    static func main() {
        _ = measure(rows: 100, builds: 1)  // warm-up: first-use costs (type metadata, caches) are not the figures
        let sizes = [(rows: 100, builds: 5), (rows: 10_000, builds: 3), (rows: 100_000, builds: 1)]
        print("rows      build (ms)   one-row update (ms, median of \(updateRuns))   bodies per update")
        var figures: [Int: Figures] = [:]
        for size in sizes {
            let result = measure(rows: size.rows, builds: size.builds)
            figures[size.rows] = result
            let build = String(format: "%10.1f", result.build) + (size.builds > 1 ? "*" : " ")
            print(String(format: "%-8d  %@   %12.4f                        %6d", result.rows, build, result.update, result.bodies))
        }
        print("* median of the builds at that size (5 at 100 rows, 3 at 10,000); 100,000 rows: one build")
        let small = figures[100]!, large = figures[100_000]!, target = figures[10_000]!
        print(String(format: "update at 100,000 rows ÷ at 100 rows: %.2f× (target ≤ 2×)", large.update / small.update))
        print("bodies per update at 100 / 10,000 / 100,000 rows: \(small.bodies) / \(target.bodies) / \(large.bodies)"
              + (small.bodies == target.bodies && target.bodies == large.bodies ? " (same)" : " (differ)"))
        print(String(format: "build of 10,000 rows: %.1f ms vs target %.0f ms (%.2f× the target)",
                     target.build, buildTarget, target.build / buildTarget))
        printLayoutFigures()
    }
}
