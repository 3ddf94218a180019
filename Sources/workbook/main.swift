import Foundation
import WorkbookKit
#if canImport(Glibc)
import Glibc
#endif

// The CLI parses arguments and prints; every decision lives in WorkbookKit.

let usage = """
    workbook — check SwiftUI debugging exercises against their hidden tests

    Usage: workbook [--root PATH] [--track NAME]            watch mode: re-check the current exercise on every save
           workbook [--root PATH] <command> [options]
           workbook --version

    Commands:
      check [ID | --all] [--json] [--format F] [--author]
                            Build an exercise, run its hidden tests, record the attempt (code changed since your
                            last attempt; the same code again shows its result and records nothing).
                            ID is 01, 1, the full id or the slug; default: the first exercise not yet passed
                            (in the track, with --track), or, with neither, the exercise whose folder you are in.
                            --all: every exercise (of the track), one report. --author: record nothing (authors).
      run [ID] [--steps]    Your screen in the terminal, like a simulator: tap, type, toggle, back, scroll… and see
                            what your code prints; --steps first replays the bug report's steps.
      hint [ID]             Reveal the next hint (1, then 2, …) of an exercise; default: the current one.
      list [--json]         Every exercise with its status (pending, passed, failed).
      progress [--json]     Per exercise: status, attempts, first pass, hints used, time to pass; totals.
      log [ID] [--json]     Every attempt (and hint, and solution viewed), newest first.
      reset ID | --all [--json]
                            Restore the shipped version of an exercise; your version is saved on refs/workbook/backup.
      solution ID [--force] The reference fix as a diff against your files (once passed; --force before, recorded).
      tracks [--json]       The tracks (ordered paths through the exercises) for --track NAME.
      watch                 The same as `workbook` alone (inside an exercise's folder: that exercise first).
      verify [ID...] [--working-tree]
                            Prove each exercise (as committed) fails for the reason it teaches and its solution
                            passes (authors, CI).
      new NN-slug --category C [--title T]
                            Make a new exercise: broken module, README, solution, hidden suite and grader.yml entry,
                            with a placeholder bug of that category that verifies at once (authors).
      grade SOURCE... [--roster FILE] --out DIR [--jobs N] [--before DATE] [--exercises IDS] [--shard I/N]
                            Grade a class's repositories with this workbook's hidden tests; reports in DIR (instructors).
      submit [REMOTE]       Hand your work in: push your branch and your progress to REMOTE (default origin).
      sync [REMOTE] [--as NAME] [--auto]
                            Share your progress with a team session (--auto: also after every attempt in watch mode).
      session init PATH | session REMOTE [--track NAME] [--watch] [--html DIR] [--json]
                            Start a team session, or see who is stuck where in one (facilitators).
      merge DIR... --out DIR
                            Join the reports of a class graded in shards into one folder of reports (instructors).
      version               Print the version of workbook (also --version).
      help [COMMAND]        Show help.

    Options:
      --root PATH           The workbook (the directory holding grader.yml); default: found from the current directory.
      --track NAME          Scope watch, check, hint (no ID), list and progress to a track (see `workbook tracks`).
      --json                Machine-readable output on stdout (check, list, progress, log, reset, tracks, verify).
      -h, --help            Show help for a command.
      --version             Print the version of workbook.

    Exit codes: 0 pass, 1 fail, 2 usage or setup error.
    """

let commandHelp: [String: String] = [
    "check": """
        Usage: workbook check [ID | --all] [--json | --format text|json|exercism|gradescope|junit] [--track NAME]
                              [--author] [--root PATH]

        Builds the exercise on its own against the prebuilt view-simulation core, runs its hidden tests in a separate
        process with a deadline, prints what a user of the app would see go wrong, and records the attempt as a commit on
        refs/workbook/progress (your branch, index and HEAD are never touched).
        An attempt is code you changed since your last attempt. The same code again shows that attempt's result and
        records nothing (it is checked again, and recorded, when the hidden tests or the toolchain changed since); the
        exercise as shipped is never an attempt (seeing the bug is not trying a fix).

        ID: the number (01 or 1), the full id (01-hidden-tally-resets) or its slug (hidden-tally-resets).
        Without ID: the first exercise not yet passed; run inside an exercise's folder (Exercises/<id>/) without
        --track, that exercise. --track NAME: the first not yet passed in that track, which also decides the exercise
        suggested next.
        --json prints {"exercise","title","status","stage","tests":[{"name","status","message","tags","crash_location"?,"output"?,
        "duration_s"?,"source_location"?}],"diagnostics","duration_s"}; crash_location is {"file","line","column"?,
        "function"?} of a crash in your code; output is what your code printed while the test ran (print,
        Self._printChanges(); its last 20 lines), also shown under each failing test; a test's duration_s is how long it
        ran and source_location {"file","line"} where its @Test is in Tests/Hidden/<id>/ (each absent when not known).
        --format json is the same; exercism prints Exercism's results.json (version 3; a test's test_code is its source),
        gradescope Gradescope's autograder results.json, junit JUnit XML (a test case's time is the test's own);
        text (the default) is for people.
        --all checks every exercise (of the track, with --track), recording as above, and prints one document: JSON
        {"exercises": [...], "passed", "total", "status"}, one JUnit <testsuites> with a suite per exercise, one
        Gradescope or Exercism results.json (what Gradescope expects of a submission), or a line per exercise. Without
        ID once every exercise has passed, a machine-readable format prints that same document.
        --author checks the files as they are and records nothing, not even the shipped snapshot (for authors).
        Exit code: 0 pass (--all: every exercise), 1 fail, 2 usage or setup error.
        """,
    "run": """
        Usage: workbook run [ID] [--steps] [--track NAME] [--root PATH]

        Your screen in the terminal, like a simulator. Builds the exercise (as `check` does; nothing is recorded), starts
        it in a separate process, contained as the hidden tests are, and shows its screen as the hidden tests see it.
        Then type commands, one a line; after each you see what your code printed (print, Self._printChanges(), behind
        a │), any runtime issue SwiftUI would warn about (⚠), and the new screen:

          tap LABEL                 tap a button or link
          toggle LABEL              flip a switch
          type TEXT into FIELD      tap into a text field and type
          clear FIELD               empty a text field
          select OPTION in PICKER   choose an option of a picker
          increment LABEL           tap a stepper's + (decrement: its −)
          tab LABEL                 switch tabs
          back                      go back one screen
          scroll [up] [N]           scroll a list N screens (default 1)
          dismiss                   swipe a sheet down
          wait [SECONDS]            let the app's tasks run (virtual time: no real waiting)
          rotate                    turn the phone (compact ⇄ regular width)
          background, foreground, relaunch
          open URL                  open a deep link
          screen                    the screen, and what you can tap, switch and type into
          help                      the commands
          quit                      leave (also Ctrl-D)

        Labels go in quotes ("Log a session", “Log a session”) or bare (tap Log a session). On a terminal, Tab completes
        commands and the labels on screen (twice: lists them), ↑ and ↓ bring back earlier lines.
        --steps first replays the steps of the exercise's bug report (grader.yml `steps:`), one by one, so you watch
        the symptom happen before you change anything. Without ID: as `check` (the exercise whose folder you are in,
        else the first not yet passed). A crash (with your file and line), a hang or a flood of output stops the app and
        says so; your next command starts it again. Commands can come from a pipe: `echo 'tap "Log a session"' | workbook run 01`.
        Exit code: 0, 1 when the exercise does not build, 2 usage or setup error.
        """,
    "list": """
        Usage: workbook list [--json] [--track NAME] [--root PATH]

        Lists the exercises in order with their status: pending (no attempt), passed (some attempt passed) or failed
        (attempted, never passed). An exercise reset after passing is to do again: "↺ reset", "passed before, reset
        since". --json prints an array of {"id","title","category","tracks","status","attempts","passed_before_reset"}.
        --track NAME lists only that track's exercises, in its order.
        """,
    "verify": """
        Usage: workbook verify [ID...] [--working-tree] [--json] [--root PATH]

        For every exercise (or the ones named), in a scratch copy (your files and progress are not touched, nothing is
        recorded): the shipped exercise must build, fail every symptom test and pass every regression test; its
        solution must pass every test. An exercise with hot paths (slow-body) must instead pass every test as shipped and
        miss a counted budget by at least 5x, its solution must meet every budget with 2x to spare, and each is checked
        three times with the same figures. Each variant (Solutions/<id>/variants/<name>/, a known fix laid over the
        shipped exercise, with its entry under the exercise's `variants` in grader.yml) must get the verdict grader.yml
        expects: a right fix passes every test, a wrong fix fails at its stage with the tests or budgets it names
        failing; the footer gives the number of variants checked.
        It verifies the committed versions: Exercises/<id>/ and Solutions/<id>/ as at HEAD (an exercise no commit holds
        yet: the working tree's), so edits in the working tree, such as solved exercises, change nothing; the hidden
        suites and grader.yml are the working tree's. --working-tree verifies the files on disk instead (an author's
        uncommitted edits). Something that does not build is reported with the compiler's own errors.
        Exit code: 0 if every exercise verifies, 1 otherwise, 2 on a setup error.
        """,
    "new": """
        Usage: workbook new NN-slug --category CATEGORY [--title "TITLE"] [--root PATH]

        Makes the four parts of a new exercise (authors), each holding a small working example of the category's bug,
        so that `workbook verify NN` passes at once; then replace the example with your bug, part by part:
          Exercises/NN-slug/<File>.swift   the broken module (module: the slug in UpperCamelCase)
          Exercises/NN-slug/README.md      the bug as a user reported it (no spoilers)
          Solutions/NN-slug/<File>.swift   the reference fix
          Tests/Hidden/NN-slug/<File>Tests.swift
                                           the hidden suite: a .symptom test that fails as shipped and a .regression
                                           test that always passes (slow-body: a .hotPath test and budgets instead)
          grader.yml                       the entry (title, category, tracks, seed_ref, root, steps, hints),
                                           inserted in id order; the rest of the file is left exactly as it was
        CATEGORY: state-reset, lost-binding, missing-observer, closure-reinit, preview-crash, navigation or slow-body.
        TITLE: the bug in the user's words, as `workbook list` shows it; default: the slug in words.
        Refused, writing nothing, when the id, its number or its module name is taken, or a folder it would write
        exists. Nothing is recorded on refs/workbook/progress. docs/authoring.md is the author's guide.
        Exit code: 0 made, 1 refused, 2 usage or setup error.
        """,
    "watch": """
        Usage: workbook [watch] [--track NAME] [--root PATH]

        Watch mode. Checks the current exercise (the first not yet passed, in the track if given; started inside an
        exercise's folder without --track, that exercise), then re-checks it every time you save a file under
        Exercises/ — each check of changed code is recorded like `workbook check`;
        opening an exercise, n and r record nothing unless the code changed since your last attempt. Passing the last
        exercise not yet passed says so and names the next track. Keys:
          h  next hint      n  next exercise      l  list      r  re-run      q  quit
        The keys work while a check runs too: q, r, n and a save stop it (r then checks again; a stopped check is not
        recorded). The screen fits the terminal: a long report or list is cut, saying how many lines it leaves out.
        Uses inotify; on network or host-shared folders (NFS, SMB, 9p/WSL, VirtualBox), or with WORKBOOK_POLL=1, it
        polls every 0.5 s instead and says so.
        """,
    "hint": """
        Usage: workbook hint [ID | --track NAME] [--root PATH]

        Reveals the next hint of the exercise — from a nudge to nearly the answer — with the ones before it. The tier
        is recorded on refs/workbook/progress, so the next call shows the next one. Without ID: the current exercise
        (of the track, with --track NAME); run inside an exercise's folder without --track, that exercise.
        """,
    "reset": """
        Usage: workbook reset ID | --all [--json] [--root PATH]

        Puts the exercise's files (or every exercise's, with --all) back as shipped now: as committed at HEAD (so after
        a pull, the new version), and says where they came from. Your current files are first saved as a commit on
        refs/workbook/backup; the command prints how to get them back (`git restore --source=<commit> --
        Exercises/<id>`). An exercise you had passed is to do again ("passed before, reset since" in list and
        progress). HEAD, the index and your branches are not touched. --json prints the same as JSON.
        """,
    "solution": """
        Usage: workbook solution ID [--force] [--root PATH]

        Shows the reference fix as a unified diff from your files to Solutions/<id>/. Only after you have passed the
        exercise; --force shows it anyway and records that on refs/workbook/progress (Solution-Viewed: forced).
        Exit code: 1 when refused.
        """,
    "progress": """
        Usage: workbook progress [--json] [--track NAME] [--root PATH]

        Reads refs/workbook/progress and shows, per exercise: status, attempts, the date of the first pass, hints used
        and the time from the first attempt to the first pass; then totals. --json prints
        {"exercises":[{"id","status","attempts","attempts_to_pass","first_attempt","first_pass","hints_used",
        "hint_count","solution_forced","seconds_to_pass","passed_before_reset"}],"passed","total","attempts",
        "hints_used","seconds_to_pass"}. Attempts are checks of changed code; time to pass runs from the first.
        """,
    "log": """
        Usage: workbook log [ID] [--json] [--root PATH]

        Every attempt — time, outcome line, hints used by then — and every hint and solution viewing, newest first;
        for one exercise or all.
        """,
    "tracks": """
        Usage: workbook tracks [--json] [--root PATH]

        Lists the tracks of grader.yml (ordered paths through the exercises) for use with --track NAME.
        --json prints an array of {"id","title","exercises"}: the name --track takes, the title, and the exercise ids
        the track visits, in its order.
        """,
    "grade": """
        Usage: workbook grade SOURCE... [--roster FILE] --out DIR [--jobs N] [--before DATE] [--exercises IDS]
                              [--shard I/N | auto/N] [--root PATH]

        Grades a class with this workbook's hidden tests (instructors). A SOURCE is a student's repository: a local
        path or a git URL (file://, ssh:// with your ssh agent's keys, https://). --roster FILE is a CSV with the
        columns student, name and source. Only Exercises/ is taken from a student's commit; grader.yml, the hidden
        tests, Package.swift and the core are this workbook's, and a student's differing copies are flagged as
        tampering. Every build and run is contained as `workbook check`'s are; nothing is written to a student's
        repository. Their refs/workbook/progress gives attempts, hints and first passes.
        --before DATE grades each student's last commit before DATE (2026-12-01T17:00:00Z; a date alone is its start,
        UTC). --exercises 01,02 grades those only. --jobs N grades N students at once (default: one per core).
        --shard I/N grades the I-th of N slices (by student id; auto/N reads JOB_COMPLETION_INDEX, WORKBOOK_SHARD_INDEX,
        CI_NODE_INDEX, CIRCLE_NODE_INDEX or BUILDKITE_PARALLEL_JOB); `workbook merge` joins the slices' folders.
        Writes DIR/report.json, grades.csv, junit.xml, gradescope/<student>.json, summary.md and index.html.
        Exit code: 0 graded (whatever the grades), 2 usage or setup error.
        """,
    "submit": """
        Usage: workbook submit [REMOTE] [--root PATH]

        Hands your work in: pushes your current branch and your progress (refs/workbook/progress, which `git push`
        alone does not send) to REMOTE — a remote's name (default origin), a path or a URL. Refused while Exercises/
        has changes that are not committed (it prints the command that commits them). Nothing is force-pushed.
        Exit code: 0 submitted, 1 refused, 2 setup or push error.
        """,
    "sync": """
        Usage: workbook sync [REMOTE] [--as NAME] [--auto] [--root PATH]

        Shares your progress with a team session: pushes refs/workbook/progress to
        refs/workbook/learners/<NAME>/progress on REMOTE (a path, file://, ssh:// or https:// URL, or a remote's name).
        Your branches are never pushed and nothing is forced. NAME is --as NAME, else `git config user.name`.
        --auto also remembers REMOTE and NAME: watch mode then syncs after every attempt, in the background, and
        `workbook sync` alone uses them. Offline? Nothing is lost: the next sync sends your whole history.
        Refused when someone else already syncs under that name (pick another with --as).
        Exit code: 0 synced, 1 refused, 2 setup or network error.
        """,
    "session": """
        Usage: workbook session init PATH
               workbook session REMOTE [--track NAME] [--watch] [--html DIR] [--json] [--root PATH]

        For a facilitator. `session init PATH` creates an empty session (a bare git repository) in a shared folder or on
        a machine everyone can reach over ssh, and prints the command each learner runs to join.
        `session REMOTE` fetches every learner's synced progress and shows learner × exercise: ✓ passed, ✗ not yet,
        · not tried, with attempts and hints (h2); the exercise each is on and for how long; "stuck" when the current
        exercise has not passed after 5 attempts or 15 minutes. --track NAME shows that track's exercises; without it, those
        someone has tried.
        --watch redraws as learners sync (every few seconds; Ctrl-C to stop). --html DIR writes DIR/index.html, an
        offline page that reloads itself (rewritten on every redraw with --watch). --json prints
        {"learners": [{"name", "exercises": {ID: {"status", "attempts", "hints_used", "last_attempt"}}, …}], …}.
        Exit code: 0, 1 when the session cannot be read, 2 usage error.
        """,
    "merge": """
        Usage: workbook merge DIR... --out DIR

        Joins the reports of a class graded in shards (`workbook grade --shard i/n --out DIR`, one DIR per shard) into
        the whole class's reports, as one unsharded run would write them: DIR/report.json, grades.csv, junit.xml,
        gradescope/<student>.json, summary.md and index.html. Only each DIR's report.json is read; students are joined
        in shard order. Refused, naming the folder: a report that is not a shard, shards of another workbook or with
        other exercises, a shard missing or given twice, a student in two shards.
        --out DIR is created if missing; its report files are replaced, other files in it are left alone.
        Exit code: 0 merged, 2 usage error or shards that do not fit together.
        """,
    "version": "Usage: workbook version\n\nPrints the version of workbook; `workbook --version` does the same.",
    "help": "Usage: workbook help [COMMAND]",
]

func fail(_ message: String, code: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("workbook: \(message)\n".utf8))
    exit(code)
}

/// A usage error: the one-line message, then where the usage is, never the whole help (exit 2).
func usageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("workbook: \(message)\nRun `workbook --help` for usage.\n".utf8))
    exit(2)
}

func unknownCommand(_ name: String) -> Never {
    let commands = commandHelp.keys.filter { $0 != "help" } + ["help"]
    let nearest = commands.min { editDistance($0, name) < editDistance($1, name) }
    if Int(name) != nil || Exercise.isValidID(name) { usageError("Unknown command '\(name)'; to check that exercise: `workbook check \(name)`.") }
    if let nearest, editDistance(nearest, name) <= 2 { usageError("Unknown command '\(name)'; did you mean '\(nearest)'?") }
    usageError("Unknown command '\(name)'.")
}

func printOut(_ text: String) {
    FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}

// MARK: Parse

var arguments = Array(CommandLine.arguments.dropFirst())
var root: String?
var trackName: String?
var formats: [ReportFormat] = []
var outFolder: String?
var given: [CommandOption] = []
var wantsHelp = false
var wantsVersion = false
var positional: [String] = []
/// `grade`'s valued options.
var gradeValues: [CommandOption: String] = [:]

/// The option and value of `--root`, `--track` or `--format`, as `--name=VALUE` or `--name VALUE` (taking the next
/// argument); nil for any other argument. A missing or empty value is a usage error.
@MainActor func valuedOption(_ argument: String) -> (CommandOption, String)? {
    let needs: [CommandOption: String] = [
        .root: "a path (the directory holding grader.yml)",
        .track: "a track name (see `workbook tracks`)",
        .format: "one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))",
        .out: "a folder for the reports",
        .roster: "a roster CSV file (student,name,source)",
        .jobs: "a number of students graded at once",
        .before: "a deadline such as 2026-12-01T17:00:00Z",
        .exercises: "exercise ids separated by commas",
        .shard: "I/N or auto/N",
        .name: "the name to sync as",
        .html: "a folder for the session's page",
        .category: "one of \(ExerciseCategory.allCases.map(\.rawValue).joined(separator: ", "))",
        .title: "the exercise's title, e.g. --title \"The tally starts over when I hide it\"",
    ]
    for (option, needed) in needs where argument == option.rawValue || argument.hasPrefix(option.rawValue + "=") {
        var value = String(argument.dropFirst(option.rawValue.count + 1))
        if argument == option.rawValue, let next = arguments.first, !(next.hasPrefix("-") && next.count > 1) {
            value = arguments.removeFirst()
        }
        guard !value.isEmpty else { fail("\(option.rawValue) needs a value: \(needed).") }
        return (option, value)
    }
    return nil
}

while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    if case let (option, value)? = valuedOption(argument) {
        given.append(option)
        switch option {
        case .root:
            if let root, root != value { fail("--root is given twice (\(root) and \(value)); give one.") }
            root = value
        case .track:
            if let trackName, trackName != value { fail("--track is given twice (\(trackName) and \(value)); give one.") }
            trackName = value
        case .out:
            if let outFolder, outFolder != value { fail("--out is given twice (\(outFolder) and \(value)); give one.") }
            outFolder = value
        case .roster, .jobs, .before, .exercises, .shard, .name, .html, .category, .title:
            if let earlier = gradeValues[option], earlier != value { fail("\(option.rawValue) is given twice (\(earlier) and \(value)); give one.") }
            gradeValues[option] = value
        default:
            guard let format = ReportFormat(rawValue: value) else { fail("--format takes one of \(ReportFormat.names); got '\(value)'.") }
            formats.append(format)
        }
        continue
    }
    switch argument {
    case "--json": given.append(.json)
    case "--all": given.append(.all)
    case "--force": given.append(.force)
    case "--auto": given.append(.auto)
    case "--watch": given.append(.watch)
    case "--author": given.append(.author)
    case "--working-tree": given.append(.workingTree)
    case "--steps": given.append(.steps)
    case "-h", "--help": wantsHelp = true
    case "--version": wantsVersion = true
    case "--":
        positional += arguments; arguments.removeAll()
    case _ where argument.hasPrefix("-") && argument.count > 1:
        let known = CommandOption.allCases.map(\.rawValue) + ["--help", "--version"]
        let name = String(argument.prefix { $0 != "=" })
        let nearest = known.min { editDistance($0, name) < editDistance($1, name) }
        if let nearest, editDistance(nearest, name) <= 2 { usageError("Unknown option '\(argument)'; did you mean '\(nearest)'?") }
        usageError("Unknown option '\(argument)'.")
    default: positional.append(argument)
    }
}

let command = positional.first ?? (wantsHelp ? "help" : "watch")
let operands = Array(positional.dropFirst())

if wantsHelp, command != "help" {
    guard let text = commandHelp[command] else { unknownCommand(command) }
    printOut(text)
    exit(0)
}
if wantsVersion {
    printOut("workbook \(Workbook.version)")
    exit(0)
}
/// A usage error of this command: the message, then the command's usage line (exit 2).
func misuse(_ message: String) -> Never {
    let usageLine = commandHelp[command].map { help in "\n" + help.prefix { $0 != "\n" } } ?? ""
    fail(message + usageLine)
}

if !wantsHelp, let problem = CommandOptions.problem(command: command, given: given, id: operands.first)
    ?? CommandOptions.disagreement(json: given.contains(.json), formats: formats) {
    misuse(problem)
}
let json = given.contains(.json) || formats.contains(.json)
let format = formats.first
let all = given.contains(.all)
let force = given.contains(.force)

if command == "help" {
    if let topic = operands.first {
        guard let text = commandHelp[topic] else { fail("No help for unknown command '\(topic)'; commands: \(commandHelp.keys.sorted().joined(separator: ", ")).") }
        printOut(text)
    } else {
        printOut(usage)
    }
    exit(0)
}
if command == "version" {
    guard operands.isEmpty else { misuse("version takes no arguments.") }
    printOut("workbook \(Workbook.version)")
    exit(0)
}

// Editor support: SourceKit-LSP reads Exercises/compile_commands.json; keep it current (cheap, silent, never fails).
CompilationDatabase.refreshQuietly(root: root)

// MARK: Run

let style = TerminalStyle.detect(fd: 1)
/// Terminal text wraps long sentences at the terminal's width; piped or redirected output is not wrapped.
let width = isatty(1) == 1 ? RawTerminal.columns(of: 1) : nil
let spinner = Spinner(interactive: isatty(2) == 1)

/// The `--track` given, resolved against the workbook's catalogue (exit 2 with "did you mean" when unknown).
@MainActor func selectedTrack(_ workbook: Workbook) throws(WorkbookError) -> Track? {
    guard let trackName else { return nil }
    return try workbook.catalogue.track(named: trackName)
}

/// The exercise whose folder we are in, when no operand and no track name another.
@MainActor func exerciseHere(_ workbook: Workbook) -> Exercise? {
    guard operands.isEmpty, trackName == nil else { return nil }
    return CurrentExercise.containing(URL(fileURLWithPath: FileManager.default.currentDirectoryPath), in: workbook)
}

/// The exercise named by the operand, else the one whose folder we are in, else the current one (first not passed in
/// the track).
@MainActor func exerciseOperand(_ workbook: Workbook, command: String) throws(WorkbookError) -> Exercise {
    guard operands.count <= 1 else { misuse("\(command) takes at most one exercise id; got \(operands.joined(separator: " ")).") }
    if let query = operands.first { return try workbook.catalogue.resolve(query) }
    if let here = exerciseHere(workbook) { return here }
    let track = try selectedTrack(workbook)
    guard let current = try CurrentExercise.first(in: workbook, track: track, store: ProgressStore(root: workbook.contentRoot)) else {
        printOut(style.green("✔ ") + "Every exercise\(track.map { " of track \($0.id)" } ?? "") passes; name one: `workbook \(command) ID`.")
        exit(0)
    }
    return current
}

do throws(WorkbookError) {
    switch command {
    case "watch":
        let workbook = try Workbook.open(root: root)
        if let operand = operands.first {
            // `workbook 02` most likely meant to check exercise 02; anything else is just not a command.
            guard let exercise = try? workbook.catalogue.resolve(operand) else { unknownCommand(operand) }
            misuse("watch takes no arguments; did you mean `workbook check \(exercise.shortID)`?")
        }
        let track = try selectedTrack(workbook)
        let session = WatchSession(
            workbook: workbook, track: track, style: style, width: width, height: isatty(1) == 1 ? RawTerminal.rows(of: 1) : nil,
            directory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), reporter: spinner)
        exit(WatchLoop.run(session) { printOut($0) })
    case "tracks":
        guard operands.isEmpty else { misuse("tracks takes no arguments; use a track with --track NAME.") }
        let workbook = try Workbook.open(root: root)
        let tracks = workbook.catalogue.tracks
        printOut(json ? String(decoding: TracksReport.json(tracks), as: UTF8.self) : TracksReport(style: style).render(tracks))
        exit(0)
    case "hint":
        let workbook = try Workbook.open(root: root)
        let exercise = try exerciseOperand(workbook, command: "hint")
        printOut(HintReport(style: style).render(try HintCommand.run(workbook, exercise: exercise)))
        exit(0)
    case "reset":
        let workbook = try Workbook.open(root: root)
        let exercises: [Exercise]
        if all {
            guard operands.isEmpty else { misuse("reset takes either exercise ids or --all, not both.") }
            exercises = workbook.catalogue.exercises
        } else {
            guard !operands.isEmpty else { misuse("reset needs an exercise id (e.g. `workbook reset 01`) or --all.") }
            var chosen: [Exercise] = []
            for query in operands { chosen.append(try workbook.catalogue.resolve(query)) }
            exercises = chosen
        }
        let outcome = try ResetCommand.run(workbook, exercises: exercises, all: all)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            printOut(String(decoding: (try? encoder.encode(outcome)) ?? Data("{}".utf8), as: UTF8.self))
        } else {
            printOut(ResetReport(style: style).render(outcome))
        }
        exit(0)
    case "solution":
        guard operands.count == 1 else { misuse("solution needs one exercise id, e.g. `workbook solution 01`.") }
        let workbook = try Workbook.open(root: root)
        let exercise = try workbook.catalogue.resolve(operands[0])
        printOut(SolutionReport(style: style).render(try SolutionCommand.run(workbook, exercise: exercise, force: force)))
        exit(0)
    case "progress":
        guard operands.isEmpty else { misuse("progress takes no arguments; `workbook log ID` shows one exercise's attempts.") }
        let workbook = try Workbook.open(root: root)
        let track = try selectedTrack(workbook)
        let events = try ProgressStore(root: workbook.contentRoot).events()
        let summary = ProgressSummary.make(events: events, exercises: workbook.catalogue.exercises(in: track), track: track?.id)
        printOut(json ? String(decoding: summary.jsonData(), as: UTF8.self) : ProgressReport(style: style).render(summary))
        exit(0)
    case "log":
        guard operands.count <= 1 else { misuse("log takes at most one exercise id.") }
        let workbook = try Workbook.open(root: root)
        let exercise = try operands.first.map { query throws(WorkbookError) in try workbook.catalogue.resolve(query) }
        let entries = LogEntry.entries(from: try ProgressStore(root: workbook.contentRoot).events(), exercise: exercise?.id)
        printOut(json ? String(decoding: LogEntry.jsonData(entries), as: UTF8.self) : LogReport(style: style).render(entries, exercise: exercise?.id))
        exit(0)
    case "run":
        let workbook = try Workbook.open(root: root)
        let exercise = try exerciseOperand(workbook, command: "run")
        let input: RunLineSource = TerminalLineEditor(input: 0, output: 1) ?? DescriptorLineSource(descriptor: 0)
        let ending = try RunCommand.run(
            workbook, exercise: exercise, steps: given.contains(.steps), input: input, style: style, width: width,
            reporter: spinner) { FileHandle.standardOutput.write(Data(($0.hasSuffix("\n") ? $0 : $0 + "\n").utf8)) }
        exit(ending == .didNotBuild ? 1 : 0)
    case "check":
        guard operands.count <= 1 else { misuse("check takes at most one exercise id; got \(operands.joined(separator: " ")).") }
        let workbook = try Workbook.open(root: root)
        let track = try selectedTrack(workbook)
        if let query = operands.first, let track {
            let exercise = try workbook.catalogue.resolve(query)
            if !track.exercises.contains(exercise.id) {
                misuse("\(exercise.id) is not in track \(track.id), so the track cannot say what comes after it; drop --track, or check one of the track's exercises (`workbook list --track \(track.id)`).")
            }
        }
        let mode: CheckCommand.Mode = given.contains(.author) ? .author : .learner
        let chosenFormat = format ?? (json ? .json : .text)
        // A report for an autograder or CI is the tests' verdict, never a result read back from the progress history.
        let reuses = ![.exercism, .gradescope, .junit].contains(chosenFormat)
        /// `check --all`, and `check` in a machine-readable format once nothing is left to check: one document.
        func checkEverything() throws(WorkbookError) -> Never {
            let checked = try CheckCommand.runAll(workbook, track: track, mode: mode, reporter: spinner, reusesRecordedResults: reuses) { one, _, _ in
                if case .failed(let error) = one.attempt { FileHandle.standardError.write(Data("workbook: warning: \(one.result.exercise): \(error.description)\n".utf8)) }
                if chosenFormat == .text { printOut(WorkbookCheckReport.line(one, style: style)) }
            }
            let results = checked.map(\.result)
            if let rendered = WorkbookCheckReport.render(results, format: chosenFormat, track: track?.id, sources: HiddenTestSource(workbook)) {
                printOut(rendered)
            } else {
                printOut("\n" + WorkbookCheckReport.total(checked, style: style))
            }
            exit(results.allSatisfy { $0.status == .pass } ? 0 : 1)
        }
        if all {
            guard operands.isEmpty else { misuse("check takes an exercise id or --all, not both.") }
            try checkEverything()
        }
        switch try CheckCommand.run(workbook, query: operands.first ?? exerciseHere(workbook)?.id, track: track, mode: mode, reporter: spinner,
                                    reusesRecordedResults: reuses) {
        case .allPassed(let count, let nextTrack):
            // Scripts and graders always get a document of the format they asked for: the whole workbook's.
            if chosenFormat != .text { try checkEverything() }
            let scope = track.map { " of track \($0.id)" } ?? ""
            var line = style.green("✔ ") + (count == 1 ? "The one exercise\(scope) passes" : "All \(count) exercises\(scope) pass")
                + ". Check one again with `workbook check ID`"
            line += nextTrack.map { ", or go on with the next track: \($0.id) — `workbook --track \($0.id)`." } ?? "."
            printOut(line)
            exit(0)
        case .checked(let checked):
            let result = checked.result
            if case .failed(let error) = checked.attempt { FileHandle.standardError.write(Data("workbook: warning: \(error.description)\n".utf8)) }
            if let rendered = chosenFormat.render(result, sources: HiddenTestSource(workbook)) {
                printOut(rendered)
            } else {
                let exercise = workbook.catalogue.exercise(id: result.exercise)!
                printOut(CheckReport(style: style, width: width).render(result, exercise: exercise, next: checked.next))
                if FirstLookNote.applies(to: checked) {
                    // A first look at the exercise (the very first check is one): it is broken on purpose; where to work.
                    let note = FirstLookNote(loop: .command, directory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                    printOut("\n" + TextWrap.wrap(note.render(exercise, in: workbook), width: width).joined(separator: "\n"))
                } else if let note = checked.attempt.note() {
                    printOut(style.dim(TextWrap.wrap(note, width: width).joined(separator: "\n")))
                }
            }
            exit(result.status == .pass ? 0 : 1)
        }
    case "list":
        guard operands.isEmpty else { misuse("list takes no arguments.") }
        let workbook = try Workbook.open(root: root)
        var rows = try ListCommand.run(workbook)
        if let track = try selectedTrack(workbook) {
            rows = track.exercises.compactMap { id in rows.first { $0.id == id } }
        }
        printOut(json ? String(decoding: ListCommand.json(rows), as: UTF8.self) : ListReport(style: style, width: width).render(rows))
        exit(0)
    case "verify":
        let workbook = try Workbook.open(root: root)
        var chosen: [Exercise] = []
        for query in operands { chosen.append(try workbook.catalogue.resolve(query)) }
        let report = VerifyReport(style: style)
        let verdicts = try VerifyCommand.run(
            workbook, only: chosen.isEmpty ? nil : chosen, workingTree: given.contains(.workingTree), reporter: spinner
        ) { verdict in
            if !json { printOut(report.line(verdict)) }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(verdicts)) ?? Data("[]".utf8)
            printOut(String(decoding: data, as: UTF8.self))
        } else {
            printOut(report.footer(verdicts))
        }
        exit(verdicts.allSatisfy(\.ok) ? 0 : 1)
    case "new":
        guard operands.count == 1 else { misuse("new needs the new exercise's id, e.g. `workbook new 99-sheet-shows-old-photo --category closure-reinit`.") }
        guard let category = gradeValues[.category] else {
            misuse("new needs --category: one of \(ExerciseCategory.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        let request = NewCommand.Request(id: operands[0], category: category, title: gradeValues[.title])
        if let problem = NewCommand.usageProblem(request) { misuse(problem) }
        let workbook = try Workbook.open(root: root)
        let made = try NewCommand.run(workbook, request: request)
        CompilationDatabase.refreshQuietly(root: root)  // the new files, for the editor
        printOut(NewReport(style: style).render(made))
        exit(0)
    case "grade":
        guard let outFolder else { misuse("grade needs --out DIR, the folder to write the class's reports to.") }
        let workbook = try Workbook.open(root: root)
        var request = GradeCommand.Request(out: outFolder)
        request.sources = operands
        request.roster = gradeValues[.roster]
        request.jobs = gradeValues[.jobs]
        request.before = gradeValues[.before]
        request.exercises = gradeValues[.exercises]
        request.shard = gradeValues[.shard]
        let bar = GradeProgressLine(interactive: isatty(2) == 1, style: TerminalStyle.detect(fd: 2))
        let outcome = try GradeCommand.run(workbook, request: request, reporter: spinner) { grade, done, total in
            bar.update(grade, done: done, total: total)
        }
        bar.finish()
        printOut(GradeReport(style: style).summary(outcome, folder: outFolder))
        exit(0)
    case "submit":
        guard operands.count <= 1 else { misuse("submit takes at most one remote (a name such as origin, a path or a URL).") }
        let workbook = try Workbook.open(root: root)
        let outcome = try SubmitCommand.run(workbook, remote: operands.first ?? "origin")
        printOut(style.green("✔ ") + "Submitted \(outcome.branch) at \(outcome.commit.prefix(10)) to \(outcome.remote)"
            + (outcome.pushedProgress ? ", with your progress (refs/workbook/progress)." : "; no progress recorded yet (run `workbook check` first)."))
        exit(0)
    case "sync":
        guard operands.count <= 1 else { misuse("sync takes at most one remote (a path, a URL or a remote's name).") }
        let workbook = try Workbook.open(root: root)
        let outcome = try SyncCommand.run(workbook, remote: operands.first, as: gradeValues[.name], auto: given.contains(.auto))
        printOut(style.green("✔ ") + "Synced \(outcome.events) event\(outcome.events == 1 ? "" : "s") as \(outcome.name) to \(outcome.remote)."
            + (outcome.automatic ? " Watch mode will sync after every attempt." : ""))
        exit(0)
    case "session":
        if operands.first == "init" {
            guard operands.count == 2 else { misuse("session init needs the folder to create the session in, e.g. `workbook session init /shared/onboarding.git`.") }
            let created = try SessionCommand.initialise(at: operands[1])
            printOut(style.green("✔ ") + "Session created at \(created.path).")
            printOut("Each learner joins with:\n    \(created.joinCommand)")
            printOut("(On other machines, use a path they can reach, e.g. ssh://HOST\(created.path).) Then watch it with `workbook session \(created.path)`.")
            exit(0)
        }
        guard operands.count == 1 else { misuse("session needs the session's remote (a path or URL), or `init PATH`.") }
        let workbook = try Workbook.open(root: root)
        let track = try selectedTrack(workbook)
        let html = gradeValues[.html].map { URL(fileURLWithPath: $0) }
        let table = SessionTable(style: style)
        func show() throws(WorkbookError) -> String {
            let snapshot = try SessionCommand.snapshot(workbook, remote: operands[0], track: track, html: html)
            return json ? String(decoding: snapshot.jsonData(), as: UTF8.self) : table.render(snapshot, remote: operands[0], track: track?.id)
        }
        guard given.contains(.watch) else {
            printOut(try show())
            exit(0)
        }
        var shown = ""
        var lastDraw = Date.distantPast
        while true {
            let text = (try? show()) ?? shown
            if text != shown || Date().timeIntervalSince(lastDraw) > 60 {
                printOut((isatty(1) == 1 ? "\u{1B}[H\u{1B}[2J" : "") + text)
                shown = text
                lastDraw = Date()
            }
            Thread.sleep(forTimeInterval: 3)
        }
    case "merge":
        guard !operands.isEmpty else { misuse("merge needs the folder of every shard's reports, e.g. `workbook merge shard-1 shard-2 --out class`.") }
        guard let outFolder else { misuse("merge needs --out DIR, the folder to write the class's reports to.") }
        let merged = try ClassReport.merged(folders: operands.map { URL(fileURLWithPath: $0) })
        let written = try ClassReportWriter.write(merged, to: URL(fileURLWithPath: outFolder))
        printOut("Merged \(operands.count) shard\(operands.count == 1 ? "" : "s"): \(merged.students.count) student\(merged.students.count == 1 ? "" : "s"), \(merged.exercises.count) exercise\(merged.exercises.count == 1 ? "" : "s").")
        printOut("Wrote \(ClassReportWriter.listing(written)) in \(outFolder).")
        exit(0)
    default:
        unknownCommand(command)
    }
} catch {
    if case .refused = error { fail(error.description, code: 1) }
    fail(error.description)
}
