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

    public init(name: String, status: Status, message: String = "", tags: [String] = [], crashLocation: CrashLocation? = nil) {
        self.name = name; self.status = status; self.message = message; self.tags = tags; self.crashLocation = crashLocation
    }

    enum CodingKeys: String, CodingKey {
        case name, status, message, tags
        case crashLocation = "crash_location"
    }
}

/// Reads the JSON-lines event stream a Swift Testing runner writes with
/// `--event-stream-output-path FILE --event-stream-version 0`.
///
/// Records used: `{"kind":"test","payload":{"id","kind":"suite"|"function","name","displayName"?,"_tags"?}}` and
/// `{"kind":"event","payload":{"kind":"testStarted"|"testEnded"|"testSkipped"|"issueRecorded"|"runEnded","testID"?,
/// "messages":[{"symbol","text"}],"issue":{"isKnown","_error"?:{"description"}}}}`.
///
/// A failing test's message is, in order of preference: the issue's comments (`details` messages — the plain-words
/// sentence the suite author wrote), the thrown error's description, or the `fail` text (`Expectation failed: …`).
/// An issue marked `isKnown` does not fail a test. Unknown record kinds and malformed lines are ignored.
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

    /// The line an interrupted test's message ends with; ``HiddenSuiteRun`` replaces it with what stopped the process.
    public static let stoppedWhileRunning = "The test process stopped while this test was running."
    /// The message of a test the process never reached.
    public static let notReached = "not run: the test process stopped before reaching it"

    /// Tests in the order the stream declared them.
    public private(set) var entries: [Entry] = []
    /// Tests in the order the stream declared them.
    public var tests: [TestOutcome] { entries.map(\.outcome) }
    /// Whether `runEnded` was seen: false means the process stopped before the run finished.
    public private(set) var runEnded = false
    /// The test that started but did not end, if the run stopped in the middle of one.
    public var interruptedTest: String? { interrupted }

    private var interrupted: String?

    /// Parses a whole stream.
    public init(jsonLines data: Data) {
        var declared: [(id: String, name: String, tags: [String])] = []
        var suites: [String: [String]] = [:]
        var started: Set<String> = [], ended: Set<String> = [], skipped: Set<String> = []
        var messages: [String: [String]] = [:]
        var failed: Set<String> = []
        var orphanMessages: [String] = []

        let decoder = JSONDecoder()
        for line in data.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
            guard let record = try? decoder.decode(Record.self, from: Data(line)) else { continue }
            switch record.kind {
            case "test":
                guard let test = record.payload.decodedTest else { continue }
                let tags = (test.tags ?? []).map(Self.tagName)
                if test.kind == "suite" { suites[test.id] = tags; continue }
                declared.append((test.id, test.displayName ?? test.name ?? test.id, tags))
            case "event":
                guard let event = record.payload.decodedEvent else { continue }
                let testID = event.testID
                switch event.kind {
                case "testStarted": if let testID { started.insert(testID) }
                case "testEnded": if let testID { ended.insert(testID) }
                case "testSkipped": if let testID { skipped.insert(testID) }
                case "runEnded": runEnded = true
                case "issueRecorded":
                    guard event.issue?.isKnown != true else { continue }
                    let text = Self.learnerMessage(event)
                    if let testID {
                        failed.insert(testID)
                        if !text.isEmpty { messages[testID, default: []].append(text) }
                    } else if !text.isEmpty {
                        orphanMessages.append(text)
                    }
                default: break
                }
            default: continue
            }
        }

        for test in declared {
            // Issues recorded against a suite (e.g. its initializer threw) fail every test in it.
            let suiteFailures = failed.filter { test.id.hasPrefix($0 + "/") || test.id.hasPrefix($0 + ".") }
            var status: TestOutcome.Status
            var progress = Progress.finished
            var texts = messages[test.id] ?? []
            for suite in suiteFailures.sorted() { texts += messages[suite] ?? [] }
            if started.contains(test.id), !ended.contains(test.id) {
                // Issues it recorded before the process stopped are kept, then what stopped it.
                status = .fail
                progress = .interrupted
                interrupted = test.name
                texts.append(Self.stoppedWhileRunning)
            } else if failed.contains(test.id) || !suiteFailures.isEmpty {
                status = .fail
            } else if skipped.contains(test.id) {
                status = .skip
                texts = ["skipped"]
            } else if ended.contains(test.id) {
                status = .pass
            } else {
                status = .skip
                progress = .notStarted
                texts = [Self.notReached]
            }
            var unique: [String] = []
            for text in texts where !unique.contains(text) { unique.append(text) }
            let inherited = suites.filter { test.id.hasPrefix($0.key + "/") || test.id.hasPrefix($0.key + ".") }.values.flatMap { $0 }
            var tags: [String] = []
            for tag in test.tags + inherited where !tags.contains(tag) { tags.append(tag) }
            let outcome = TestOutcome(name: test.name, status: status, message: status == .pass ? "" : unique.joined(separator: "\n"), tags: tags)
            entries.append(Entry(id: test.id, outcome: outcome, progress: progress))
        }
        if entries.isEmpty, !orphanMessages.isEmpty {
            let outcome = TestOutcome(name: "hidden suite", status: .fail, message: orphanMessages.joined(separator: "\n"))
            entries.append(Entry(id: "", outcome: outcome, progress: .finished))
        }
    }

    /// `.symptom` → `symptom`; `Module.Tag.symptom` → `symptom`.
    static func tagName(_ raw: String) -> String {
        raw.split(separator: ".").last.map(String.init) ?? raw
    }

    private static func learnerMessage(_ event: EventPayload) -> String {
        let all = event.messages ?? []
        let details = all.filter { $0.symbol == "details" }.map(\.text).filter { !$0.isEmpty }
        if !details.isEmpty { return details.joined(separator: "\n") }
        if let comments = event.comments?.filter({ !$0.isEmpty }), !comments.isEmpty { return comments.joined(separator: "\n") }
        if let description = event.issue?.error?.description, !description.isEmpty { return description }
        if let fail = all.first(where: { $0.symbol == "fail" })?.text { return fail }
        return all.first?.text ?? "The test recorded an issue."
    }

    // MARK: Wire format

    private struct Record: Decodable {
        var kind: String
        var payload: Payload
    }

    /// Decodes lazily: a payload is a test or an event depending on the record's kind.
    private struct Payload: Decodable {
        var decodedTest: TestPayload?
        var decodedEvent: EventPayload?
        init(from decoder: any Decoder) throws {
            decodedTest = try? TestPayload(from: decoder)
            decodedEvent = try? EventPayload(from: decoder)
        }
    }

    private struct TestPayload: Decodable {
        var id: String
        var kind: String
        var name: String?
        var displayName: String?
        var tags: [String]?
        enum CodingKeys: String, CodingKey { case id, kind, name, displayName, tags = "_tags" }
    }

    private struct EventPayload: Decodable {
        var kind: String
        var testID: String?
        var messages: [Message]?
        var issue: Issue?
        var comments: [String]?
        enum CodingKeys: String, CodingKey { case kind, testID, messages, issue, comments = "_comments" }
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
