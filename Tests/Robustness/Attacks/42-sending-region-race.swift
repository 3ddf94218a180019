// Attack (from break-it pass 13 of issue 30): swiftlang/swift#85330, open in Swift 6.3: a `sending` parameter captured
// by a closure that also captures an actor's state can be sent to another actor, and both then use it at once, a data
// race in code that compiles without a warning (the pass crashed the runner and read a heap address as an Int). The
// `sending` and `isolated` specifiers are refused in app code (ModulePolicyText).
// stage: build
// message: `sending` is a specifier of region-based isolation|`isolated` is a specifier of region-based isolation
import Foundation
import ViewSim

final class NonSendable {
    var items: [String] = []
    func touch(_ tag: String) -> Int {
        for i in 0..<64 { items.append("\(tag) \(i) — a string long enough to live on the heap") }
        let n = items.count
        if items.count > 512 { items.removeAll() }
        return n
    }
}

actor MyActor {
    var field = NonSendable()
    func useValue(_ value: sending NonSendable) -> Task<Int, Never> {
        Task { var n = 0; for _ in 0..<200 { n += value.touch("task") }; return n }
    }
}

func racing(y: isolated MyActor, x: sending NonSendable) async -> Int {
    let closure = {
        _ = y.field.touch("field")
        var n = 0
        for _ in 0..<200 { n += x.touch("closure") }
        return n
    }
    let task = await MyActor().useValue(x)
    let b = closure()
    let a = await task.result.get()
    return a + b
}

func race() -> String {
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        for _ in 0..<300 { _ = await racing(y: MyActor(), x: NonSendable()) }
        done.signal()
    }
    done.wait()
    return "survived"
}

struct SessionTally: View {
    @State private var sessions = 0
    var body: some View {
        VStack {
            Text("Sessions today: \(sessions)")
            Button("Log a session") { sessions += 1; print(race()) }
        }
    }
}

struct FocusScreen: View {
    @State private var showsTally = true
    var body: some View {
        VStack {
            Toggle("Show tally", isOn: $showsTally)
            if showsTally { SessionTally() }
        }
    }
}
