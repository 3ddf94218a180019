// Attack: a memory bomb spread over many threads, each touching its own 256 MiB (4 GiB in all).
// stage: crash|timeout
// message: used more memory than the limit
import Foundation
import ViewSim

final class Hoard: @unchecked Sendable { var blocks: [[UInt8]] = [] }
let hoard = Hoard()
let lock = NSLock()

let attack: Void = {
    for _ in 0..<16 {
        Thread {
            let block = [UInt8](repeating: 1, count: 256 << 20)
            lock.lock(); hoard.blocks.append(block); lock.unlock()
            while true { Thread.sleep(forTimeInterval: 60) }
        }.start()
    }
    Thread.sleep(forTimeInterval: 60)
}()

struct SessionTally: View {
    @State private var sessions = 0

    var body: some View {
        VStack {
            Text("Sessions today: \(sessions)")
            Button("Log a session") { sessions += 1 }
        }
    }
}

struct FocusScreen: View {
    @State private var showsTally = true

    init() { _ = attack }

    var body: some View {
        VStack {
            Toggle("Show tally", isOn: $showsTally)
            if showsTally {
                SessionTally()
            }
        }
    }
}
