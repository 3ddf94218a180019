import Foundation
import Testing
@testable import WorkbookKit

/// Issue 15, "Small things a learner noticed": the first look at an exercise says where to work, watch mode fits an
/// 80×24 terminal with honest counts and one order of keys, and opens the exercise whose folder it is started in.
@Suite struct SmallThingsTests {
    /// A failing check whose one test says `count` lines.
    static func failing(_ exercise: Exercise, lines count: Int) -> CheckResult {
        CheckResult(
            exercise: exercise.id, title: exercise.title, status: .fail, stage: .test,
            tests: [TestOutcome(name: "It keeps its count", status: .fail, message: (1...count).map { "line \($0)" }.joined(separator: "\n"), tags: ["symptom"]),
                    TestOutcome(name: "It counts", status: .pass, tags: ["regression"])])
    }

    static func session(_ fixture: WorkbookFixture, width: Int? = 80, height: Int? = 24, directory: URL? = nil,
                        attempt: CheckCommand.AttemptRecord = .asShipped, lines: Int = 40, hints: [String]? = nil) -> WatchSession {
        let hintTexts = hints ?? [String](repeating: "Look again at who owns the count, and at what happens to it when the view that holds it goes away and comes back as a new one.", count: 3)
        return WatchSession(
            workbook: fixture.workbook, track: nil, style: TerminalStyle(colour: false), width: width, height: height, directory: directory,
            check: { exercise throws(WorkbookError) in CheckCommand.Checked(result: failing(exercise, lines: lines), attempt: attempt) },
            revealHint: { exercise throws(WorkbookError) in
                HintReveal(exercise: exercise, hints: Array(hintTexts.prefix(3)), tier: 3, total: 3, revealedNew: true)
            })
    }

    /// The rows `screen` takes on a terminal `width` columns wide.
    static func rows(_ screen: String, width: Int) -> Int {
        screen.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { $0 + max(1, (TextWrap.visibleWidth(String($1)) + width - 1) / width) }
    }

    // MARK: `./setup` says how to type `workbook`

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// This repository's `./setup`, with `swift`, `pkg-config`, `bwrap` and `chromium` stubbed (nothing is installed or
    /// built) and `PATH` as given after the stubs; what it wrote to standard error.
    static func setup(path: String) throws -> (status: Int32, stderr: String) {
        let stubs = FileManager.default.temporaryDirectory.appendingPathComponent("setup-stubs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: stubs) }
        for tool in ["swift", "pkg-config", "bwrap", "chromium"] {
            let stub = stubs.appendingPathComponent(tool)
            try Data("#!/bin/sh\nexit 0\n".utf8).write(to: stub)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [repository.appendingPathComponent("setup").path]
        process.environment = ["PATH": stubs.path + ":" + path, "HOME": FileManager.default.temporaryDirectory.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test func setupSaysHowToPutWorkbookOnThePathUnlessItIsThere() throws {
        let bin = Self.repository.appendingPathComponent(".build/debug").path
        let without = try Self.setup(path: "/usr/bin:/bin")
        #expect(without.status == 0)
        #expect(without.stderr.contains("The workbook's command is .build/debug/workbook; its messages call it `workbook`."), "\(without.stderr)")
        #expect(without.stderr.contains("\n    export PATH=\"\(bin):$PATH\"\n"))
        #expect(without.stderr.contains("Then start with `workbook` (watch mode) or `workbook check`."))
        try #require(FileManager.default.isExecutableFile(atPath: bin + "/workbook"), "build the package first (`swift build`)")
        let with = try Self.setup(path: "\(bin):/usr/bin:/bin")
        #expect(with.status == 0)
        #expect(with.stderr.hasSuffix("setup: done. Start with `workbook` (watch mode) or `workbook check`.\n"), "\(with.stderr)")
        #expect(!with.stderr.contains("export PATH"))
    }

    // MARK: exercise 08 is not a state reset

    /// PriceLabel keeps the first total it was given in its @State: stale, never reset. It is a lost binding (a child's
    /// copy of its parent's value, as in exercise 10), and `list`, `tracks` and the category tracks say so alike.
    @Test func exercise08IsALostBindingAndTheCategoryTracksAgreeWithTheCategories() throws {
        let workbook = try Workbook.open(root: Self.repository.path)
        let stale = try #require(workbook.catalogue.exercise(id: "08-price-label-stale"))
        #expect(stale.category == .lostBinding && stale.tracks == ["lost-binding"])
        #expect(try ListCommand.run(workbook).first { $0.id == stale.id }?.category == "lost-binding")
        let tracks = try #require(try JSONSerialization.jsonObject(with: TracksReport.json(workbook.catalogue.tracks)) as? [[String: Any]])
        func members(_ id: String) -> [String] { tracks.first { $0["id"] as? String == id }?["exercises"] as? [String] ?? [] }
        #expect(members("lost-binding").contains(stale.id) && !members("state-reset").contains(stale.id))
        // A track named after a category holds exactly that category's exercises.
        for category in [ExerciseCategory.stateReset, .lostBinding, .navigation] {
            let ofCategory = workbook.catalogue.exercises.filter { $0.category == category }.map(\.id)
            #expect(members(category.rawValue) == ofCategory, "\(category.rawValue)")
        }
    }

    // MARK: the first look

    @Test func theFirstLookSaysItShipsBrokenAndNamesFilesThatExistFromWhereTheLearnerIs() throws {
        let fixture = try WorkbookFixture(commit: false)
        defer { fixture.remove() }
        let exercise = fixture.exercise("01-a")
        let shipped = CheckCommand.Checked(result: Self.failing(exercise, lines: 1), attempt: .asShipped)
        #expect(FirstLookNote.applies(to: shipped))
        #expect(!FirstLookNote.applies(to: CheckCommand.Checked(result: shipped.result, attempt: .recorded(commit: "c", reason: .changedCode))))
        #expect(!FirstLookNote.applies(to: CheckCommand.Checked(result: shipped.result, attempt: .authoring)))

        let folder = fixture.root.appendingPathComponent("Exercises/01-a")
        try FileManager.default.createDirectory(at: fixture.root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        let elsewhere = FileManager.default.temporaryDirectory
        for (directory, readme, file) in [
            (fixture.root, "Exercises/01-a/README.md", "Exercises/01-a/A.swift"),
            (folder, "README.md", "A.swift"),
            (fixture.root.appendingPathComponent("Sources"), "../Exercises/01-a/README.md", "../Exercises/01-a/A.swift"),
            (elsewhere, folder.appendingPathComponent("README.md").path, folder.appendingPathComponent("A.swift").path),
        ] {
            let note = FirstLookNote(loop: .command, directory: directory).render(exercise, in: fixture.workbook)
            #expect(note.hasPrefix("Exercise 01 ships broken on purpose: what the check says above is the bug you are here to fix."))
            #expect(note.contains("Read the bug report in \(readme), then edit \(file) and run `workbook check 01` again."), "\(note)")
            // The paths exist, from where the learner is.
            for path in [readme, file] {
                #expect(FileManager.default.fileExists(atPath: path.hasPrefix("/") ? path : directory.appendingPathComponent(path).path), "\(path)")
            }
        }
        let watching = FirstLookNote(loop: .watch).render(exercise, in: fixture.workbook)
        #expect(watching.contains("then edit Exercises/01-a/A.swift and save: every save checks it again."))
        // Several files are named, each with its path; an exercise without a README is told to edit its files.
        try fixture.write("Exercises/01-a/B.swift", "struct B {}\n")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("README.md"))
        let two = FirstLookNote(loop: .command).render(exercise, in: fixture.workbook)
        #expect(two.contains("fix. Edit Exercises/01-a/A.swift or Exercises/01-a/B.swift and run"))
        // A file the check leaves out (over the size limit, which its result names) is not one to edit.
        try Data(count: SourceSnapshot.maxFileBytes + 1).write(to: folder.appendingPathComponent("Big.swift"))
        #expect(FirstLookNote(loop: .command).render(exercise, in: fixture.workbook) == two)
    }

    // MARK: watch mode on an 80×24 terminal

    @Test func theWatchScreenFits80By24WithItsHeaderAndCountsWhatItCuts() throws {
        let fixture = try WorkbookFixture(commit: false)
        defer { fixture.remove() }
        let session = Self.session(fixture)
        _ = session.start()
        let screen = session.waitForCheck()
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Self.rows(screen, width: 80) <= 23, "\(screen)")  // a row to spare: the header never scrolls away
        #expect(lines[0] == "workbook · all exercises · watching Exercises/ for saves")
        #expect(lines.last == "h next hint · n next exercise · l list · r re-run · q quit")
        #expect(screen.contains("Exercise 01 ships broken on purpose"))  // the first look, whole
        // The cut report says exactly how many of its lines are not shown.
        let report = CheckReport(style: TerminalStyle(colour: false), width: 80, hintPrompt: .watchKey)
            .render(Self.failing(fixture.exercise("01-a"), lines: 40), exercise: fixture.exercise("01-a"))
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let marker = try #require(lines.firstIndex { $0.hasPrefix("… ") && $0.hasSuffix("(`workbook check 01` shows them all)") })
        let shown = lines[lines.firstIndex { $0.hasPrefix("✘ 01-a · A") }!..<marker]
        #expect(Array(shown) == Array(report.prefix(shown.count)))
        #expect(lines[marker] == "… \(report.count - shown.count) more lines (`workbook check 01` shows them all)")

        // Three long hints too: still 23 rows, the header in view, the newest hint whole, the rest counted above it.
        let hinted = try #require(session.handle(.hint))
        #expect(Self.rows(hinted, width: 80) <= 23, "\(hinted)")
        #expect(hinted.hasPrefix("workbook · all exercises"))
        #expect(hinted.contains("That was the last hint."))
        #expect(!hinted.contains("ships broken on purpose"))  // read already; the room is the hints'
        #expect(hinted.contains("✘ 01-a · A — 1 of 2 hidden tests failing"))  // the outcome stays whole
        #expect(hinted.contains(" more lines above") || hinted.contains(" more lines ("))

        // Narrower and shorter: the same rules.
        session.width = 60
        session.height = 16
        let small = session.screen()
        #expect(Self.rows(small, width: 60) <= 15, "\(small)")
        #expect(small.hasPrefix("workbook · all exercises"))
    }

    @Test func aCutNeverCountsOneLineAndSaysSoInTheSingularWhenItMust() {
        // One line over: two are counted rather than one shown as "1 more line(s)".
        let eleven = (1...11).map { "line \($0)" }.joined(separator: "\n")
        #expect(WatchSession.cap(eleven, lines: 10).last == "… 2 more lines (run `workbook check` to see them all)")
        #expect(WatchSession.cap(eleven, lines: 11).count == 11)
        #expect(WatchSession.moreLines(1) == "1 more line" && WatchSession.moreLines(3) == "3 more lines")
        #expect(counted(1, "exercise") == "1 exercise" && counted(0, "exercise") == "0 exercises")
        // `workbook run`'s screen, cut at 200 lines, one over.
        let reply = AppReply(
            screen: (1...201).map { "  Text “Row \($0)”" }.joined(separator: "\n"), controls: [], tabs: [], selectedTab: nil, title: nil,
            path: [], canGoBack: false, canScroll: false, canDismiss: false, presentation: nil, keyboard: nil, issues: [], error: nil,
            unsettled: nil, quitting: nil)
        let rendered = RunView(style: TerminalStyle(colour: false), width: nil)
            .render(AppSession.Step(output: "", reply: reply, stop: nil), exercise: Exercise(id: "01-a", title: "A", category: .stateReset))
        #expect(rendered.contains("… 1 more line (an eager stack"))
        #expect(!rendered.contains("1 more lines"))
    }

    @Test func theKeysAreInOneOrderIdleCheckingAndInTheList() throws {
        let fixture = try WorkbookFixture(commit: false)
        defer { fixture.remove() }
        let session = Self.session(fixture, width: nil, height: nil)
        let checking = session.start()
        #expect(checking.hasSuffix("h next hint · n next exercise · l list · r restart · q quit"))
        #expect(session.waitForCheck().hasSuffix("h next hint · n next exercise · l list · r re-run · q quit"))
        #expect(try #require(session.handle(.list)).hasSuffix("h next hint · n next exercise · l back · r re-run · q quit"))
        // The same order the keys are declared in, and the help and README list them in.
        #expect(WatchSession.Key.allCases.map(\.rawValue) == ["h", "n", "l", "r", "q"])
    }

    @Test func theListKeepsTheCurrentExerciseInView() throws {
        let fixture = try WorkbookFixture(commit: false)
        defer { fixture.remove() }
        var catalogue = fixture.workbook.catalogue
        catalogue.exercises = (1...40).map { Exercise(id: String(format: "%02d-e", $0), title: "Exercise \($0)", category: .stateReset) }
        for exercise in catalogue.exercises {
            try FileManager.default.createDirectory(at: fixture.root.appendingPathComponent("Exercises/\(exercise.id)"), withIntermediateDirectories: true)
        }
        let workbook = Workbook(contentRoot: fixture.root, packageRoot: fixture.root, catalogue: catalogue)
        let session = WatchSession(
            workbook: workbook, track: nil, style: TerminalStyle(colour: false), width: 80, height: 24,
            directory: fixture.root.appendingPathComponent("Exercises/30-e"),
            check: { exercise throws(WorkbookError) in CheckCommand.Checked(result: Self.failing(exercise, lines: 1), attempt: .asShipped) })
        _ = session.start()
        session.waitForCheck()
        let list = try #require(session.handle(.list))
        #expect(Self.rows(list, width: 80) <= 23, "\(list)")
        let lines = list.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("30-e") && $0.hasPrefix("· pending") })
        let above = try #require(lines.first { $0.hasPrefix("… ") && $0.hasSuffix(" more lines above") })
        let count = { (line: String) in Int(line.split(separator: " ")[1])! }
        // Every row of the list (40 exercises, a blank line and the total) is shown or counted, once.
        let shown = lines.filter { $0.hasPrefix("· pending") }.count
        if let below = lines.first(where: { $0.hasSuffix("(`workbook list` shows them all)") }) {
            #expect(count(above) + shown + count(below) == 42)
        } else {
            #expect(count(above) + shown == 40 && lines.contains("0 of 40 passed"), "\(list)")
        }
        // A shorter terminal cuts below as well, still counting every row.
        session.height = 14
        let short = session.screen().split(separator: "\n").map(String.init)
        #expect(short.count <= 13 && short.contains { $0.contains("30-e") }, "\(short)")
        let cutAbove = try #require(short.first { $0.hasSuffix(" more lines above") })
        let cutBelow = try #require(short.first { $0.hasSuffix("(`workbook list` shows them all)") })
        #expect(count(cutAbove) + short.filter { $0.hasPrefix("· pending") }.count + count(cutBelow) == 42)
    }

    // MARK: one style of message

    /// Errors are sentences (a capital, a full stop or a question); a check's outcome is said in the same words by the
    /// report, the one-line `--all` summary and the recorded subject (`workbook log`): hidden tests, never "hidden
    /// suite" or "test process"; one test or exercise in the singular.
    @Test func messagesAreSentencesInTheSameWordsEverywhere() {
        let errors: [WorkbookError] = [
            .notAWorkbook(searchedFrom: "/tmp"), .noCatalogue(givenRoot: "/tmp"), .unknownExercise("x", suggestion: "01-a"),
            .unknownExercise("x", suggestion: nil), .unknownTrack("x", suggestion: "extra", known: []),
            .unknownTrack("x", suggestion: nil, known: ["a"]), .missingFile("Tests/Hidden/01-a"),
            .exerciseFilesMissing(exercise: "01-a", folderExists: true), .git("no such reference"),
        ]
        for error in errors {
            #expect(error.description.first?.isUppercase == true, "\(error.description)")
            #expect([".", "?", ")"].contains(error.description.last.map(String.init) ?? ""), "\(error.description)")
        }
        #expect(NewCommand.usageProblem(.init(id: "63-x", category: "nope"))?.hasPrefix("Unknown category 'nope'") == true)

        let exercise = Exercise(id: "01-a", title: "A", category: .stateReset)
        let plain = TerminalStyle(colour: false)
        for (stage, words) in [(CheckResult.Stage.crash, "the app crashed during the hidden tests"),
                               (.timeout, "the hidden tests did not finish in time"), (.outputLimit, "the hidden tests printed too much")] {
            let result = CheckResult(exercise: "01-a", title: "A", status: .error, stage: stage)
            #expect(result.summaryLine == "01-a: error (\(stage.rawValue)) \(words)")
            #expect(CheckReport(style: plain).render(result, exercise: exercise).hasPrefix("✘ 01-a · A — \(words)"))
            #expect(WorkbookCheckReport.line(.init(result: result, attempt: .authoring), style: plain) == "✘ 01-a · A — \(words)")
        }
        let one = CheckResult(exercise: "01-a", title: "A", status: .pass, stage: nil, tests: [TestOutcome(name: "t", status: .pass)])
        #expect(one.summaryLine == "01-a: pass — the one hidden test passes")
        #expect(CheckReport(style: plain).render(one, exercise: exercise).hasPrefix("✔ 01-a · A — the one hidden test passes"))
        #expect(WorkbookCheckReport.line(.init(result: one, attempt: .authoring), style: plain) == "✔ 01-a · A — the one hidden test passes")
        let failing = Self.failing(exercise, lines: 1)
        #expect(failing.summaryLine == "01-a: fail (test) 1 of 2 hidden tests failing")
        #expect(CheckReport(style: plain).render(failing, exercise: exercise).hasSuffix("Stuck? `workbook hint 01` shows a hint."))
    }

    // MARK: watch mode in an exercise's folder

    @Test func watchStartedInAnExercisesFolderOpensThatExercise() throws {
        let fixture = try WorkbookFixture(commit: false)
        defer { fixture.remove() }
        let inside = fixture.root.appendingPathComponent("Exercises/02-b")
        let session = Self.session(fixture, directory: inside)
        #expect(session.start().contains("Checking 02-b…"))
        #expect(session.current?.id == "02-b")
        #expect(session.waitForCheck().contains("Edit B.swift and save"))  // paths from the folder it was started in (no README)
        // Anywhere else, the first exercise not passed; with a track, the track's (as `check` does).
        let atRoot = Self.session(fixture, directory: fixture.root)
        _ = atRoot.start()
        #expect(atRoot.current?.id == "01-a")
        let tracked = WatchSession(
            workbook: fixture.workbook, track: Track(id: "t", title: "T", exercises: ["01-a", "02-b"]), style: TerminalStyle(colour: false),
            directory: inside, check: { exercise throws(WorkbookError) in CheckCommand.Checked(result: Self.failing(exercise, lines: 1), attempt: .asShipped) })
        _ = tracked.start()
        #expect(tracked.current?.id == "01-a")
        atRoot.stopChecking(); tracked.stopChecking(); session.stopChecking()
    }
}
