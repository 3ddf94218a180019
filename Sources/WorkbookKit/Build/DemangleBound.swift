import Foundation

/// Whether the Swift names the module policy demangles in the grader's own process (``Demangler``) all have a
/// demangling of bounded size, asked first of the toolchain's `swift-demangle` in a process of its own, with a
/// deadline, an output cap and a memory limit.
///
/// Swift's mangling writes a part that repeats once and refers back to it, so a type built by doubling
/// (`typealias Level1 = Pair<Level0, Level0>`, and so on for 24 levels) has a symbol of about 150 characters whose
/// demangling is millions of times longer: demangled in the grader's process it took minutes and gigabytes, outside
/// every limit the sandbox sets (found by break-it pass 42 of issue 30). Asked here, such a module is refused in
/// bounded time; the names that pass demangle to at most ``maximumBytes`` together.
enum DemangleBound {
    /// Most bytes the demangled names of one module may take together (a typical exercise's take 50 KB).
    static let maximumBytes = 8 << 20
    static let timeoutSeconds = 20.0
    /// Most bytes of names given to one `swift-demangle` (far below the system's limit on a command line).
    static let batchBytes = 256 << 10

    static let use = "a generic type nested level after level"
    static let reason = "makes a declaration's name, written out, longer than \(maximumBytes >> 20) MiB (each level that "
        + "repeats the one below doubles it), more than the grader can read in the time a check has"

    /// nil when every name of `names` demangles within the bounds; else the violation to report.
    ///
    /// - Throws: ``WorkbookError/setup(_:)`` when `tool` cannot run or fails on its own: without it nothing could be
    ///   checked safely.
    static func violation(in names: [String], tool: String) throws(WorkbookError) -> ModuleViolation? {
        var batches: [[String]] = [[]]
        var size = 0
        for name in names {
            if size + name.utf8.count > batchBytes, !batches[batches.count - 1].isEmpty { batches.append([]); size = 0 }
            batches[batches.count - 1].append(name)
            size += name.utf8.count + 1
        }
        let started = ContinuousClock.now
        var written = 0
        for batch in batches where !batch.isEmpty {
            let left = timeoutSeconds - (ContinuousClock.now - started).seconds
            guard left > 0 else { return ModuleViolation(use: use, reason: reason) }
            let outcome = try ChildProcess.run(ChildProcessRequest(
                executable: tool, arguments: ["--compact"] + batch, environment: [:], timeoutSeconds: left,
                outputLimitBytes: maximumBytes - written, limits: ResourceLimits(addressSpaceBytes: 1 << 30)))
            switch outcome.termination {
            case .exited(0):
                written += outcome.stdout.count
            case .timedOut, .outputLimitExceeded, .treeLimitExceeded:
                return ModuleViolation(use: use, reason: reason)
            case .signalled(SIGSEGV), .signalled(SIGABRT), .signalled(SIGKILL):
                // Out of address space: the demangling did not fit in memory.
                return ModuleViolation(use: use, reason: reason)
            default:
                throw .setup("\(tool) could not read the exercise's symbol names (\(outcome.termination)): \(outcome.stderrText.prefix(300))")
            }
        }
        return nil
    }
}
