import Foundation
import Synchronization
import Testing
@testable import WorkbookKit

/// A stubbed check for watch mode. The calls listed in `long` (1-based) behave like a check stuck in an endless loop:
/// they run a real child tree (`sh` with a background `sleep` holding a unique duration, ``marker``) through
/// ``ChildProcess``, which only cancellation ends early; the others pass at once. A call that completes records a pass
/// on the fixture's progress ref, as `workbook check` would; a stopped one records nothing.
final class StubCheck: Sendable {
    struct Calls: Sendable { var exercises: [String] = []; var stopped = 0 }
    let calls = Mutex(Calls())
    let marker = "29.\(Int.random(in: 100_000...999_999))"
    let long: Set<Int>
    let root: URL
    /// Called on the check's thread as a long call starts (e.g. to save a file meanwhile).
    let onLongStart: @Sendable (Int) -> Void

    init(root: URL, long: Set<Int>, onLongStart: @escaping @Sendable (Int) -> Void = { _ in }) {
        self.root = root; self.long = long; self.onLongStart = onLongStart
    }

    func run(_ exercise: Exercise) throws(WorkbookError) -> CheckResult {
        let call = calls.withLock { $0.exercises.append(exercise.id); return $0.exercises.count }
        if long.contains(call) {
            onLongStart(call)
            do {
                _ = try ChildProcess.run(ChildProcessRequest(
                    executable: "/bin/sh", arguments: ["-c", "sleep \(marker) & wait"], timeoutSeconds: 60))
            } catch {
                calls.withLock { $0.stopped += 1 }
                throw error
            }
        }
        let result = CheckResult(exercise: exercise.id, title: exercise.title, status: .pass, stage: nil,
                                 tests: [TestOutcome(name: "t", status: .pass, message: "")])
        _ = try? ProgressStore(root: root).record(result, sources: [], provenance: AttemptProvenance(hiddenSuiteHash: "h", toolchain: "t"))
        return result
    }

    var snapshot: Calls { calls.withLock { $0 } }

    /// Whether a process of a long call is alive (its command line carries ``marker``).
    var childAlive: Bool {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return pids.contains { pid in
            guard pid.allSatisfy(\.isNumber), let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            return String(decoding: data, as: UTF8.self).contains(marker)
        }
    }

    /// Waits (up to 5 s) until `condition` holds; returns whether it did.
    static func waitUntil(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while !condition() {
            if Date() > deadline { return false }
            usleep(5_000)
        }
        return true
    }
}

@Suite struct WatchCheckTests {
    func session(_ fixture: WorkbookFixture, _ stub: StubCheck) -> WatchSession {
        WatchSession(
            workbook: fixture.workbook, track: nil, style: TerminalStyle(colour: false),
            check: { exercise throws(WorkbookError) in CheckCommand.Checked(result: try stub.run(exercise), attempt: .recorded(commit: "c", reason: .changedCode)) },
            revealHint: { exercise throws(WorkbookError) in HintReveal(exercise: exercise, hints: ["nudge"], tier: 1, total: 3, revealedNew: true) })
    }

    func history(_ fixture: WorkbookFixture) -> [String] {
        ((try? ProgressStore(root: fixture.root).history()) ?? []).map(\.exercise)
    }

    @Test func cancellingStopsARunningChildTreeAtOnceAndAPreCancelledRunNeverStarts() throws {
        let marker = "28.\(Int.random(in: 100_000...999_999))"
        let cancellation = ChildProcessCancellation()
        let finished = Mutex<(error: WorkbookError?, seconds: Double)?>(nil)
        Thread.detachNewThread {
            let start = Date()
            let error: WorkbookError? = ChildProcess.$cancellation.withValue(cancellation) {
                do throws(WorkbookError) {
                    _ = try ChildProcess.run(ChildProcessRequest(executable: "/bin/sh", arguments: ["-c", "sleep \(marker) & wait"], timeoutSeconds: 60))
                    return nil
                } catch { return error }
            }
            finished.withLock { $0 = (error, Date().timeIntervalSince(start)) }
        }
        let alive = { ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).contains { pid in
            pid.allSatisfy(\.isNumber) && String(decoding: FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data(), as: UTF8.self).contains(marker)
        } }
        #expect(StubCheck.waitUntil(alive))  // the grandchild sleep runs
        cancellation.cancel()
        #expect(StubCheck.waitUntil { finished.withLock { $0 != nil } })
        let outcome = try #require(finished.withLock { $0 })
        #expect(outcome.error == ChildProcessCancellation.error)
        #expect(outcome.seconds < 5)
        #expect(!alive())  // the whole tree is gone when run(_:) returns

        #expect(throws: ChildProcessCancellation.error) {
            try ChildProcess.$cancellation.withValue(cancellation) {
                try ChildProcess.run(ChildProcessRequest(executable: "/bin/true", timeoutSeconds: 5))
            }
        }
        // Unbound, nothing changes.
        #expect(try ChildProcess.run(ChildProcessRequest(executable: "/bin/true", timeoutSeconds: 5)).termination == .exited(0))
    }

    @Test func quitDuringALongCheckStopsItAtOnceAndRecordsNothing() throws {
        let fixture = try WorkbookFixture(commit: false)
        defer { fixture.remove() }
        let stub = StubCheck(root: fixture.root, long: [1])
        let session = session(fixture, stub)
        let checking = session.start()
        #expect(session.isChecking)
        #expect(checking.contains("Checking 01-a…"))
        #expect(checking.hasSuffix("h next hint · n next exercise · l list · r restart · q quit"))
        #expect(StubCheck.waitUntil { stub.childAlive })
        let start = Date()
        #expect(session.handle(.quit) == nil)
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(!session.isChecking)
        #expect(!stub.childAlive)
        #expect(stub.snapshot.stopped == 1)
        #expect(history(fixture).isEmpty)
    }

    @Test func rRestartsALongCheckAndOnlyTheNewOneCounts() throws {
        let fixture = try WorkbookFixture(commit: false)
        defer { fixture.remove() }
        let stub = StubCheck(root: fixture.root, long: [1])
        let session = session(fixture, stub)
        _ = session.start()
        #expect(StubCheck.waitUntil { stub.childAlive })
        let restarting = try #require(session.handle(.rerun))
        #expect(restarting.contains("Checking 01-a…"))
        let screen = session.waitForCheck(timeout: 5)
        #expect(!session.isChecking)
        #expect(screen.contains("✔ passed — press n for the next exercise"))
        #expect(stub.snapshot.exercises == ["01-a", "01-a"] && stub.snapshot.stopped == 1)
        #expect(!stub.childAlive)
        #expect(history(fixture) == ["01-a"])  // the stopped check is not an attempt
    }

    @Test func hintAndListActAtOnceWhileTheCheckGoesOnAndNextMovesOnWithoutWaiting() throws {
        let fixture = try WorkbookFixture(commit: false)
        defer { fixture.remove() }
        let stub = StubCheck(root: fixture.root, long: [1])
        let session = session(fixture, stub)
        _ = session.start()
        let hinted = try #require(session.handle(.hint))
        #expect(hinted.contains("Hint 1 of 3: nudge") && hinted.contains("Checking 01-a…"))
        // The keys in the same order as when idle, `r` restarting the check.
        #expect(hinted.hasSuffix("Checking 01-a…\nh next hint · n next exercise · l list · r restart · q quit"))
        let list = try #require(session.handle(.list))
        #expect(list.contains("02-b") && list.contains("l back") && list.contains("Checking 01-a…"))
        #expect(session.isChecking && stub.snapshot.stopped == 0)
        _ = try #require(session.handle(.next))
        #expect(session.current?.id == "02-b")
        let screen = session.waitForCheck(timeout: 5)
        #expect(stub.snapshot.exercises == ["01-a", "02-b"] && stub.snapshot.stopped == 1)
        #expect(screen.contains("Exercise 02-b") && screen.contains("✔ passed"))
        #expect(history(fixture) == ["02-b"])
    }

    /// The loop itself, with keys from a pipe: a save during a long check restarts it; `q` during one quits at once.
    @Test func inTheLoopASaveRestartsALongCheckAndQQuitsOne() throws {
        let fixture = try WorkbookFixture(commit: false)
        defer { fixture.remove() }
        let path = fixture.root.appendingPathComponent("Exercises/01-a/A.swift")
        let stub = StubCheck(root: fixture.root, long: [1]) { _ in
            // The learner saves while the first check is stuck; the loop debounces it and checks the new code.
            try? Data("struct A { var broken = false }\n".utf8).write(to: path)
        }
        var keys: [Int32] = [-1, -1]
        #expect(pipe(&keys) == 0)
        close(keys[1])  // no keys: end of input, which quits once no check runs
        var screens: [String] = []
        let start = Date()
        let code = WatchLoop.run(session(fixture, stub), input: keys[0], clearScreen: false, stopAtEndOfInput: true) { screens.append($0) }
        close(keys[0])
        #expect(code == 0)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(stub.snapshot.exercises == ["01-a", "01-a"] && stub.snapshot.stopped == 1)
        #expect(screens.last?.contains("✔ passed") == true)
        #expect(history(fixture) == ["01-a"])

        let quitting = StubCheck(root: fixture.root, long: [1])
        #expect(pipe(&keys) == 0)
        var q: UInt8 = UInt8(ascii: "q")
        #expect(write(keys[1], &q, 1) == 1)
        let quitStart = Date()
        #expect(WatchLoop.run(session(fixture, quitting), input: keys[0], clearScreen: false) { _ in } == 0)
        close(keys[0]); close(keys[1])
        #expect(Date().timeIntervalSince(quitStart) < 2)
        #expect(quitting.snapshot.exercises == ["02-b"] && quitting.snapshot.stopped == 1)  // 01-a passed above
        #expect(!quitting.childAlive)
        #expect(history(fixture) == ["01-a"])
    }
}
