import Foundation

/// What the learner's code printed while each hidden test ran: `print`, `Self._printChanges()`, anything written to
/// standard output.
///
/// **How output is attributed.** The hidden-suite runner (``ExerciseBuilder/supportSource``) runs its tests one at a
/// time, makes standard output unbuffered and, from Swift Testing's event handler — called synchronously as each test
/// starts and ends, before the test's code runs and after it returns — writes a marker line to standard output:
/// `␞<marker> start <test ID>` and `␞<marker> end <test ID>` (␞ is U+001E, `<marker>` a random token the grader
/// passes in `WORKBOOK_OUTPUT_MARKER`, which the runner removes from its environment before any test runs). The
/// grader reads standard output through a pipe, so the bytes arrive in the order they were written, and everything
/// between a test's start and end marker is that test's output. Nothing here races: the order is the order of the
/// writes in the one process.
///
/// **What a fake marker can do.** Code under test can write a line that looks like a marker (a guessed or leaked
/// token). That only moves output from one test's ``TestOutcome/output`` to another's, or hides it: the markers
/// decide nothing else. Results come from the event stream alone (``EventStream``, ``ResultIntegrity``).
///
/// **Bounded.** Each test keeps its last ``maxLines`` lines, at most ``maxBytes`` bytes of them, with a first line
/// saying how many earlier lines were left out; control characters (terminal escapes among them) are dropped, so
/// printing the output cannot redraw the learner's terminal.
public enum TestOutput {
    /// Lines kept per test (the last ones: the newest output is nearest the failure).
    public static let maxLines = 20
    /// Bytes kept per test (UTF-8), the note on left-out lines included.
    public static let maxBytes = 2048
    /// The environment variable that carries the marker token to the runner.
    public static let markerVariable = "WORKBOOK_OUTPUT_MARKER"
    /// The character that opens a marker (U+001E, record separator), which no ordinary output contains.
    static let markerLead = "\u{1E}"

    /// A fresh random marker token (32 hex digits).
    public static func makeMarker() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in String(generator.next() as UInt64, radix: 16).leftPadded(to: 16) }.joined()
    }

    /// Standard output split by `marker`'s lines: each test ID's raw output (in the order written; a test started
    /// twice keeps both parts), and the output with every marker line removed (for crash messages and the like).
    /// Output outside any test (before the first, between tests, after the last) belongs to none.
    public static func split(_ stdout: Data, marker: String) -> (byTest: [String: String], plain: Data) {
        guard !marker.isEmpty else { return ([:], stdout) }
        let lead = Data((markerLead + marker + " ").utf8)
        var byTest: [String: Data] = [:]
        var plain = Data()
        var current: String?
        var position = stdout.startIndex
        func take(_ range: Range<Data.Index>) {
            guard !range.isEmpty else { return }
            plain.append(stdout[range])
            if let current { byTest[current, default: Data()].append(stdout[range]) }
        }
        while position < stdout.endIndex, let found = stdout.range(of: lead, in: position..<stdout.endIndex) {
            take(position..<found.lowerBound)
            let lineEnd = stdout[found.upperBound...].firstIndex(of: UInt8(ascii: "\n")) ?? stdout.endIndex
            let line = String(decoding: stdout[found.upperBound..<lineEnd], as: UTF8.self)
            if line.hasPrefix("start ") {
                current = String(line.dropFirst(6))
            } else if line.hasPrefix("end ") {
                current = nil
            }
            position = lineEnd < stdout.endIndex ? stdout.index(after: lineEnd) : lineEnd
        }
        take(position..<stdout.endIndex)
        return (byTest.mapValues { String(decoding: $0, as: UTF8.self) }, plain)
    }

    /// `text` bounded for a report: its last ``maxLines`` lines within ``maxBytes`` bytes, control characters dropped,
    /// trailing blank lines trimmed, and when lines were left out a first line saying how many
    /// (`⋮ 34 earlier lines not shown`). Nil when nothing visible was printed.
    public static func bounded(_ text: String, maxLines: Int = TestOutput.maxLines, maxBytes: Int = TestOutput.maxBytes) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { clean($0) }
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
        while let first = lines.first, first.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeFirst() }
        guard !lines.isEmpty else { return nil }
        let total = lines.count
        // Room for the note, whose length depends on the count; 40 bytes holds any.
        let budget = total > maxLines ? maxBytes - 40 : maxBytes
        var kept: [String] = []
        var bytes = 0
        for line in lines.reversed() {
            guard kept.count < maxLines else { break }
            let size = line.utf8.count + (kept.isEmpty ? 0 : 1)
            if bytes + size > budget {
                // The newest line alone is over the budget: keep its end.
                if kept.isEmpty { kept.append("…" + String(decoding: Array(line.utf8.suffix(max(0, budget - 50))), as: UTF8.self)) }
                break
            }
            kept.append(line)
            bytes += size
        }
        kept.reverse()
        let omitted = total - kept.count
        if omitted > 0 {
            kept.insert("⋮ \(omitted) earlier line\(omitted == 1 ? "" : "s") not shown", at: 0)
        }
        return kept.joined(separator: "\n")
    }

    /// The output as Exercism's per-test `output` wants it: at most 500 characters, the newest kept, with its
    /// truncation message first when cut.
    public static func exercism(_ output: String) -> String {
        let limit = 500
        guard output.count > limit else { return output }
        let note = "Output was truncated. Please limit to 500 chars.\n"
        return note + "…" + String(output.suffix(limit - note.count - 1))
    }

    /// One line with control characters (C0, DEL, C1 — terminal escapes among them) removed, tabs kept as spaces.
    static func clean(_ line: Substring) -> String {
        var result = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            switch scalar.value {
            case 0x09: result.append(" ")
            case 0x00...0x1F, 0x7F...0x9F: continue
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
