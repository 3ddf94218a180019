import Foundation

/// The tests a hidden suite declares, as the grader listed them when it built the suite's runner (see
/// ``ExerciseBuilder``), stored with the runner and covered by its ``CacheManifest``.
///
/// JSON shape (the runner entry's `tests.json`): `{"module": "HiddenSuiteCounterReset", "ids": ["HiddenSuiteCounterReset.S/a()/T.swift:8:6", …]}`.
public struct ExpectedTests: Sendable, Codable, Equatable {
    /// The hidden suite's module: only tests whose ID starts `<module>.` are its own.
    public var module: String
    /// Swift Testing IDs of the suite's test functions, each once, in the order listed.
    public var ids: [String]

    public init(module: String, ids: [String]) {
        self.module = module; self.ids = ids
    }

    /// The hidden suite's tests among the tests a listing stream declares: those of `module`, each once.
    /// Tests any other module declares (the learner's) are not expected, and never accepted later.
    public init(listing stream: EventStream, module: String) {
        var seen: Set<String> = []
        let ids = stream.entries.map(\.id).filter { $0.hasPrefix(module + ".") && seen.insert($0).inserted }
        self.init(module: module, ids: ids)
    }
}

/// Decides whether a finished run's results can be trusted.
///
/// The event stream is written inside the process that runs the learner's code, so it is only evidence. A result is
/// taken at its word only when every test the grader expected (``ExpectedTests``, known at build time) was reported
/// exactly once with a verdict, no other test was reported, and the stream held nothing an honest runner never
/// writes and fit within ``EventStream/Limits``. Anything else is an error result naming what was wrong, never a pass.
public enum ResultIntegrity {
    /// Most problems named in a result; the last then says how many more there were.
    static let maxProblems = 6

    /// Plain sentences on what makes the results untrustworthy; empty when they can be trusted.
    ///
    /// - Parameters:
    ///   - tests: each reported test's ID and outcome, as the run's streams gave them (re-runs merged).
    ///   - expected: what the hidden suite declares.
    ///   - streamProblems: the streams' ``EventStream/anomalies`` and ``EventStream/exceededLimit``.
    public static func problems(tests: [(id: String, outcome: TestOutcome)], expected: ExpectedTests, streamProblems: [String]) -> [String] {
        var problems = streamProblems
        let expectedSet = Set(expected.ids)
        var reported: [String: Int] = [:]
        for test in tests { reported[test.id, default: 0] += 1 }

        for test in tests where !expectedSet.contains(test.id) {
            let id = test.id.isEmpty ? test.outcome.name : test.id
            problems.append("“\(EventStream.short(id))” is not one of the exercise's hidden tests")
        }
        for (id, count) in reported.sorted(by: { $0.key < $1.key }) where count > 1 && expectedSet.contains(id) {
            problems.append("“\(displayName(id))” was reported \(count) times")
        }
        let missing = expected.ids.filter { reported[$0] == nil }
        if !missing.isEmpty {
            let names = missing.prefix(3).map { "“\(displayName($0))”" }.joined(separator: ", ")
            let more = missing.count > 3 ? " and \(missing.count - 3) more" : ""
            problems.append("\(missing.count) of the \(expected.ids.count) hidden tests reported no result (\(names)\(more))")
        }
        for test in tests where expectedSet.contains(test.id) && !hasVerdict(test.outcome) {
            problems.append("“\(test.outcome.name)” never finished")
        }
        if problems.count > maxProblems {
            let more = problems.count - (maxProblems - 1)
            problems = Array(problems.prefix(maxProblems - 1)) + ["and \(more) more problems"]
        }
        return problems
    }

    /// The result's detail for untrusted results: `The test results cannot be trusted, so this check does not count: …`.
    public static func detail(_ problems: [String]) -> String {
        "The test results cannot be trusted, so this check does not count: the tests' report was changed or cut short, "
            + "which happens when code under test writes to it or ends the test process itself. What was wrong:\n"
            + problems.map { "• " + $0 }.joined(separator: "\n")
    }

    /// Whether a finished run gave this test a verdict (passed, failed, skipped by the suite), rather than leaving it
    /// not reached or stopped while running.
    static func hasVerdict(_ outcome: TestOutcome) -> Bool {
        switch outcome.status {
        case .pass: return true
        case .fail: return !outcome.message.hasSuffix(EventStream.stoppedWhileRunning)
        case .skip: return outcome.message != EventStream.notReached
        }
    }

    /// `Module.Suite/name()/File.swift:12:6` → `Suite/name()`.
    static func displayName(_ id: String) -> String {
        var parts = id.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count > 2, parts.last?.contains(".swift:") == true { parts.removeLast() }
        var text = parts.joined(separator: "/")
        if let dot = text.firstIndex(of: "."), let slash = text.firstIndex(of: "/"), dot < slash {
            text = String(text[text.index(after: dot)...])
        }
        return EventStream.short(text)
    }
}
