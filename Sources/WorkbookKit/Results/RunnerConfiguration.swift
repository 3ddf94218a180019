import Foundation

/// What a runner runs, as Swift Testing's configuration JSON handed over after the run's key on descriptor 4 (an
/// anonymous file, ``ChildProcessRequest/passedInput``), not on the command line or in a file.
///
/// A re-run names every test its predecessor never reached. One `--filter` argument per test puts thousands of
/// arguments on the command line for a large suite, past what `execve` accepts ("Argument list too long"). And what
/// the runner's process was started with must not tell it from the app `workbook run` starts (no arguments, nothing in
/// its folder): an exercise that read `--configuration-path` in `/proc/self/cmdline`, or found `configuration.json` in
/// its folder, applied its fix only under the hidden tests (break-it pass 47 of issue 30). The runner's entry point
/// hands the JSON to Swift Testing's ABI entry point as its whole configuration (`__CommandLineArguments_v0`):
/// `{"eventStreamVersion": 0, "parallel": false, "filter": […]}`. Version 0 of the event stream, named there, is the
/// one whose records carry each test's tags (`_tags`); the entry point given no configuration writes a schema without
/// them.
extension EventStream {
    /// Most test IDs one filter file selects; more is a stream that was not read within ``Limits/maxTests``.
    public static let maxFilteredTests = Limits().maxTests
    /// The configuration's JSON — tests one at a time, event stream version 0, and, with `ids`, exactly the tests with
    /// these IDs (`listing`: list them rather than run them).
    ///
    /// An empty list selects no test at all (a pattern no ID matches): an empty filter would run every test.
    ///
    /// - Parameter ids: Swift Testing IDs, `Module.Suite/name()/File.swift:line:column`; at most ``maxFilteredTests``;
    ///   nil for all.
    /// - Throws: ``WorkbookError/setup(_:)`` when there are too many IDs.
    public static func configuration(filter ids: [String]?, listing: Bool = false) throws(WorkbookError) -> Data {
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
        do {
            return try JSONEncoder().encode(configuration)
        } catch {
            throw .setup("Could not encode the runner's configuration: \(error.localizedDescription)")
        }
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
