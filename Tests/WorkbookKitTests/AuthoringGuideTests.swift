import Foundation
import Testing
@testable import WorkbookKit

/// The author's guide (`docs/authoring.md`) says what the code does: the README's "For authors" links it, its
/// `workbook` commands are ones the CLI takes, its numbers are `verify`'s, its lists are the schema's, and its `ViewHost`
/// reference names every public member of `ViewHost` and `RowScope`, so an API added later without documentation fails
/// here.
@Suite struct AuthoringGuideTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try #require(FileManager.default.contents(atPath: repository.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }, "\(path) is missing")
    }

    @Test func theReadmeLinksTheGuideFromForAuthors() throws {
        let section = try #require(ReadmeDocs.section("For authors", in: try Self.text("README.md")))
        #expect(section.contains("[docs/authoring.md](docs/authoring.md)"))
        #expect(section.contains("workbook new"))
    }

    @Test func everyWorkbookCommandInTheGuideIsOneTheCLITakes() throws {
        var problems: [String] = []
        var commands = 0
        for (name, text) in [("docs/authoring.md", try Self.text("docs/authoring.md")),
                             ("README.md, For authors", try #require(ReadmeDocs.section("For authors", in: try Self.text("README.md"))))] {
            let found = ReadmeDocs.commandProblems(inProse: text)
            commands += found.commands
            problems += found.problems.map { "\(name): \($0)" }
        }
        #expect(problems == [])
        #expect(commands >= 6)
    }

    @Test func theGuidesNumbersAndListsAreTheCodes() throws {
        let guide = try Self.text("docs/authoring.md")
        func times(_ factor: Double) -> String { "\(Int(factor))×" }
        #expect(guide.contains("by at least **\(times(BudgetMargins.shippedMissFactor))**"))
        #expect(guide.contains("at least **\(times(BudgetMargins.solutionSpareFactor))** to spare"))
        #expect(BudgetMargins.runs == 2 && guide.contains("each version checked twice"))
        let categories = ExerciseCategory.allCases.map { "`\($0.rawValue)`" }
        #expect(guide.contains(categories.dropLast().joined(separator: ", ") + " or " + categories.last!))
        for key in Catalogue.budgetKeys { #expect(guide.contains("`\(key):") || guide.contains("`\(key) "), "\(key)") }
        // The runtime issue kinds `expecting:` takes, as ViewSim declares them.
        let issues = try Self.text("Sources/ViewSim/Debugging/RuntimeIssue.swift")
        let body = try #require(issues.range(of: "public enum Kind").map { issues[$0.upperBound...] }.flatMap { $0.components(separatedBy: "}").first })
        let kinds = body.matches(of: /case (\w+)/).map { String($0.output.1) }
        #expect(kinds.count >= 10)
        for kind in kinds { #expect(guide.contains("`.\(kind)`"), "\(kind)") }
    }

    @Test func theViewHostReferenceNamesEveryPublicMember() throws {
        let guide = try Self.text("docs/authoring.md")
        let folder = Self.repository.appendingPathComponent("Sources/ViewSimTesting")
        var names: Set<String> = []
        // ViewHostConsole is `workbook run`'s protocol with its runner, not an API hidden suites use.
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasPrefix("ViewHost") && name.hasSuffix(".swift") && name != "ViewHostConsole.swift" {
            let source = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for match in source.matches(of: /public (?:internal\(set\) )?(?:func|var) (\w+)/) { names.insert(String(match.output.1)) }
        }
        names.remove("graph")  // the runtime itself, for ViewSim's own tests; not for hidden suites
        #expect(names.count >= 40)
        let missing = names.filter { !guide.contains("`\($0)") && !guide.contains("\($0)(") && !guide.contains(", `\($0)`") }.sorted()
        #expect(missing == [], "docs/authoring.md does not document: \(missing)")
    }
}
