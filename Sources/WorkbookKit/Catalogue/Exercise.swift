/// The kind of SwiftUI failure an exercise teaches (DESIGN.md §5).
public enum ExerciseCategory: String, Sendable, Codable, CaseIterable {
    case stateReset = "state-reset"
    case lostBinding = "lost-binding"
    case missingObserver = "missing-observer"
    case closureReinit = "closure-reinit"
    case previewCrash = "preview-crash"
    case navigation = "navigation"
    case slowBody = "slow-body"
    case layout = "layout"
}

/// One exercise of the catalogue, as declared in `grader.yml`.
///
/// Its files live at `Exercises/<id>/`, `Solutions/<id>/` and `Tests/Hidden/<id>/`; its module is ``moduleName``.
public struct Exercise: Sendable, Equatable {
    /// `NN-slug`, e.g. `01-state-reset-if-else`.
    public var id: String
    public var title: String
    public var category: ExerciseCategory
    public var tracks: [String]
    /// The seed section the exercise teaches, e.g. `000 root cause 3`.
    public var seedRef: String?
    /// Graded hints, from a nudge to nearly the answer.
    public var hints: [String]
    /// The interactions the hidden suite measures, with their budgets (slow-body exercises).
    public var hotPaths: [HotPath] = []
    /// The exercise's screen as a Swift expression of its root view (`FocusScreen()`), as the hidden suite hosts it:
    /// what `workbook run` shows. Nil: the exercise cannot be run on its own.
    public var root: String?
    /// The device `workbook run` holds the app in (`grader.yml` `device:`, one of ``ExerciseDevice/known``); nil: an
    /// iPhone 16, as the hidden suites' default.
    public var device: String?
    /// The steps of the exercise's bug report as `workbook run` commands (`tap "Log a session"`), which
    /// `workbook run ID --steps` replays so the learner sees the symptom happen.
    public var steps: [String] = []
    /// Words of ``ModulePolicyText`` this exercise's code may use (`allowed_constructs: ["@unchecked"]`), for an
    /// exercise whose bug is one (exercise 47's `@unchecked Sendable`): in it, learner code can race, so its result is
    /// only as sound as that code's data-race safety.
    public var allowedConstructs: [String] = []
    /// Known fixes, right and wrong, with the verdict each must get (`Solutions/<id>/variants/<name>/`); see ``Variant``.
    public var variants: [Variant] = []

    public init(id: String, title: String, category: ExerciseCategory, tracks: [String] = [], seedRef: String? = nil, hints: [String] = []) {
        self.id = id; self.title = title; self.category = category; self.tracks = tracks; self.seedRef = seedRef; self.hints = hints
    }

    /// The two-digit number, e.g. `1` for `01-state-reset-if-else`.
    public var number: Int { Int(id.prefix(while: \.isNumber)) ?? 0 }

    /// The number as the learner types it in commands, e.g. `01`.
    public var shortID: String { String(format: "%02d", number) }

    /// The id without its number, e.g. `state-reset-if-else`.
    public var slug: String {
        guard let dash = id.firstIndex(of: "-") else { return id }
        return String(id[id.index(after: dash)...])
    }

    /// The Swift module the exercise compiles to: the slug in UpperCamelCase (`state-reset-if-else` → `StateResetIfElse`).
    public var moduleName: String { Exercise.moduleName(forSlug: slug) }

    /// UpperCamelCase of a dash-separated slug; prefixed with `Exercise` if it would start with a digit.
    public static func moduleName(forSlug slug: String) -> String {
        let name = slug.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
        if let first = name.first, first.isNumber { return "Exercise" + name }
        return name.isEmpty ? "Exercise" : name
    }

    /// Whether a string is a well-formed exercise id: two digits, a dash, and lowercase words joined by dashes.
    /// (`[0-9]{2}-[a-z0-9]+(-[a-z0-9]+)*`, tested byte by byte: every command tests every exercise's id, and a regular
    /// expression match costs more than the rest of reading the catalogue.)
    public static func isValidID(_ id: String) -> Bool {
        let bytes = Array(id.utf8)
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard bytes.count > 3, isDigit(bytes[0]), isDigit(bytes[1]), bytes[2] == UInt8(ascii: "-"), bytes.last != UInt8(ascii: "-") else {
            return false
        }
        var previousDash = true
        for byte in bytes[3...] {
            let dash = byte == UInt8(ascii: "-")
            guard dash ? !previousDash : (isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)) else { return false }
            previousDash = dash
        }
        return true
    }
}
