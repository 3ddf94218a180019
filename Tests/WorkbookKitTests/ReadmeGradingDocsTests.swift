import Foundation
import Testing
@testable import WorkbookKit

/// The README's instructions for grading a class: the GitHub Actions workflow and the Kubernetes Indexed Job it shows
/// (the fenced `yaml` blocks after `<!-- test: github-actions -->` and `<!-- test: kubernetes -->`) are parsed with the
/// grader's own YAML parser and checked for their structure, and every `workbook` command in them — and in the code of
/// the sections "For students", "For instructors" and "Grading a large class on many machines" — is parsed as the CLI
/// parses it: the command exists, takes each option given (``CommandOptions/accepted``), and the values are of the
/// documented form. The checks return their problems as sentences, so a test can also show they catch a broken block.
@Suite struct ReadmeGradingDocsTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    static func readmeText() throws -> String {
        try #require(FileManager.default.contents(atPath: readme.path).map { String(decoding: $0, as: UTF8.self) }, "README.md is missing")
    }

    @Test func theGitHubActionsWorkflowGradesAMatrixOfShardsAndMergesThem() throws {
        let block = try #require(ReadmeDocs.block(marked: "github-actions", in: try Self.readmeText()))
        #expect(ReadmeDocs.actionsProblems(block) == [])
    }

    @Test func theKubernetesIndexedJobGradesOneShardPerCompletionIndex() throws {
        let block = try #require(ReadmeDocs.block(marked: "kubernetes", in: try Self.readmeText()))
        #expect(ReadmeDocs.kubernetesProblems(block) == [])
    }

    @Test func everyWorkbookCommandInTheGradingSectionsIsOneTheCLITakes() throws {
        let text = try Self.readmeText()
        var commands = 0
        for heading in ["For students", "For instructors", "Grading a large class on many machines"] {
            let section = try #require(ReadmeDocs.section(heading, in: text), "README.md has no section \"\(heading)\"")
            let found = ReadmeDocs.commandProblems(inProse: section)
            commands += found.commands
            #expect(found.problems == [], "\(heading)")
        }
        // submit, grade ×2 in the examples, merge, and their mentions in the text.
        #expect(commands >= 5)
    }

    /// Each edit breaks one thing a reader relies on; the checks must notice every one.
    @Test(arguments: [
        ("completions: 4", "completions: 3"),
        ("parallelism: 4", "parallelism: 8"),
        ("completionMode: Indexed", "completionMode: NonIndexed"),
        ("kind: Job", "kind: Pod"),
        ("--shard auto/4", "--shard auto-4"),
        ("--shard auto/4", "--shard auto/5"),
        ("--shard auto/4", "--shard 1/4"),
        ("--roster /class/roster.csv", "--rooster /class/roster.csv"),
        ("--roster /class/roster.csv", "--roster /roster.csv"),
        ("--jobs 2", "--jobs 0"),
        ("--jobs 2", "--json"),
        ("--out /out/shard-$((JOB_COMPLETION_INDEX+1))", "--out /out/class"),
        ("--out /out/shard-$((JOB_COMPLETION_INDEX+1))", ""),
        ("workbook grade", "workbook grades"),
        ("workbook grade", "workbook merge"),
        ("restartPolicy: Never", "restartPolicy: Always"),
        ("mountPath: /class", "mountPath: /roster"),
        ("  completions: 4", "\tcompletions: 4"),
    ])
    func aBrokenKubernetesJobIsCaught(original: String, broken: String) throws {
        let block = try #require(ReadmeDocs.block(marked: "kubernetes", in: try Self.readmeText()))
        #expect(block.contains(original), "the README's manifest no longer has \(original.debugDescription); update this test")
        #expect(ReadmeDocs.kubernetesProblems(block.replacingOccurrences(of: original, with: broken)) != [])
    }

    @Test(arguments: [
        ("shard: [1, 2, 3, 4]", "shard: [1, 2, 3]"),
        ("shard: [1, 2, 3, 4]", "shard: [0, 1, 2, 3]"),
        ("shard: [1, 2, 3, 4]", "index: [1, 2, 3, 4]"),
        ("${{ matrix.shard }}/4", "${{ matrix.shard }}/5"),
        ("${{ matrix.shard }}/4", "${{ matrix.shard }}-4"),
        ("${{ matrix.shard }}/4", "${{ strategy.job-index }}/4"),
        ("--roster roster.csv", "--roaster roster.csv"),
        ("--roster roster.csv", ""),
        ("--out shard-${{ matrix.shard }}", "--out shards"),
        ("workbook grade", "workbook grades"),
        ("workbook merge", "workbook marge"),
        ("merge shards/shard-* --out class", "merge shards/shard-* --shard 1/4 --out class"),
        ("merge shards/shard-* --out class", "merge shards/shard-*"),
        ("merge shards/shard-* --out class", "merge shard-* --out class"),
        ("needs: grade", "needs: build"),
        ("path: shards", "path: downloaded"),
        ("jobs:", "job:"),
        ("  merge:\n", "  merge: [\n"),
    ])
    func aBrokenActionsWorkflowIsCaught(original: String, broken: String) throws {
        let block = try #require(ReadmeDocs.block(marked: "github-actions", in: try Self.readmeText()))
        #expect(block.contains(original), "the README's workflow no longer has \(original.debugDescription); update this test")
        #expect(ReadmeDocs.actionsProblems(block.replacingOccurrences(of: original, with: broken)) != [])
    }

    @Test func commandLinesAreSplitAsAShellSplitsThem() {
        let lines = ReadmeDocs.commands(inShell: """
            ./setup && .build/debug/workbook grade --roster=r.csv \\
              --shard ${{ matrix.shard }}/4 --out "shard ${{matrix.shard}}"   # a comment
            WORKBOOK_SANDBOX=none exec workbook merge a b --out c; echo done
            cd /workbook
            """)
        #expect(lines.map(\.subcommand) == ["grade", "merge"])
        #expect(lines.first?.options.map(\.name) == ["--roster", "--shard", "--out"])
        #expect(lines.first?.options.map(\.value) == ["r.csv", "${{matrix.shard}}/4", "shard ${{matrix.shard}}"])
        #expect(lines.last?.operands == ["a", "b"])
    }
}

// MARK: - Reading the README

enum ReadmeDocs {
    /// The fenced `yaml` block right after the line `<!-- test: NAME -->` (blank lines between are allowed).
    static func block(marked name: String, in text: String) -> String? {
        let lines = text.components(separatedBy: "\n")
        guard let marker = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "<!-- test: \(name) -->" }) else { return nil }
        guard let fence = lines[(marker + 1)...].firstIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }),
              lines[fence].trimmingCharacters(in: .whitespaces) == "```yaml",
              let end = lines[(fence + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "```" }) else { return nil }
        return lines[(fence + 1)..<end].joined(separator: "\n") + "\n"
    }

    /// The text of the `## HEADING` section, up to the next `## ` heading.
    static func section(_ heading: String, in text: String) -> String? {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "## \(heading)") else { return nil }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        return lines[(start + 1)..<end].joined(separator: "\n")
    }

    // MARK: Commands

    /// One `workbook …` command as the CLI sees it.
    struct Invocation: Equatable {
        var subcommand: String
        var options: [Option]
        var operands: [String]
        var text: String

        struct Option: Equatable {
            var name: String
            var value: String?
        }

        func value(_ option: CommandOption) -> String? { options.first { $0.name == option.rawValue }?.value }
    }

    /// Options that take no value; every other option of ``CommandOption`` takes one (`--out DIR` or `--out=DIR`).
    static let flags: Set<String> = ["--json", "--all", "--force", "--auto", "--watch", "--author", "--working-tree", "--steps", "--help", "-h", "--version"]

    /// The `workbook` commands in shell text: lines (joined at a trailing `\`), split into words as a shell splits them
    /// (quotes, `#` comments), then into simple commands at `&&`, `||`, `;` and `|`; a command is one whose program
    /// (after `exec` and `NAME=value` assignments) is `workbook` or a path ending in `/workbook`. A GitHub Actions
    /// expression is one word: `${{ matrix.shard }}` reads `${{matrix.shard}}`.
    static func commands(inShell text: String) -> [Invocation] {
        let joined = text.replacingOccurrences(of: "\\\n", with: " ")
        var invocations: [Invocation] = []
        for line in joined.components(separatedBy: "\n") {
            let normalized = normalizingExpressions(line)
            for simple in split(words(normalized)) {
                var program = simple[...]
                while let first = program.first, first == "exec" || (first.contains("=") && !first.hasPrefix("-") && !first.hasPrefix("=")) {
                    program = program.dropFirst()
                }
                guard let name = program.first, name == "workbook" || name.hasSuffix("/workbook") else { continue }
                invocations.append(parse(Array(program.dropFirst()), text: normalized.trimmingCharacters(in: .whitespaces)))
            }
        }
        return invocations
    }

    static func normalizingExpressions(_ line: String) -> String {
        var result = "", rest = line[...]
        while let open = rest.range(of: "${{") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else { result += rest[open.lowerBound...]; return result }
            let inner = rest[open.upperBound..<close.lowerBound].filter { !$0.isWhitespace }
            result += "${{" + inner + "}}"
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// Shell words: whitespace separates, quotes group (and are removed), a word starting with `#` starts a comment.
    static func words(_ line: String) -> [String] {
        var words: [String] = [], word = "", inWord = false
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
                continue
            }
            if character == "'" || character == "\"" { quote = character; inWord = true; continue }
            if character.isWhitespace {
                if inWord { words.append(word); word = ""; inWord = false }
                continue
            }
            if character == "#" && !inWord { break }
            word.append(character); inWord = true
        }
        if inWord { words.append(word) }
        return words
    }

    /// Words split into simple commands at `&&`, `||`, `;` (also ending a word) and `|`.
    static func split(_ words: [String]) -> [[String]] {
        var commands: [[String]] = [[]]
        for word in words {
            if ["&&", "||", ";", "|"].contains(word) { commands.append([]); continue }
            if word.hasSuffix(";") { commands[commands.count - 1].append(String(word.dropLast())); commands.append([]); continue }
            commands[commands.count - 1].append(word)
        }
        return commands.filter { !$0.isEmpty }
    }

    /// The arguments after the program, read as `workbook`'s `main.swift` reads them: an option takes the next word as
    /// its value unless it is a flag or the next word is an option; the first other word is the command (none:
    /// `watch`); `--` ends the options.
    static func parse(_ arguments: [String], text: String) -> Invocation {
        var options: [Invocation.Option] = [], positional: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" { positional += arguments[index...]; break }
            guard argument.hasPrefix("-"), argument.count > 1 else { positional.append(argument); continue }
            if let equals = argument.firstIndex(of: "=") {
                options.append(.init(name: String(argument[..<equals]), value: String(argument[argument.index(after: equals)...])))
            } else if !flags.contains(argument), index < arguments.count, !(arguments[index].hasPrefix("-") && arguments[index].count > 1) {
                options.append(.init(name: argument, value: arguments[index]))
                index += 1
            } else {
                options.append(.init(name: argument, value: nil))
            }
        }
        return Invocation(subcommand: positional.first ?? "watch", options: options, operands: Array(positional.dropFirst()), text: text)
    }

    /// A placeholder the README writes for a value (`DIR`, `N`, `I/N`, `DATE`, `IDS`, `DIR...`).
    static func isPlaceholder(_ value: String) -> Bool {
        value.allSatisfy { $0.isUppercase || $0 == "/" || $0 == "." || $0 == "|" } && value.contains { $0.isUppercase }
    }

    /// What is wrong with one command: an unknown command or option, an option the command does not take, a value of
    /// the wrong form; with `complete`, also what the command needs (`--out`, students, shard folders).
    static func problems(_ invocation: Invocation, complete: Bool) -> [String] {
        let command = invocation.subcommand, quoted = "`\(invocation.text)`"
        guard CommandOptions.accepted[command] != nil else { return ["\(quoted): workbook has no command \(command.debugDescription)."] }
        var problems: [String] = []
        var given: [CommandOption] = [], values: [String: String] = [:]
        for option in invocation.options {
            guard let known = CommandOption(rawValue: option.name) else {
                if !["--help", "-h", "--version"].contains(option.name) { problems.append("\(quoted): workbook has no option \(option.name).") }
                continue
            }
            given.append(known)
            if flags.contains(option.name) {
                if option.value != nil { problems.append("\(quoted): \(option.name) takes no value.") }
                continue
            }
            guard let value = option.value, !value.isEmpty else { problems.append("\(quoted): \(option.name) needs a value."); continue }
            if let earlier = values[option.name], earlier != value { problems.append("\(quoted): \(option.name) is given twice.") }
            values[option.name] = value
            if let problem = valueProblem(known, value) { problems.append("\(quoted): \(problem)") }
        }
        if let problem = CommandOptions.problem(command: command, given: given, id: invocation.operands.first) {
            problems.append("\(quoted): \(problem)")
        }
        guard complete else { return problems }
        switch command {
        case "grade":
            if values["--out"] == nil { problems.append("\(quoted): grade needs --out DIR.") }
            if values["--roster"] == nil && invocation.operands.isEmpty { problems.append("\(quoted): grade needs sources or --roster FILE.") }
        case "merge":
            if values["--out"] == nil { problems.append("\(quoted): merge needs --out DIR.") }
            if invocation.operands.isEmpty { problems.append("\(quoted): merge needs the shards' folders.") }
        case "submit":
            if invocation.operands.count > 1 { problems.append("\(quoted): submit takes at most one remote.") }
        default:
            break
        }
        return problems
    }

    /// `--shard` is `I/N`, `auto/N` or `${{matrix.KEY}}/N` (the README's placeholders `I/N` and `auto/N` too); a number
    /// index must be one `grade` takes; `--jobs` is 1 to 64; `--before` a date `grade` reads.
    static func valueProblem(_ option: CommandOption, _ value: String) -> String? {
        if isPlaceholder(value) { return nil }
        switch option {
        case .shard:
            guard let form = shardForm(value) else { return "--shard \(value) is not I/N, auto/N or ${{ matrix.KEY }}/N." }
            if case .fixed = form.index, (try? GradeCommand.parseShard(value, environment: [:])) == nil {
                return "--shard \(value): grade refuses it."
            }
            return nil
        case .jobs:
            return Int(value).map { (1...64).contains($0) } == true ? nil : "--jobs \(value) is not a number from 1 to 64."
        case .before:
            return (try? GradeCommand.parseDeadline(value)) == nil ? "--before \(value) is not a date grade reads." : nil
        default:
            return nil
        }
    }

    enum ShardIndex: Equatable {
        case fixed(Int), auto, matrix(String), placeholder
    }

    /// `--shard`'s value split into its index and count (`N` stands for a count in the README's text: 0).
    static func shardForm(_ value: String) -> (index: ShardIndex, count: Int)? {
        let parts = value.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { return nil }
        guard let count = parts[1] == "N" ? 0 : Int(parts[1]), parts[1] == "N" || count >= 1 else { return nil }
        let index: ShardIndex
        if parts[0] == "auto" {
            index = .auto
        } else if parts[0] == "I" {
            index = .placeholder
        } else if let number = Int(parts[0]) {
            index = .fixed(number)
        } else if parts[0].hasPrefix("${{matrix."), parts[0].hasSuffix("}}") {
            let key = parts[0].dropFirst("${{matrix.".count).dropLast(2)
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { return nil }
            index = .matrix(String(key))
        } else {
            return nil
        }
        return (index, count)
    }

    /// The `workbook` commands in the code of a README section (inline code spans, and lines of fenced blocks other than
    /// the YAML ones, which are checked whole), with their problems; a fenced block's commands must be complete.
    static func commandProblems(inProse text: String) -> (commands: Int, problems: [String]) {
        var commands = 0, problems: [String] = []
        var prose = "", fenced: [String] = [], inFence = false, fenceIsYAML = false
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if inFence { inFence = false } else { inFence = true; fenceIsYAML = trimmed == "```yaml" }
                continue
            }
            if inFence { if !fenceIsYAML { fenced.append(line) } } else { prose += line + "\n" }
        }
        for invocation in self.commands(inShell: fenced.joined(separator: "\n")) {
            commands += 1
            problems += self.problems(invocation, complete: true)
        }
        for span in codeSpans(prose) {
            let flattened = span.replacingOccurrences(of: "\n", with: " ")
            for invocation in self.commands(inShell: flattened) {
                commands += 1
                problems += self.problems(invocation, complete: false)
            }
            // An option named on its own (`--before 2026-12-01`, `--shard auto/N`) must exist and its value fit.
            let spanWords = self.words(normalizingExpressions(flattened))
            if let first = spanWords.first, first.hasPrefix("--") {
                let name = String(first.prefix { $0 != "=" })
                if let option = CommandOption(rawValue: name) {
                    let value = first.contains("=") ? String(first.drop { $0 != "=" }.dropFirst()) : spanWords.dropFirst().first
                    if let value, !flags.contains(name), let problem = valueProblem(option, value) { problems.append("`\(flattened)`: \(problem)") }
                } else {
                    problems.append("`\(flattened)`: workbook has no option \(name).")
                }
            }
        }
        return (commands, problems)
    }

    /// Markdown's inline code spans (single backticks; they may run over a line break).
    static func codeSpans(_ text: String) -> [String] {
        var spans: [String] = [], current: String?
        for character in text {
            if character == "`" {
                if let span = current { spans.append(span); current = nil } else { current = "" }
            } else if current != nil {
                current!.append(character)
            }
        }
        return spans
    }

    // MARK: YAML

    static func parseYAML(_ text: String, name: String, problems: inout [String]) -> YAMLNode? {
        do throws(CatalogueError) {
            guard let root = try YAMLNode.parse(text, file: name) else { problems.append("\(name) is empty."); return nil }
            return root
        } catch {
            problems.append("\(name) is not YAML: \(error)")
            return nil
        }
    }

    /// The shell text of a Kubernetes container (`sh -c TEXT`, or its exec form as one line).
    static func shellText(command: YAMLNode?, args: YAMLNode?) -> String {
        func strings(_ node: YAMLNode?) -> [String] {
            guard let node else { return [] }
            if let text = node.scalarText { return [text] }
            return node.items?.compactMap(\.scalarText) ?? []
        }
        let command = strings(command), args = strings(args)
        if let program = command.first, ["sh", "bash", "/bin/sh", "/bin/bash"].contains(program), command.dropFirst().first == "-c" {
            return (command.dropFirst(2) + args).joined(separator: "\n")
        }
        return (command + args).joined(separator: " ")
    }

    // MARK: GitHub Actions

    /// What is wrong with the README's GitHub Actions workflow: it must have one job whose `matrix` has a key with the
    /// values 1 to N and which runs `workbook grade --shard ${{ matrix.KEY }}/N --out …${{ matrix.KEY }}…` and uploads
    /// that folder, and a job that `needs` it, downloads the artifacts and runs `workbook merge` on them with `--out`.
    static func actionsProblems(_ text: String) -> [String] {
        var problems: [String] = []
        guard let root = parseYAML(text, name: "the GitHub Actions workflow", problems: &problems) else { return problems }
        if root["on"] == nil { problems.append("The workflow has no `on:` trigger.") }
        guard let jobs = root["jobs"]?.pairs, !jobs.isEmpty else { return problems + ["The workflow has no `jobs:`."] }

        struct Job { var id: String; var node: YAMLNode; var steps: [YAMLNode]; var invocations: [Invocation] }
        var all: [Job] = []
        for (key, node) in jobs {
            let steps = node["steps"]?.items ?? []
            let invocations = steps.compactMap { $0["run"]?.scalarText }.flatMap { commands(inShell: $0) }
            all.append(Job(id: key.scalarText ?? "", node: node, steps: steps, invocations: invocations))
            for invocation in invocations { problems += self.problems(invocation, complete: true) }
        }
        let graders = all.filter { $0.invocations.contains { $0.subcommand == "grade" } }
        let mergers = all.filter { $0.invocations.contains { $0.subcommand == "merge" } }
        guard graders.count == 1, let grader = graders.first else {
            return problems + ["The workflow needs one job that runs `workbook grade`; it has \(graders.count)."]
        }
        guard mergers.count == 1, let merger = mergers.first else {
            return problems + ["The workflow needs one job that runs `workbook merge`; it has \(mergers.count)."]
        }
        if grader.id == merger.id { problems.append("The merge runs in the grading job \(grader.id), once per shard; it needs a job of its own.") }

        // The grading job: one shard per matrix value.
        let grade = grader.invocations.first { $0.subcommand == "grade" }!
        guard let shard = grade.value(.shard), let form = shardForm(shard) else {
            return problems + ["`\(grade.text)` does not grade a shard (--shard ${{ matrix.KEY }}/N)."]
        }
        guard case .matrix(let key) = form.index else {
            return problems + ["`\(grade.text)`: --shard \(shard) does not take its index from the matrix (${{ matrix.KEY }}/N)."]
        }
        let matrix = grader.node["strategy"]?["matrix"]
        guard let values = matrix?[key]?.items else {
            return problems + ["The job \(grader.id) has no `strategy: matrix: \(key):` list for --shard \(shard)."]
        }
        let indexes = values.compactMap { $0.scalarText.flatMap { Int($0) } }
        if indexes.count != values.count || indexes.sorted() != Array(1...max(1, form.count)) || form.count != values.count {
            problems.append("matrix.\(key) is \(values.compactMap(\.scalarText)), but --shard \(shard) needs exactly the shards 1 to \(form.count).")
        }
        for index in indexes {
            do throws(WorkbookError) {
                let parsed = try GradeCommand.parseShard("\(index)/\(form.count)", environment: [:])
                if parsed.index != index { problems.append("--shard \(index)/\(form.count) is read as shard \(parsed.index).") }
            } catch {
                problems.append("matrix.\(key) = \(index): \(error.description)")
            }
        }
        let out = grade.value(.out) ?? ""
        if !out.contains("${{matrix.\(key)}}") { problems.append("`\(grade.text)`: every shard writes the same --out \(out); name it after ${{ matrix.\(key) }}.") }
        let uploads = grader.steps.filter { $0["uses"]?.scalarText?.hasPrefix("actions/upload-artifact@") == true }
        if !uploads.contains(where: { $0["with"]?["path"]?.scalarText.map(normalizingExpressions) == out }) {
            problems.append("The job \(grader.id) does not upload its --out folder \(out) (actions/upload-artifact with `path: \(out)`).")
        }

        // The merging job: after every shard, on their downloaded folders.
        let needs = merger.node["needs"].map { $0.scalarText.map { [$0] } ?? ($0.items?.compactMap(\.scalarText) ?? []) } ?? []
        if !needs.contains(grader.id) { problems.append("The job \(merger.id) does not wait for \(grader.id) (`needs: \(grader.id)`).") }
        let downloads = merger.steps.filter { $0["uses"]?.scalarText?.hasPrefix("actions/download-artifact@") == true }
        let folders = downloads.compactMap { $0["with"]?["path"]?.scalarText }
        if folders.isEmpty { problems.append("The job \(merger.id) downloads no artifacts into a folder (actions/download-artifact with `path:`).") }
        for merge in merger.invocations where merge.subcommand == "merge" {
            for operand in merge.operands where !folders.contains(where: { operand.hasPrefix($0 + "/") }) {
                problems.append("`\(merge.text)`: \(operand) is not in a folder the artifacts were downloaded to (\(folders)).")
            }
        }
        return problems
    }

    // MARK: Kubernetes

    /// What is wrong with the README's Kubernetes manifest: a `batch/v1` `Job` with `completionMode: Indexed` whose
    /// `completions` and `parallelism` are the N of the one `workbook grade --shard auto/N` its container runs, each
    /// completion index a different shard, the roster and `--out` on mounted volumes, `--out` named per index.
    static func kubernetesProblems(_ text: String) -> [String] {
        var problems: [String] = []
        guard let root = parseYAML(text, name: "the Kubernetes manifest", problems: &problems) else { return problems }
        if root["apiVersion"]?.scalarText != "batch/v1" { problems.append("apiVersion is not batch/v1.") }
        if root["kind"]?.scalarText != "Job" { problems.append("kind is not Job.") }
        guard let spec = root["spec"] else { return problems + ["The Job has no spec."] }
        if spec["completionMode"]?.scalarText != "Indexed" { problems.append("completionMode is not Indexed, so no pod gets JOB_COMPLETION_INDEX.") }
        let completions = spec["completions"]?.scalarText.flatMap { Int($0) }
        let parallelism = spec["parallelism"]?.scalarText.flatMap { Int($0) }
        if completions == nil { problems.append("completions is not a number.") }
        if let parallelism, parallelism != completions { problems.append("parallelism \(parallelism) is not completions \(completions.map(String.init) ?? "?").") }
        let podSpec = spec["template"]?["spec"]
        if !["Never", "OnFailure"].contains(podSpec?["restartPolicy"]?.scalarText ?? "") {
            problems.append("A Job's pods need restartPolicy Never or OnFailure.")
        }
        let volumes = Set(podSpec?["volumes"]?.items?.compactMap { $0["name"]?.scalarText } ?? [])
        var grades: [(Invocation, mounts: [String])] = []
        for container in podSpec?["containers"]?.items ?? [] {
            let invocations = commands(inShell: shellText(command: container["command"], args: container["args"]))
            var mounts: [String] = []
            for mount in container["volumeMounts"]?.items ?? [] {
                guard let path = mount["mountPath"]?.scalarText, let name = mount["name"]?.scalarText else { continue }
                if !volumes.contains(name) { problems.append("The volume mount \(path) names no volume of the pod (\(name)).") }
                mounts.append(path)
            }
            for invocation in invocations {
                problems += self.problems(invocation, complete: true)
                if invocation.subcommand == "grade" { grades.append((invocation, mounts)) }
            }
        }
        guard grades.count == 1, let found = grades.first else {
            return problems + ["The Job's containers must run one `workbook grade`; they run \(grades.count)."]
        }
        let (grade, mounts) = found
        guard let shard = grade.value(.shard), let form = shardForm(shard), form.index == .auto else {
            return problems + ["`\(grade.text)` does not read its shard from JOB_COMPLETION_INDEX (--shard auto/N)."]
        }
        if let completions, completions != form.count {
            problems.append("completions is \(completions), but `\(grade.text)` splits the class in \(form.count).")
        }
        if let completions, completions >= 1 {
            var shards: [Int] = []
            for index in 0..<completions {
                do throws(WorkbookError) {
                    let parsed = try GradeCommand.parseShard(shard, environment: ["JOB_COMPLETION_INDEX": "\(index)"])
                    shards.append(parsed.index)
                } catch {
                    problems.append("JOB_COMPLETION_INDEX=\(index): \(error.description)")
                }
            }
            if shards.count == completions, shards != Array(1...completions) { problems.append("The pods grade the shards \(shards), not 1 to \(completions).") }
        }
        for option in [CommandOption.roster, .out] {
            guard let path = grade.value(option), path.hasPrefix("/") else { continue }
            if !mounts.contains(where: { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) {
                problems.append("`\(grade.text)`: \(option.rawValue) \(path) is not on a volume the container mounts (\(mounts)).")
            }
        }
        if let out = grade.value(.out), !out.contains("JOB_COMPLETION_INDEX") {
            problems.append("`\(grade.text)`: every pod writes the same --out \(out); name it after JOB_COMPLETION_INDEX.")
        }
        return problems
    }
}

extension YAMLNode {
    /// The value of `key` in a mapping.
    fileprivate subscript(_ key: String) -> YAMLNode? {
        guard case .mapping(let pairs, _) = self else { return nil }
        return pairs.first { $0.key.scalarText == key }?.value
    }

    fileprivate var items: [YAMLNode]? {
        guard case .sequence(let items, _) = self else { return nil }
        return items
    }

    fileprivate var pairs: [(key: YAMLNode, value: YAMLNode)]? {
        guard case .mapping(let pairs, _) = self else { return nil }
        return pairs
    }
}
