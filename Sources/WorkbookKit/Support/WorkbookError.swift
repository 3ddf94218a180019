import Foundation

/// An error that stops a command before it can produce a result: the workbook is not set up, an argument names
/// nothing, or a system tool is missing.
///
/// Every case renders as one sentence for stderr (``description``). The CLI maps all of them to exit code 2
/// (except ``refused(_:)``, exit code 1);
/// a learner's broken code is never a `WorkbookError` — it is a ``CheckResult`` with status `fail` or `error`.
public enum WorkbookError: Error, CustomStringConvertible, Sendable, Equatable {
    /// No `grader.yml` in the current directory or any of its ancestors.
    case notAWorkbook(searchedFrom: String)
    /// No `grader.yml` in the directory given with `--root` (which is not searched upwards).
    case noCatalogue(givenRoot: String)
    /// `grader.yml` is malformed or breaks the schema; see ``CatalogueError``.
    case catalogue(CatalogueError)
    /// An exercise id given on the command line matches nothing; `suggestion` is the nearest id, if any.
    case unknownExercise(String, suggestion: String?)
    /// A `--track` name matches no track; `suggestion` is the nearest name, if any; `known` lists them all.
    case unknownTrack(String, suggestion: String?, known: [String])
    /// A command cannot do what was asked, for a reason the learner can act on (one sentence), e.g. viewing a
    /// solution before passing. The CLI maps it to exit code 1.
    case refused(String)
    /// A file the pipeline needs (exercise directory, hidden suite) is missing.
    case missingFile(String)
    /// The learner's `Exercises/<id>/` folder, or every `.swift` file in it, is gone; `workbook reset` restores it.
    case exerciseFilesMissing(exercise: String, folderExists: Bool)
    /// A tool or library could not be found or failed to start (`swiftc`, `swift`, libgit2).
    case setup(String)
    /// The view-simulation core (`swift build --product ViewSimTesting`) failed to build.
    case coreBuildFailed(output: String)
    /// libgit2 reported an error while recording or reading progress.
    case git(String)

    public var description: String {
        switch self {
        case .notAWorkbook(let dir):
            return "Not a workbook: no grader.yml in \(dir) or any parent directory (use --root PATH)."
        case .noCatalogue(let root):
            return "No grader.yml in \(root) (given with --root)."
        case .catalogue(let error):
            return error.description
        case .unknownExercise(let id, let suggestion):
            if let suggestion { return "Unknown exercise '\(id)'; did you mean '\(suggestion)'?" }
            return "Unknown exercise '\(id)'; run `workbook list` to see the exercises."
        case .unknownTrack(let name, let suggestion, let known):
            if let suggestion { return "Unknown track '\(name)'; did you mean '\(suggestion)'?" }
            return "Unknown track '\(name)'; the tracks are: \(known.joined(separator: ", "))."
        case .refused(let message):
            return message
        case .missingFile(let path):
            return "Missing \(path); the workbook looks incomplete."
        case .exerciseFilesMissing(let id, let folderExists):
            let reset = "`workbook reset \(id.prefix(while: \.isNumber))` puts back the shipped version"
            if folderExists { return "Exercises/\(id)/ has no .swift files left (were they deleted?); \(reset)." }
            return "Exercises/\(id)/ is missing (was it deleted?); \(reset)."
        case .setup(let message):
            return message
        case .coreBuildFailed(let output):
            let tail = output.split(separator: "\n", omittingEmptySubsequences: false).suffix(30).joined(separator: "\n")
            return "The view-simulation core failed to build (swift build --product ViewSimTesting):\n\(tail)"
        case .git(let message):
            let ends = message.last.map { ".?!".contains($0) } ?? false
            // Reads and writes of the history both end here: a history that cannot be read is not a failed write.
            return "Could not use the progress history in git (refs/workbook/progress): \(message)" + (ends ? "" : ".")
        }
    }
}
