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

    public init(name: String, status: Status, message: String = "", tags: [String] = []) {
        self.name = name; self.status = status; self.message = message; self.tags = tags
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
    /// Tests in the order the stream declared them.
    public private(set) var tests: [TestOutcome] = []
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
            var texts = messages[test.id] ?? []
            for suite in suiteFailures.sorted() { texts += messages[suite] ?? [] }
            if failed.contains(test.id) || !suiteFailures.isEmpty {
                status = .fail
            } else if skipped.contains(test.id) {
                status = .skip
                texts = ["skipped"]
            } else if ended.contains(test.id) {
                status = .pass
            } else if started.contains(test.id) {
                status = .fail
                interrupted = test.name
                texts = ["The test process stopped while this test was running."]
            } else {
                status = .skip
                texts = ["not run: the test process stopped before reaching it"]
            }
            var unique: [String] = []
            for text in texts where !unique.contains(text) { unique.append(text) }
            let inherited = suites.filter { test.id.hasPrefix($0.key + "/") || test.id.hasPrefix($0.key + ".") }.values.flatMap { $0 }
            var tags: [String] = []
            for tag in test.tags + inherited where !tags.contains(tag) { tags.append(tag) }
            tests.append(TestOutcome(name: test.name, status: status, message: status == .pass ? "" : unique.joined(separator: "\n"), tags: tags))
        }
        if tests.isEmpty, !orphanMessages.isEmpty {
            tests.append(TestOutcome(name: "hidden suite", status: .fail, message: orphanMessages.joined(separator: "\n")))
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
