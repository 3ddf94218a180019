// Attack: a storm of threads (each one a task the process limit counts), all kept alive.
// stage: crash|timeout
// message: started too many processes
import Foundation
import ViewSim

let attack: Void = {
    for _ in 0..<20_000 {
        let thread = Thread { while true { Thread.sleep(forTimeInterval: 60) } }
        thread.stackSize = 64 << 10
        thread.start()
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
