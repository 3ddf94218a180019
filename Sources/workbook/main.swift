import Foundation
import WorkbookKit
#if canImport(Glibc)
import Glibc
#endif

// The CLI parses arguments and prints; every decision lives in WorkbookKit.

let usage = """
    workbook — check SwiftUI debugging exercises against their hidden tests

    Usage: workbook [--root PATH] <command> [options]

    Commands:
      check [ID] [--json] [--format F]
                            Build an exercise, run its hidden tests, record the attempt.
                            ID is 01, 1, the full id or the slug; default: the first exercise not yet passed.
      list [--json]         Every exercise with its status (pending, passed, failed).
      verify [--json]       Prove each exercise fails for the reason it teaches and its solution passes (authors, CI).
      help [COMMAND]        Show help.

    Options:
      --root PATH           The workbook (the directory holding grader.yml); default: found from the current directory.
      --json                Machine-readable output on stdout.
      -h, --help            Show help for a command.

    Exit codes: 0 pass, 1 fail, 2 usage or setup error.
    """

let commandHelp: [String: String] = [
    "check": """
        Usage: workbook check [ID] [--json | --format text|json|exercism|gradescope|junit] [--root PATH]

        Builds the exercise on its own against the prebuilt view-simulation core, runs its hidden tests in a separate
        process with a deadline, prints what a user of the app would see go wrong, and records the attempt as a commit on
        refs/workbook/progress (your branch, index and HEAD are never touched).

        ID: 01, 1, 01-state-reset-if-else or state-reset-if-else. Without ID: the first exercise not yet passed.
        --json prints {"exercise","title","status","stage","tests":[{"name","status","message","tags"}],"diagnostics","duration_s"}.
        --format json is the same; exercism prints Exercism's results.json (version 3), gradescope Gradescope's
        autograder results.json, junit JUnit XML; text (the default) is for people.
        Exit code: 0 pass, 1 fail, 2 usage or setup error.
        """,
    "list": """
        Usage: workbook list [--json] [--root PATH]

        Lists the exercises in order with their status: pending (no attempt), passed (some attempt passed) or failed
        (attempted, never passed). --json prints an array of {"id","title","category","tracks","status","attempts"}.
        """,
    "verify": """
        Usage: workbook verify [--json] [--root PATH]

        For every exercise, in a scratch copy (your files and progress are not touched): the shipped exercise must build,
        fail at least one symptom test and pass every regression test; its solution must pass every test.
        Exit code: 0 if every exercise verifies, 1 otherwise, 2 on a setup error.
        """,
    "help": "Usage: workbook help [COMMAND]",
]

func fail(_ message: String, code: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("workbook: \(message)\n".utf8))
    exit(code)
}

func printOut(_ text: String) {
    FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}

// MARK: Parse

var arguments = Array(CommandLine.arguments.dropFirst())
var root: String?
var json = false
var format: ReportFormat?
var wantsHelp = false
var positional: [String] = []
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--root":
        guard !arguments.isEmpty else { fail("--root needs a path.") }
        root = arguments.removeFirst()
    case _ where argument.hasPrefix("--root="):
        root = String(argument.dropFirst("--root=".count))
    case "--json": json = true
    case "--format", _ where argument.hasPrefix("--format="):
        let value = argument == "--format" ? (arguments.isEmpty ? "" : arguments.removeFirst()) : String(argument.dropFirst("--format=".count))
        guard let chosen = ReportFormat(rawValue: value) else { fail("--format takes one of \(ReportFormat.names); got '\(value)'.") }
        format = chosen
        if chosen == .json { json = true }
    case "-h", "--help": wantsHelp = true
    case "--":
        positional += arguments; arguments.removeAll()
    case _ where argument.hasPrefix("-") && argument.count > 1:
        FileHandle.standardError.write(Data("workbook: unknown option '\(argument)'.\n\n\(usage)\n".utf8))
        exit(2)
    default: positional.append(argument)
    }
}

let command = positional.first
let operands = Array(positional.dropFirst())

if command == nil || command == "help" {
    if let topic = operands.first {
        guard let text = commandHelp[topic] else { fail("no help for unknown command '\(topic)'; commands: check, list, verify.") }
        printOut(text)
    } else {
        printOut(usage)
    }
    exit(0)
}
if wantsHelp {
    guard let text = commandHelp[command!] else {
        FileHandle.standardError.write(Data("workbook: unknown command '\(command!)'.\n\n\(usage)\n".utf8))
        exit(2)
    }
    printOut(text)
    exit(0)
}

// MARK: Run

let style = TerminalStyle.detect(fd: 1)
let spinner = Spinner(interactive: isatty(2) == 1)

do throws(WorkbookError) {
    switch command! {
    case "check":
        guard operands.count <= 1 else { fail("check takes at most one exercise id; got \(operands.joined(separator: " ")).") }
        let workbook = try Workbook.open(root: root)
        switch try CheckCommand.run(workbook, query: operands.first, reporter: spinner) {
        case .allPassed(let count):
            if json || (format ?? .text) != .text {
                printOut("{\"status\": \"pass\", \"message\": \"every exercise has passed\", \"exercises\": \(count)}")
            } else {
                printOut(style.green("✔ ") + "All \(count) exercises pass. Check one again with `workbook check ID`.")
            }
            exit(0)
        case .checked(let result, let next, let recordingError):
            if let recordingError { FileHandle.standardError.write(Data("workbook: warning: \(recordingError.description)\n".utf8)) }
            if let rendered = (format ?? (json ? .json : .text)).render(result) {
                printOut(rendered)
            } else {
                let exercise = workbook.catalogue.exercise(id: result.exercise)!
                printOut(CheckReport(style: style).render(result, exercise: exercise, next: next))
            }
            exit(result.status == .pass ? 0 : 1)
        }
    case "list":
        guard operands.isEmpty else { fail("list takes no arguments.") }
        let workbook = try Workbook.open(root: root)
        let rows = try ListCommand.run(workbook)
        printOut(json ? String(decoding: ListCommand.json(rows), as: UTF8.self) : ListReport(style: style).render(rows))
        exit(0)
    case "verify":
        guard operands.isEmpty else { fail("verify takes no arguments.") }
        let workbook = try Workbook.open(root: root)
        let report = VerifyReport(style: style)
        let verdicts = try VerifyCommand.run(workbook, reporter: spinner) { verdict in
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
    default:
        FileHandle.standardError.write(Data("workbook: unknown command '\(command!)'.\n\n\(usage)\n".utf8))
        exit(2)
    }
} catch {
    fail(error.description)
}
