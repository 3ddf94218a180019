import Foundation

/// Where in the learner's code a crash happened: the innermost frame of the crashed thread that is in one of the
/// exercise's own files.
///
/// JSON (`tests[].crash_location`): `{"file": "Exercises/16-preview-crash/Roster.swift", "line": 14, "column": 28,
/// "function": "Roster.body"}`; `column` and `function` may be absent.
public struct CrashLocation: Sendable, Codable, Equatable {
    /// Relative to the workbook's root: `Exercises/<id>/<File>.swift`.
    public var file: String
    /// 1-based.
    public var line: Int
    public var column: Int?
    /// The function as the backtracer demangled it, tidied (`Roster.body`, `closure #1 in Roster.body`).
    public var function: String?

    public init(file: String, line: Int, column: Int? = nil, function: String? = nil) {
        self.file = file; self.line = line; self.column = column; self.function = function
    }

    /// `Exercises/16-preview-crash/Roster.swift:14 (Roster.body)`.
    public var text: String {
        "\(file):\(line)" + (function.map { " (\($0))" } ?? "")
    }
}

/// The Swift runtime's own backtracer (`swift-backtrace`, in the toolchain's `libexec/swift/linux`), asked for a JSON
/// crash log in a file, and the reading of that log.
///
/// The runner gets ``environmentValue(outputPath:)`` as `SWIFT_BACKTRACE`: on a crash (a trap such as an index out of
/// range, a force-unwrapped nil or `fatalError`, or a fatal signal) the runtime starts the backtracer, which writes
/// the crashed thread's frames, symbolicated and demangled, to the file, then lets the program die as before. The
/// exercise module is compiled with `-g` and `-debug-prefix-map <root>=.`, so its frames carry
/// `sourceLocation.file` relative to the workbook (`Exercises/<id>/<File>.swift`). Nothing runs when there is no
/// crash: the runtime only installs its signal handlers at start.
///
/// **Trust.** The learner's code runs in the process and can print or write anything, including a fake backtrace
/// (it can read `SWIFT_BACKTRACE` and write the file itself). So the log is read bounded (``maximumBytes``), parsed
/// as JSON (printed text is never read), and a frame is believed only if its file is exactly one of the exercise's
/// own files: it can then only point into the learner's own code, never at the core, the hidden suite or anything
/// outside the exercise's folder.
public enum CrashBacktrace {
    /// Most bytes of the crash log read (a log of 64 frames with registers and captured memory is about 20 KB).
    public static let maximumBytes = 1 << 20
    /// Frames the backtracer captures, innermost first (`limit`, with `top=0`): enough to reach out of the standard
    /// library and the core into the learner's code, and bounded for a stack overflow's endless recursion.
    public static let frameLimit = 64

    /// `SWIFT_BACKTRACE` for a runner whose crash log goes to `outputPath` (absolute, or relative to the runner's
    /// working directory). No interaction, colour or path sanitizing, the crashed thread only, no register dump or
    /// image list (they cost time and are not read).
    public static func environmentValue(outputPath: String) -> String {
        ["enable=yes", "interactive=no", "color=no", "demangle=yes", "sanitize=no", "threads=crashed", "registers=none",
         "images=none", "limit=\(frameLimit)", "top=0", "format=json", "output-to=\(outputPath)"].joined(separator: ",")
    }

    /// Reads at most ``maximumBytes`` of the crash log at `path`; nil if there is none.
    public static func readLog(at path: String) -> Data? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maximumBytes), !data.isEmpty else { return nil }
        return data
    }

    /// The innermost frame of the crashed thread whose file is one of `learnerFiles` (paths relative to the
    /// workbook, `Exercises/<id>/<File>.swift`), or nil: no log, not the backtracer's JSON, or no such frame.
    public static func firstLearnerFrame(in log: Data, learnerFiles: Set<String>) -> CrashLocation? {
        guard log.count <= maximumBytes, !learnerFiles.isEmpty,
              let report = try? JSONDecoder().decode(Report.self, from: log) else { return nil }
        let threads = report.threads ?? []
        let crashed = threads.filter { $0.crashed == true }
        for thread in (crashed.isEmpty ? threads : crashed).prefix(4) {
            for frame in (thread.frames ?? []).prefix(frameLimit * 2) {
                guard let source = frame.sourceLocation, let raw = source.file, let line = source.line,
                      (1...10_000_000).contains(line) else { continue }
                var file = raw
                while file.hasPrefix("./") { file.removeFirst(2) }
                guard learnerFiles.contains(file) else { continue }
                let column = source.column.flatMap { (1...100_000).contains($0) ? $0 : nil }
                return CrashLocation(file: file, line: line, column: column, function: frame.description.flatMap(tidy))
            }
        }
        return nil
    }

    /// `Roster.body.getter + 48` → `Roster.body`; `closure #1 in Roster.body.getter + 9` → `closure #1 in Roster.body`.
    /// Control characters are dropped and the result is at most 160 characters; nil when nothing is left.
    static func tidy(_ description: String) -> String? {
        var text = description
        if let match = text.firstMatch(of: /\s\+\s\d+$/) { text = String(text[..<match.range.lowerBound]) }
        for suffix in [".getter", ".unsafeMutableAddressor", ".modify", ".read"] where text.hasSuffix(suffix) {
            text.removeLast(suffix.count)
        }
        text = String(text.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) }.map(Character.init))
        text = text.trimmingCharacters(in: .whitespaces)
        if text.count > 160 { text = String(text.prefix(159)) + "…" }
        return text.isEmpty ? nil : text
    }

    // MARK: The backtracer's JSON (the fields read)

    private struct Report: Decodable {
        var threads: [Thread]?
    }

    private struct Thread: Decodable {
        var crashed: Bool?
        var frames: [Frame]?
    }

    private struct Frame: Decodable {
        var description: String?
        var sourceLocation: SourceLocation?
    }

    private struct SourceLocation: Decodable {
        var file: String?
        var line: Int?
        var column: Int?
    }
}
