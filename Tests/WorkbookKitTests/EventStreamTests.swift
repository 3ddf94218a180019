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
}
