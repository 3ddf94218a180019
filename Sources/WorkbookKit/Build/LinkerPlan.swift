import Foundation

/// The linker command `clang` runs for one link job, learned once with `clang -###` and replayed directly, so a
/// check skips the clang driver's start-up (about 12 ms) before it starts the linker.
///
/// The key is the clang executable (path and modification time), the job's arguments with the directories that
/// differ from one build to the next (its output directory, a fresh staging directory each time, and the module's
/// directory a runner links against) written as their placeholders (``DriverPlan/Placeholder/output``,
/// ``DriverPlan/Placeholder/interface``), and the contents of every `@file` argument (clang reads them into the
/// command). The stored command has those placeholders too; it lives in `.build/workbook/plans/<hash>.link`, one
/// argument per line, written atomically.
/// A job is not planned when `clang -###` fails, prints anything but one job line of plainly quoted arguments, or the
/// linker is not an absolute path. Callers run `clang` itself then, and also when the replayed linker fails (then the
/// stored command is dropped, and clang's own output is what the learner sees).
struct LinkerPlan: Sendable, Equatable {
    /// The linker's path, then its arguments, for this job's output directory.
    var command: [String]
    /// Where the plan is stored.
    var file: URL

    /// The stored or newly learned linker command of a `clang` job whose outputs go to `outputDirectory`, or nil.
    /// `directories`: more directories that differ between builds (a placeholder → its path this time), such as the
    /// module directory a runner links against.
    static func load(
        clangJob job: [String], outputDirectory: String, directories: [(placeholder: String, path: String)] = [], cacheDirectory: URL
    ) -> LinkerPlan? {
        let varying = [(DriverPlan.Placeholder.output, outputDirectory)] + directories.map { ($0.placeholder, $0.path) }
        guard let clang = job.first, URL(fileURLWithPath: clang).lastPathComponent == "clang", varying.allSatisfy({ $0.1.count > 1 }),
              let stamp = FileStatus.ofProgram(clang)?.modificationDate
        else { return nil }
        func placeholders(_ argument: String) -> String {
            varying.reduce(argument) { $0.replacingOccurrences(of: $1.1, with: $1.0) }
        }
        var hasher = ContentHash()
        hasher.update("link-v1|\(stamp.timeIntervalSince1970)")
        for argument in job {
            guard !argument.contains(DriverPlan.Placeholder.root) else { return nil }
            hasher.update("\u{0}" + placeholders(argument))
            if argument.hasPrefix("@") {
                guard let contents = FileManager.default.contents(atPath: String(argument.dropFirst())) else { return nil }
                hasher.update("\u{0}@")
                hasher.update(contents)
            }
        }
        let file = cacheDirectory.appendingPathComponent("\(hasher.hexDigest().prefix(24)).link")
        func expanded(_ template: [String]) -> [String] {
            template.map { argument in varying.reduce(argument) { $0.replacingOccurrences(of: $1.0, with: $1.1) } }
        }
        if let data = FileManager.default.contents(atPath: file.path) {
            let template = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if template.first?.hasPrefix("/") == true { return LinkerPlan(command: expanded(template), file: file) }
        }
        let request = ChildProcessRequest(executable: clang, arguments: ["-###"] + job.dropFirst(), timeoutSeconds: 60)
        guard let outcome = try? ChildProcess.run(request), outcome.termination == .exited(0),
              let command = linkerCommand(clangOutput: outcome.stdoutText + outcome.stderrText),
              !command.contains(where: { argument in argument.contains(DriverPlan.Placeholder.root) || argument.contains("\n") })
        else { return nil }
        let template = command.map(placeholders)
        try? FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        try? Data(template.joined(separator: "\n").utf8).write(to: file, options: .atomic)
        return LinkerPlan(command: command, file: file)
    }

    /// The one job in `clang -###` output: a line of arguments each in double quotes, separated by single spaces.
    /// Nil when there is not exactly one, any argument needs unescaping (`\`, `$`, a backquote or an inner quote), or
    /// the executable is not an absolute path.
    static func linkerCommand(clangOutput: String) -> [String]? {
        let jobs = clangOutput.split(separator: "\n").filter { $0.hasPrefix(" \"") }
        guard jobs.count == 1, let line = jobs.first else { return nil }
        let body = line.dropFirst(2)
        guard body.hasSuffix("\""), !body.contains(where: { "\\$`".contains($0) }) else { return nil }
        let arguments = body.dropLast().components(separatedBy: "\" \"")
        guard arguments.allSatisfy({ !$0.contains("\"") }), arguments.first?.hasPrefix("/") == true else { return nil }
        return arguments
    }

    /// Forgets this plan (its linker failed where clang may not).
    func discard() { try? FileManager.default.removeItem(at: file) }
}
