import Foundation
import Testing
@testable import WorkbookKit

/// Symbolic links in an exercise are refused by `check` and `verify`, and `reset` replaces them without ever
/// following one out of the workbook; an edited hidden suite is reported in the result and in progress.
@Suite(.serialized) struct SymlinkTests {
    static let shipped = "let shipped = 1\n"

    /// A workbook with one exercise (shipped snapshot taken from the working tree) and a folder outside it.
    struct Fixture {
        let root: URL
        let outside: URL
        let workbook: Workbook
        var exercise: Exercise { workbook.catalogue.exercises[0] }
        var exerciseDirectory: URL { workbook.exerciseDirectory(exercise) }

        init() throws {
            let base = FileManager.default.temporaryDirectory.appendingPathComponent("symlinks-\(UUID().uuidString)")
            root = base.appendingPathComponent("workbook")
            outside = base.appendingPathComponent("outside")
            let files = [
                "grader.yml": "version: 1\nexercises:\n  - id: 01-counter\n    title: Counter\n    category: state-reset\n",
                "Exercises/01-counter/Counter.swift": SymlinkTests.shipped,
                "Solutions/01-counter/Counter.swift": "let solved = 1\n",
                "Tests/Hidden/01-counter/CounterTests.swift": "import Testing\n",
            ]
            for (path, text) in files {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            try Data("precious\n".utf8).write(to: outside.appendingPathComponent("Counter.swift"))
            try Data("keep me\n".utf8).write(to: outside.appendingPathComponent("notes.txt"))
            workbook = try Workbook.open(root: root.path)
            try ShippedSnapshot.ensure(workbook)
        }

        /// The outside folder is exactly as it was made.
        func outsideIsUntouched() throws -> Bool {
            let names = try FileManager.default.contentsOfDirectory(atPath: outside.path).sorted()
            return names == ["Counter.swift", "notes.txt"]
                && FileManager.default.contents(atPath: outside.appendingPathComponent("Counter.swift").path) == Data("precious\n".utf8)
                && FileManager.default.contents(atPath: outside.appendingPathComponent("notes.txt").path) == Data("keep me\n".utf8)
        }

        func remove() { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    }

    func refusal(_ body: () throws -> Void) -> String? {
        do { try body() } catch { if case .refused(let message)? = error as? WorkbookError { return message } }
        return nil
    }

    @Test func anExerciseFolderLinkedToItsSolutionIsRefusedByCheck() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try FileManager.default.removeItem(at: fixture.exerciseDirectory)
        try FileManager.default.createSymbolicLink(atPath: fixture.exerciseDirectory.path, withDestinationPath: "../Solutions/01-counter")
        let message = refusal { try fixture.workbook.refuseSymbolicLinks(in: fixture.exercise) }
        #expect(message?.hasPrefix("Exercises/01-counter is a symbolic link (to ../Solutions/01-counter)") == true)
        #expect(message?.contains("`workbook reset 01`") == true)
        // The pipeline refuses before building anything (the core is never needed).
        let pipeline = CheckPipeline(workbook: fixture.workbook, toolchain: try Toolchain.locate(), core: CoreProducts(binDirectory: fixture.outside))
        #expect(refusal { _ = try pipeline.check(fixture.exercise) } != nil)
    }

    @Test func aLinkedFileInTheExerciseIsRefused() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: fixture.exerciseDirectory.appendingPathComponent("Extra.swift").path,
            withDestinationPath: fixture.outside.appendingPathComponent("Counter.swift").path)
        let message = refusal { try fixture.workbook.refuseSymbolicLinks(in: fixture.exercise) }
        #expect(message?.hasPrefix("Exercises/01-counter/Extra.swift is a symbolic link") == true)
        // An editor's hidden lock link is not the learner's code.
        try FileManager.default.removeItem(at: fixture.exerciseDirectory.appendingPathComponent("Extra.swift"))
        try FileManager.default.createSymbolicLink(atPath: fixture.exerciseDirectory.appendingPathComponent(".#Counter.swift").path, withDestinationPath: "me@host.1")
        #expect(refusal { try fixture.workbook.refuseSymbolicLinks(in: fixture.exercise) } == nil)
    }

    @Test func resetReplacesAFolderLinkedOutsideWithoutTouchingItsTarget() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try FileManager.default.removeItem(at: fixture.exerciseDirectory)
        try FileManager.default.createSymbolicLink(atPath: fixture.exerciseDirectory.path, withDestinationPath: fixture.outside.path)
        let outcome = try ResetCommand.run(fixture.workbook, exercises: [fixture.exercise])
        #expect(try fixture.outsideIsUntouched())
        #expect(Workbook.symbolicLinkTarget(fixture.exerciseDirectory) == nil)
        #expect(FileManager.default.contents(atPath: fixture.exerciseDirectory.appendingPathComponent("Counter.swift").path) == Data(Self.shipped.utf8))
        #expect(outcome.exercises[0].replacedLinks == ["(the folder) → \(fixture.outside.path)"])
        #expect(outcome.exercises[0].restored == ["Counter.swift"])
        #expect(outcome.exercises[0].saved == false)
    }

    @Test func resetReplacesLinkedFilesAndFoldersInsideTheExercise() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let counter = fixture.exerciseDirectory.appendingPathComponent("Counter.swift")
        try FileManager.default.removeItem(at: counter)
        try FileManager.default.createSymbolicLink(atPath: counter.path, withDestinationPath: fixture.outside.appendingPathComponent("Counter.swift").path)
        try FileManager.default.createSymbolicLink(
            atPath: fixture.exerciseDirectory.appendingPathComponent("Shared").path, withDestinationPath: fixture.outside.path)
        let outcome = try ResetCommand.run(fixture.workbook, exercises: [fixture.exercise])
        #expect(try fixture.outsideIsUntouched())
        #expect(Workbook.symbolicLinkTarget(counter) == nil)
        #expect(FileManager.default.contents(atPath: counter.path) == Data(Self.shipped.utf8))
        #expect(!FileManager.default.fileExists(atPath: fixture.exerciseDirectory.appendingPathComponent("Shared").path))
        #expect(outcome.exercises[0].replacedLinks.count == 2)
    }

    @Test func resetRefusesWhenExercisesItselfIsALink() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let exercises = fixture.root.appendingPathComponent("Exercises")
        try FileManager.default.moveItem(at: exercises, to: fixture.root.appendingPathComponent("Real"))
        try FileManager.default.createSymbolicLink(atPath: exercises.path, withDestinationPath: fixture.outside.path)
        #expect(refusal { _ = try ResetCommand.run(fixture.workbook, exercises: [fixture.exercise]) }?.hasPrefix("Exercises/ is a symbolic link") == true)
        #expect(try fixture.outsideIsUntouched())
    }

    @Test func anEditedHiddenSuiteIsReportedInTheResultAndInProgress() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        #expect(!HiddenSuiteReference.check(fixture.exercise, in: fixture.workbook).isModified)
        try Data("import Testing\n// every test removed\n".utf8).write(
            to: fixture.workbook.hiddenSuiteDirectory(fixture.exercise).appendingPathComponent("CounterTests.swift"))
        let check = HiddenSuiteReference.check(fixture.exercise, in: fixture.workbook)
        #expect(check.isModified)
        #expect(check.reference == ShippedSnapshot.reference)

        var result = CheckResult(exercise: "01-counter", title: "Counter", status: .pass, stage: nil)
        HiddenSuiteReference.mark(&result, exercise: fixture.exercise, in: fixture.workbook)
        #expect(result.hiddenSuiteModified)
        #expect(result.detail?.contains("are not the workbook's") == true)
        #expect(String(decoding: result.jsonData(), as: UTF8.self).contains("\"hidden_suite_modified\" : true"))

        let store = ProgressStore(root: fixture.root)
        try store.record(result, sources: [], provenance: AttemptProvenance(hiddenSuiteHash: check.actual, toolchain: "t"))
        let events = try store.events()
        #expect(events.first?.hiddenSuiteModified == true)
        let summary = ProgressSummary.make(events: events, exercises: [fixture.exercise])
        #expect(summary.exercises[0].attemptsWithEditedHiddenSuite == 1)
        #expect(summary.exercises[0].passedWithEditedHiddenSuite)
        #expect(ProgressReport(style: TerminalStyle(colour: false)).render(summary).contains("passed with edited hidden tests"))
    }
}
