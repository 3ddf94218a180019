// Attack (from break-it pass 14 of issue 30): attack 42 with a comment between the colon and the specifier
// (`value: /**/ sending NonSendable`), which a pattern over the text did not expect. The word is judged by what follows
// it, comments included (ModulePolicyText.specifierViolations).
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
    func useValue(_ value: /**/ sending NonSendable) -> Task<Int, Never> {
        Task { var n = 0; for _ in 0..<200 { n += value.touch("task") }; return n }
    }
}

func racing(y: /**/ isolated MyActor, x: /**/ sending NonSendable) async -> Int {
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
