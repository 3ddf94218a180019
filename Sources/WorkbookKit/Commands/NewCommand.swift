import Foundation

/// `workbook new NN-slug --category C [--title T]`: scaffolds a new exercise whose four parts already work together, so
/// that `workbook verify NN` passes at once and the author replaces a working example rather than starting from
/// nothing.
///
/// It writes, never overwriting anything:
/// - `Exercises/<id>/<File>.swift`: a small module (named after the slug, see ``Exercise/moduleName``) with a real,
///   minimal bug of the category, and `Exercises/<id>/README.md`: that bug told as a user's bug report, under a
///   comment for the author;
/// - `Solutions/<id>/<File>.swift`: the fix;
/// - `Tests/Hidden/<id>/<File>Tests.swift`: a hidden suite with one `.symptom` test (fails as shipped) and one
///   `.regression` test (passes as shipped and fixed), phrased as what the user sees; for slow-body, a `.hotPath` test
///   that measures an interaction instead of the symptom test;
/// - an entry in `grader.yml` (`id`, `title`, `category`, `tracks`, a `seed_ref` to replace, `root` and `steps` for
///   `workbook run NN --steps`, graded `hints`, and for slow-body `hot_paths` with a budget), inserted as text in id
///   order so the rest of the file, comments and formatting included, is unchanged; the result is parsed with
///   ``Catalogue/parse(_:file:)`` before it is written.
///
/// The placeholder code is per category (``ExerciseTemplate``). Nothing is recorded on `refs/workbook/progress` and no
/// shipped snapshot is taken.
public enum NewCommand {
    /// What the author asked for.
    public struct Request: Sendable, Equatable {
        /// `NN-slug`, e.g. `63-my-bug`.
        public var id: String
        /// One of ``ExerciseCategory``'s raw values, e.g. `state-reset`.
        public var category: String
        /// The title learners see (`workbook list`, the README's heading); nil: the slug in words (`My bug`).
        public var title: String?

        public init(id: String, category: String, title: String? = nil) {
            self.id = id; self.category = category; self.title = title
        }
    }

    /// One file `new` wrote, relative to the workbook's root, and what it is for.
    public struct CreatedFile: Sendable, Equatable, Codable {
        public var path: String
        public var role: String
    }

    /// What `new` made.
    public struct Outcome: Sendable, Equatable {
        public var exercise: Exercise
        /// The files written, in the order an author reads them.
        public var files: [CreatedFile]
        /// The line of `grader.yml` where the new entry starts (1-based).
        public var catalogueLine: Int
    }

    /// Why the request is malformed (one sentence: a usage error), or nil when it is well-formed. Checks the id's
    /// shape, the category and the title; whether the id is free is ``run(_:request:)``'s business.
    public static func usageProblem(_ request: Request) -> String? {
        let id = request.id
        if !Exercise.isValidID(id) {
            if id.wholeMatch(of: /[0-9]+/) != nil {
                let category = ExerciseCategory(rawValue: request.category)?.rawValue ?? "state-reset"
                return "'\(id)' is only a number; a new exercise needs NN-slug, e.g. `workbook new \(String(format: "%02d", Int(id) ?? 0))-my-bug --category \(category)`."
            }
            return "'\(id)' is not an exercise id: expected NN-slug, two digits, a dash and lowercase words joined by dashes (e.g. 99-sheet-shows-old-photo)."
        }
        if ExerciseCategory(rawValue: request.category) == nil {
            let known = ExerciseCategory.allCases.map(\.rawValue)
            let nearest = known.min { editDistance($0, request.category) < editDistance($1, request.category) }
            let suggestion = nearest.map { editDistance($0, request.category) <= 3 ? " Did you mean '\($0)'?" : "" } ?? ""
            return "Unknown category '\(request.category)'; expected one of \(known.joined(separator: ", ")).\(suggestion)"
        }
        if let title = request.title {
            if title.trimmingCharacters(in: .whitespaces).isEmpty { return "--title is empty; give the bug in the user's words, e.g. --title \"The tally starts over when I hide it\"." }
            if title.contains(where: { $0.isNewline || ($0.asciiValue.map { $0 < 0x20 } ?? false) }) {
                return "--title must be one line of text."
            }
        }
        return nil
    }

    /// The title when none is given: the slug in words, first letter capitalised (`63-my-bug` → `My bug`).
    static func defaultTitle(slug: String) -> String {
        let words = slug.replacingOccurrences(of: "-", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// Scaffolds the exercise in `workbook` (see ``NewCommand``).
    ///
    /// - Throws: ``WorkbookError/refused(_:)`` when the request is malformed (``usageProblem(_:)``), or the id, its
    ///   number or its module name is taken, or a file or folder it would write exists already (nothing is written);
    ///   ``WorkbookError/setup(_:)`` when a file cannot be written (what was written is removed again) or the entry
    ///   cannot be added to `grader.yml` without disturbing it.
    public static func run(_ workbook: Workbook, request: Request) throws(WorkbookError) -> Outcome {
        if let problem = usageProblem(request) { throw .refused(problem) }
        let category = ExerciseCategory(rawValue: request.category)!
        let catalogue = workbook.catalogue
        let id = request.id
        let draft = Exercise(id: id, title: request.title ?? "", category: category)
        let number = draft.number

        // Refusals, before anything is written.
        if catalogue.exercises.contains(where: { $0.id == id }) {
            throw .refused("\(id) exists already (grader.yml, line \(catalogue.idPositions[id]?.line ?? 0)); `workbook new` never overwrites an exercise. Pick another id (\(nextFree(catalogue)) is free).")
        }
        if let taken = catalogue.exercises.first(where: { $0.number == number }) {
            throw .refused("Number \(draft.shortID) is taken by \(taken.id); exercise numbers are unique. Pick another (\(nextFree(catalogue)) is free), e.g. `workbook new \(nextFree(catalogue))-\(draft.slug) --category \(category.rawValue)`.")
        }
        if let twin = catalogue.exercises.first(where: { $0.moduleName == draft.moduleName }) {
            throw .refused("The slug '\(draft.slug)' makes the module \(draft.moduleName), which \(twin.id) already uses; pick another slug.")
        }
        let folders = ["Exercises/\(id)", "Solutions/\(id)", "Tests/Hidden/\(id)"]
        for folder in folders where FileManager.default.fileExists(atPath: workbook.contentRoot.appendingPathComponent(folder).path)
            || Workbook.symbolicLinkTarget(workbook.contentRoot.appendingPathComponent(folder)) != nil {
            throw .refused("\(folder)/ exists already, though grader.yml has no exercise \(id); `workbook new` never overwrites anything. Move it away, or add its grader.yml entry by hand.")
        }

        let title = request.title?.trimmingCharacters(in: .whitespaces) ?? defaultTitle(slug: draft.slug)
        let template = ExerciseTemplate.make(for: category, module: draft.moduleName, shortID: draft.shortID, title: title)
        // The category's usual track, when the catalogue has it (an exercise may name only declared tracks).
        let declared = catalogue.tracks.map(\.id)
        let tracks = declared.contains(template.track) ? [template.track] : []
        var exercise = Exercise(
            id: id, title: title, category: category, tracks: tracks,
            seedRef: "TODO: the seed section this exercise teaches, e.g. \(template.seedExample)", hints: template.hints)
        exercise.root = template.root
        exercise.steps = template.steps

        // The catalogue's new text, checked before any file is written.
        let catalogueURL = workbook.contentRoot.appendingPathComponent("grader.yml")
        guard let data = FileManager.default.contents(atPath: catalogueURL.path) else {
            throw .setup("Cannot read \(catalogueURL.path).")
        }
        let original = String(decoding: data, as: UTF8.self)
        let (text, line) = try CatalogueEditor.inserting(entry(for: exercise, template: template), for: exercise, into: original, file: catalogue.file)
        let updated: Catalogue
        do {
            updated = try Catalogue.parse(text, file: catalogue.file)
        } catch {
            throw .setup("Adding \(id) would make grader.yml unreadable (\(error.description)); grader.yml was left as it was. Add this entry by hand:\n\(entry(for: exercise, template: template).joined(separator: "\n"))")
        }
        guard let added = updated.exercises.first(where: { $0.id == id }) else {
            throw .setup("Could not add \(id) to grader.yml; grader.yml was left as it was.")
        }
        exercise.hotPaths = added.hotPaths
        exercise.tracks = added.tracks
        guard added == exercise, updated.exercises.filter({ $0.id != id }) == catalogue.exercises,
              updated.settings == catalogue.settings else {
            throw .setup("Adding \(id) would change other entries of grader.yml; grader.yml was left as it was. Add this entry by hand:\n\(entry(for: exercise, template: template).joined(separator: "\n"))")
        }

        // The files, each folder created here (never one that exists), removed again if anything fails.
        let files: [(path: String, contents: String, role: String)] = [
            ("Exercises/\(id)/\(template.fileName)", template.exercise, "the broken module (module \(exercise.moduleName))"),
            ("Exercises/\(id)/README.md", template.readme, "the bug report learners read"),
            ("Solutions/\(id)/\(template.fileName)", template.solution, "the reference fix"),
            ("Tests/Hidden/\(id)/\(template.hiddenSuiteFileName)", template.hiddenSuite,
             category == .slowBody ? "the hidden suite: a .hotPath and a .regression test" : "the hidden suite: a .symptom and a .regression test"),
        ]
        var createdFolders: [URL] = []
        func undo() { for folder in createdFolders.reversed() { try? FileManager.default.removeItem(at: folder) } }
        do {
            for folder in folders {
                let url = workbook.contentRoot.appendingPathComponent(folder)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)  // fails if it exists
                createdFolders.append(url)
            }
            for file in files {
                try Data(file.contents.utf8).write(to: workbook.contentRoot.appendingPathComponent(file.path), options: .withoutOverwriting)
            }
            // grader.yml last, and only if nobody changed it meanwhile.
            guard FileManager.default.contents(atPath: catalogueURL.path) == data else {
                undo()
                throw WorkbookError.refused("grader.yml changed while \(id) was being made; nothing was written. Run `workbook new` again.")
            }
            try Data(text.utf8).write(to: catalogueURL, options: .atomic)
        } catch let error as WorkbookError {
            throw error
        } catch {
            undo()
            throw .setup("Could not write the files of \(id): \(error.localizedDescription); nothing was kept.")
        }
        return Outcome(
            exercise: exercise,
            files: files.map { CreatedFile(path: $0.path, role: $0.role) }
                + [CreatedFile(path: "grader.yml", role: "line \(line): the entry (title, category, tracks, seed_ref, root, steps, hints\(category == .slowBody ? ", hot_paths" : ""))")],
            catalogueLine: line)
    }

    /// The lowest two-digit number no exercise uses, above the highest in use when there is one (`63`).
    static func nextFree(_ catalogue: Catalogue) -> String {
        let used = Set(catalogue.exercises.map(\.number))
        let start = (used.max() ?? 0) + 1
        let above = start <= 99 ? (start...99).first { !used.contains($0) } : nil
        let free = above ?? (1...99).first { !used.contains($0) } ?? 0
        return String(format: "%02d", free)
    }

    /// The entry's lines, unindented (keys at column 0, list items under them): ``CatalogueEditor`` indents them as
    /// the file's other entries are.
    static func entry(for exercise: Exercise, template: ExerciseTemplate) -> [String] {
        var lines = [
            "- id: \(exercise.id)",
            "  title: \(CatalogueEditor.quoted(exercise.title))",
            "  category: \(exercise.category.rawValue)",
            "  tracks: [\(exercise.tracks.joined(separator: ", "))]",
            "  seed_ref: \(CatalogueEditor.quoted(exercise.seedRef ?? ""))",
        ]
        if let root = exercise.root { lines.append("  root: \(CatalogueEditor.singleQuoted(root))") }
        if !exercise.steps.isEmpty { lines.append("  steps: [\(exercise.steps.map(CatalogueEditor.singleQuoted).joined(separator: ", "))]") }
        lines.append("  hints:")
        lines += exercise.hints.map { "    - \(CatalogueEditor.quoted($0))" }
        lines += template.hotPaths.map { "  " + $0 }
        return lines
    }
}

/// Edits `grader.yml` as text, so that everything but the change stays byte for byte as the author wrote it.
enum CatalogueEditor {
    /// A YAML single-quoted scalar (`'tap "Log a session"'`: a `'` inside is doubled), as `root:` and `steps:` are
    /// written, so the double quotes of Swift and of `workbook run` commands stay as they are.
    static func singleQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += String(format: "\\x%02X", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `text` with `entry` (lines as ``NewCommand/entry(for:template:)`` makes them) inserted into the `exercises:`
    /// list in id order: before the first entry whose id sorts after the new one, together with any comment lines
    /// just above that entry; else after the last entry. The entry takes the indentation of the list's first item and
    /// the blank-line separation the list uses.
    ///
    /// - Returns: the new text and the 1-based line where the entry starts.
    /// - Throws: ``WorkbookError/setup(_:)`` when the list is not a block list it can add to (a flow list `[…]`, or
    ///   no `exercises:` list), saying to add the entry by hand.
    static func inserting(_ entry: [String], for exercise: Exercise, into text: String, file: String) throws(WorkbookError) -> (text: String, line: Int) {
        let byHand = "Add this entry to \(file)'s `exercises:` list by hand:\n\(entry.map { "  " + $0 }.joined(separator: "\n"))"
        let root: YAMLNode?
        do { root = try YAMLNode.parse(text, file: file) } catch { throw .setup("\(error.description)\n\(byHand)") }
        guard case .mapping(let pairs, _)? = root,
              let list = pairs.first(where: { $0.key.scalarText == "exercises" })?.value,
              case .sequence(let items, _) = list, !items.isEmpty else {
            throw .setup("\(file) has no `exercises:` list with entries to add \(exercise.id) to. \(byHand)")
        }
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        var lines = text.components(separatedBy: newline)

        // Where each entry starts: the line of its dash (its mapping starts on that line, or the line after a lone `-`).
        func startLine(_ item: YAMLNode) -> Int {
            var index = item.position.line - 1
            if index > 0, lines[index - 1].trimmingCharacters(in: .whitespaces) == "-" { index -= 1 }
            return index
        }
        let starts = items.map(startLine)
        let first = lines[starts[0]]
        guard let dash = first.firstIndex(of: "-"), first[..<dash].allSatisfy({ $0 == " " }) else {
            throw .setup("\(file)'s `exercises:` is not a block list (one `- id: …` entry per line). \(byHand)")
        }
        let indent = String(first[..<dash])
        func isBlank(_ index: Int) -> Bool { lines[index].trimmingCharacters(in: .whitespaces).isEmpty }
        func isComment(_ index: Int) -> Bool { lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("#") }
        // Blank lines between entries, if the list has them (a list of one: yes, as this project writes them).
        var separated = true
        if starts.count > 1 {
            var above = starts[1] - 1
            while above > starts[0], isComment(above) { above -= 1 }
            separated = isBlank(above)
        }
        let header = pairs.first { $0.key.scalarText == "exercises" }!.key.position.line - 1

        let ids = items.map { item -> String in
            guard case .mapping(let fields, _) = item else { return "" }
            return fields.first { $0.key.scalarText == "id" }?.value.scalarText ?? ""
        }
        func sortsAfter(_ other: String) -> Bool {
            let number = Int(other.prefix(while: \.isNumber)) ?? -1
            return number != exercise.number ? number > exercise.number : other > exercise.id
        }
        var block = entry.map { indent + $0 }
        let insertAt: Int
        if let next = ids.firstIndex(where: sortsAfter) {
            // Before the next entry, and before the comment lines just above it, which belong to it.
            var index = starts[next]
            while index - 1 > header, isComment(index - 1) { index -= 1 }
            if separated {
                block.append("")
                if index - 1 > header, !isBlank(index - 1) { block.insert("", at: 0) }
            }
            insertAt = index
        } else {
            // After the last entry: past the last line any of its nodes starts on, and past the lines indented under
            // its dash (a long scalar's continuation, comments inside it); then back over blank lines.
            var index = deepestLine(items.last!)
            while index < lines.count, isBlank(index) || lines[index].hasPrefix(indent + " ") { index += 1 }
            while index - 1 > starts.last!, isBlank(index - 1) { index -= 1 }
            if separated { block.insert("", at: 0) }
            insertAt = index
        }
        let line = insertAt + block.prefix { $0.isEmpty }.count + 1
        lines.insert(contentsOf: block, at: insertAt)
        return (lines.joined(separator: newline), line)
    }

    /// The last line (1-based) any node of `node` starts on.
    private static func deepestLine(_ node: YAMLNode) -> Int {
        switch node {
        case .scalar(_, _, let position): return position.line
        case .sequence(let items, let position): return items.map(deepestLine).max() ?? position.line
        case .mapping(let pairs, let position):
            return pairs.flatMap { [deepestLine($0.key), deepestLine($0.value)] }.max() ?? position.line
        }
    }
}
