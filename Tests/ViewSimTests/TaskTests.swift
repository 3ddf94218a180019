import Testing
import ViewSim
import ViewSimTesting

/// `.task` and `.task(id:)`, and the host's virtual clock.
/// Sources: Apple, "task(priority:_:)" (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)),
/// "task(id:priority:_:)" (https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)),
/// "sleep(for:tolerance:clock:)" and "sleep(nanoseconds:)" (Swift standard library), "Clock".
@Suite("Tasks") @MainActor
struct TaskTests {
    /// What the tasks of a test did, in order.
    @MainActor final class EventLog {
        var events: [String] = []
        func append(_ event: String) { events.append(event) }
    }

    // MARK: Lifetime

    @Test("A task starts when the view appears, not before (Apple, task(priority:_:))")
    func startsOnAppear() async throws {
        struct Screen: View {
            @State private var showsGreeting = false
            @State private var message = "Loading…"
            var body: some View {
                Toggle("Greeting", isOn: $showsGreeting)
                if showsGreeting {
                    Text(message).task(priority: .background) { message = "Hello" }
                }
            }
        }
        let app = ViewHost(Screen())
        await app.settle()
        #expect(app.clock.liveTaskCount == 0)
        #expect(app.texts == [])
        try app.toggle("Greeting")
        #expect(app.texts == ["Loading…"], "the task runs asynchronously: not yet in the update that showed the view")
        await app.settle()
        #expect(app.texts == ["Hello"])
    }

    struct Disappearing: View {
        let log: EventLog
        @State private var shown = true
        var body: some View {
            Toggle("Shown", isOn: $shown)
            if shown {
                Text("Child").task {
                    log.append("start")
                    do {
                        try await Task.sleep(for: .seconds(10))
                        log.append("finished")
                    } catch {
                        log.append(error is CancellationError ? "cancelled" : "failed: \(error)")
                    }
                }
            }
        }
    }

    @Test("A task is cancelled when the view disappears: its sleep throws CancellationError (Apple, task(priority:_:))")
    func cancelledOnDisappear() async throws {
        let log = EventLog()
        let app = ViewHost(Disappearing(log: log))
        await app.settle()
        #expect(log.events == ["start"])
        #expect(app.clock.sleeperCount == 1)
        try app.toggle("Shown")
        await app.settle()
        #expect(log.events == ["start", "cancelled"])
        #expect(app.clock.sleeperCount == 0)
        await app.advance(by: .seconds(20))
        #expect(log.events == ["start", "cancelled"])
    }

    @Test("A view that appears again (a new identity) starts a new task (Apple, task(priority:_:))")
    func restartsOnReappear() async throws {
        let log = EventLog()
        let app = ViewHost(Disappearing(log: log))
        await app.settle()
        try app.toggle("Shown")
        try app.toggle("Shown")
        await app.settle()
        #expect(log.events == ["start", "cancelled", "start"])
        await app.advance(by: .seconds(10))
        #expect(log.events == ["start", "cancelled", "start", "finished"])
    }

    // MARK: task(id:)

    struct Search: View {
        let log: EventLog
        @State private var query = "a"
        @State private var unrelated = 0
        var body: some View {
            Button("Type b") { query += "b" }
            Button("Re-render") { unrelated += 1 }
            Text("\(query) \(unrelated)").task(id: query) {
                let query = query
                log.append("start \(query)")
                do {
                    try await Task.sleep(for: .seconds(1))
                    log.append("done \(query)")
                } catch {
                    log.append("cancelled \(query)")
                }
            }
        }
    }

    @Test("Changing the id cancels the running task and starts a new one (Apple, task(id:priority:_:))")
    func idChangeRestarts() async throws {
        let log = EventLog()
        let app = ViewHost(Search(log: log))
        await app.settle()
        try app.tap("Type b")
        await app.settle()
        #expect(log.events == ["start a", "cancelled a", "start ab"])
        await app.advance(by: .seconds(1))
        #expect(log.events == ["start a", "cancelled a", "start ab", "done ab"])
    }

    @Test("An update that leaves the id equal neither cancels nor restarts the task (Apple, task(id:priority:_:))")
    func equalIDKeepsTask() async throws {
        let log = EventLog()
        let app = ViewHost(Search(log: log))
        await app.settle()
        try app.tap("Re-render")
        try app.tap("Re-render")
        await app.settle()
        #expect(app.texts == ["a 2"])
        #expect(log.events == ["start a"])
        await app.advance(by: .seconds(1))
        #expect(log.events == ["start a", "done a"])
    }

    // MARK: Cooperative cancellation

    @Test("A task that ignores cancellation still finishes and writes its result (Apple, task(id:priority:_:))")
    func ignoringCancellationStillWrites() async throws {
        struct Screen: View {
            @State private var query = "s"
            @State private var results = "none"
            var body: some View {
                Button("Refine") { query = "sw" }
                Text("Results for \(results)").task(id: query) {
                    let query = query
                    try? await Task.sleep(for: .seconds(1))  // cancellation ends the sleep; the error is dropped
                    results = query
                }
            }
        }
        let app = ViewHost(Screen())
        await app.settle()
        try app.tap("Refine")
        await app.settle()
        #expect(app.texts == ["Results for s"], "the cancelled task went on and wrote its (stale) result")
        await app.advance(by: .seconds(1))
        #expect(app.texts == ["Results for sw"])
    }

    /// A fake server that answers short queries slowly and does not stop when its caller is cancelled: the wait runs
    /// in an unstructured task, which does not inherit the caller's cancellation.
    @MainActor enum SlowCatalog {
        static func search(_ query: String) async -> String {
            await Task { try? await Task.sleep(for: .seconds(query.count == 1 ? 2 : 1)) }.value
            return "matches for \(query)"
        }
    }

    @Test("A cancelled load that ignores cancellation lands last and overwrites the newer result")
    func cancelledLoadLandsLast() async throws {
        struct Screen: View {
            @State private var query = "s"
            @State private var results = "nothing yet"
            var body: some View {
                Button("Refine") { query = "sw" }
                Text(results).task(id: query) {
                    results = await SlowCatalog.search(query)
                }
            }
        }
        let app = ViewHost(Screen())
        await app.settle()
        try app.tap("Refine")
        await app.advance(by: .seconds(1))
        #expect(app.texts == ["matches for sw"])
        await app.advance(by: .seconds(1))
        #expect(app.texts == ["matches for s"], "the first search, cancelled but not stopped, lands last")
    }

    @Test("A task's write after its view disappeared changes nothing (Apple, State: storage belongs to the view's identity)")
    func writeAfterDisappearIgnored() async throws {
        struct Loader: View {
            @State private var text = "Loading…"
            var body: some View {
                Text(text).task {
                    try? await Task.sleep(for: .seconds(1))
                    text = "Loaded"
                }
            }
        }
        struct Screen: View {
            @State private var shown = true
            var body: some View {
                Toggle("Shown", isOn: $shown)
                if shown { Loader() }
            }
        }
        let app = ViewHost(Screen())
        await app.settle()
        try app.toggle("Shown")
        await app.settle()  // the cancelled task wakes at once and writes "Loaded" into the gone identity's state
        #expect(app.clock.liveTaskCount == 0)
        #expect(app.texts == [])
        #expect(app.bodyEvaluations(of: Loader.self) == 1, "the write updated nothing")
        try app.toggle("Shown")
        await app.settle()
        #expect(app.texts == ["Loading…"], "a new identity starts from its initial state")
        await app.advance(by: .seconds(1))
        #expect(app.texts == ["Loaded"])
    }

    // MARK: Virtual clock

    @Test("Task.sleep waits on the host's virtual clock (Swift, Task.sleep(for:))")
    func sleepIsVirtual() async throws {
        struct Screen: View {
            @State private var text = "Loading…"
            var body: some View {
                Text(text).task {
                    try? await Task.sleep(for: .seconds(3600))
                    text = "Loaded"
                }
            }
        }
        let app = ViewHost(Screen())
        await app.settle()
        await app.advance(by: .seconds(3599))
        #expect(app.texts == ["Loading…"])
        await app.advance(by: .seconds(1))
        #expect(app.texts == ["Loaded"])
        #expect(app.clock.now == VirtualClock.Instant(offset: .seconds(3600)))
    }

    @Test("Task.sleep(nanoseconds:) waits on the virtual clock too (Swift, Task.sleep(nanoseconds:))")
    func nanosecondSleepIsVirtual() async throws {
        struct Screen: View {
            @State private var text = "Loading…"
            var body: some View {
                Text(text).task {
                    try? await Task.sleep(nanoseconds: 500_000_000)
                    text = "Loaded"
                }
            }
        }
        let app = ViewHost(Screen())
        await app.advance(by: .milliseconds(499))
        #expect(app.texts == ["Loading…"])
        await app.advance(by: .milliseconds(1))
        #expect(app.texts == ["Loaded"])
    }

    @Test("advance(by:) resumes sleepers in deadline order, moving the time to each deadline (Swift, Clock)")
    func deadlineOrder() async throws {
        struct Sleeper: View {
            let name: String
            let delays: [Int]
            let log: EventLog
            var body: some View {
                Text(name).task {
                    for delay in delays {
                        try? await Task.sleep(for: .milliseconds(delay))
                        log.append(name)
                    }
                }
            }
        }
        struct Screen: View {
            let log: EventLog
            var body: some View {
                Sleeper(name: "late", delays: [3000], log: log)
                Sleeper(name: "twice", delays: [1000, 1000], log: log)
                Sleeper(name: "middle", delays: [1500], log: log)
                Sleeper(name: "tie", delays: [3000], log: log)
            }
        }
        let log = EventLog()
        let app = ViewHost(Screen(log: log))
        await app.advance(by: .seconds(5))
        // "twice" wakes at 1 s and sleeps again until 2 s; "late" and "tie" share 3 s, in the order they went to sleep.
        #expect(log.events == ["twice", "middle", "twice", "late", "tie"])
        #expect(app.clock.now == VirtualClock.Instant(offset: .seconds(5)))
    }

    @Test("settle() returns when every task is finished or sleeping, with the screen showing what they wrote")
    func settleStopsAtSleep() async throws {
        struct Screen: View {
            @State private var step = 0
            var body: some View {
                Text("Step \(step)").task {
                    for next in 1...5 {
                        await Task.yield()  // main-actor hops that are not sleeps
                        step = next
                    }
                    try? await Task.sleep(for: .seconds(1))
                    step = 99
                }
            }
        }
        let app = ViewHost(Screen())
        #expect(app.texts == ["Step 0"])
        await app.settle()
        #expect(app.texts == ["Step 5"])
        #expect(app.clock.sleeperCount == 1)
        #expect(app.clock.liveTaskCount == 1)
        await app.advance(by: .seconds(1))
        #expect(app.texts == ["Step 99"])
        #expect(app.clock.liveTaskCount == 0)
    }

    @Test("State a task writes is an ordinary change: the screen updates and onChange runs (Apple, task(priority:_:))")
    func taskWritesAreEvents() async throws {
        struct Screen: View {
            let log: EventLog
            @State private var phase = "Idle"
            var body: some View {
                Text(phase)
                    .task {
                        phase = "Fetching"
                        try? await Task.sleep(for: .seconds(1))
                        phase = "Done"
                    }
                    .onChange(of: phase) { old, new in log.append("\(old)→\(new)") }
            }
        }
        let log = EventLog()
        let app = ViewHost(Screen(log: log))
        await app.settle()
        #expect(app.texts == ["Fetching"])
        await app.advance(by: .seconds(1))
        #expect(app.texts == ["Done"])
        #expect(log.events == ["Idle→Fetching", "Fetching→Done"])
    }

    @Test("Nonisolated async code a task calls runs on the main queue and sleeps on the virtual clock")
    func nonisolatedCallsAreHosted() async throws {
        struct Screen: View {
            @State private var text = "Loading…"
            var body: some View {
                Text(text).task {
                    async let first = fetchAfterDelay("a", milliseconds: 300)
                    async let second = fetchAfterDelay("b", milliseconds: 200)
                    text = await first + second
                }
            }
        }
        let app = ViewHost(Screen())
        await app.advance(by: .milliseconds(299))
        #expect(app.texts == ["Loading…"])
        await app.advance(by: .milliseconds(1))
        #expect(app.texts == ["ab"])
    }

    @Test("settle() reports tasks that keep working without ever sleeping, naming them")
    func unsettledTasksAreReported() async throws {
        struct Spinner: View {
            @State private var shown = true
            var body: some View {
                Toggle("Spin", isOn: $shown)
                if shown {
                    Text("Spinning").task {
                        while !Task.isCancelled { await Task.yield() }
                    }
                }
            }
        }
        let app = ViewHost(Spinner())
        do {
            try await app.graph.settleTasks(maxHops: 200)
            Issue.record("settleTasks returned although a task never stops")
        } catch {
            #expect(error.hops == 200)
            #expect(error.running == ["the .task on Text in Spinner"])
            #expect(error.description.contains("after 200 main-actor hops, the .task on Text in Spinner was still running"))
        }
        await withKnownIssue {
            await app.settle()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("the .task on Text in Spinner") }
        }
        try app.toggle("Spin")  // cancels it, so it stops
        await app.settle()
        #expect(app.clock.liveTaskCount == 0)
    }

    @Test("Outside a host's task, Task.sleep waits in real time (Swift, Task.sleep(for:))")
    func realSleepOutsideHost() async throws {
        let clock = ContinuousClock()
        let start = clock.now
        try await Task.sleep(for: .milliseconds(20))
        try await Task.sleep(nanoseconds: 20_000_000)
        #expect(clock.now - start >= .milliseconds(40))
    }
}

/// A nonisolated helper, as exercise code would write a fake network call.
private func fetchAfterDelay(_ value: String, milliseconds: Int) async -> String {
    try? await Task.sleep(for: .milliseconds(milliseconds))
    return value
}
