import CGit2
import Foundation

/// Whether an exercise's hidden suite on disk is the workbook's own, as a content hash compared with a reference.
public struct HiddenSuiteCheck: Sendable, Equatable {
    /// Hash of the `.swift` files in `Tests/Hidden/<id>/` now (``ExerciseBuilder/hash(files:salt:)``, no salt).
    public var actual: String
    /// The same hash of the reference version, or nil when there is none to compare with.
    public var expected: String?
    /// Where the reference came from: `HEAD` or ``ShippedSnapshot/reference``.
    public var reference: String?

    /// True when there is a reference and the suite on disk differs from it: someone edited the hidden tests.
    public var isModified: Bool { expected.map { $0 != actual } ?? false }
}

/// Where the workbook's own version of a hidden suite comes from, to tell when the learner edited it.
///
/// **The reference** is the hidden suite as committed at **HEAD** (`Tests/Hidden/<id>/` in HEAD's tree): a clone's
/// HEAD holds the author's suites, and editing the working copy does not change it, while pulling an update of the
/// workbook does (so an update is never mistaken for an edit). Without a HEAD version (a downloaded archive has no
/// history), it is the copy on ``ShippedSnapshot/reference``, which the first learner command took from the working
/// tree. Without either there is nothing to compare with, and nothing is reported. A learner who commits an edit of
/// the hidden tests, or rewrites those references, is not stopped here; batch grading uses the instructor's suites.
///
/// Only the `.swift` files directly in the folder count, by name and content, exactly as the builder hashes them.
public enum HiddenSuiteReference {
    /// Compares the hidden suite of `exercise` on disk with its reference. Never throws: a workbook without a
    /// repository (``VerifyCommand``'s scratch copy) simply has no reference.
    public static func check(_ exercise: Exercise, in workbook: Workbook) -> HiddenSuiteCheck {
        let actual = ExerciseBuilder.hash(files: Workbook.swiftFiles(in: workbook.hiddenSuiteDirectory(exercise)), salt: "")
        var check = HiddenSuiteCheck(actual: actual, expected: nil, reference: nil)
        guard let repository = try? GitRepository.open(containing: workbook.contentRoot.path),
              let prefix = repository.relativePath(of: workbook.contentRoot).map({ $0.isEmpty ? "" : $0 + "/" }) else { return check }
        let path = "Tests/Hidden/\(exercise.id)"
        var sources: [(name: String, tree: git_oid?)] = [("HEAD", repository.headTree())]
        if let tip = try? repository.resolve(reference: ShippedSnapshot.reference) {
            sources.append((ShippedSnapshot.reference, try? repository.treeOf(commit: tip)))
        }
        for (name, tree) in sources {
            let treePath = name == "HEAD" ? prefix + path : path
            guard let tree, let found = try? repository.entry(atPath: treePath, in: tree), found.isTree,
                  let files = try? repository.files(in: found.oid) else { continue }
            let swift = files.filter { !$0.key.contains("/") && $0.key.hasSuffix(".swift") }.sorted { $0.key < $1.key }
            check.expected = ExerciseBuilder.hash(swift.map { SourceSnapshot.File(name: $0.key, contents: $0.value) }, salt: "")
            check.reference = name
            return check
        }
        return check
    }

    /// The sentence a result carries when the suite was edited.
    public static func modifiedDetail(_ exercise: Exercise, _ check: HiddenSuiteCheck) -> String {
        "The hidden tests in Tests/Hidden/\(exercise.id)/ are not the workbook's (they differ from the version on \(check.reference ?? "record")): this result was graded by edited tests, and is recorded as such. `git checkout -- Tests/Hidden/\(exercise.id)` puts them back."
    }
}

extension HiddenSuiteReference {
    /// Sets ``CheckResult/hiddenSuiteModified`` and adds ``modifiedDetail(_:_:)`` to the detail when the hidden suite
    /// of `exercise` differs from its reference, and ``rulesModifiedDetail(_:)`` when the rules `grader.yml` grades it
    /// by do (``rulesAreModified(_:in:)``); leaves the result alone otherwise.
    public static func mark(_ result: inout CheckResult, exercise: Exercise, in workbook: Workbook) {
        var sentences: [String] = []
        let check = check(exercise, in: workbook)
        if check.isModified { sentences.append(modifiedDetail(exercise, check)) }
        if rulesAreModified(exercise, in: workbook) { sentences.append(rulesModifiedDetail(exercise)) }
        guard !sentences.isEmpty else { return }
        result.hiddenSuiteModified = true
        result.detail = ([result.detail].compactMap { $0 } + sentences).joined(separator: "\n")
    }

    /// Whether the rules `grader.yml` grades `exercise` by (its budgets, the constructs it allows itself, and the
    /// catalogue's deadline and allowed imports) differ from those of `grader.yml` at HEAD: raising a budget or allowing
    /// `@unchecked` grades the learner's code by rules nobody shipped (break-it pass 41 of issue 30). False without a
    /// HEAD version to compare with, or when HEAD's file does not parse or lacks the exercise (an update being made).
    public static func rulesAreModified(_ exercise: Exercise, in workbook: Workbook) -> Bool {
        guard let repository = try? GitRepository.open(containing: workbook.contentRoot.path),
              let prefix = repository.relativePath(of: workbook.contentRoot).map({ $0.isEmpty ? "" : $0 + "/" }),
              let tree = repository.headTree(),
              let found = try? repository.entry(atPath: prefix + "grader.yml", in: tree), !found.isTree,
              let data = try? repository.blobData(found.oid), data.count <= YAMLNode.maximumBytes,
              // The same bytes are the same rules, without parsing either (the usual case, and the cheap one).
              data != FileManager.default.contents(atPath: workbook.contentRoot.appendingPathComponent("grader.yml").path),
              let shipped = try? Catalogue.parse(String(decoding: data, as: UTF8.self)),
              let before = shipped.exercises.first(where: { $0.id == exercise.id }) else { return false }
        let settings = workbook.catalogue.settings
        return before.hotPaths != exercise.hotPaths || before.allowedConstructs != exercise.allowedConstructs
            || shipped.settings != settings
    }

    /// The sentence a result carries when its grading rules were edited.
    public static func rulesModifiedDetail(_ exercise: Exercise) -> String {
        "The rules grader.yml grades \(exercise.id) by (its budgets, allowed constructs, deadline or imports) are not the workbook's (they differ from the version on HEAD): this result was graded by edited rules, and is recorded as such. `git checkout -- grader.yml` puts them back."
    }
}
