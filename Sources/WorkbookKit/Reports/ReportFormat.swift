import Foundation

/// How `workbook check --format` renders one ``CheckResult``: the same model in every format.
///
/// - `text`: ``CheckReport`` (terminal text; the CLI supplies colours and the next exercise).
/// - `json`: the native JSON of ``CheckResult/jsonData()`` (the stable contract; `--json` is an alias).
/// - `exercism`: Exercism's test-runner `results.json`, version 3 (``ExercismReport``).
/// - `gradescope`: Gradescope's autograder `results.json` (``GradescopeReport``).
/// - `junit`: JUnit XML (``JUnitReport``).
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, exercism, gradescope, junit

    /// The names accepted by `--format`, for help and error messages.
    public static var names: String { allCases.map(\.rawValue).joined(separator: "|") }

    /// The rendered result for every machine-readable format; nil for `text`, which needs a terminal style.
    /// `sources` gives Exercism's `test_code` (the hidden tests' source); without it the field is left out.
    public func render(_ result: CheckResult, sources: HiddenTestSource? = nil) -> String? {
        switch self {
        case .text: return nil
        case .json: return String(decoding: result.jsonData(), as: UTF8.self)
        case .exercism: return String(decoding: ExercismReport.data(result, sources: sources), as: UTF8.self)
        case .gradescope: return String(decoding: GradescopeReport.data(result), as: UTF8.self)
        case .junit: return JUnitReport.xml(result)
        }
    }

    /// The plain-text problem of a result that did not get as far as running every test: the detail, then compiler
    /// errors as `file:line:col: error: message` with their excerpts (not for a hidden suite that stopped compiling:
    /// the detail names what it misses). Empty for a run that ended normally.
    static func problemText(_ result: CheckResult, diagnosticLimit: Int = 20) -> String {
        var lines: [String] = []
        if let detail = result.detail, result.stage != .test, result.stage != .budget { lines.append(detail) }
        // The hidden suite's own errors would show its source; the detail names what it misses instead.
        if result.stage == .build, result.buildOrigin != .hiddenSuite {
            for diagnostic in result.diagnostics.filter({ $0.severity == "error" || $0.severity == "note" }).prefix(diagnosticLimit) {
                lines.append(diagnostic.headline)
                lines += diagnostic.excerpt
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `text` cut to at most `limit` characters, ending in “…” when cut.
    static func truncated(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
