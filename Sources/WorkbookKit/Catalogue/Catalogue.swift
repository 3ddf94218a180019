import Foundation

/// Grader-wide settings from `grader.yml`'s `settings:` mapping.
public struct GraderSettings: Sendable, Equatable {
    /// Wall-clock deadline for one run of a hidden suite, in seconds (`settings.timeout_s`, default 20).
    public var timeoutSeconds: Double = 20
    /// The largest `timeout_s` a catalogue may set: an hour is far more than a small exercise's hidden suite needs.
    public static let maximumTimeoutSeconds: Double = 3600
    /// The smallest: a test process needs some tenths of a second just to start, so less would blame the learner's
    /// code for a timeout it did not cause.
    public static let minimumTimeoutSeconds: Double = 1
    /// The modules an exercise may import by name (`settings.allowed_imports`, default `ViewSim`, `Observation`,
    /// `Foundation`, `Combine`); see ``ModulePolicy``.
    public var allowedImports: [String] = ModulePolicy.defaultAllowedImports
    public init(timeoutSeconds: Double = 20, allowedImports: [String] = ModulePolicy.defaultAllowedImports) {
        self.timeoutSeconds = timeoutSeconds; self.allowedImports = allowedImports
    }
}

/// The exercises of a workbook in catalogue order, read from `grader.yml` with libyaml.
///
/// Schema (version 1):
/// ```yaml
/// version: 1
/// settings:                           # optional
///   timeout_s: 20                      # seconds, 1 to 3600
///   allowed_imports: [ViewSim, Observation, Foundation, Combine]   # modules exercises may import (the default)
/// exercises:
///   - id: 01-state-reset-if-else       # NN-slug, unique; Exercises/<id>/ must exist (checked by Workbook.open)
///     title: "The counter forgets its count"
///     category: state-reset            # see ExerciseCategory
///     tracks: [onboarding]             # optional list of track ids (declared ones, when `tracks:` is present)
///     seed_ref: "000 root cause 3"     # optional
///     hints: ["nudge", "nearly the answer"]   # optional list of strings
///     allowed_constructs: ["@unchecked"]      # optional: words the module policy refuses that this exercise's bug is
///     hot_paths: […]                   # optional; see ``HotPath``
///     root: "FocusScreen()"            # optional: the root view `workbook run` shows (a Swift expression)
///     steps: ['tap "Log a session"']   # optional: the bug report's steps as `workbook run` commands (needs root)
///     variants: […]                    # optional: known fixes and their verdicts; see ``Variant``
/// tracks:                              # optional; see ``Track``
///   - { id: onboarding, title: "A first taste", exercises: [01-state-reset-if-else] }
/// ```
public struct Catalogue: Sendable, Equatable {
    public var version: Int
    public var settings: GraderSettings
    public var exercises: [Exercise]
    /// Ordered tracks: the declared ones when `grader.yml` has a top-level `tracks:` list (an exercise may then name
    /// only those), else derived from the exercises' `tracks` fields.
    public var tracks: [Track]
    /// The file the catalogue was read from, for error messages (`grader.yml`).
    public var file = "grader.yml"
    /// Where each exercise's `id` value starts in the file (empty for a catalogue built in code).
    public var idPositions: [String: SourcePosition] = [:]

    /// - Parameter tracks: nil derives them from the exercises' `tracks` fields.
    public init(version: Int = 1, settings: GraderSettings = GraderSettings(), exercises: [Exercise], tracks: [Track]? = nil) {
        self.version = version; self.settings = settings; self.exercises = exercises
        self.tracks = tracks ?? Catalogue.derivedTracks(from: exercises)
    }

    /// Reads and parses a catalogue file.
    ///
    /// - Throws: ``CatalogueError`` when the file cannot be read, or, with its size and before any of it is parsed,
    ///   when it is over ``YAMLNode/maximumBytes`` (at most that much of it is read); else as ``parse(_:file:)``.
    public static func load(from url: URL) throws(CatalogueError) -> Catalogue {
        let name = url.lastPathComponent
        guard let handle = FileHandle(forReadingAtPath: url.path),
              let data = try? handle.read(upToCount: YAMLNode.maximumBytes + 1) ?? Data() else {
            throw CatalogueError(file: name, position: SourcePosition(line: 1, column: 1), message: "cannot read the file")
        }
        try? handle.close()
        guard data.count <= YAMLNode.maximumBytes else {
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
            let size = (attributes?[.type] as? FileAttributeType) == .typeRegular ? (attributes?[.size] as? NSNumber)?.intValue : nil
            throw YAMLNode.tooLarge(size.flatMap { $0 > YAMLNode.maximumBytes ? $0 : nil }, file: name)
        }
        return try parse(String(decoding: data, as: UTF8.self), file: name)
    }

    /// Parses catalogue text; `file` names it in errors.
    ///
    /// - Throws: ``CatalogueError`` at the offending node for malformed YAML, a missing or mistyped key, an unknown
    ///   category, a badly formed or duplicate id, an exercise naming a track the top-level `tracks:` does not
    ///   declare; for unknown keys, one error at the first listing every one with its line.
    public static func parse(_ text: String, file: String = "grader.yml") throws(CatalogueError) -> Catalogue {
        func fail(_ node: YAMLNode?, _ message: String) -> CatalogueError {
            CatalogueError(file: file, position: node?.position ?? SourcePosition(line: 1, column: 1), message: message)
        }
        guard let root = try YAMLNode.parse(text, file: file) else { throw fail(nil, "the file is empty; expected `version: 1` and `exercises:`") }
        let top = try mapping(root, named: "the top level", fail: fail)
        let unknown = unknownKeys(in: root)
        if let first = unknown.first {
            guard unknown.count > 1 else { throw fail(first.key, first.message) }
            // Listed up to a screenful: a file of thousands of stray keys is one mistake, not thousands.
            let shown = 20
            var list = unknown.prefix(shown).map { "line \($0.key.position.line): \($0.message)" }.joined(separator: "\n  ")
            if unknown.count > shown { list += "\n  … and \(unknown.count - shown) more" }
            throw fail(first.key, "\(unknown.count) unknown keys:\n  \(list)")
        }
        try rejectUnknownKeys(top, allowed: topLevelKeys, context: "at the top level", fail: fail)

        guard let versionNode = top["version"] else { throw fail(root, "missing `version` (expected `version: 1`)") }
        guard let version = versionNode.value.scalarText.flatMap(Int.init), version == 1 else {
            throw fail(versionNode.value, "unsupported version; expected `version: 1`")
        }

        var settings = GraderSettings()
        if let settingsNode = top["settings"] {
            let fields = try mapping(settingsNode.value, named: "`settings`", fail: fail)
            try rejectUnknownKeys(fields, allowed: settingsKeys, context: "in `settings`", fail: fail)
            if let timeout = fields["timeout_s"] {
                guard let seconds = timeout.value.scalarText.flatMap(Double.init), seconds > 0, seconds.isFinite else {
                    throw fail(timeout.value, "`timeout_s` must be a positive number of seconds")
                }
                guard seconds >= GraderSettings.minimumTimeoutSeconds else {
                    throw fail(timeout.value, "`timeout_s` must be at least \(Int(GraderSettings.minimumTimeoutSeconds)) second: a test process needs some tenths of a second just to start")
                }
                guard seconds <= GraderSettings.maximumTimeoutSeconds else {
                    throw fail(timeout.value, "`timeout_s` must be at most \(Int(GraderSettings.maximumTimeoutSeconds)) seconds (an hour)")
                }
                settings.timeoutSeconds = seconds
            }
            if let imports = fields["allowed_imports"] {
                settings.allowedImports = try parseAllowedImports(imports.value, fail: fail)
            }
        }

        guard let exercisesNode = top["exercises"] else { throw fail(root, "missing `exercises` (a list of exercises)") }
        guard case .sequence(let items, _) = exercisesNode.value else {
            throw fail(exercisesNode.value, "`exercises` must be a list, not \(exercisesNode.value.kindDescription)")
        }
        var exercises: [Exercise] = []
        var trackNodes: [(exercise: String, name: String, node: YAMLNode)] = []
        var seen: [String: SourcePosition] = [:]
        var seenModules: [String: String] = [:]
        for item in items {
            let (exercise, nodes) = try parseExercise(item, fail: fail)
            if let first = seen[exercise.id] {
                throw fail(item.idNode ?? item, "duplicate exercise id '\(exercise.id)' (first declared at line \(first.line))")
            }
            if let other = seenModules[exercise.moduleName] {
                throw fail(item.idNode ?? item, "exercise '\(exercise.id)' has the same module name \(exercise.moduleName) as '\(other)'")
            }
            seen[exercise.id] = (item.idNode ?? item).position
            seenModules[exercise.moduleName] = exercise.id
            exercises.append(exercise)
            trackNodes += nodes.map { (exercise.id, $0.name, $0.node) }
        }
        let tracks = try parseTracks(top["tracks"]?.value, exercises: &exercises, trackNodes: trackNodes, fail: fail)
        var catalogue = Catalogue(version: version, settings: settings, exercises: exercises, tracks: tracks)
        catalogue.file = file
        catalogue.idPositions = seen
        return catalogue
    }

    /// Parses the optional top-level `tracks:` list, validating that each names real exercises and that every
    /// exercise's `tracks` names only declared tracks, and makes every exercise's ``Exercise/tracks`` agree with it
    /// (the declared tracks that list the exercise, in declaration order).
    private static func parseTracks(
        _ node: YAMLNode?, exercises: inout [Exercise], trackNodes: [(exercise: String, name: String, node: YAMLNode)],
        fail: (YAMLNode?, String) -> CatalogueError
    ) throws(CatalogueError) -> [Track] {
        guard let node else { return derivedTracks(from: exercises) }
        guard case .sequence(let items, _) = node else {
            throw fail(node, "`tracks` must be a list of tracks ({id, title, exercises}), not \(node.kindDescription)")
        }
        let ids = exercises.map(\.id)
        let known = Set(ids)
        // The exercises whose own `tracks` name each track, in catalogue order (for a track without `exercises`).
        var naming: [String: [String]] = [:]
        for exercise in exercises {
            for track in Set(exercise.tracks) { naming[track, default: []].append(exercise.id) }
        }
        var declared: [Track] = []
        var seen: [String: SourcePosition] = [:]
        for item in items {
            let fields = try mapping(item, named: "a track", fail: fail)
            try rejectUnknownKeys(fields, allowed: trackKeys, context: "in a track", fail: fail)
            guard let idField = fields["id"] else { throw fail(item, "track is missing `id`") }
            guard let id = idField.value.scalarText, id.wholeMatch(of: /[a-z0-9]+(-[a-z0-9]+)*/) != nil else {
                throw fail(idField.value, "bad track id; expected lowercase words joined by dashes, e.g. onboarding")
            }
            if let first = seen[id] { throw fail(idField.value, "duplicate track id '\(id)' (first declared at line \(first.line))") }
            seen[id] = idField.value.position
            var title = id
            if let titleField = fields["title"] {
                guard let text = titleField.value.scalarText, !text.isEmpty else { throw fail(titleField.value, "`title` must be a string") }
                title = text
            }
            var members: [String] = []
            var listed: Set<String> = []
            if let list = fields["exercises"] {
                guard case .sequence(let entries, _) = list.value else {
                    throw fail(list.value, "`exercises` of track '\(id)' must be a list of exercise ids, not \(list.value.kindDescription)")
                }
                for entry in entries {
                    guard let text = entry.scalarText else { throw fail(entry, "each exercise of track '\(id)' must be an id, not \(entry.kindDescription)") }
                    guard known.contains(text) else {
                        let nearest = ids.min { editDistance($0, text) < editDistance($1, text) }
                        var message = "track '\(id)' names unknown exercise '\(text)'"
                        if let nearest, editDistance(nearest, text) <= max(3, text.count / 2) { message += "; did you mean '\(nearest)'?" }
                        throw fail(entry, message)
                    }
                    guard listed.insert(text).inserted else { throw fail(entry, "track '\(id)' lists '\(text)' twice") }
                    members.append(text)
                }
            } else {
                members = naming[id] ?? []
            }
            declared.append(Track(id: id, title: title, exercises: members))
        }
        // With a declared list, an exercise naming any other track is a typo that would silently drop it from the
        // track it meant.
        let names = declared.map(\.id)
        let declaredNames = Set(names)
        for entry in trackNodes where !declaredNames.contains(entry.name) {
            let nearest = names.min { editDistance($0, entry.name) < editDistance($1, entry.name) }
            var message = "unknown track '\(entry.name)'"
            if let nearest, editDistance(nearest, entry.name) <= max(3, entry.name.count / 2) {
                message += "; did you mean '\(nearest)'?"
            } else {
                message += "; the top-level `tracks:` declares \(names.map { "'\($0)'" }.joined(separator: ", "))"
            }
            throw fail(entry.node, message)
        }
        var tracksOf: [String: [String]] = [:]
        for track in declared {
            for member in track.exercises { tracksOf[member, default: []].append(track.id) }
        }
        for index in exercises.indices {
            exercises[index].tracks = tracksOf[exercises[index].id] ?? []
        }
        return declared
    }

    private static let exerciseKeys: Set<String> = [
        "id", "title", "category", "tracks", "seed_ref", "hints", "hot_paths", "root", "device", "steps", "allowed_constructs", "variants",
    ]
    private static let topLevelKeys: Set<String> = ["version", "settings", "exercises", "tracks"]
    private static let settingsKeys: Set<String> = ["timeout_s", "allowed_imports"]
    private static let trackKeys: Set<String> = ["id", "title", "exercises"]

    /// `settings.allowed_imports`: a list of module names, each once.
    private static func parseAllowedImports(_ node: YAMLNode, fail: (YAMLNode?, String) -> CatalogueError) throws(CatalogueError) -> [String] {
        guard case .sequence(let items, _) = node else {
            throw fail(node, "`allowed_imports` must be a list of module names, e.g. [ViewSim, Observation, Foundation], not \(node.kindDescription)")
        }
        var names: [String] = []
        var seen: Set<String> = []
        for item in items {
            guard let name = item.scalarText, name.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_]*/) != nil else {
                throw fail(item, "each entry of `allowed_imports` must be a module name such as Foundation")
            }
            guard seen.insert(name).inserted else { throw fail(item, "`allowed_imports` lists \(name) twice") }
            if let reason = ModulePolicyText.refusal(ofImport: name) {
                throw fail(item, "`allowed_imports` lists \(name), which \(reason)")
            }
            names.append(name)
        }
        return names
    }

    /// Every key the schema does not know, anywhere in the document (top level, `settings`, exercises, their hot
    /// paths and budgets, tracks), in document order, each with its message.
    static func unknownKeys(in root: YAMLNode) -> [(key: YAMLNode, message: String)] {
        var found: [(key: YAMLNode, message: String)] = []
        func check(_ node: YAMLNode?, _ allowed: Set<String>, _ context: String) {
            guard case .mapping(let pairs, _)? = node else { return }
            for pair in pairs {
                guard let name = pair.key.scalarText, !allowed.contains(name) else { continue }
                var message = "unknown key `\(name)` \(context)"
                let nearest = allowed.min { editDistance($0, name) < editDistance($1, name) }
                if let nearest, editDistance(nearest, name) <= 2 { message += "; did you mean `\(nearest)`?" }
                found.append((pair.key, message))
            }
        }
        func value(_ node: YAMLNode?, _ key: String) -> YAMLNode? {
            guard case .mapping(let pairs, _)? = node else { return nil }
            return pairs.first { $0.key.scalarText == key }?.value
        }
        func items(_ node: YAMLNode?) -> [YAMLNode] {
            if case .sequence(let items, _)? = node { return items }
            return []
        }
        check(root, topLevelKeys, "at the top level")
        check(value(root, "settings"), settingsKeys, "in `settings`")
        for exercise in items(value(root, "exercises")) {
            check(exercise, exerciseKeys, "in an exercise")
            for hotPath in items(value(exercise, "hot_paths")) {
                check(hotPath, hotPathKeys, "in a hot path")
                check(value(hotPath, "budgets"), budgetKeys, "in the budgets of '\(value(hotPath, "name")?.scalarText ?? "?")'")
            }
            for variant in items(value(exercise, "variants")) { check(variant, variantKeys, "in a variant") }
        }
        for track in items(value(root, "tracks")) { check(track, trackKeys, "in a track") }
        return found.sorted { ($0.key.position.line, $0.key.position.column) < ($1.key.position.line, $1.key.position.column) }
    }

    /// One exercise, with the node of each name in its `tracks` list (for error positions).
    private static func parseExercise(
        _ node: YAMLNode, fail: (YAMLNode?, String) -> CatalogueError
    ) throws(CatalogueError) -> (Exercise, tracks: [(name: String, node: YAMLNode)]) {
        let fields = try mapping(node, named: "an exercise", fail: fail)
        try rejectUnknownKeys(fields, allowed: exerciseKeys, context: "in an exercise", fail: fail)
        func string(_ key: String) throws(CatalogueError) -> String? {
            guard let field = fields[key] else { return nil }
            guard let text = field.value.scalarText else { throw fail(field.value, "`\(key)` must be a string, not \(field.value.kindDescription)") }
            return text
        }
        func strings(_ key: String) throws(CatalogueError) -> [String] {
            guard let field = fields[key] else { return [] }
            guard case .sequence(let items, _) = field.value else {
                throw fail(field.value, "`\(key)` must be a list of strings, not \(field.value.kindDescription)")
            }
            var result: [String] = []
            for item in items {
                guard let text = item.scalarText else { throw fail(item, "each entry of `\(key)` must be a string, not \(item.kindDescription)") }
                result.append(text)
            }
            return result
        }
        guard let id = try string("id") else { throw fail(node, "exercise is missing `id`") }
        guard Exercise.isValidID(id) else {
            throw fail(fields["id"]?.value, "bad exercise id '\(id)'; expected NN-slug, e.g. 01-state-reset-if-else")
        }
        guard let title = try string("title"), !title.isEmpty else { throw fail(node, "exercise '\(id)' is missing `title`") }
        guard let categoryText = try string("category") else { throw fail(node, "exercise '\(id)' is missing `category`") }
        guard let category = ExerciseCategory(rawValue: categoryText) else {
            let known = ExerciseCategory.allCases.map(\.rawValue).joined(separator: ", ")
            throw fail(fields["category"]?.value, "unknown category '\(categoryText)'; expected one of \(known)")
        }
        let tracks = try strings("tracks")
        var trackNodes: [(name: String, node: YAMLNode)] = []
        if case .sequence(let items, _)? = fields["tracks"]?.value {
            trackNodes = zip(tracks, items).map { ($0, $1) }
        }
        var exercise = Exercise(id: id, title: title, category: category, tracks: tracks, seedRef: try string("seed_ref"), hints: try strings("hints"))
        if let hotPaths = fields["hot_paths"] { exercise.hotPaths = try parseHotPaths(hotPaths.value, fail: fail) }
        if let variants = fields["variants"] { exercise.variants = try parseVariants(variants.value, exercise: id, fail: fail) }
        if let root = try string("root") {
            guard !root.trimmingCharacters(in: .whitespaces).isEmpty, !root.contains("\n") else {
                throw fail(fields["root"]?.value, "`root` must be one line of Swift naming the exercise's root view, e.g. FocusScreen()")
            }
            exercise.root = root
        }
        if let device = try string("device") {
            guard ExerciseDevice.constant(named: device) != nil else {
                let known = ExerciseDevice.known.map(\.name).joined(separator: ", ")
                throw fail(fields["device"]?.value, "unknown device '\(device)'; expected one of \(known)")
            }
            exercise.device = device
        }
        exercise.steps = try strings("steps")
        exercise.allowedConstructs = try strings("allowed_constructs")
        for (index, word) in exercise.allowedConstructs.enumerated() where !ModulePolicyText.allowable.contains(word) {
            let item: YAMLNode? = if case .sequence(let items, _)? = fields["allowed_constructs"]?.value, items.indices.contains(index) { items[index] } else { nil }
            throw fail(item, "`allowed_constructs` may list only \(ModulePolicyText.allowable.sorted().joined(separator: ", ")); '\(word)' is not one")
        }
        if !exercise.steps.isEmpty, exercise.root == nil {
            throw fail(fields["steps"]?.key, "exercise '\(id)' has `steps` but no `root`: `workbook run` needs the root view to replay them")
        }
        for (index, step) in exercise.steps.enumerated() {
            if case .failure(let problem) = RunInput.parse(step) {
                let item: YAMLNode? = if case .sequence(let items, _)? = fields["steps"]?.value, items.indices.contains(index) { items[index] } else { nil }
                throw fail(item, "step “\(RunInput.shortened(step))” is not a `workbook run` command: \(problem.message)")
            }
        }
        return (exercise, trackNodes)
    }

    static func mapping(
        _ node: YAMLNode, named name: String, fail: (YAMLNode?, String) -> CatalogueError
    ) throws(CatalogueError) -> KeyedFields {
        guard case .mapping(let pairs, _) = node else { throw fail(node, "\(name) must be a mapping, not \(node.kindDescription)") }
        var fields = KeyedFields()
        for pair in pairs {
            guard let key = pair.key.scalarText else { throw fail(pair.key, "keys must be plain words, not \(pair.key.kindDescription)") }
            guard fields.add(key, key: pair.key, value: pair.value) else { throw fail(pair.key, "duplicate key `\(key)`") }
        }
        return fields
    }

    static func rejectUnknownKeys(
        _ fields: KeyedFields, allowed: Set<String>, context: String, fail: (YAMLNode?, String) -> CatalogueError
    ) throws(CatalogueError) {
        for entry in fields.entries where !allowed.contains(entry.name) {
            let nearest = allowed.min { editDistance($0, entry.name) < editDistance($1, entry.name) }
            var message = "unknown key `\(entry.name)` \(context)"
            if let nearest, editDistance(nearest, entry.name) <= 2 { message += "; did you mean `\(nearest)`?" }
            throw fail(entry.key, message)
        }
    }

    /// A mapping's entries by key, in document order, keeping each key's node for error positions.
    struct KeyedFields {
        private(set) var entries: [(name: String, key: YAMLNode, value: YAMLNode)] = []
        /// Where each name is in ``entries``.
        private var indices: [String: Int] = [:]

        subscript(name: String) -> (key: YAMLNode, value: YAMLNode)? {
            indices[name].map { (entries[$0].key, entries[$0].value) }
        }

        /// Adds an entry; false, adding nothing, when `name` is there already.
        mutating func add(_ name: String, key: YAMLNode, value: YAMLNode) -> Bool {
            guard indices[name] == nil else { return false }
            indices[name] = entries.count
            entries.append((name, key, value))
            return true
        }
    }
}

extension YAMLNode {
    /// For an exercise mapping, the node of its `id` value (for error positions).
    fileprivate var idNode: YAMLNode? {
        guard case .mapping(let pairs, _) = self else { return nil }
        return pairs.first { $0.key.scalarText == "id" }?.value
    }
}
