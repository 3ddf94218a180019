import Foundation

/// What a learner reads under the check of an exercise as shipped — their very first check (`workbook check`, or
/// watch mode opening exercise 01) and every first look at an exercise after it: that the exercise ships broken on
/// purpose, and where to work: its bug report (`README.md`) and its Swift files, as paths that exist, written from
/// the folder the learner is in.
///
/// ```
/// Exercise 01 ships broken on purpose: what the check says above is the bug you are here to fix. Read the bug report
/// in Exercises/01-hidden-tally-resets/README.md, then edit Exercises/01-hidden-tally-resets/FocusScreen.swift and run
/// `workbook check 01` again. Checking it as shipped is not an attempt; each version you change is.
/// ```
public struct FirstLookNote: Sendable {
    /// How the learner checks again.
    public enum Loop: Sendable {
        /// `workbook check 01` again.
        case command
        /// Watch mode: a save checks again.
        case watch
    }

    public var loop: Loop
    /// The folder paths are written from (the learner's working directory); nil: from the workbook's folder.
    public var directory: URL?

    public init(loop: Loop, directory: URL? = nil) { self.loop = loop; self.directory = directory }

    /// Whether a check gets the note: it checked the exercise as shipped (not an attempt), and the exercise failed.
    public static func applies(to checked: CheckCommand.Checked) -> Bool {
        checked.attempt == .asShipped && checked.result.status != .pass
    }

    /// The note for `exercise` (of `workbook`), checked as shipped.
    public func render(_ exercise: Exercise, in workbook: Workbook) -> String {
        let folder = workbook.exerciseDirectory(exercise)
        // The files a check compiles: not one it leaves out (over the size limit, a link), which its result names.
        let names = SourceSnapshot.read(folder).swiftFiles.map(\.name).filter { !$0.hasPrefix(".") }.sorted()
        let path = { (name: String) in Self.shown("Exercises/\(exercise.id)/\(name)", root: workbook.contentRoot, from: directory) }
        let how = exercise.category == .slowBody ? "too slow" : "broken"
        var sentence = "Exercise \(exercise.shortID) ships \(how) on purpose: what the check says above is the bug you are here to fix. "
        let readme = FileManager.default.fileExists(atPath: folder.appendingPathComponent("README.md").path)
        sentence += readme ? "Read the bug report in \(path("README.md")), then edit " : "Edit "
        switch names.count {
        case 0: sentence += "the Swift files in \(Self.shown("Exercises/\(exercise.id)", root: workbook.contentRoot, from: directory))/"
        case 1: sentence += path(names[0])
        default: sentence += names.dropLast().map(path).joined(separator: ", ") + " or " + path(names.last!)
        }
        switch loop {
        case .command: sentence += " and run `workbook check \(exercise.shortID)` again."
        case .watch: sentence += " and save: every save checks it again."
        }
        return sentence + " Checking it as shipped is not an attempt; each version you change is."
    }

    /// `relative` (a path inside the workbook's folder `root`) as written from `directory`: relative to it when it is
    /// the workbook's folder or inside it (`FocusScreen.swift` from the exercise's folder, `../Exercises/…` from
    /// `Sources/`), else the whole path.
    static func shown(_ relative: String, root: URL, from directory: URL?) -> String {
        guard let directory else { return relative }
        let rootParts = root.resolvingSymlinksInPath().standardizedFileURL.pathComponents
        let here = directory.resolvingSymlinksInPath().standardizedFileURL.pathComponents
        guard here.count >= rootParts.count, Array(here.prefix(rootParts.count)) == rootParts else {
            return root.appendingPathComponent(relative).path
        }
        let target = relative.split(separator: "/").map(String.init)
        let inside = Array(here.dropFirst(rootParts.count))
        let shared = zip(inside, target).prefix { $0 == $1 }.count
        let parts = Array(repeating: "..", count: inside.count - shared) + target.dropFirst(shared)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
