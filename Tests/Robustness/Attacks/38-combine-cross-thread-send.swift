// Attack (from a twelfth break-it pass of issue 30): an actor is Sendable, and its default `objectWillChange` is a
// nonisolated property, so two tasks can reach the same publisher: one subscribes a closure that captured its own
// non-Sendable state, the other sends, and in Apple's Combine the closure then runs on the sender's thread, racing its
// owner (the pass crashed the runner that way). On the host a value reaches a closure only where it subscribed, so
// the sends from another thread reach nobody.
// stage: test
// message: REPORT delivered=0
import Foundation
import ViewSim

actor Hub: ObservableObject {
    static let shared = Hub()
}

final class Box { var count = 0 }

let report: String = {
    let subscribed = DispatchSemaphore(value: 0)
    let sent = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    UserDefaults.standard.set(-1, forKey: "delivered")
    Task.detached {
        let box = Box()
        let kept = Hub.shared.objectWillChange.sink { _ in box.count += 1 }
        subscribed.signal()
        sent.wait()  // blocked here while the other task sends: it runs on another thread
        UserDefaults.standard.set(box.count, forKey: "delivered")
        withExtendedLifetime(kept) {}
        finished.signal()
    }
    subscribed.wait()
    Task.detached {
        for _ in 0..<1_000 { Hub.shared.objectWillChange.send() }
        sent.signal()
    }
    finished.wait()
    return "delivered=\(UserDefaults.standard.integer(forKey: "delivered"))"
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
