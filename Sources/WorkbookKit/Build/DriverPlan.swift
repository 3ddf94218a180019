import Foundation

/// The jobs the Swift driver would run for one command shape (the frontend and linker command lines), learned once
/// with `swiftc -###` and replayed with real paths, so a check runs `swift-frontend` and `clang` directly and skips
/// the driver's start-up and planning (about 40 ms per call) and its split of a WMO build into two frontend jobs.
///
/// The shape is planned with placeholder paths (``Placeholder``); the plan is stored under
/// `.build/workbook/plans/<hash>.plan` (one job per line, arguments separated by NUL), keyed by the compiler's path and
/// modification time and the shape's arguments, and written atomically. The driver plans in `/`, so a plan never
/// depends on the directory the grader was started in. A shape whose `-###` output needs shell
/// unquoting is not planned; callers then run `swiftc` as usual.
struct DriverPlan: Sendable, Equatable {
    /// Placeholders used while planning; ``commands(_:inputs:)`` replaces them.
    enum Placeholder {
        static let root = "/__workbook_plan__"
        /// Stands for the input files (one argument in the plan, one per file when replayed).
        static let input = root + "/input.swift"
        static let output = root + "/output"
        static let coreModules = root + "/core-modules"
        static let coreBin = root + "/core-bin"
        /// The clang module cache (`-module-cache-path`).
        static let moduleCache = root + "/module-cache"
        /// The exercise module's directory (its `.swiftmodule` and `lib<Module>.so`), for the hidden suite's jobs.
        static let interface = root + "/module-interface"
        /// The hidden-test runner's prebuilt entry point (an object file).
        static let runnerMain = root + "/runner-main.o"
        static let module = "WorkbookPlanModule"
    }

    /// Each job: executable path, then arguments.
    var jobs: [[String]]

    init(jobs: [[String]]) { self.jobs = jobs }

    /// Loads or makes the plan for `arguments` (which use ``Placeholder``s). Nil if the driver's jobs cannot be
    /// replayed safely.
    /// `environment` is the driver's (its `TMPDIR` gets the driver's scratch directory, see ``CompilerScratch``).
    static func load(
        toolchain: Toolchain, arguments: [String], cacheDirectory: URL, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> DriverPlan? {
        let key = ContentHash.hex("plan-v2|\(toolchain.swiftc)|\(toolchain.compilerStamp)|" + arguments.joined(separator: "\u{0}"))
        let file = cacheDirectory.appendingPathComponent("\(key.prefix(24)).plan")
        if let data = FileManager.default.contents(atPath: file.path), let plan = DriverPlan(serialized: data) { return plan }
        // Planned in `/`, not the grader's working directory: the plan is cached whatever directory the grader runs in,
        // so nothing of that directory (the driver's default `-file-compilation-dir`) may end up in it.
        let request = ChildProcessRequest(
            executable: toolchain.swiftc, arguments: ["-###"] + arguments, environment: environment, workingDirectory: "/", timeoutSeconds: 60)
        guard let outcome = try? ChildProcess.run(request), outcome.termination == .exited(0),
              let plan = DriverPlan(driverOutput: outcome.stdoutText) else { return nil }
        try? FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        try? plan.serialized().write(to: file, options: .atomic)
        return plan
    }

    /// Parses `swiftc -###` output: one job per line. Nil when any line carries shell quoting, or a job's executable
    /// is not an absolute path.
    init?(driverOutput: String) {
        let lines = driverOutput.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        guard !lines.isEmpty, !lines.contains(where: { $0.contains(where: { "\"'\\$`".contains($0) }) }) else { return nil }
        jobs = lines.map { $0.split(separator: " ").map(String.init) }
        guard jobs.allSatisfy({ $0.first?.hasPrefix("/") == true }) else { return nil }
    }

    init?(serialized data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        jobs = text.split(separator: "\n").map { $0.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init) }
        guard !jobs.isEmpty, jobs.allSatisfy({ $0.first?.hasPrefix("/") == true }) else { return nil }
    }

    func serialized() -> Data {
        Data(jobs.map { $0.joined(separator: "\u{0}") }.joined(separator: "\n").utf8)
    }

    /// `job` (a whole-module `swift-frontend` job) with one `-o` per input, the first the job's own and the others
    /// named in `spareDirectory`: the compiler writes an index unit, and so indexes a file, only for an output of its
    /// own (`-index-store-path` with several files and one `-o` fails: "index output filenames do not match input
    /// source files"), and a single-threaded whole-module job writes its one object to the first output and nothing
    /// to the others. Any other job is returned as it is.
    static func withOutputPerInput(_ job: [String], inputCount: Int, spareDirectory: String) -> [String] {
        guard inputCount > 1, job.first.map({ ($0 as NSString).lastPathComponent == "swift-frontend" }) == true,
              let output = job.firstIndex(of: "-o"), job.indices.contains(output + 1) else { return job }
        let spares = (1..<inputCount).flatMap { ["-o", spareDirectory + "/index-unit-\($0).o"] }
        return Array(job[...(output + 1)]) + spares + job[(output + 2)...]
    }

    /// The jobs with placeholders replaced (`substitutions`: placeholder → value) and the input placeholder expanded
    /// into `inputs`.
    func commands(_ substitutions: [(String, String)], inputs: [String]) -> [[String]] {
        jobs.map { job in
            job.flatMap { argument -> [String] in
                if argument == Placeholder.input { return inputs }
                var replaced = argument
                for (placeholder, value) in substitutions { replaced = replaced.replacingOccurrences(of: placeholder, with: value) }
                return [replaced]
            }
        }
    }
}
