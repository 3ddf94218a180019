import Foundation
import Testing
@testable import WorkbookKit

/// Issue 24: a failing hidden test carries the app's screen as it was when it failed — drawn by the core in the
/// runner, handed over on the record channel, kept in the result, written as an SVG and drawn in the terminal. Run
/// against the real core, in a scratch copy of exercise 01 with an app and a suite of its own.
@Suite(.serialized, .exerciseOneChecks) struct FailureScreenTests {
    static let app = """
        import ViewSim

        struct FocusScreen: View {
            @State private var count = 0

            var body: some View {
                VStack {
                    Text("Count: \\(count)")
                    Button("Add") { count += 1 }
                }
            }
        }
        """

    static let suite = """
        import Testing
        import ViewSim
        import ViewSimTesting
        @testable import HiddenTallyResets

        @MainActor private func countAfterTwoTaps() throws -> String {
            let app = ViewHost(FocusScreen())
            try app.tap("Add")
            try app.tap("Add")
            return try app.text(startingWith: "Count:")
        }

        @Suite(.serialized) @MainActor struct Screens {
            @Test("An expectation fails with the host in hand") func live() throws {
                let app = ViewHost(FocusScreen())
                try app.tap("Add")
                #expect(app.texts.contains("Count: 5"), "five")
                try app.tap("Add")
                #expect(app.texts.contains("Count: 6"), "six")
            }

            @Test("An expectation fails after a helper let go of its host") func helper() throws {
                #expect(try countAfterTwoTaps() == "Count: 9", "nine")
            }

            @Test("A thrown error fails it") func thrown() throws {
                let app = ViewHost(FocusScreen())
                try app.tap("Add")
                try app.tap("Remove")
            }

            @Test("A test with no host fails") func noHost() {
                let sum = [1, 1].reduce(0, +)
                #expect(sum == 3, "arithmetic")
            }

            @Test("A passing test") func passes() {
                #expect(ViewHost(FocusScreen()).texts.contains("Count: 0"))
            }

            @Test("A known issue") func known() {
                withKnownIssue { Issue.record("known") }
            }
        }
        """

    @Test func eachFailureShowsTheScreenAsItWasWhenItFirstFailed() throws {
        let trial = try AttackTests.Trial()
        defer { trial.remove() }
        let target = AttackTests.target
        try Data(Self.app.utf8).write(to: trial.scratch.appendingPathComponent("Exercises/\(target)/FocusScreen.swift"))
        try Data(Self.suite.utf8).write(to: trial.scratch.appendingPathComponent("Tests/Hidden/\(target)/FocusScreenTests.swift"))
        let result = try trial.pipeline.check(try trial.exercise(target))
        let tests = Dictionary(uniqueKeysWithValues: result.tests.map { ($0.name, $0) })
        #expect(result.stage == .test, "\(result.detail ?? "")")
        #expect(tests["A passing test"]?.status == .pass && tests["A known issue"]?.status == .pass)

        // The first failure's moment, not the last's: one tap in, though the test went on to a second.
        let live = try #require(tests["An expectation fails with the host in hand"]?.screen)
        #expect(live.cells.contains("Count: 1") && live.cells.contains("Add"), "\(live.cells)")
        #expect(live.cells.hasPrefix("╭") && live.cells.split(separator: "\n").allSatisfy { $0.count <= 42 })
        #expect(try #require(tests["An expectation fails after a helper let go of its host"]?.screen).cells.contains("Count: 2"))
        #expect(try #require(tests["A thrown error fails it"]?.screen).cells.contains("Count: 1"))
        #expect(tests["A test with no host fails"]?.status == .fail && tests["A test with no host fails"]?.screen == nil)
        #expect(tests["A passing test"]?.screen == nil)

        // Each picture is written as an SVG in the workbook, and the JSON names it.
        let file = try #require(live.file)
        #expect(file == ".build/workbook/screens/\(target)/1-an-expectation-fails-with-the-host-in-hand.svg")
        let svg = try String(contentsOf: trial.scratch.appendingPathComponent(file), encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && svg.contains(">Count: 1</text>") && FailureScreen.isPlainDrawing(svg))
        let json = String(decoding: result.jsonData(), as: UTF8.self)
        #expect(json.contains("\"file\" : \"\(file)\"") && !json.contains("<svg"))

        // The terminal draws the first failure's screen (empty rows folded) and names the others' files.
        let report = CheckReport(style: TerminalStyle(colour: false)).render(result, exercise: try trial.exercise(target))
        #expect(report.components(separatedBy: "The screen when it failed (\(file)):").count == 2, "\(report)")
        #expect(report.components(separatedBy: "Its screen when it failed: .build/workbook/screens/").count == 3, "\(report)")
        #expect(report.contains("│                   ⋮                    │"))
    }

    /// What a runner's process hands over is read as hostile: an SVG that could make a converter or a browser fetch
    /// something, or that is not a plain drawing, is dropped (its cells kept); an oversized drawing is dropped whole.
    @Test func aScreenOffTheChannelIsKeptOnlyAsAPlainDrawing() {
        let plain = #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><defs><clipPath id="c1"><path d="M0 0"/></clipPath></defs><g clip-path="url(#c1)"><text x="1" y="2">a &lt;script&gt;</text></g></svg>"#
        #expect(FailureScreen.isPlainDrawing(plain))
        // The app's text may say anything: it is escaped between the tags.
        #expect(FailureScreen.isPlainDrawing(#"<svg><text xml:space="preserve">see href="x" and url(http://a) onload=1</text></svg>"#))
        for hostile in [
            #"<svg><image href="file:///etc/passwd"/></svg>"#, #"<svg><script>alert(1)</script></svg>"#,
            #"<svg><rect fill="url(http://example.com/x)"/></svg>"#, ##"<svg><use xlink:href="#a"/></svg>"##,
            #"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>"#,
            #"<svg><foreignObject><div/></foreignObject></svg>"#, #"<svg><style>*{}</style></svg>"#, "<html></html>",
            #"<svg><svg:script>alert(1)</svg:script></svg>"#, #"<svg onload="alert(1)"></svg>"#, #"<svg><rect ONCLICK='x'/></svg>"#,
            #"<svg><text><!-- x --></text></svg>"#, #"<svg><a xlink:title="x"/></svg>"#,
        ] {
            #expect(!FailureScreen.isPlainDrawing(hostile), "\(hostile)")
        }
        func line(_ test: String, cells: String, svg: String) -> String {
            let object = ["testID": test, "cells": cells, "svg": svg]
            return String(decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
        }
        let lines = [
            line("M.S/a()", cells: "Count: 1", svg: plain), line("M.S/a()", cells: "second", svg: plain),
            line("M.S/b()", cells: "Count: 2", svg: #"<svg><script/></svg>"#),
            line("M.S/c()", cells: String(repeating: "x", count: FailureScreen.maxCellBytes + 1), svg: plain), "not json",
        ]
        let screens = FailureScreen.screens(jsonLines: Data(lines.joined(separator: "\n").utf8))
        #expect(screens["M.S/a()"] == FailureScreen(cells: "Count: 1", svg: plain))
        #expect(screens["M.S/b()"] == FailureScreen(cells: "Count: 2", svg: ""))
        #expect(screens["M.S/c()"] == nil)
    }
}
