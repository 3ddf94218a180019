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

func milliseconds(_ work: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try work()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}

@MainActor
func measure(rows: Int) throws -> (build: Double, update: Double) {
    var host: ViewHost<Rows>!
    let build = milliseconds { host = ViewHost(Rows(count: rows)) }
    let node = host.elements.first { $0.kind == .button && $0.label == "Tap \(rows / 2)" }!.node
    guard case .button(let action) = node.element else { fatalError("not a button") }
    let updates = (0..<21).map { _ in milliseconds { host.graph.perform { action() } } }
    precondition(host.texts.contains("Row \(rows / 2): 21"))
    return (build, median(updates))
}

@main
struct CoreScaling {
    @MainActor
    static func main() throws {
        _ = try measure(rows: 100)
        print("rows      build (ms)   one-row update (ms, median of 21)")
        var updates: [Int: Double] = [:]
        for rows in [1_000, 10_000] {
            let result = try measure(rows: rows)
            updates[rows] = result.update
            print(String(format: "%-8d  %10.1f   %10.3f", rows, result.build, result.update))
        }
        let ratio = updates[10_000]! / updates[1_000]!
        print(String(format: "update cost at 10,000 rows ÷ at 1,000 rows: %.2f× (1× = cost grows with what changed only)", ratio))
    }
}
