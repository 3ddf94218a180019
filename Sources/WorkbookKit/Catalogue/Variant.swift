/// A known fix of an exercise, right or wrong, and the verdict the grader must give it (issue 22): the files of
/// `Solutions/<id>/variants/<name>/`, laid over the **shipped** exercise (a file replaces the exercise's file of the
/// same name; the others stay as shipped), as declared on the exercise's `grader.yml` entry:
///
/// ```yaml
/// variants:
///   - name: opacity                  # lowercase words joined by dashes: the folder's name
///     expect: pass                   # a right fix SwiftUI accepts: it must pass every test (and budget)
///     why: "Hiding with .opacity(0) keeps the view, and its @State, in the hierarchy."
///   - name: id-uuid
///     expect: fail                   # a wrong fix: it must fail, at `stage`, with at least the `failing` ones failing
///     stage: test                    # a stage of CheckResult: build, test, crash, memory-limit, timeout, budget, output-limit
///     failing: ["The tally keeps its count while hidden"]   # hidden tests (stage test, crash) or budgets (stage budget)
///     why: "A new id on every body evaluation is a new identity: the state starts over even more often."
/// ```
///
/// `verify` checks each (``VerifyCommand``). A variant is never shown to learners: `workbook solution` diffs only the
/// files directly in `Solutions/<id>/`.
public struct Variant: Sendable, Equatable {
    /// What the grader must say of the variant.
    public enum Expectation: Sendable, Equatable {
        /// Every test passes, within every budget (and so with no runtime issue: one fails the test that provoked it).
        case pass
        /// The check fails at `stage`, and each of `failing` fails there: hidden tests by name (stage `test`, `crash`),
        /// or budgets (stage `budget`) by ``Budget/name`` or `hot path: budget name`. Others may fail too.
        case fail(stage: CheckResult.Stage, failing: [String])
    }

    /// The folder's name under `Solutions/<id>/variants/`.
    public var name: String
    public var expectation: Expectation
    /// One sentence on why real SwiftUI accepts or rejects this fix.
    public var why: String
    /// The line of its `name` in `grader.yml` (0 for a variant made in code), for problems `verify` reports.
    public var line: Int = 0

    public init(name: String, expectation: Expectation, why: String, line: Int = 0) {
        self.name = name; self.expectation = expectation; self.why = why; self.line = line
    }

    /// The stage a wrong fix must fail at; nil for a right one.
    public var expectedStage: CheckResult.Stage? {
        if case .fail(let stage, _) = expectation { return stage }
        return nil
    }

    /// Whether a variant name is well formed: lowercase words (letters, digits) joined by single dashes.
    public static func isValidName(_ name: String) -> Bool {
        name.wholeMatch(of: /[a-z0-9]+(-[a-z0-9]+)*/) != nil
    }

    /// The folder, relative to `Solutions/<id>/`, that holds a variant's files.
    public static let folder = "variants"
}

extension Catalogue {
    static let variantKeys: Set<String> = ["name", "expect", "stage", "failing", "why"]

    /// Parses an exercise's `variants` list.
    ///
    /// - Throws: ``CatalogueError`` at the offending node: not a list, a variant without `name`, `expect` or `why`, a
    ///   badly formed or duplicate name, an `expect` other than `pass` or `fail`, a `fail` without a known `stage`, a
    ///   `pass` with a `stage` or `failing`, a stage `test`, `crash` or `budget` without `failing` names, `failing` at a
    ///   stage no test or budget fails at.
    static func parseVariants(_ node: YAMLNode, exercise id: String, fail: (YAMLNode?, String) -> CatalogueError) throws(CatalogueError) -> [Variant] {
        guard case .sequence(let items, _) = node else {
            throw fail(node, "`variants` must be a list of variants ({name, expect, why}), not \(node.kindDescription)")
        }
        var variants: [Variant] = []
        var seen: [String: Int] = [:]
        for item in items {
            let fields = try mapping(item, named: "a variant", fail: fail)
            try rejectUnknownKeys(fields, allowed: variantKeys, context: "in a variant", fail: fail)
            func text(_ key: String) throws(CatalogueError) -> String? {
                guard let field = fields[key] else { return nil }
                guard let text = field.value.scalarText, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw fail(field.value, "`\(key)` of a variant must be a string, not \(field.value.kindDescription)")
                }
                return text
            }
            guard let name = try text("name") else {
                throw fail(item, "variant is missing `name` (its folder under Solutions/\(id)/\(Variant.folder)/)")
            }
            let nameNode = fields["name"]!.value
            guard Variant.isValidName(name) else {
                throw fail(nameNode, "bad variant name '\(name)'; expected lowercase words joined by dashes, e.g. id-uuid")
            }
            if let first = seen[name] { throw fail(nameNode, "duplicate variant '\(name)' of \(id) (first declared at line \(first))") }
            seen[name] = nameNode.position.line
            guard let expect = try text("expect") else {
                throw fail(item, "variant '\(name)' is missing `expect` (pass: a right fix, fail: a wrong one)")
            }
            guard let why = try text("why") else {
                throw fail(item, "variant '\(name)' is missing `why`: one sentence on why SwiftUI accepts or rejects this fix")
            }
            let expectation: Variant.Expectation
            switch expect {
            case "pass":
                for key in ["stage", "failing"] {
                    if let field = fields[key] {
                        throw fail(field.key, "variant '\(name)' expects `pass`, so it takes no `\(key)` (only a variant that must fail names a stage and what fails)")
                    }
                }
                expectation = .pass
            case "fail":
                let stages = stageNames.joined(separator: ", ")
                guard let stageField = fields["stage"] else {
                    throw fail(item, "variant '\(name)' expects `fail` but names no `stage` (one of \(stages))")
                }
                guard let stageText = stageField.value.scalarText, let stage = CheckResult.Stage(rawValue: stageText) else {
                    throw fail(stageField.value, "unknown stage '\(stageField.value.scalarText ?? "")' for variant '\(name)'; expected one of \(stages)")
                }
                var failing: [String] = []
                if let field = fields["failing"] {
                    guard case .sequence(let entries, _) = field.value else {
                        throw fail(field.value, "`failing` of variant '\(name)' must be a list of hidden test (or budget) names, not \(field.value.kindDescription)")
                    }
                    for entry in entries {
                        guard let text = entry.scalarText, !text.isEmpty else {
                            throw fail(entry, "each entry of `failing` must be a hidden test's (or a budget's) name, not \(entry.kindDescription)")
                        }
                        guard !failing.contains(text) else { throw fail(entry, "`failing` of variant '\(name)' lists '\(text)' twice") }
                        failing.append(text)
                    }
                }
                switch stage {
                case .test, .budget:
                    guard !failing.isEmpty else {
                        let what = stage == .budget ? "budgets" : "hidden tests"
                        throw fail(fields["failing"]?.value ?? stageField.value, "variant '\(name)' fails at stage \(stage.rawValue), so `failing` must name the \(what) that must fail")
                    }
                case .crash, .memoryLimit: break
                case .build, .timeout, .outputLimit:
                    if let field = fields["failing"] {
                        throw fail(field.key, "variant '\(name)' fails at stage \(stage.rawValue), where no hidden test has a verdict: leave out `failing`")
                    }
                }
                expectation = .fail(stage: stage, failing: failing)
            default:
                throw fail(fields["expect"]!.value, "`expect` of variant '\(name)' must be `pass` or `fail`, not '\(expect)'")
            }
            variants.append(Variant(name: name, expectation: expectation, why: why, line: nameNode.position.line))
        }
        return variants
    }

    /// The stages a wrong fix may be expected to fail at, as `CheckResult` spells them.
    static let stageNames: [String] = [CheckResult.Stage.build, .test, .crash, .memoryLimit, .timeout, .budget, .outputLimit].map(\.rawValue)
}
