import Foundation

/// Which part of a check's sources a compiler diagnostic points at.
public enum DiagnosticOrigin: String, Sendable, Codable {
    /// The learner's files under `Exercises/<id>/`.
    case exercise
    /// The hidden suite under `Tests/Hidden/<id>/`: if it fails to compile, the learner changed or removed an API it uses.
    case hiddenSuite = "hidden-suite"
    /// Anything else (generated support code, the linker, the core).
    case other
}

/// One compiler message, with its path relative to the workbook root and the source excerpt `swiftc` printed.
public struct CompilerDiagnostic: Sendable, Codable, Equatable {
    /// `Exercises/02-…/Editor.swift`, or nil for a message without a location (e.g. a link failure).
    public var file: String?
    public var line: Int?
    public var column: Int?
    /// `error`, `warning`, `note` or `remark`.
    public var severity: String
    public var message: String
    /// The offending source line and the caret line under it, as `swiftc -diagnostic-style llvm` printed them.
    public var excerpt: [String]
    public var origin: DiagnosticOrigin

    public init(file: String?, line: Int?, column: Int?, severity: String, message: String, excerpt: [String] = [], origin: DiagnosticOrigin) {
        self.file = file; self.line = line; self.column = column; self.severity = severity
        self.message = message; self.excerpt = excerpt; self.origin = origin
    }

    /// `Exercises/02-…/Editor.swift:12:5: error: message`, the clickable form.
    public var headline: String {
        guard let file else { return "\(severity): \(message)" }
        return "\(file):\(line ?? 0):\(column ?? 0): \(severity): \(message)"
    }

    /// Parses the output of `swiftc -diagnostic-style llvm`: `path:line:col: severity: message` lines, each followed
    /// by its excerpt lines. `relativize` maps absolute paths to root-relative ones; `origin` classifies a path;
    /// `sourceLine` gives the text of a line of a file (by its path as printed, and its 1-based number), if it can be
    /// read.
    ///
    /// An excerpt is kept only where it is the compiler's: a source line (the file's own, where it can be read) over
    /// a caret line. A message holding line breaks (`#error("…\n✔ passed")`) would otherwise put its later lines in
    /// the excerpt, as lines of the report (break-it pass 31 of issue 30); they are dropped.
    public static func parse(
        _ output: String, relativize: (String) -> String, origin: (String) -> DiagnosticOrigin,
        sourceLine: (String, Int) -> String? = { _, _ in nil }
    ) -> [CompilerDiagnostic] {
        var printedPaths: [Int: String] = [:]
        var diagnostics: [CompilerDiagnostic] = []
        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine)
            if let match = line.wholeMatch(of: /(.+?):(\d+):(\d+): (error|warning|note|remark): (.*)/) {
                let path = String(match.1)
                printedPaths[diagnostics.count] = path
                diagnostics.append(CompilerDiagnostic(
                    file: relativize(path), line: Int(match.2), column: Int(match.3), severity: String(match.4),
                    message: String(match.5), origin: origin(path)))
            } else if let match = line.wholeMatch(of: /(?:<unknown>:0: )?(error|warning): (.*)/) {
                diagnostics.append(CompilerDiagnostic(file: nil, line: nil, column: nil, severity: String(match.1), message: String(match.2), origin: .other))
            } else if !diagnostics.isEmpty, diagnostics[diagnostics.count - 1].file != nil,
                      diagnostics[diagnostics.count - 1].excerpt.count < 2, !line.trimmingCharacters(in: .whitespaces).isEmpty {
                diagnostics[diagnostics.count - 1].excerpt.append(line)
            }
        }
        // Drop the driver's "command failed" noise and the duplicates the emit-module and compile jobs both print.
        for index in diagnostics.indices where !diagnostics[index].excerpt.isEmpty {
            let source = printedPaths[index].flatMap { path in diagnostics[index].line.flatMap { sourceLine(path, $0) } }
            if !diagnostics[index].hasCompilersExcerpt(source: source) { diagnostics[index].excerpt = [] }
        }
        var seen = Set<String>()
        return diagnostics.filter { diagnostic in
            if diagnostic.file == nil, diagnostic.message.contains("command failed with exit code") { return false }
            return seen.insert("\(diagnostic.headline)").inserted
        }.map { $0.withExcerptWindow(width: excerptWidth) }
    }

    /// Whether the excerpt is a source line (`source`, where known) over a caret line (`^`, `~` and spaces), or the
    /// source line alone (swiftc prints no caret under a line of non-ASCII text).
    func hasCompilersExcerpt(source: String?) -> Bool {
        guard excerpt.count == 1 || excerpt[1].wholeMatch(of: /[ \t]*[\^~][\^~ ]*/) != nil else { return false }
        guard let source else { return true }
        return excerpt[0] == source || excerpt[0] == source.replacingOccurrences(of: "\t", with: "    ")
    }

    /// The widest excerpt line kept; a longer source line (a long literal on one line) is cut to this many characters
    /// around the error, with `…` where it was cut.
    public static let excerptWidth = 160

    /// The excerpt cut to `width` characters around the error (the caret's position, else the column, which the
    /// compiler counts in UTF-8 bytes), the caret line cut to match. Cutting a cut excerpt again works the same way.
    public func withExcerptWindow(width: Int) -> CompilerDiagnostic {
        guard let source = excerpt.first, source.count > width, width > 0 else { return self }
        let caretLine = excerpt.count > 1 ? Array(excerpt[1]) : []
        let focus: Int
        if let caret = caretLine.firstIndex(of: "^") {
            focus = caret
        } else {
            let bytes = Array(source.utf8)
            let prefix = bytes.prefix(max(0, min(bytes.count, (column ?? 1) - 1)))
            focus = String(decoding: prefix, as: UTF8.self).count
        }
        let characters = Array(source)
        let start = max(0, min(focus - width / 2, characters.count - width))
        func cut(_ line: [Character]) -> String {
            guard start < line.count else { return "" }
            let end = min(line.count, start + width)
            return (start > 0 ? "…" : "") + String(line[start..<end]) + (end < line.count ? "…" : "")
        }
        var copy = self
        copy.excerpt = [cut(characters)] + excerpt.dropFirst().map { cut(Array($0)) }
        return copy
    }
}
