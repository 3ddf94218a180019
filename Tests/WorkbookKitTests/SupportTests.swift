import Testing
@testable import WorkbookKit

@Suite struct SupportTests {
    @Test func sha256MatchesKnownVectors() {
        #expect(SHA256.hex(Array("".utf8)) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(SHA256.hex(long) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func editDistance() {
        #expect(WorkbookKit.editDistance("kitten", "sitting") == 3)
        #expect(WorkbookKit.editDistance("", "abc") == 3)
        #expect(WorkbookKit.editDistance("same", "same") == 0)
    }

    @Test func parsesCompilerDiagnosticsRelativeToTheRoot() {
        let output = """
            /work/wb/Exercises/02-lost-binding-constant/Editor.swift:12:5: error: cannot find 'x' in scope
                x += 1
                ^
            /work/wb/Exercises/02-lost-binding-constant/Editor.swift:12:5: error: cannot find 'x' in scope
                x += 1
                ^
            /work/wb/Tests/Hidden/02-lost-binding-constant/EditorTests.swift:3:9: error: value of type 'Editor' has no member 'text'
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            """
        let diagnostics = CompilerDiagnostic.parse(
            output, relativize: { $0.replacingOccurrences(of: "/work/wb/", with: "") },
            origin: { $0.contains("/Exercises/") ? .exercise : $0.contains("/Tests/Hidden/") ? .hiddenSuite : .other })
        #expect(diagnostics.count == 2)
        #expect(diagnostics[0].headline == "Exercises/02-lost-binding-constant/Editor.swift:12:5: error: cannot find 'x' in scope")
        #expect(diagnostics[0].excerpt == ["    x += 1", "    ^"])
        #expect(diagnostics[0].origin == .exercise)
        #expect(diagnostics[1].origin == .hiddenSuite)
    }

    @Test func resultJSONHasTheContractKeysAndANullStage() throws {
        let result = CheckResult(
            exercise: "01-a", title: "T", status: .pass, stage: nil,
            tests: [TestOutcome(name: "n", status: .pass, tags: ["symptom"])], durationSeconds: 1.23456)
        let object = try #require(try JSONSerialization.jsonObject(with: result.jsonData()) as? [String: Any])
        for key in ["exercise", "title", "status", "stage", "tests", "diagnostics", "duration_s"] { #expect(object[key] != nil, "missing \(key)") }
        #expect(object["stage"] is NSNull)
        #expect(object["duration_s"] as? Double == 1.235)
        #expect(result.summaryLine == "01-a: pass all 1 tests passing")
    }
}

import Foundation
