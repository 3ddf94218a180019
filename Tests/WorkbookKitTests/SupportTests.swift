import Testing
@testable import WorkbookKit

@Suite struct SupportTests {
    @Test func contentHashIsLibgit2sBlobIdAndTellsContentsApart() {
        // The id `git hash-object` gives an empty blob.
        #expect(ContentHash.hex(Data()) == "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391")
        #expect(ContentHash.hex("same content") == ContentHash.hex(Data("same content".utf8)))
        #expect(ContentHash.hex("same content") != ContentHash.hex("same content."))
        var pieces = ContentHash()
        pieces.update("same "); pieces.update(Data("content".utf8))
        #expect(pieces.hexDigest() == ContentHash.hex("same content"))
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

    /// Break-it pass 31 of issue 30: `#error("x\n✔ …")` printed its later lines where the excerpt goes, as lines of
    /// the report; an excerpt is kept only as a source line (the file's own) over a caret line.
    @Test func aMessageWithLineBreaksCannotWriteTheExcerpt() {
        let output = """
            /wb/Exercises/01-a/A.swift:2:8: error: x

            ✔ 01-a · all 5 hidden tests pass
              ✔ The tally keeps its count
            /wb/Exercises/01-a/A.swift:3:5: error: forged source line
            ✔ passed
                ^
            /wb/Exercises/01-a/A.swift:4:5: error: cannot find 'y' in scope
                y += 1
                ^~
            """
        let file = ["import ViewSim", "#error(\"x\")", "    z = 0", "    y += 1"]
        let diagnostics = CompilerDiagnostic.parse(
            output, relativize: { $0.replacingOccurrences(of: "/wb/", with: "") }, origin: { _ in .exercise },
            sourceLine: { path, line in path.hasSuffix("A.swift") && line <= file.count ? file[line - 1] : nil })
        #expect(diagnostics.map(\.message) == ["x", "forged source line", "cannot find 'y' in scope"])
        #expect(diagnostics[0].excerpt.isEmpty)
        #expect(diagnostics[1].excerpt.isEmpty)
        #expect(diagnostics[2].excerpt == ["    y += 1", "    ^~"])
    }

    @Test func aLongSourceLineIsCutAroundTheColumnWithTheCaretUnderTheSameCharacter() {
        let source = "let table = [" + (0..<400).map { "(\($0), \"v\($0)\")" }.joined(separator: ", ") + "]"
        let column = 2000
        let caret = String(repeating: " ", count: column - 1) + "^"
        let output = "/w/Exercises/01-a/A.swift:1:\(column): error: boom\n\(source)\n\(caret)\n"
        let diagnostic = CompilerDiagnostic.parse(output, relativize: { $0 }, origin: { _ in .exercise })[0]
        let width = CompilerDiagnostic.excerptWidth
        #expect(diagnostic.excerpt[0].count == width + 2)
        #expect(diagnostic.excerpt[0].hasPrefix("…") && diagnostic.excerpt[0].hasSuffix("…"))
        let caretIndex = diagnostic.excerpt[1].firstIndex(of: "^").map { diagnostic.excerpt[1].distance(from: diagnostic.excerpt[1].startIndex, to: $0) }
        let pointedAt = caretIndex.map { Array(diagnostic.excerpt[0])[$0] }
        #expect(pointedAt == Array(source)[column - 1])

        // Cut again, narrower (a terminal's width): still around the caret.
        let narrow = diagnostic.withExcerptWindow(width: 40)
        #expect(narrow.excerpt[0].count <= 42)
        let narrowCaret = narrow.excerpt[1].firstIndex(of: "^").map { narrow.excerpt[1].distance(from: narrow.excerpt[1].startIndex, to: $0) }
        #expect(narrowCaret.map { Array(narrow.excerpt[0])[$0] } == Array(source)[column - 1])

        // No caret line (swiftc prints none under non-ASCII lines): the column counts UTF-8 bytes.
        let accented = String(repeating: "é", count: 2000) + "undefinedThing" + String(repeating: "y", count: 3000)
        let byteColumn = 2000 * 2 + 1
        let unicode = CompilerDiagnostic.parse("/w/A.swift:1:\(byteColumn): error: e\n\(accented)\n", relativize: { $0 }, origin: { _ in .exercise })[0]
        #expect(unicode.excerpt.count == 1)
        #expect(unicode.excerpt[0].contains("undefinedThing"))

        let short = CompilerDiagnostic.parse("/w/A.swift:1:5: error: e\nlet x = 1\n    ^\n", relativize: { $0 }, origin: { _ in .exercise })[0]
        #expect(short.excerpt == ["let x = 1", "    ^"])
    }

    @Test func testNamesThatCarryTheirOwnQuotesAreNotQuotedAgain() {
        #expect(TestNameQuoting.quoted("Logging counts") == "“Logging counts”")
        #expect(TestNameQuoting.quoted("“Restore defaults” brings back the theme") == "“Restore defaults” brings back the theme")
        let names = ["“Restore defaults” brings back the theme", "Plain name"]
        #expect(TestNameQuoting.undoubled("crashed (SIGILL) while running ““Restore defaults” brings back the theme”.", names: names)
                == "crashed (SIGILL) while running “Restore defaults” brings back the theme.")
        #expect(TestNameQuoting.undoubled("It was running “Plain name”.", names: names) == "It was running “Plain name”.")
    }

    @Test func resultJSONHasTheContractKeysAndANullStage() throws {
        let result = CheckResult(
            exercise: "01-a", title: "T", status: .pass, stage: nil,
            tests: [TestOutcome(name: "n", status: .pass, tags: ["symptom"])], durationSeconds: 1.23456)
        let object = try #require(try JSONSerialization.jsonObject(with: result.jsonData()) as? [String: Any])
        for key in ["exercise", "title", "status", "stage", "tests", "diagnostics", "duration_s"] { #expect(object[key] != nil, "missing \(key)") }
        #expect(object["stage"] is NSNull)
        #expect(object["duration_s"] as? Double == 1.235)
        #expect(result.summaryLine == "01-a: pass — the one hidden test passes")  // in the report's words, and singular
    }
}

import Foundation
