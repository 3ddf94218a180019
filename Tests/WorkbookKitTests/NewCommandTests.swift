import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import WorkbookKit

/// `workbook new` (issue 15, "Authors"): the request's checks, the text edit of `grader.yml` (in id order, nothing
/// else touched), refusals that write nothing, and, with the repository's real core, that the scaffold of every
/// category passes `workbook verify` as soon as it is made.
@Suite(.serialized) struct NewCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A catalogue in the project's style: a comment on top, declared tracks, entries separated by blank lines, a
    /// comment above one entry, a long hint wrapped onto a second line, then a top-level key after the list.
    static let catalogue = """
        # The catalogue.
        version: 1

        tracks:
          - id: state-reset
            title: "State that resets"
          - id: navigation
            title: "Navigation"

        exercises:
          - id: 01-first-bug
            title: The first bug
            category: state-reset
            tracks: [state-reset]
            hints:
              - "A hint."

          # Exercise 05 is about navigation; keep it after the state resets.
          - id: 05-fifth-bug
            title: The fifth bug
            category: navigation
            tracks: [navigation]
            hints:
              - "A hint that goes on and on
                over two lines."

        settings:
          timeout_s: 20

        """

    static func exercise(_ id: String, _ category: ExerciseCategory = .stateReset) -> Exercise {
        Exercise(id: id, title: "T", category: category)
    }

    static func entry(_ id: String) -> [String] {
        ["- id: \(id)", "  title: \"New\"", "  category: state-reset", "  tracks: [state-reset]", "  hints:", "    - \"h\""]
    }

    /// The inserted lines are the entry (indented as the list is) plus blank separators, and every other line is as it
    /// was, in order.
    static func expectOnlyInserted(_ result: String, into original: String, id: String, at line: Int) throws {
        let lines = result.components(separatedBy: "\n")
        let originalLines = original.components(separatedBy: "\n")
        #expect(lines[line - 1] == "  - id: \(id)", "line \(line) is “\(lines[line - 1])”")
        var remaining = lines
        remaining.removeSubrange((line - 1)..<(line - 1 + entry(id).count))
        // At most one blank separator comes with the entry.
        if remaining != originalLines {
            let withoutOneBlank = (0..<remaining.count).contains { index in
                var copy = remaining
                guard copy[index].isEmpty else { return false }
                copy.remove(at: index)
                return copy == originalLines
            }
            #expect(withoutOneBlank, "the rest of the file changed:\n\(result)")
        }
        let parsed = try Catalogue.parse(result)
        #expect(parsed.exercises.map(\.id).sorted() == parsed.exercises.map(\.id), "entries out of id order: \(parsed.exercises.map(\.id))")
    }

    // MARK: - Editing grader.yml as text

    @Test func anEntryAfterEveryOtherGoesAfterTheLastEntryBeforeTheNextTopLevelKey() throws {
        let (text, line) = try CatalogueEditor.inserting(Self.entry("63-new-bug"), for: Self.exercise("63-new-bug"), into: Self.catalogue, file: "grader.yml")
        try Self.expectOnlyInserted(text, into: Self.catalogue, id: "63-new-bug", at: line)
        #expect(text.contains("""
                over two lines."

              - id: 63-new-bug
            """))
        #expect(text.contains("""
                - "h"

            settings:
            """))
        #expect(try Catalogue.parse(text).exercises.map(\.id) == ["01-first-bug", "05-fifth-bug", "63-new-bug"])
    }

    @Test func anEntryInTheMiddleGoesBeforeTheNextEntryAndTheCommentAboveIt() throws {
        let (text, line) = try CatalogueEditor.inserting(Self.entry("03-third-bug"), for: Self.exercise("03-third-bug"), into: Self.catalogue, file: "grader.yml")
        try Self.expectOnlyInserted(text, into: Self.catalogue, id: "03-third-bug", at: line)
        #expect(text.contains("""
                  - "A hint."

              - id: 03-third-bug
            """))
        #expect(text.contains("""
                - "h"

              # Exercise 05 is about navigation; keep it after the state resets.
              - id: 05-fifth-bug
            """))
    }

    @Test func anEntryBeforeEveryOtherGoesRightUnderExercises() throws {
        let (text, line) = try CatalogueEditor.inserting(Self.entry("00-zeroth-bug"), for: Self.exercise("00-zeroth-bug"), into: Self.catalogue, file: "grader.yml")
        try Self.expectOnlyInserted(text, into: Self.catalogue, id: "00-zeroth-bug", at: line)
        #expect(text.contains("""
            exercises:
              - id: 00-zeroth-bug
            """))
        #expect(text.contains("""
                - "h"

              - id: 01-first-bug
            """))
    }

    @Test func aListWithoutBlankLinesGetsNone() throws {
        let compact = """
            version: 1
            exercises:
            - id: 01-first-bug
              title: The first bug
              category: state-reset
            - id: 05-fifth-bug
              title: The fifth bug
              category: navigation
            """
        let entry = ["- id: 03-third-bug", "  title: \"New\"", "  category: state-reset"]
        let (text, line) = try CatalogueEditor.inserting(entry, for: Self.exercise("03-third-bug"), into: compact, file: "grader.yml")
        #expect(line == 6)
        #expect(text == """
            version: 1
            exercises:
            - id: 01-first-bug
              title: The first bug
              category: state-reset
            - id: 03-third-bug
              title: "New"
              category: state-reset
            - id: 05-fifth-bug
              title: The fifth bug
              category: navigation
            """)
        let (appended, _) = try CatalogueEditor.inserting(
            ["- id: 09-last", "  title: \"New\"", "  category: state-reset"], for: Self.exercise("09-last"), into: compact, file: "grader.yml")
        #expect(appended.hasSuffix("  category: navigation\n- id: 09-last\n  title: \"New\"\n  category: state-reset"))
    }

    @Test func aFlowListIsLeftForTheAuthorWithTheEntryToPaste() {
        let flow = "version: 1\nexercises: [{id: 01-a, title: A, category: navigation}]\n"
        #expect(throws: WorkbookError.self) {
            try CatalogueEditor.inserting(Self.entry("02-b"), for: Self.exercise("02-b"), into: flow, file: "grader.yml")
        }
        do {
            _ = try CatalogueEditor.inserting(Self.entry("02-b"), for: Self.exercise("02-b"), into: flow, file: "grader.yml")
        } catch {
            #expect(error.description.contains("by hand") && error.description.contains("- id: 02-b"), "\(error)")
        }
    }

    @Test func quotedScalarsSurviveTheParser() throws {
        let awkward = #"She said “hi”, then "bye": a \ backslash, # not a comment, a tab"# + "\t" + "here"
        let yaml = "version: 1\nexercises:\n  - id: 01-a\n    title: \(CatalogueEditor.quoted(awkward))\n    category: navigation\n"
        #expect(try Catalogue.parse(yaml).exercises.first?.title == awkward)
    }

    @Test func theRealCatalogueTakesAnEntryAndKeepsEveryOtherByte() throws {
        let original = try String(contentsOf: Self.repository.appendingPathComponent("grader.yml"), encoding: .utf8)
        let before = try Catalogue.parse(original)
        let id = "\(NewCommand.nextFree(before))-new-bug"
        let exercise = Self.exercise(id)
        let (text, line) = try CatalogueEditor.inserting(Self.entry(id), for: exercise, into: original, file: "grader.yml")
        try Self.expectOnlyInserted(text, into: original, id: id, at: line)
        let after = try Catalogue.parse(text)
        #expect(after.exercises.dropLast() == before.exercises[...])
        #expect(after.tracks.map(\.id) == before.tracks.map(\.id))
    }

    // MARK: - The request

    @Test func malformedRequestsAreUsageErrors() {
        func problem(_ id: String, _ category: String = "state-reset", title: String? = nil) -> String? {
            NewCommand.usageProblem(NewCommand.Request(id: id, category: category, title: title))
        }
        #expect(problem("63-my-bug") == nil)
        #expect(problem("63-my-bug", "slow-body", title: "Scrolling stutters") == nil)
        for bad in ["63_my_bug", "63-My-Bug", "6-my-bug", "063-my-bug", "63-", "my-bug", "63-my--bug", "63 my bug"] {
            #expect(problem(bad)?.contains("is not an exercise id") == true, "\(bad): \(problem(bad) ?? "accepted")")
        }
        #expect(problem("63", "navigation") == "'63' is only a number; a new exercise needs NN-slug, e.g. `workbook new 63-my-bug --category navigation`.")
        #expect(problem("63-my-bug", "state-rest")?.contains("Did you mean 'state-reset'?") == true)
        #expect(problem("63-my-bug", "perf")?.hasPrefix("Unknown category 'perf'; expected one of state-reset, lost-binding") == true)
        #expect(problem("63-my-bug", title: "  ") != nil)
        #expect(problem("63-my-bug", title: "two\nlines") == "--title must be one line of text.")
        #expect(NewCommand.defaultTitle(slug: "sheet-shows-old-photo") == "Sheet shows old photo")
        // The next free number: above the highest in use, else the first gap.
        func catalogue(_ numbers: [Int]) -> Catalogue {
            Catalogue(exercises: numbers.map { Exercise(id: String(format: "%02d-e%d", $0, $0), title: "T", category: .navigation) })
        }
        #expect(NewCommand.nextFree(catalogue([])) == "01")
        #expect(NewCommand.nextFree(catalogue([1, 2, 62])) == "63")
        #expect(NewCommand.nextFree(catalogue([1, 2, 99])) == "03")
        #expect(NewCommand.nextFree(catalogue([1, 98, 99])) == "02")
    }

    // MARK: - Refusals write nothing

    /// A scratch workbook holding `Self.catalogue` and the folders of its exercises.
    struct Scratch {
        let root: URL
        let workbook: Workbook

        init(catalogue text: String = NewCommandTests.catalogue, packageRoot: URL? = nil) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("new-command-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: root.appendingPathComponent("grader.yml"))
            let catalogue = try Catalogue.parse(text)
            for exercise in catalogue.exercises {
                try FileManager.default.createDirectory(at: root.appendingPathComponent("Exercises/\(exercise.id)"), withIntermediateDirectories: true)
            }
            workbook = Workbook(contentRoot: root, packageRoot: packageRoot ?? root, catalogue: catalogue)
        }

        /// Every file under the root, with its contents.
        func snapshot() -> [String: Data] {
            var files: [String: Data] = [:]
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                let path = String(url.path.dropFirst(root.path.count))
                files[path] = FileManager.default.contents(atPath: url.path) ?? Data("(folder)".utf8)
            }
            return files
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    static func refusal(_ scratch: Scratch, _ request: NewCommand.Request) -> String? {
        do {
            _ = try NewCommand.run(scratch.workbook, request: request)
            return nil
        } catch {
            guard case .refused(let message) = error else { return "not a refusal: \(error)" }
            return message
        }
    }

    @Test func takenIdsNumbersModulesAndFoldersAreRefusedAndNothingIsWritten() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(at: scratch.root.appendingPathComponent("Solutions/07-leftover"), withIntermediateDirectories: true)
        try Data("keep me\n".utf8).write(to: scratch.root.appendingPathComponent("Solutions/07-leftover/Keep.swift"))
        let before = scratch.snapshot()

        let cases: [(NewCommand.Request, String)] = [
            (.init(id: "01-first-bug", category: "state-reset"), "01-first-bug exists already (grader.yml, line 11); `workbook new` never overwrites an exercise. Pick another id (06 is free)."),
            (.init(id: "05-other-bug", category: "navigation"), "Number 05 is taken by 05-fifth-bug; exercise numbers are unique. Pick another (06 is free), e.g. `workbook new 06-other-bug --category navigation`."),
            (.init(id: "09-first-bug", category: "state-reset"), "The slug 'first-bug' makes the module FirstBug, which 01-first-bug already uses; pick another slug."),
            (.init(id: "07-leftover", category: "state-reset"), "Solutions/07-leftover/ exists already, though grader.yml has no exercise 07-leftover; `workbook new` never overwrites anything. Move it away, or add its grader.yml entry by hand."),
            (.init(id: "07-x", category: "nope"), "Unknown category 'nope'; expected one of state-reset, lost-binding, missing-observer, closure-reinit, preview-crash, navigation, slow-body, layout."),
        ]
        for (request, message) in cases {
            #expect(Self.refusal(scratch, request) == message)
        }
        #expect(scratch.snapshot() == before, "a refused `new` wrote something")
    }

    @Test func aScaffoldWritesTheFourPartsAndParses() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let outcome = try NewCommand.run(scratch.workbook, request: .init(id: "03-sheet-shows-old-contact", category: "closure-reinit", title: "The card shows nobody"))
        #expect(outcome.files.map(\.path) == [
            "Exercises/03-sheet-shows-old-contact/Contacts.swift", "Exercises/03-sheet-shows-old-contact/README.md",
            "Solutions/03-sheet-shows-old-contact/Contacts.swift", "Tests/Hidden/03-sheet-shows-old-contact/ContactsTests.swift", "grader.yml",
        ])
        for file in outcome.files {
            #expect(FileManager.default.fileExists(atPath: scratch.root.appendingPathComponent(file.path).path), "\(file.path)")
        }
        let suite = try String(contentsOf: scratch.root.appendingPathComponent(outcome.files[3].path), encoding: .utf8)
        #expect(suite.contains("@testable import SheetShowsOldContact") && suite.contains(".tags(.symptom)") && suite.contains(".tags(.regression)"))
        let readme = try String(contentsOf: scratch.root.appendingPathComponent(outcome.files[1].path), encoding: .utf8)
        #expect(readme.hasPrefix("# 03 · The card shows nobody\n") && readme.contains("`workbook check 03`"))
        let catalogue = try Catalogue.load(from: scratch.root.appendingPathComponent("grader.yml"))
        #expect(catalogue.exercises.map(\.id) == ["01-first-bug", "03-sheet-shows-old-contact", "05-fifth-bug"])
        let added = catalogue.exercises[1]
        #expect(added == outcome.exercise)
        #expect(added.title == "The card shows nobody" && added.category == .closureReinit && added.hints.count == 3)
        // The screen `workbook run 03` shows, and the README's steps for `--steps`, written as grader.yml's own are.
        #expect(added.root == "ContactList()" && added.steps == [#"tap "Grace Hopper""#])
        let text = try String(contentsOf: scratch.root.appendingPathComponent("grader.yml"), encoding: .utf8)
        #expect(text.contains("    root: 'ContactList()'\n    steps: ['tap \"Grace Hopper\"']\n    hints:\n"), "\(text)")
        #expect(CatalogueEditor.singleQuoted(#"type "it's" into Note"#) == #"'type "it''s" into Note'"#)
        // The scratch catalogue declares no `presentation` track, so the entry names none.
        #expect(added.tracks == [])
        #expect(added.seedRef?.hasPrefix("TODO: the seed section this exercise teaches, e.g. 000 root cause 5") == true)
        #expect(outcome.catalogueLine == catalogue.idPositions[added.id]?.line)
    }

    // MARK: - Every category's scaffold verifies

    /// The real workbook's core, for `verify` (built once, as the other end-to-end suites share it).
    static let real: Result<Workbook, WorkbookError> = {
        do throws(WorkbookError) { return .success(try Workbook.open(root: repository.path)) } catch { return .failure(error) }
    }()

    @Test(arguments: ExerciseCategory.allCases)
    func theScaffoldOfEveryCategoryVerifiesAtOnce(_ category: ExerciseCategory) throws {
        let real = try Self.real.get()
        // The real catalogue (its declared tracks), with the new exercise after its last one.
        let text = try String(contentsOf: real.contentRoot.appendingPathComponent("grader.yml"), encoding: .utf8)
        let scratch = try Scratch(catalogue: text, packageRoot: real.packageRoot)
        defer { scratch.remove() }
        let id = "\(NewCommand.nextFree(real.catalogue))-new-\(category.rawValue)"
        let outcome = try NewCommand.run(scratch.workbook, request: .init(id: id, category: category.rawValue))
        #expect(outcome.exercise.tracks.count == 1, "the category's usual track: \(outcome.exercise.tracks)")
        #expect(outcome.exercise.hotPaths.isEmpty == (category != .slowBody))

        let catalogue = try Catalogue.load(from: scratch.root.appendingPathComponent("grader.yml"))
        let workbook = Workbook(contentRoot: scratch.root, packageRoot: real.packageRoot, catalogue: catalogue)
        let exercise = try #require(catalogue.exercises.first { $0.id == id })
        let verdicts = try VerifyCommand.run(workbook, only: [exercise])
        let verdict = try #require(verdicts.first)
        #expect(verdict.ok, "\(verdict.problems.joined(separator: "\n"))")
        let shipped = try #require(verdict.shipped)
        if category == .slowBody {
            #expect(shipped.stage == .budget && shipped.tests.allSatisfy { $0.status == .pass })
        } else {
            #expect(shipped.tests.filter { $0.tags.contains("symptom") }.map(\.status) == [.fail])
            #expect(shipped.tests.filter { $0.tags.contains("regression") }.map(\.status) == [.pass])
        }
        // The symptom test's message is the user-visible sentence, not a stack trace.
        if let failing = shipped.tests.first(where: { $0.status == .fail }) {
            #expect(failing.message.contains("should"), "\(failing.message)")
        }
        #expect(verdict.solution?.tests.allSatisfy { $0.status == .pass } == true)

        // `workbook run NN --steps` works at once: the placeholder's screen, and the README's steps replayed on it.
        #expect(exercise.root != nil && !exercise.steps.isEmpty)
        var fds: [Int32] = [-1, -1]
        try #require(pipe(&fds) == 0)
        close(fds[1])  // no commands after the replay
        defer { close(fds[0]) }
        var transcript = ""
        let ending = try RunCommand.run(
            workbook, exercise: exercise, steps: true, input: DescriptorLineSource(descriptor: fds[0]),
            style: TerminalStyle(colour: false), width: nil) { transcript += $0.hasSuffix("\n") ? $0 : $0 + "\n" }
        #expect(ending == .finished, "\(transcript)")
        #expect(transcript.contains("The steps of the bug report (Exercises/\(id)/README.md), one by one:"))
        for step in exercise.steps { #expect(transcript.contains("› " + step + "\n"), "\(step)\n\(transcript)") }
        if category == .layout {
            // The bug is the step that cannot be done: the tap lands on what covers the button, and says so.
            #expect(transcript.contains("is covered by"), "\(transcript)")
        } else {
            #expect(transcript.contains("The bug report: Expected:"), "\(transcript)")
            #expect(!transcript.contains("✘"), "\(transcript)")  // every step was a command the screen could take
        }
        if category == .previewCrash {
            // The preview, as it loads, says why it cannot render; its one step looks at what it shows: nothing.
            #expect(transcript.contains("⚠ SwiftUI would warn: “No Observable object of type Profile found."), "\(transcript)")
            #expect(transcript.contains("› screen\n  (nothing)\n"), "\(transcript)")
        }
    }
}
