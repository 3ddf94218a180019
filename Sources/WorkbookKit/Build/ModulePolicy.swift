import Foundation

/// One thing a learner's module uses that exercises may not, with where it is.
public struct ModuleViolation: Sendable, Equatable {
    /// What is used, as the learner wrote it: `import Glibc`, `exit`, `Process`, `@_cdecl("exit")`.
    public var use: String
    /// Why it is refused, as a plain sentence ending: `ends the test process`.
    public var reason: String
    /// `Exercises/<id>/<File>.swift`, or nil when neither the debug information nor the source text places it.
    public var file: String?
    public var line: Int?
    /// Where on the line, when the compiler's index places it (``ModulePolicyReferences``).
    public var column: Int?

    public init(use: String, reason: String, file: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.use = use; self.reason = reason; self.file = file; self.line = line; self.column = column
    }

    /// `` `exit` ends the test process; exercises may not use it. ``
    public var message: String { "`\(use)` \(reason); exercises may not use it." }
}

/// What a learner's exercise module may import and call, judged on the object `swiftc` compiled, never on the text:
///
/// - **Imports** (`import`, `internal import`, `@_implementationOnly import`, `import func M.f`) come from the
///   object's debug information (`DW_TAG_imported_module` with a line; the builder always compiles with `-g`). Each
///   must name a module in ``allowedImports`` (`grader.yml` `settings.allowed_imports`; default `ViewSim`,
///   `Observation`, `Foundation`) or one every Swift file imports anyway (`Swift`, `_Concurrency`, …). What an allowed
///   module re-exports (Foundation re-exports the C library on Linux) may be *used* through it, not imported by name.
/// - **Undefined symbols** (what the code calls or references): no process, signal, raw file-descriptor or
///   dynamic-loading function of the C library, however it is reached (`exit(0)` through Foundation,
///   `@_silgen_name("kill")`, `Glibc.open`), and of the C library only the memory and maths functions Swift code
///   compiles into (``ModulePolicyRules/allowedC``); no `Process`, `FileHandle(fileDescriptor:)` or `Bundle`.
///   Swift names are demangled with the runtime's own demangler.
/// - **Defined symbols**: every exported one must be a Swift symbol of the learner's own module. `@_cdecl("exit")`
///   or `@_silgen_name("exit") func … { }` defines a C name, and `@_silgen_name("$s7Testing…")` another module's
///   Swift name; loaded before the test libraries, either would replace theirs.
/// - **Sections**: only those `swiftc` writes; `@_section(".init_array")` (code run as the library loads) or any other
///   chosen name is refused. `@_used` alone only keeps a symbol that exists anyway and is not looked for.
///
/// - **Words that switch a check off** (`unsafe`, `@unsafe`, `@safe`, `@testable`, `@_spi`, `@unchecked`,
///   `nonisolated(unsafe)`, `@preconcurrency`, every `@_` attribute) are judged on the text, since the object cannot
///   show them (``ModulePolicyText``); exercises compile with strict memory safety checking
///   (``ExerciseBuilder/memorySafetyFlags``), and the test libraries (`Testing`, `ViewSimTesting`) are never importable.
/// - **Key paths with a subscript** (`\Carrier.[holder]`), whose index Swift does not check as they cross threads
///   (``ModulePolicyKeyPaths``), on the text.
/// - **Functions taking `CVarArg`s** (printf formatting, which reads memory: ``ModulePolicyFormats``) and **definitions
///   that shadow what the hidden suite calls** (``ModulePolicyShadowing``) are refused from the object's symbols.
///
/// - **Foundation and Dispatch declarations** the code names are judged on the compiler's index of the sources, against
///   an allow-list (``ModulePolicyReferences``): a class's methods are called through its table, with no symbol.
///
/// Each violation names its file and line from the object's line table where a relocation places it, else from the
/// first line of the learner's text that mentions it (the line only: the decision is the object's); the index places
/// what it finds at its line and column.
public struct ModulePolicy: Sendable {
    /// Module names an exercise may import by name.
    public var allowedImports: [String]
    /// The identifiers of the hidden suite's source: members of other modules' types with these names may not be
    /// redeclared (``ModulePolicyShadowing``).
    public var suiteNames: Set<String>
    /// The members of other modules' types the exercise's module is there to declare (`EnvironmentValues.distanceUnit`),
    /// though the suite names them: ``ModulePolicyShadowing/membersOfOtherTypes(declaredIn:)`` of its reference solution.
    public var providedMembers: Set<String>
    /// The core's public type names (``CoreTypeNames``): an app type by one the suite names is refused.
    public var coreTypeNames: Set<String>
    /// The types the exercise's reference solution declares (``ModulePolicyLookalikes/typesDeclared(in:)``): the app's
    /// own, which the suite names because it tests them (exercise 72's `struct Tag`), though another module has one so
    /// named.
    public var providedTypes: Set<String>
    /// Words of ``ModulePolicyText`` the exercise allows itself (``Exercise/allowedConstructs``).
    public var allowedConstructs: Set<String>
    /// The toolchain's `swift-demangle` (``Toolchain/demangler``), for ``DemangleBound``; nil: the one on `PATH`'s toolchain.
    public var demangler: String?

    /// `ViewSim`, `Observation`, `Foundation`.
    public static let defaultAllowedImports = ["ViewSim", "Observation", "Foundation", "Combine"]

    public init(
        allowedImports: [String] = ModulePolicy.defaultAllowedImports, suiteNames: Set<String> = [], providedMembers: Set<String> = [],
        coreTypeNames: Set<String> = [], providedTypes: Set<String> = [], allowedConstructs: Set<String> = [], demangler: String? = nil
    ) {
        self.allowedImports = allowedImports; self.suiteNames = suiteNames; self.providedMembers = providedMembers
        self.coreTypeNames = coreTypeNames; self.providedTypes = providedTypes
        self.allowedConstructs = allowedConstructs; self.demangler = demangler
    }

    /// Every violation in the object at `object`, compiled from the exercise's `sources` (name and text, for
    /// placing a use the line table does not cover) as module `module`; files are named `Exercises/<id>/<name>`.
    ///
    /// - Throws: ``WorkbookError/setup(_:)`` when the object cannot be read or has no debug information.
    public func violations(
        inObject object: URL, module: String, exercise: String, sources: [SourceSnapshot.File]
    ) throws(WorkbookError) -> [ModuleViolation] {
        guard let data = FileManager.default.contents(atPath: object.path) else {
            throw .setup("Could not read \(object.lastPathComponent) to check what Exercises/\(exercise)/ uses.")
        }
        do throws(ELFError) {
            return try violations(in: ELFObject(data), module: module, exercise: exercise, sources: sources)
        } catch {
            throw .setup("Could not read \(object.lastPathComponent) to check what Exercises/\(exercise)/ uses: \(error.description).")
        }
    }

    /// The Swift symbols of the object at `object`, defined or not.
    static func swiftSymbolNames(inObject object: URL, exercise: String) throws(WorkbookError) -> [String] {
        guard let data = FileManager.default.contents(atPath: object.path) else {
            throw .setup("Could not read \(object.lastPathComponent) to check what Exercises/\(exercise)/ uses.")
        }
        do throws(ELFError) {
            return try ELFObject(data).symbols.map(\.name).filter(ModulePolicyRules.isSwiftSymbol)
        } catch {
            throw .setup("Could not read \(object.lastPathComponent) to check what Exercises/\(exercise)/ uses: \(error.description).")
        }
    }

    func violations(in object: ELFObject, module: String, exercise: String, sources: [SourceSnapshot.File]) throws(ELFError) -> [ModuleViolation] {
        var dwarf = try DWARFInfo(object, lines: false)
        guard dwarf.present else { throw ELFError("it has no debug information (compile with -g)") }
        // What is refused, and where to look for it: relocation sites (for the line table) and a word of the text.
        var refused: [(use: String, reason: String, sites: [ELFObject.Site], token: String?, importAt: DWARFInfo.Import?)] = []

        let allowed = Set(allowedImports).union(ModulePolicyRules.implicitModules).union([module])
        for entry in dwarf.imports {
            if let reason = ModulePolicyText.refusal(ofImport: entry.module) {
                refused.append(("import \(entry.module)", reason, [], nil, entry))
            } else if !allowed.contains(entry.module) {
                refused.append(("import \(entry.module)", "is not among the modules this workbook allows (\(allowedImports.joined(separator: ", ")))", [], nil, entry))
            }
        }
        var sites: [Int: [ELFObject.Site]] = [:]
        for relocation in object.relocations where !(object.sections.indices.contains(relocation.site.section)
            && object.sections[relocation.site.section].name.hasPrefix(".debug")) {
            sites[relocation.symbol, default: []].append(relocation.site)
        }
        var shadowing: Set<String> = []
        for (index, symbol) in object.symbols.enumerated() where !symbol.name.isEmpty && symbol.type != 3 && symbol.type != 4 {
            if symbol.isUndefined {
                if let (use, reason, token) = Self.refusal(ofUndefined: symbol.name) {
                    refused.append((use, reason, sites[index] ?? [], token, nil))
                }
            } else if symbol.isExported, let (use, reason, token) = Self.refusal(ofDefined: symbol.name, module: module) {
                refused.append((use, reason, [], token, nil))
            } else if symbol.type == 2 || symbol.type == 1, ModulePolicyRules.isSwiftSymbol(symbol.name),
                      let (use, reason, token) = ModulePolicyShadowing.refusal(
                        ofDefined: Demangler.demangle(symbol.name), module: module, suiteNames: suiteNames, provided: providedMembers),
                      shadowing.insert(use).inserted {
                // A function's code starts at its declaration's line; data is found by its word.
                let start = symbol.type == 2 ? [ELFObject.Site(section: symbol.sectionIndex, offset: symbol.value)] : []
                refused.append((use, reason, start, token, nil))
            }
        }
        for section in object.sections {
            let constructors = section.type == 14 || section.type == 15 || section.type == 16
            // Swift Testing finds tests through `swift5_tests` records; an exercise defines no test, so it has none.
            let testRecords = section.name == "swift5_tests"
            guard constructors || testRecords || !ModulePolicyRules.isCompilerSection(section.name) else { continue }
            let reason = constructors ? "runs code when the library loads or unloads"
                : testRecords ? "adds records to Swift Testing's list of tests, which only the hidden suite may write"
                : "puts code or data in a section of its own choosing"
            refused.append(("@_section(\"\(section.name)\")", reason, [], "@_section", nil))
        }
        let words = ModulePolicyText.violations(in: sources, exercise: exercise, allowed: allowedConstructs)
            + ModulePolicyKeyPaths.violations(in: sources, exercise: exercise)
        guard !refused.isEmpty else { return Self.sorted(words) }

        // Only now is the line table needed.
        try dwarf.readLines(object)
        let place = SourcePlacer(exercise: exercise, sources: sources, dwarf: dwarf)
        var found = words
        for item in refused {
            var location: (file: String, line: Int)?
            if let entry = item.importAt {
                if let file = entry.fileIndex.flatMap(dwarf.fileName).flatMap(place.exerciseFile), let line = entry.line {
                    location = (file, line)
                }
            } else {
                location = item.sites.lazy.compactMap(place.location(of:)).first
                if location == nil, let token = item.token {
                    location = place.search(token) ?? (token == "@_section" ? place.search("@section") : nil)
                }
            }
            let violation = ModuleViolation(use: item.use, reason: item.reason, file: location?.file, line: location?.line)
            if !found.contains(violation) { found.append(violation) }
        }
        return Self.sorted(found)
    }

    /// In file and line order; unplaced ones last.
    private static func sorted(_ violations: [ModuleViolation]) -> [ModuleViolation] {
        violations.sorted { ($0.file ?? "~", $0.line ?? Int.max, $0.use) < ($1.file ?? "~", $1.line ?? Int.max, $1.use) }
    }

    /// Why an undefined symbol is refused (what to call it, the reason, and a word to find it by in the text); nil
    /// when it is allowed.
    static func refusal(ofUndefined name: String) -> (use: String, reason: String, token: String)? {
        if ModulePolicyRules.isSwiftSymbol(name) {
            let demangled = Demangler.demangle(name)
            for rule in ModulePolicyRules.forbiddenSwift where demangled.contains(rule.pattern) {
                guard Self.endsWord(demangled, after: rule.pattern) || rule.pattern.hasSuffix(":") else { continue }
                return (rule.use, rule.reason, rule.use.split(separator: "(").first.map(String.init) ?? rule.use)
            }
            for signal in ["makeSignalSource", "makeProcessSource"] where demangled.contains("DispatchSource.\(signal)") {
                return ("DispatchSource.\(signal)", ModulePolicyRules.forbidden[signal]!, signal)
            }
            // A test library's own symbol, reached without importing it (`@_silgen_name("$s7Testing…")`).
            for module in ModulePolicyText.neverImported where mentionsModule(demangled, module) {
                return (demangled, "is a symbol of \(module), the test library the hidden tests run on", "@_silgen_name")
            }
            if let refused = ModulePolicyFormats.refusal(ofDemangled: demangled) { return refused }
            if let function = cLibraryFunction(in: demangled) { return refusal(ofCFunction: function) }
            return nil
        }
        if ModulePolicyRules.isRuntimeSymbol(name) { return nil }
        return refusal(ofCFunction: name)
    }

    static func refusal(ofCFunction name: String) -> (use: String, reason: String, token: String)? {
        if let reason = ModulePolicyRules.forbidden[name] { return (name, reason, name) }
        if ModulePolicyRules.allowedC.contains(name) { return nil }
        return (name, "is a C library function outside what Swift, ViewSim and Foundation provide", name)
    }

    /// `Glibc.open(…) -> …` → `open`; nil for a name outside the C library's modules (and for its types, `__C.…`).
    static func cLibraryFunction(in demangled: String) -> String? {
        for module in ModulePolicyRules.cLibraryModules {
            let prefixes = [module + ".", "static " + module + "."]
            guard let prefix = prefixes.first(where: { demangled.hasPrefix($0) }) else { continue }
            let rest = demangled.dropFirst(prefix.count)
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : String(name)
        }
        return nil
    }

    /// Why an exported definition is refused; nil for a Swift symbol of the learner's module (or one the compiler adds).
    static func refusal(ofDefined name: String, module: String) -> (use: String, reason: String, token: String)? {
        guard ModulePolicyRules.isSwiftSymbol(name) else {
            if name.hasPrefix("__swift_") || name.hasPrefix("_swift_FORCE_LOAD_") { return nil }
            if name == "main" {
                return ("@main", "makes the module a program with an entry point of its own; an exercise is a library the hidden tests "
                    + "drive, so leave out `@main` (an app's `@main` type stays in the app, not in the exercise)", "@main")
            }
            return ("@_cdecl(\"\(name)\")", "defines the C function `\(name)` (with @_cdecl or @_silgen_name), which would replace the real one",
                    name)
        }
        // Most name the module outright (`$s7Counter…`); only the rest need the demangler.
        if name.contains("\(module.utf8.count)\(module)") { return nil }
        let demangled = Demangler.demangle(name)
        if mentionsModule(demangled, module) { return nil }
        return ("@_silgen_name(\"\(name)\")", "defines `\(demangled)`, a symbol of another module, which would replace the real one", "@_silgen_name")
    }

    /// Whether a demangled name has `module` as a context: `M.Type…`, `(extension in M):…`, `… in M`.
    static func mentionsModule(_ demangled: String, _ module: String) -> Bool {
        var search = demangled[...]
        while let range = search.range(of: module) {
            let before = range.lowerBound == demangled.startIndex ? nil : demangled[demangled.index(before: range.lowerBound)]
            let after = range.upperBound == demangled.endIndex ? nil : demangled[range.upperBound]
            let startsWord = before.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            if startsWord, after == nil || after == "." || after == ")" || after == ":" { return true }
            search = demangled[range.upperBound...]
        }
        return false
    }

    private static func endsWord(_ text: String, after pattern: String) -> Bool {
        var search = text[...]
        while let range = search.range(of: pattern) {
            if range.upperBound == text.endIndex { return true }
            let next = text[range.upperBound]
            if !(next.isLetter || next.isNumber || next == "_") { return true }
            search = text[range.upperBound...]
        }
        return false
    }

    // MARK: As a build failure

    /// The words by which a result's detail says the module was refused (``refusalDetail(_:exercise:allowedImports:)``).
    static let refusalPhrase = "compiles, but uses"

    /// The start of ``buildFailure(_:exercise:)``'s output, by which ``refusalDetail(_:exercise:allowedImports:)`` knows it.
    static let outputMarker = "workbook: the module uses what exercises may not\n"

    /// The violations as a build failure of the learner's code: one `error` diagnostic each, at its file and line.
    public static func buildFailure(_ violations: [ModuleViolation], exercise: String) -> BuildFailure {
        let diagnostics = violations.map { violation in
            CompilerDiagnostic(
                file: violation.file, line: violation.line, column: violation.file == nil ? nil : violation.column ?? 1, severity: "error",
                message: violation.message, origin: .exercise)
        }
        let output = outputMarker + diagnostics.map(\.headline).joined(separator: "\n")
        return BuildFailure(origin: .exercise, diagnostics: diagnostics, output: output, stoppedAfterSeconds: nil)
    }

    /// The sentence a check shows for a failure from ``buildFailure(_:exercise:)``, naming the modules
    /// `allowedImports` lets exercises use; nil for any other failure.
    public static func refusalDetail(
        _ failure: BuildFailure, exercise: String, allowedImports: [String] = ModulePolicy.defaultAllowedImports
    ) -> String? {
        guard failure.output.hasPrefix(outputMarker) else { return nil }
        let uses = failure.diagnostics.count
        let modules = allowedImports.map { $0 == "Foundation" ? "the everyday part of Foundation's" : "\($0)'s" }
        let listed = modules.count > 1 ? modules.dropLast().joined(separator: ", ") + " and " + modules.last! : modules.first ?? "no module's"
        return "Your code in Exercises/\(exercise)/ \(refusalPhrase) \(uses == 1 ? "something" : "\(uses) things") exercises may not: "
            + "only \(listed) APIs, without processes, signals, raw file descriptors, loading code or unsafe memory access."
    }

    /// Where the compiler wrote its index of the module's sources (`-index-store-path`), and the toolchain's
    /// libIndexStore to read it with (``IndexStore``).
    public struct Index: Sendable {
        public var store: URL
        public var library: String

        public init(store: URL, library: String) { self.store = store; self.library = library }
    }

    /// Checks a freshly compiled module: nil when it keeps to the policy, else the failure to report (stage `build`).
    ///
    /// - Throws: ``WorkbookError/setup(_:)`` when the object or the index cannot be read.
    /// - Parameters:
    ///   - warnings: the compile's warnings, for what the compiler allows with one (``ModulePolicyWarnings``).
    ///   - index: the compiler's index of the sources, for the declarations they name (``ModulePolicyReferences``).
    public func check(
        object: URL, module: String, exercise: String, sources: [SourceSnapshot.File], warnings: [CompilerDiagnostic] = [],
        index: Index? = nil
    ) throws(WorkbookError) -> BuildFailure? {
        var contents: IndexStore.Contents?
        if let index { contents = try IndexStore.read(index.store, library: index.library) }
        // Every name demangled below, in this process, has a demangling of bounded size (DemangleBound).
        let names = try Self.swiftSymbolNames(inObject: object, exercise: exercise)
            + (contents?.occurrences ?? []).map(\.usr).filter { $0.hasPrefix("s:") }.map { "$s" + $0.dropFirst(2) }
        var tool = demangler ?? ""
        if demangler == nil { tool = try Toolchain.locate().demangler }
        if let unbounded = try DemangleBound.violation(in: names, tool: tool) {
            return Self.buildFailure([unbounded], exercise: exercise)
        }
        var found = try violations(inObject: object, module: module, exercise: exercise, sources: sources)
            + ModulePolicyWarnings.violations(in: warnings)
        if let contents {
            // A file the compiler did not index would go unjudged: refuse to decide rather than pass it.
            let indexed = Set(contents.unitFiles.map { ($0 as NSString).lastPathComponent })
            if let missing = sources.first(where: { $0.name.hasSuffix(".swift") && !indexed.contains($0.name) }) {
                throw .setup("The compiler's index of Exercises/\(exercise)/ has nothing for \(missing.name), so the grader cannot check what it uses; check again, and if this repeats, remove .build/workbook.")
            }
            let occurrences = contents.occurrences
            let named = ModulePolicyReferences.violations(
                in: occurrences, module: module, openModules: Set(allowedImports), exercise: exercise,
                sourceNames: Set(sources.map(\.name)))
                + ModulePolicyReferences.unindexedUnderscoredMembers(in: sources, occurrences: occurrences, exercise: exercise)
                + ModulePolicyLookalikes.violations(
                    in: occurrences, module: module, suiteNames: suiteNames, coreTypes: coreTypeNames, providedTypes: providedTypes, exercise: exercise,
                    sourceNames: Set(sources.map(\.name)))
            // The index places a use at its column; the object's rule for the same thing keeps its own reason.
            let reasons = Dictionary(found.map { ($0.use, $0.reason) }, uniquingKeysWith: { first, _ in first })
            let uses = Set(named.map(\.use))
            found = Self.sorted(named.map { violation in
                var placed = violation
                placed.reason = reasons[violation.use] ?? violation.reason
                return placed
            } + found.filter { !uses.contains($0.use) })
        }
        // The block runtime's symbols are the Dispatch call's own doing: named once, as that call.
        if found.contains(where: { $0.reason == ModulePolicyRules.dispatchClosure && !ModulePolicyRules.blockRuntime.contains($0.use) }) {
            found.removeAll { ModulePolicyRules.blockRuntime.contains($0.use) }
        }
        return found.isEmpty ? nil : Self.buildFailure(found, exercise: exercise)
    }
}

/// Places a use in the learner's files: by the line table, or by the first line of text that mentions it.
private struct SourcePlacer {
    var exercise: String
    var sources: [SourceSnapshot.File]
    var dwarf: DWARFInfo

    /// `Exercises/<id>/<name>` for a path the debug information gives (`./Exercises/<id>/Counter.swift`), when it is
    /// one of the learner's files.
    func exerciseFile(_ path: String) -> String? {
        let name = (path as NSString).lastPathComponent
        return sources.contains { $0.name == name } ? "Exercises/\(exercise)/\(name)" : nil
    }

    func location(of site: ELFObject.Site) -> (file: String, line: Int)? {
        guard let found = dwarf.location(of: site), let file = exerciseFile(found.file) else { return nil }
        return (file, found.line)
    }

    /// The first line, in file order, where `token` appears as a word (outside `//` comments).
    func search(_ token: String) -> (file: String, line: Int)? {
        for source in sources where source.name.hasSuffix(".swift") {
            let text = String(decoding: source.contents, as: UTF8.self)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
                var search = code
                while let range = search.range(of: token) {
                    let before = range.lowerBound == code.startIndex ? nil : code[code.index(before: range.lowerBound)]
                    let after = range.upperBound == code.endIndex ? nil : code[range.upperBound]
                    let isWord = { (character: Character?) in character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
                    if !isWord(before) || token.first == "@", !isWord(after) || token.last == "(" {
                        return ("Exercises/\(exercise)/\(source.name)", index + 1)
                    }
                    search = code[range.upperBound...]
                }
            }
        }
        return nil
    }
}

/// Swift's own demangler, from the runtime every Swift program links.
enum Demangler {
    @_silgen_name("swift_demangle")
    private static func swiftDemangle(
        _ mangledName: UnsafePointer<CChar>?, _ length: Int, _ outputBuffer: UnsafeMutablePointer<CChar>?,
        _ outputBufferSize: UnsafeMutablePointer<Int>?, _ flags: UInt32) -> UnsafeMutablePointer<CChar>?

    /// The demangled name, or the name itself when it is not a Swift symbol.
    static func demangle(_ name: String) -> String {
        name.withCString { pointer in
            guard let result = swiftDemangle(pointer, strlen(pointer), nil, nil, 0) else { return name }
            defer { free(result) }
            return String(cString: result)
        }
    }
}
