import Foundation
import Testing
@testable import WorkbookKit

/// A stream recorded from a real Swift Testing runner on this toolchain (event stream version 0); backtraces, source
/// locations and timestamps trimmed. Suite `Counter` (tagged symptom): keeps() fails with a comment, throwsIt()
/// throws, plain() fails with no comment, recorded() records an issue, known() has a known issue.
/// Suite `Reg` (tagged regression): ok() passes.
let recordedStream = #"""
{"kind":"test","payload":{"_tags":[".symptom"],"id":"runner.Counter","kind":"suite","name":"Counter"},"version":0}
{"kind":"test","payload":{"_tags":[".symptom"],"displayName":"Keeps its count","id":"runner.Counter/keeps()/T.swift:5:4","isParameterized":false,"kind":"function","name":"keeps()"},"version":0}
{"kind":"test","payload":{"_tags":[".symptom"],"id":"runner.Counter/throwsIt()/T.swift:6:4","isParameterized":false,"kind":"function","name":"throwsIt()"},"version":0}
{"kind":"test","payload":{"_tags":[".symptom"],"id":"runner.Counter/plain()/T.swift:7:4","isParameterized":false,"kind":"function","name":"plain()"},"version":0}
{"kind":"test","payload":{"_tags":[".symptom"],"id":"runner.Counter/recorded()/T.swift:8:4","isParameterized":false,"kind":"function","name":"recorded()"},"version":0}
{"kind":"test","payload":{"_tags":[".symptom"],"id":"runner.Counter/known()/T.swift:9:4","isParameterized":false,"kind":"function","name":"known()"},"version":0}
{"kind":"test","payload":{"_tags":[".regression"],"id":"runner.Reg","kind":"suite","name":"Reg"},"version":0}
{"kind":"test","payload":{"_tags":[".regression"],"id":"runner.Reg/ok()/T.swift:11:42","isParameterized":false,"kind":"function","name":"ok()"},"version":0}
{"kind":"event","payload":{"kind":"testStarted","messages":[{"symbol":"default","text":"Suite Counter started."}],"testID":"runner.Counter"},"version":0}
{"kind":"event","payload":{"kind":"testStarted","messages":[{"symbol":"default","text":"Suite Reg started."}],"testID":"runner.Reg"},"version":0}
{"kind":"event","payload":{"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"Keeps its count\" started."}],"testID":"runner.Counter/keeps()/T.swift:5:4"},"version":0}
{"kind":"event","payload":{"kind":"testStarted","messages":[{"symbol":"default","text":"Test recorded() started."}],"testID":"runner.Counter/recorded()/T.swift:8:4"},"version":0}
{"kind":"event","payload":{"kind":"testStarted","messages":[{"symbol":"default","text":"Test known() started."}],"testID":"runner.Counter/known()/T.swift:9:4"},"version":0}
{"kind":"event","payload":{"kind":"testStarted","messages":[{"symbol":"default","text":"Test throwsIt() started."}],"testID":"runner.Counter/throwsIt()/T.swift:6:4"},"version":0}
{"kind":"event","payload":{"kind":"testStarted","messages":[{"symbol":"default","text":"Test plain() started."}],"testID":"runner.Counter/plain()/T.swift:7:4"},"version":0}
{"kind":"event","payload":{"kind":"testStarted","messages":[{"symbol":"default","text":"Test ok() started."}],"testID":"runner.Reg/ok()/T.swift:11:42"},"version":0}
{"kind":"event","payload":{"_comments":["After tapping twice the counter shows “Count: 0”; it should keep “Count: 2”."],"issue":{"isKnown":false},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (x → 1) == 2"},{"symbol":"details","text":"After tapping twice the counter shows “Count: 0”; it should keep “Count: 2”."}],"testID":"runner.Counter/keeps()/T.swift:5:4"},"version":0}
{"kind":"event","payload":{"_comments":["Nothing on screen says Hello."],"issue":{"isKnown":false},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Issue recorded"},{"symbol":"details","text":"Nothing on screen says Hello."}],"testID":"runner.Counter/recorded()/T.swift:8:4"},"version":0}
{"kind":"event","payload":{"_comments":["k"],"issue":{"isKnown":true},"kind":"issueRecorded","messages":[{"symbol":"passWithKnownIssue","text":"Issue recorded"},{"symbol":"details","text":"k"}],"testID":"runner.Counter/known()/T.swift:9:4"},"version":0}
{"kind":"event","payload":{"_comments":[],"issue":{"_error":{"code":1,"description":"No button “Go” on screen.","domain":"runner.Oops"},"isKnown":false},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Caught error: No button “Go” on screen."}],"testID":"runner.Counter/throwsIt()/T.swift:6:4"},"version":0}
{"kind":"event","payload":{"_comments":[],"issue":{"isKnown":false},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (x → 1) == 2"}],"testID":"runner.Counter/plain()/T.swift:7:4"},"version":0}
{"kind":"event","payload":{"kind":"testEnded","messages":[{"symbol":"fail","text":"Test recorded() failed after 0.001 seconds with 1 issue."}],"testID":"runner.Counter/recorded()/T.swift:8:4"},"version":0}
{"kind":"event","payload":{"kind":"testEnded","messages":[{"symbol":"fail","text":"Test \"Keeps its count\" failed after 0.001 seconds with 1 issue."}],"testID":"runner.Counter/keeps()/T.swift:5:4"},"version":0}
{"kind":"event","payload":{"kind":"testEnded","messages":[{"symbol":"passWithKnownIssue","text":"Test known() passed after 0.002 seconds with 1 known issue."}],"testID":"runner.Counter/known()/T.swift:9:4"},"version":0}
{"kind":"event","payload":{"kind":"testEnded","messages":[{"symbol":"fail","text":"Test throwsIt() failed after 0.002 seconds with 1 issue."}],"testID":"runner.Counter/throwsIt()/T.swift:6:4"},"version":0}
{"kind":"event","payload":{"kind":"testEnded","messages":[{"symbol":"pass","text":"Test ok() passed after 0.001 seconds."}],"testID":"runner.Reg/ok()/T.swift:11:42"},"version":0}
{"kind":"event","payload":{"kind":"testEnded","messages":[{"symbol":"fail","text":"Test plain() failed after 0.001 seconds with 1 issue."}],"testID":"runner.Counter/plain()/T.swift:7:4"},"version":0}
{"kind":"event","payload":{"kind":"testEnded","messages":[{"symbol":"pass","text":"Suite Reg passed after 0.002 seconds."}],"testID":"runner.Reg"},"version":0}
{"kind":"event","payload":{"kind":"testEnded","messages":[{"symbol":"fail","text":"Suite Counter failed after 0.002 seconds with 5 issues (including 1 known issue)."}],"testID":"runner.Counter"},"version":0}
{"kind":"event","payload":{"kind":"runEnded","messages":[{"symbol":"fail","text":"Test run with 6 tests in 2 suites failed after 0.003 seconds with 5 issues (including 1 known issue)."}]},"version":0}
"""#

@Suite struct EventStreamTests {
    @Test func readsOutcomesMessagesAndTags() throws {
        let stream = EventStream(jsonLines: Data(recordedStream.utf8))
        #expect(stream.runEnded)
        let byName = Dictionary(uniqueKeysWithValues: stream.tests.map { ($0.name, $0) })
        #expect(stream.tests.map(\.name) == ["Keeps its count", "throwsIt()", "plain()", "recorded()", "known()", "ok()"])

        let keeps = try #require(byName["Keeps its count"])
        #expect(keeps.status == .fail)
        #expect(keeps.message == "After tapping twice the counter shows “Count: 0”; it should keep “Count: 2”.")
        #expect(keeps.tags == ["symptom"])

        #expect(byName["throwsIt()"]?.message == "No button “Go” on screen.")
        #expect(byName["plain()"]?.message == "Expectation failed: (x → 1) == 2")
        #expect(byName["recorded()"]?.message == "Nothing on screen says Hello.")
        #expect(byName["known()"]?.status == .pass)
        #expect(byName["ok()"]?.status == .pass)
        #expect(byName["ok()"]?.tags == ["regression"])
    }

    /// Lines as this toolchain's runner writes them (timestamps and source locations kept): each test's duration is
    /// its end's instant minus its start's, and its location is where its `@Test` is.
    @Test func aTestsDurationAndLocationComeFromTheStream() throws {
        let stream = EventStream(jsonLines: Data(#"""
            {"kind":"test","payload":{"id":"M.S","kind":"suite","name":"S","sourceLocation":{"_filePath":"/w/Tests/Hidden/01-a/ATests.swift","column":2,"fileID":"M/ATests.swift","line":8}},"version":0}
            {"kind":"test","payload":{"id":"M.S/ran()/ATests.swift:10:6","isParameterized":false,"kind":"function","name":"ran()","sourceLocation":{"_filePath":"/w/Tests/Hidden/01-a/ATests.swift","column":6,"fileID":"M/ATests.swift","line":10}},"version":0}
            {"kind":"test","payload":{"id":"M.S/cut()/ATests.swift:20:6","isParameterized":false,"kind":"function","name":"cut()","sourceLocation":{"_filePath":"/w/Tests/Hidden/01-a/ATests.swift","column":6,"line":20}},"version":0}
            {"kind":"test","payload":{"id":"M.S/old()/ATests.swift:30:6","isParameterized":false,"kind":"function","name":"old()"},"version":0}
            {"kind":"event","payload":{"instant":{"absolute":100.5,"since1970":1796134132.4},"kind":"testStarted","messages":[],"testID":"M.S"},"version":0}
            {"kind":"event","payload":{"instant":{"absolute":100.75,"since1970":1796134132.65},"kind":"testStarted","messages":[],"testID":"M.S/ran()/ATests.swift:10:6"},"version":0}
            {"kind":"event","payload":{"instant":{"absolute":101.0625,"since1970":1796134132.9625},"kind":"testEnded","messages":[],"testID":"M.S/ran()/ATests.swift:10:6"},"version":0}
            {"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"M.S/old()/ATests.swift:30:6"},"version":0}
            {"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"M.S/old()/ATests.swift:30:6"},"version":0}
            {"kind":"event","payload":{"instant":{"absolute":101.5,"since1970":1796134133.4},"kind":"testStarted","messages":[],"testID":"M.S/cut()/ATests.swift:20:6"},"version":0}
            """#.utf8))
        let byName = Dictionary(uniqueKeysWithValues: stream.tests.map { ($0.name, $0) })
        #expect(byName["ran()"]?.durationSeconds == 0.3125)
        #expect(byName["ran()"]?.sourceLocation == TestSourceLocation(file: "ATests.swift", line: 10))
        #expect(byName["cut()"]?.durationSeconds == nil)  // it never ended: no duration is made up
        #expect(byName["cut()"]?.sourceLocation == TestSourceLocation(file: "ATests.swift", line: 20))  // from the path
        #expect(byName["old()"]?.durationSeconds == nil && byName["old()"]?.sourceLocation == nil)  // no timestamps, no location
        // Both reach the check's JSON (and so the recorded result), and come back from it.
        let result = CheckResult(exercise: "01-a", title: "A", status: .fail, stage: .test, tests: stream.tests)
        let json = String(decoding: result.jsonData(), as: UTF8.self)
        #expect(json.contains(#""duration_s" : 0.3125"#) && json.contains(#""source_location" : {"#))
        #expect(try JSONDecoder().decode(CheckResult.self, from: result.jsonData()).tests == stream.tests)
    }

    @Test func aStreamCutShortMarksTheRunningTestAndTheRestNotRun() {
        let lines = recordedStream.split(separator: "\n").filter { line in
            // Keep declarations and the first test's start only: the process died inside it.
            line.contains(#""kind":"test","#) || (line.contains("testStarted") && line.contains("keeps()"))
        }.joined(separator: "\n")
        let stream = EventStream(jsonLines: Data(lines.utf8))
        #expect(!stream.runEnded)
        #expect(stream.interruptedTest == "Keeps its count")
        #expect(stream.tests.first?.status == .fail)
        #expect(stream.tests.dropFirst().allSatisfy { $0.status == .skip })
    }

    @Test func ignoresGarbageLines() {
        let stream = EventStream(jsonLines: Data("not json\n{\"kind\":\"mystery\",\"payload\":{}}\n\n".utf8))
        #expect(stream.tests.isEmpty)
        #expect(!stream.runEnded)
    }

    // MARK: Hostile streams

    /// A stream of `count` tests declared in one suite, each started and ended (passing, or with `failing` each
    /// recording an issue, and with `suitePerTest` each in a suite of its own too), then `runEnded`.
    static func madeUpStream(count: Int, module: String = "M", failing: Bool = false, suitePerTest: Bool = false) -> Data {
        var lines = [#"{"kind":"test","payload":{"id":"\#(module).S","kind":"suite","name":"S","_tags":[".symptom"]},"version":0}"#]
        lines.reserveCapacity(5 * count + 2)
        for index in 0..<count {
            if suitePerTest { lines.append(#"{"kind":"test","payload":{"id":"\#(module).S/t\#(index)()","kind":"suite","name":"t\#(index)"},"version":0}"#) }
            lines.append(#"{"kind":"test","payload":{"id":"\#(module).S/t\#(index)()/F.swift:\#(index):1","kind":"function","name":"t\#(index)()"},"version":0}"#)
        }
        for index in 0..<count {
            lines.append(#"{"kind":"event","payload":{"kind":"testStarted","testID":"\#(module).S/t\#(index)()/F.swift:\#(index):1"},"version":0}"#)
            if failing {
                lines.append(#"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false},"messages":[{"symbol":"fail","text":"no \#(index)"}],"testID":"\#(module).S/t\#(index)()/F.swift:\#(index):1"},"version":0}"#)
            }
            lines.append(#"{"kind":"event","payload":{"kind":"testEnded","testID":"\#(module).S/t\#(index)()/F.swift:\#(index):1"},"version":0}"#)
        }
        lines.append(#"{"kind":"event","payload":{"kind":"runEnded"},"version":0}"#)
        return Data(lines.joined(separator: "\n").utf8)
    }

    /// 8,000 made-up failing tests, each in a suite of its own, took 28.6 s when each test scanned every failure and
    /// every suite (64 million prefix tests); reading is now one dictionary look-up per record and per prefix of a
    /// test's ID, about half a second in a debug build, so the very generous bound only tells linear from quadratic.
    @Test func eightThousandMadeUpTestsAreReadInLinearTime() {
        let data = Self.madeUpStream(count: 8_000, failing: true, suitePerTest: true)
        let start = ContinuousClock.now
        let stream = EventStream(jsonLines: data)
        let elapsed = ContinuousClock.now - start
        #expect(stream.entries.count == 8_000)
        #expect(stream.tests.allSatisfy { $0.status == .fail && $0.tags == ["symptom"] })
        #expect(stream.tests.last?.message == "no 7999")
        #expect(stream.anomalies.isEmpty)
        #expect(stream.exceededLimit == nil)
        #expect(elapsed < .seconds(15), "\(elapsed)")
    }

    /// The suites a test inherits from are found by walking its own ID: the work per test is bounded by its ID's length
    /// (itself capped), whatever the number of suites or failures in the stream.
    @Test func aTestsSuitesAreThePrefixesOfItsID() {
        #expect(EventStream.ancestors(of: "M.S/f()/F.swift:1:2") == ["M", "M.S", "M.S/f()", "M.S/f()/F"])
        #expect(EventStream.ancestors(of: "plain") == [])
    }

    @Test func aStreamOverItsByteLimitIsCutAndSaysSo() {
        var limits = EventStream.Limits()
        limits.maxBytes = 4096
        let stream = EventStream(jsonLines: Self.madeUpStream(count: 100), limits: limits)
        #expect(stream.exceededLimit == "the test results are larger than 4 KiB")
        #expect(!stream.runEnded)
        #expect(stream.entries.count < 100)
    }

    @Test func aStreamOverItsLineOrTestLimitIsCutAndSaysSo() {
        var lines = EventStream.Limits()
        lines.maxLines = 50
        #expect(EventStream(jsonLines: Self.madeUpStream(count: 100), limits: lines).exceededLimit == "the test results have more than 50 lines")
        var tests = EventStream.Limits()
        tests.maxTests = 10
        let stream = EventStream(jsonLines: Self.madeUpStream(count: 100), limits: tests)
        #expect(stream.exceededLimit == "the test results declare more than 10 tests")
        #expect(stream.entries.count == 10)
    }

    @Test func aTestDeclaredOrEndedTwiceIsAnAnomalyAndListedOnce() {
        let original = String(decoding: Self.madeUpStream(count: 2), as: UTF8.self)
        let declaration = original.split(separator: "\n")[1]
        let ending = original.split(separator: "\n").first { $0.contains("testEnded") }!
        let stream = EventStream(jsonLines: Data((original + "\n" + declaration + "\n" + ending).utf8))
        #expect(stream.entries.map(\.id) == ["M.S/t0()/F.swift:0:1", "M.S/t1()/F.swift:1:1"])
        #expect(stream.anomalies.contains("the test “M.S/t0()/F.swift:0:1” was declared more than once"))
        #expect(stream.anomalies.contains("the test “t0()” was reported as ended 2 times"))
    }

    @Test func resultsForATestNeverDeclaredAreAnAnomaly() {
        let forged = #"{"kind":"event","payload":{"kind":"testEnded","testID":"Learner.Fake/passes()/X.swift:1:1"},"version":0}"#
        let stream = EventStream(jsonLines: Data((String(decoding: Self.madeUpStream(count: 1), as: UTF8.self) + "\n" + forged).utf8))
        #expect(stream.anomalies == ["the stream has results for “Learner.Fake/passes()/X.swift:1:1”, which was never declared"])
    }

    @Test func anHonestRecordedStreamHasNoAnomalies() {
        let stream = EventStream(jsonLines: Data(recordedStream.utf8))
        #expect(stream.anomalies.isEmpty)
        #expect(stream.exceededLimit == nil)
    }

    @Test func aTestWithThousandsOfIssuesKeepsTheFirstTwentyMessages() {
        var lines = [#"{"kind":"test","payload":{"id":"M.S/f()/F.swift:1:1","kind":"function","name":"f()"},"version":0}"#,
                     #"{"kind":"event","payload":{"kind":"testStarted","testID":"M.S/f()/F.swift:1:1"},"version":0}"#]
        for index in 0..<3_000 {
            lines.append(#"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false},"messages":[{"symbol":"fail","text":"row \#(index) is wrong"}],"testID":"M.S/f()/F.swift:1:1"},"version":0}"#)
        }
        lines.append(#"{"kind":"event","payload":{"kind":"testEnded","testID":"M.S/f()/F.swift:1:1"},"version":0}"#)
        let stream = EventStream(jsonLines: Data(lines.joined(separator: "\n").utf8))
        let message = stream.tests.first?.message.split(separator: "\n") ?? []
        #expect(message.count == 21)
        #expect(message.last == "(and 2980 more issues not shown)")
    }

    // MARK: Selecting tests for a re-run

    /// Thousands of IDs go in the configuration handed over on a descriptor, never on the command line ("Argument
    /// list too long") nor in a file the app could find, with the rest of what the runner runs: tests one at a time,
    /// event stream version 0 (the one with tags).
    @Test func aReRunsTestIDsGoInTheConfiguration() throws {
        struct Written: Decodable { var filter: [String]?; var eventStreamVersion: Int; var parallel: Bool; var listTests: Bool? }
        func written(_ ids: [String]?, listing: Bool = false) throws -> Written {
            try JSONDecoder().decode(Written.self, from: EventStream.configuration(filter: ids, listing: listing))
        }
        let ids = (0..<5_000).map { "M.S/t\($0)()/F.swift:\($0):1" }
        #expect(try written(ids).filter?.count == 5_000)
        #expect(try written(ids).filter?.first == #"^M\.S/t0\(\)/F\.swift:0:1$"#)
        #expect(try written(ids).eventStreamVersion == 0 && written(ids).parallel == false && written(ids).listTests == nil)
        // An empty list selects nothing (an empty filter would run every test).
        #expect(try written([]).filter == ["^$"])
        // A listing lists every test.
        #expect(try written(nil, listing: true).filter == nil && written(nil, listing: true).listTests == true)
    }
}
