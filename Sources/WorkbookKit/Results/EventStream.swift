import Foundation

/// What one hidden test did, read from Swift Testing's event stream.
public struct TestOutcome: Sendable, Codable, Equatable {
    public enum Status: String, Sendable, Codable {
        case pass, fail
        /// Skipped by the suite, or never run because the process stopped first.
        case skip
    }

    /// `displayName` if the test has one, else its function name (`a()`).
    public var name: String
    public var status: Status
    /// For a failure, what the user sees, in the suite author's words (see ``EventStream``); empty when passing.
    public var message: String
    /// The test's tags without the leading dot (`symptom`, `regression`), inherited from its suite.
    public var tags: [String]
    /// When the app crashed while this test ran: the innermost frame in the learner's files (JSON `crash_location`,
    /// absent otherwise). See ``CrashBacktrace``.
    public var crashLocation: CrashLocation?
    /// What the app printed while this test ran (`print`, `Self._printChanges()`), bounded (see ``TestOutput``):
    /// JSON `output`, absent when it printed nothing.
    public var output: String?
    /// How long the test ran, in seconds: from its `testStarted` to its `testEnded` event, by the runner's own clock
    /// (the events' `instant.absolute`). JSON `duration_s`; absent when the stream did not time it (a test skipped,
    /// never reached or stopped while running, a stream without timestamps, a budget).
    public var durationSeconds: Double?
    /// Where the hidden suite declares the test (its `@Test` attribute), as the stream gives it. JSON
    /// `source_location`; absent when the stream does not say.
    public var sourceLocation: TestSourceLocation?
    /// For a failure: the app's screen when it first failed (``FailureScreen``). JSON `screen`; absent for a passing
    /// test, and when no screen was drawn (the test made no host, or the app crashed).
    public var screen: FailureScreen?

    public init(
        name: String, status: Status, message: String = "", tags: [String] = [], crashLocation: CrashLocation? = nil,
        output: String? = nil, durationSeconds: Double? = nil, sourceLocation: TestSourceLocation? = nil, screen: FailureScreen? = nil
    ) {
        self.name = name; self.status = status; self.message = message; self.tags = tags; self.crashLocation = crashLocation
        self.output = output; self.durationSeconds = durationSeconds; self.sourceLocation = sourceLocation; self.screen = screen
    }

    enum CodingKeys: String, CodingKey {
        case name, status, message, tags, output, screen
        case crashLocation = "crash_location"
        case durationSeconds = "duration_s"
        case sourceLocation = "source_location"
    }
}

/// Where a hidden test is declared: the file (its name inside `Tests/Hidden/<exercise>/`) and the 1-based line of its
/// `@Test` attribute. JSON `{"file": "FocusScreenTests.swift", "line": 12}`.
public struct TestSourceLocation: Sendable, Codable, Equatable {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) { self.file = file; self.line = line }
}

/// Reads the JSON-lines event stream a Swift Testing runner writes with
/// `--event-stream-output-path FILE --event-stream-version 0`.
///
/// Records used: `{"kind":"test","payload":{"id","kind":"suite"|"function","name","displayName"?,"_tags"?,
/// "sourceLocation"?:{"fileID","line"}}}` and `{"kind":"event","payload":{"kind":"testStarted"|"testEnded"|"testSkipped"|
/// "issueRecorded"|"runEnded","testID"?,"instant"?:{"absolute"},"messages":[{"symbol","text"}],
/// "issue":{"isKnown","_error"?:{"description"}}}}`. A test's duration is its `testEnded` instant minus its
/// `testStarted` instant (``TestOutcome/durationSeconds``).
///
/// A failing test's message is, in order of preference: the issue's comments (`details` messages — the plain-words
/// sentence the suite author wrote), the thrown error's description, or the `fail` text (`Expectation failed: …`).
/// An issue marked `isKnown` does not fail a test. Unknown record kinds and malformed lines are ignored.
///
/// **Bounded and linear.** The stream is written by a process running the code under test, so it is read as hostile
/// input: at most ``Limits/maxBytes`` bytes, ``Limits/maxLines`` lines and ``Limits/maxTests`` declared tests are read
/// (``exceededLimit`` says which cap stopped reading), each record is looked up by its test's ID in a dictionary, and
/// a test's suites are found by walking its own ID, so reading takes time proportional to the stream's size.
/// What an honest runner never writes (a test declared or ended twice, results for a test never declared) is listed
/// in ``anomalies``; ``ResultIntegrity`` turns both into an untrusted result.
public struct EventStream: Sendable {
    /// How far a declared test got before the stream ended.
    public enum Progress: Sendable, Equatable {
        /// It has a verdict: it ended, was skipped, or its suite failed.
        case finished
        /// It started and did not end: the process stopped while running it.
        case interrupted
        /// It never started: the process stopped before reaching it.
        case notStarted
    }

    /// One declared test: its Swift Testing ID (what `--filter` and `--skip` match), outcome and progress.
    public struct Entry: Sendable, Equatable {
        public var id: String
        public var outcome: TestOutcome
        public var progress: Progress
    }

    /// The most a stream may hold before reading stops. A hidden suite has tens of tests and writes a few kilobytes;
    /// these caps are two or three orders of magnitude above that.
    public struct Limits: Sendable, Equatable {
        /// Bytes read (10 MiB by default); the rest is ignored.
        public var maxBytes: Int = 10 << 20
        /// Lines read (50,000 by default: a few per test, plus one per issue).
        public var maxLines: Int = 50_000
        /// Tests declared (10,000 by default); later declarations are ignored.
        public var maxTests: Int = 10_000
        /// Longest test ID, in UTF-8 bytes (1,024 by default; a real one is `Module.Suite/name()/File.swift:12:6`).
        public var maxIDBytes: Int = 1024
        /// Distinct messages kept per test (20 by default), then one line saying how many more there were.
        public var maxMessagesPerTest: Int = 20

        public init() {}
    }

    /// The line an interrupted test's message ends with; ``HiddenSuiteRun`` replaces it with what stopped the process.
    public static let stoppedWhileRunning = "The test process stopped while this test was running."
    /// The message of a test the process never reached.
    public static let notReached = "not run: the test process stopped before reaching it"
    /// Most ``anomalies`` listed; the last one then says how many more there were.
    static let maxAnomalies = 10

    /// Tests in the order the stream declared them, each ID once.
    public private(set) var entries: [Entry] = []
    /// Tests in the order the stream declared them.
    public var tests: [TestOutcome] { entries.map(\.outcome) }
    /// Whether `runEnded` was seen: false means the process stopped before the run finished.
    public private(set) var runEnded = false
    /// The test that started but did not end, if the run stopped in the middle of one.
    public var interruptedTest: String? { interrupted }
    /// What no honest runner writes, one plain sentence each (e.g. `the test “a()” was reported as ended 2 times`);
    /// empty for a stream from an honest run.
    public private(set) var anomalies: [String] = []
    /// Which of ``Limits`` stopped reading, as a sentence (`the stream is larger than 10 MiB`); nil when it was read whole.
    public private(set) var exceededLimit: String?

    private var interrupted: String?

    /// What the stream said about one ID (a test or a suite).
    private struct Record {
        var started = 0, ended = 0, skipped = 0
        /// The runner's clock (`instant.absolute`, seconds) at the first `testStarted` and `testEnded`.
        var startedAt: Double?, endedAt: Double?
        var failed = false
        var messages: [String] = []
        var seenMessages: Set<String> = []
        var droppedMessages = 0

        mutating func add(_ text: String, cap: Int) {
            guard seenMessages.insert(text).inserted else { return }
            if messages.count < cap { messages.append(text) } else { droppedMessages += 1 }
        }
    }

    /// Parses a whole stream, within `limits`.
    public init(jsonLines data: Data, limits: Limits = Limits()) {
        var declared: [(id: String, name: String, tags: [String], location: TestSourceLocation?)] = []
        var declaredIndex: [String: Int] = [:]
        var suites: [String: [String]] = [:]
        var records: [String: Record] = [:]
        var orphanMessages: [String] = []
        var anomalies: [String] = []
        var anomalyCount = 0
        func note(_ sentence: String) {
            anomalyCount += 1
            if anomalies.count < Self.maxAnomalies { anomalies.append(sentence) }
        }

        var body = data
        if data.count > limits.maxBytes {
            exceededLimit = "the test results are larger than \(Self.size(limits.maxBytes))"
            body = data.prefix(limits.maxBytes)
        }
        var lines = body.split(separator: UInt8(ascii: "\n"), maxSplits: limits.maxLines, omittingEmptySubsequences: true)
        if lines.count > limits.maxLines {
            lines.removeLast()
            exceededLimit = exceededLimit ?? "the test results have more than \(limits.maxLines) lines"
        }

        let decoder = JSONDecoder()
        for line in lines {
            guard let record = try? decoder.decode(Line.self, from: Data(line)) else { continue }
            let payload = record.payload
            switch record.kind {
            case "test":
                guard let id = payload.id else { continue }
                guard id.utf8.count <= limits.maxIDBytes else { note("a test ID was \(id.utf8.count) bytes long"); continue }
                let tags = (payload.tags ?? []).map(Self.tagName)
                if payload.kind == "suite" {
                    if suites.updateValue(tags, forKey: id) != nil { note("the suite “\(Self.short(id))” was declared more than once") }
                    continue
                }
                guard declaredIndex[id] == nil else { note("the test “\(Self.short(id))” was declared more than once"); continue }
                guard declared.count < limits.maxTests else {
                    exceededLimit = exceededLimit ?? "the test results declare more than \(limits.maxTests) tests"
                    continue
                }
                declaredIndex[id] = declared.count
                declared.append((id, payload.displayName ?? payload.name ?? id, tags, Self.location(payload.sourceLocation)))
            case "event":
                guard let kind = payload.kind else { continue }
                if let testID = payload.testID, testID.utf8.count > limits.maxIDBytes {
                    note("a test ID was \(testID.utf8.count) bytes long")
                    continue
                }
                switch kind {
                case "testStarted":
                    if let id = payload.testID {
                        records[id, default: Record()].started += 1
                        if records[id]!.startedAt == nil { records[id]!.startedAt = payload.instant?.absolute }
                    }
                case "testEnded":
                    if let id = payload.testID {
                        records[id, default: Record()].ended += 1
                        if records[id]!.endedAt == nil { records[id]!.endedAt = payload.instant?.absolute }
                    }
                case "testSkipped": if let id = payload.testID { records[id, default: Record()].skipped += 1 }
                case "runEnded":
                    if runEnded { note("the run was reported as ended more than once") }
                    runEnded = true
                case "issueRecorded":
                    guard payload.issue?.isKnown != true else { continue }
                    let text = Self.learnerMessage(payload)
                    if let id = payload.testID {
                        records[id, default: Record()].failed = true
                        if !text.isEmpty { records[id, default: Record()].add(text, cap: limits.maxMessagesPerTest) }
                    } else if !text.isEmpty, orphanMessages.count < limits.maxMessagesPerTest, !orphanMessages.contains(text) {
                        orphanMessages.append(text)
                    }
                default: break
                }
            default: continue
            }
        }

        // Results for IDs that are neither a declared test nor a declared suite, in a stable order.
        for (id, record) in records.sorted(by: { $0.key < $1.key }) where declaredIndex[id] == nil && suites[id] == nil {
            let what = record.ended + record.skipped > 0 ? "results" : record.started > 0 ? "a start" : "issues"
            note("the stream has \(what) for “\(Self.short(id))”, which was never declared")
        }

        for test in declared {
            let record = records[test.id] ?? Record()
            if record.started > 1 { note("the test “\(test.name)” was reported as started \(record.started) times") }
            if record.ended > 1 { note("the test “\(test.name)” was reported as ended \(record.ended) times") }
            if record.skipped > 1 { note("the test “\(test.name)” was reported as skipped \(record.skipped) times") }
            if record.ended > 0, record.skipped > 0 { note("the test “\(test.name)” was reported as both run and skipped") }
            if record.ended > 0, record.started == 0 { note("the test “\(test.name)” was reported as ended without having started") }

            // Issues recorded against a suite (e.g. its initializer threw) fail every test in it; tags are inherited.
            let ancestors = Self.ancestors(of: test.id)
            var texts = record.messages
            var dropped = record.droppedMessages
            var suiteFailed = false
            var tags: [String] = []
            var seenTags: Set<String> = []
            for tag in test.tags where seenTags.insert(tag).inserted { tags.append(tag) }
            for ancestor in ancestors {
                if let suiteTags = suites[ancestor] {
                    for tag in suiteTags where seenTags.insert(tag).inserted { tags.append(tag) }
                }
                if let suite = records[ancestor], suite.failed {
                    suiteFailed = true
                    texts += suite.messages
                    dropped += suite.droppedMessages
                }
            }
            var status: TestOutcome.Status
            var progress = Progress.finished
            if record.started > record.ended, record.skipped == 0 {
                // Issues it recorded before the process stopped are kept, then what stopped it.
                status = .fail
                progress = .interrupted
                interrupted = test.name
                texts.append(Self.stoppedWhileRunning)
            } else if record.failed || suiteFailed {
                status = .fail
            } else if record.skipped > 0 {
                status = .skip
                texts = ["skipped"]
                dropped = 0
            } else if record.ended > 0 {
                status = .pass
            } else {
                status = .skip
                progress = .notStarted
                texts = [Self.notReached]
                dropped = 0
            }
            var unique: [String] = []
            var seen: Set<String> = []
            for text in texts where seen.insert(text).inserted { unique.append(text) }
            if dropped > 0 { unique.insert("(and \(dropped) more issue\(dropped == 1 ? "" : "s") not shown)", at: min(unique.count, limits.maxMessagesPerTest)) }
            // Timed only when it ran once, start to end, on a clock that moved forward.
            var duration: Double?
            if record.started == 1, record.ended == 1, record.skipped == 0, let start = record.startedAt, let end = record.endedAt,
               end >= start, end - start < 86_400 {
                duration = ((end - start) * 1_000_000).rounded() / 1_000_000
            }
            let outcome = TestOutcome(
                name: test.name, status: status, message: status == .pass ? "" : unique.joined(separator: "\n"), tags: tags,
                durationSeconds: duration, sourceLocation: test.location)
            entries.append(Entry(id: test.id, outcome: outcome, progress: progress))
        }
        if entries.isEmpty, !orphanMessages.isEmpty {
            let outcome = TestOutcome(name: "hidden suite", status: .fail, message: orphanMessages.joined(separator: "\n"))
            entries.append(Entry(id: "", outcome: outcome, progress: .finished))
        }
        if anomalyCount > anomalies.count { anomalies.append("and \(anomalyCount - anomalies.count) more such problems") }
        self.anomalies = anomalies
    }

    /// The IDs a test's suites may have: each prefix of `id` ending before a `/` or a `.`, outermost first
    /// (`M.S/f()/F.swift:1:2` → `M`, `M.S`, `M.S/f()`, `M.S/f()/F`). Bounded by the ID's length, itself bounded.
    static func ancestors(of id: String) -> [String] {
        var result: [String] = []
        var index = id.startIndex
        while index < id.endIndex {
            let character = id[index]
            if (character == "/" || character == "."), index > id.startIndex { result.append(String(id[..<index])) }
            index = id.index(after: index)
        }
        return result
    }

    /// Gives each test what the app printed while it ran (raw, by test ID; see ``TestOutput/split(_:marker:)``),
    /// bounded with ``TestOutput/bounded(_:maxLines:maxBytes:)``.
    public mutating func attachOutput(_ byTest: [String: String]) {
        guard !byTest.isEmpty else { return }
        for index in entries.indices {
            if let raw = byTest[entries[index].id] { entries[index].outcome.output = TestOutput.bounded(raw) }
        }
    }

    /// Gives each failing test the screen drawn at its first failure (by test ID; ``FailureScreen/screens(jsonLines:)``).
    public mutating func attachScreens(_ byTest: [String: FailureScreen]) {
        guard !byTest.isEmpty else { return }
        for index in entries.indices where entries[index].outcome.status == .fail {
            if let screen = byTest[entries[index].id] { entries[index].outcome.screen = screen }
        }
    }

    /// A declaration's `sourceLocation` as a file name (the last part of `fileID`, else of `_filePath`) and line.
    private static func location(_ source: SourceLocation?) -> TestSourceLocation? {
        guard let source, let line = source.line, line > 0,
              let path = source.fileID ?? source.filePath,
              let name = path.split(separator: "/").last.map(String.init), !name.isEmpty else { return nil }
        return TestSourceLocation(file: name, line: line)
    }

    /// `.symptom` → `symptom`; `Module.Tag.symptom` → `symptom`.
    static func tagName(_ raw: String) -> String {
        raw.split(separator: ".").last.map(String.init) ?? raw
    }

    /// An ID cut to 120 characters for a message.
    static func short(_ id: String) -> String {
        id.count <= 120 ? id : String(id.prefix(117)) + "…"
    }

    /// `10 MiB`, `512 KiB`, `300 bytes`.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }

    private static func learnerMessage(_ event: Payload) -> String {
        let all = event.messages ?? []
        let details = all.filter { $0.symbol == "details" }.map(\.text).filter { !$0.isEmpty }
        if !details.isEmpty { return details.joined(separator: "\n") }
        if let comments = event.comments?.filter({ !$0.isEmpty }), !comments.isEmpty { return comments.joined(separator: "\n") }
        if let description = event.issue?.error?.description, !description.isEmpty { return description }
        if let fail = all.first(where: { $0.symbol == "fail" })?.text { return fail }
        return all.first?.text ?? "The test recorded an issue."
    }

    // MARK: Wire format

    /// One line: a test declaration or an event, decoded in one pass (the fields of both payloads are optional).
    private struct Line: Decodable {
        var kind: String
        var payload: Payload
    }

    private struct Payload: Decodable {
        var id: String?
        var kind: String?
        var name: String?
        var displayName: String?
        var tags: [String]?
        var testID: String?
        var messages: [Message]?
        var issue: Issue?
        var comments: [String]?
        var instant: Instant?
        var sourceLocation: SourceLocation?
        enum CodingKeys: String, CodingKey {
            case id, kind, name, displayName, tags = "_tags", testID, messages, issue, comments = "_comments", instant, sourceLocation
        }
    }

    /// When an event happened: `absolute` is the runner's monotonic clock, in seconds.
    private struct Instant: Decodable {
        var absolute: Double?
    }

    private struct SourceLocation: Decodable {
        var fileID: String?
        var filePath: String?
        var line: Int?
        enum CodingKeys: String, CodingKey { case fileID, filePath = "_filePath", line }
    }

    private struct Message: Decodable {
        var symbol: String
        var text: String
    }

    private struct Issue: Decodable {
        var isKnown: Bool?
        var error: ErrorInfo?
        enum CodingKeys: String, CodingKey { case isKnown, error = "_error" }
    }

    private struct ErrorInfo: Decodable {
        var description: String?
    }
}
