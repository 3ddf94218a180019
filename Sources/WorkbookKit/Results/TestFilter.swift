import Foundation

/// Selecting tests by ID for a runner, through a file rather than the command line.
///
/// A re-run names every test its predecessor never reached. One `--filter` argument per test puts thousands of
/// arguments on the command line for a large suite, past what `execve` accepts ("Argument list too long"). Swift
/// Testing's runner also reads its arguments from a JSON file (`--configuration-path FILE`, merged with the command
/// line), so the patterns go there: `{"filter": ["^Module\\.Suite/a\\(\\)/File\\.swift:12:6$", …]}`.
extension EventStream {
    /// Most test IDs one filter file selects; more is a stream that was not read within ``Limits/maxTests``.
    public static let maxFilteredTests = Limits().maxTests
    /// The name of the file ``filterArguments(for:in:)`` writes.
    static let filterFileName = "filter.json"

    /// Writes `directory/filter.json` selecting exactly the tests with these IDs, and returns the runner arguments
    /// that read it: `["--configuration-path", "<directory>/filter.json"]`.
    ///
    /// An empty list selects no test at all (a pattern no ID matches): an empty filter would run every test.
    ///
    /// - Parameters:
    ///   - ids: Swift Testing IDs, `Module.Suite/name()/File.swift:line:column`; at most ``maxFilteredTests``.
    ///   - directory: an existing directory the runner can read (the run's own).
    /// - Throws: ``WorkbookError/setup(_:)`` when there are too many IDs or the file cannot be written.
    public static func filterArguments(for ids: [String], in directory: URL) throws(WorkbookError) -> [String] {
        guard ids.count <= maxFilteredTests else {
            throw .setup("Cannot select \(ids.count) tests to run again: at most \(maxFilteredTests) can be.")
        }
        let patterns = ids.isEmpty ? ["^$"] : ids.map(exactPattern(forTestID:))
        let file = directory.appendingPathComponent(filterFileName)
        do {
            let data = try JSONEncoder().encode(["filter": patterns])
            try data.write(to: file, options: .atomic)
        } catch {
            throw .setup("Could not write \(file.path): \(error.localizedDescription)")
        }
        return ["--configuration-path", file.path]
    }

    /// An anchored regular expression matching exactly the test with this ID (Swift Testing's `--filter` and `--skip`
    /// search a test's ID, `Module.Suite/name()/File.swift:line:column`, for the pattern).
    public static func exactPattern(forTestID id: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(id.utf8.count + 8)
        for character in id {
            if "\\^$.|?*+()[]{}".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return "^" + escaped + "$"
    }
}
