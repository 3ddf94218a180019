import Foundation

/// What a runner runs, as Swift Testing's configuration JSON in a file rather than on the command line.
///
/// A re-run names every test its predecessor never reached. One `--filter` argument per test puts thousands of
/// arguments on the command line for a large suite, past what `execve` accepts ("Argument list too long"). The runner's
/// entry point hands the file's JSON (`--configuration-path FILE`) to Swift Testing's ABI entry point as its whole
/// configuration (`__CommandLineArguments_v0`): `{"eventStreamVersion": 0, "parallel": false, "filter": […]}`. Version 0
/// of the event stream, named there, is the one whose records carry each test's tags (`_tags`); the entry point given
/// no configuration writes a schema without them.
extension EventStream {
    /// Most test IDs one filter file selects; more is a stream that was not read within ``Limits/maxTests``.
    public static let maxFilteredTests = Limits().maxTests
    /// The name of the file ``configurationArguments(filter:listing:in:)`` writes.
    static let configurationFileName = "configuration.json"

    /// Writes `directory/configuration.json` — tests one at a time, event stream version 0, and, with `ids`, exactly
    /// the tests with these IDs (`listing`: list them rather than run them) — and returns the runner arguments that
    /// read it: `["--configuration-path", "<directory>/configuration.json"]`.
    ///
    /// An empty list selects no test at all (a pattern no ID matches): an empty filter would run every test.
    ///
    /// - Parameters:
    ///   - ids: Swift Testing IDs, `Module.Suite/name()/File.swift:line:column`; at most ``maxFilteredTests``; nil for all.
    ///   - directory: an existing directory the runner can read (the run's own).
    /// - Throws: ``WorkbookError/setup(_:)`` when there are too many IDs or the file cannot be written.
    public static func configurationArguments(filter ids: [String]?, listing: Bool = false, in directory: URL) throws(WorkbookError) -> [String] {
        if let ids, ids.count > maxFilteredTests {
            throw .setup("Cannot select \(ids.count) tests to run again: at most \(maxFilteredTests) can be.")
        }
        struct Configuration: Encodable {
            var eventStreamVersion = 0
            var parallel = false
            var listTests: Bool?
            var filter: [String]?
        }
        let configuration = Configuration(
            listTests: listing ? true : nil, filter: ids.map { $0.isEmpty ? ["^$"] : $0.map(exactPattern(forTestID:)) })
        let file = directory.appendingPathComponent(configurationFileName)
        do {
            let data = try JSONEncoder().encode(configuration)
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
