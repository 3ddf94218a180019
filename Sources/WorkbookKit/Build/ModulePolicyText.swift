/// What ``ModulePolicy`` judges on the learner's text, because the compiled object cannot show it: the words that
/// switch a check off rather than call anything.
///
/// - `unsafe` (SE-0458's `unsafe` expression) and the `@unsafe` and `@safe` attributes silence the strict memory
///   safety errors exercises are compiled with (``ExerciseBuilder/memorySafetyFlags``). The word is refused wherever it
///   stands (``SwiftTokens`` reads comments and strings as code, on purpose), except in `unowned(unsafe)`, whose uses
///   strict memory safety refuses itself.
/// - `@unchecked` (`@unchecked Sendable`), `@preconcurrency` and `nonisolated(unsafe)` switch data-race checking off:
///   two threads then free memory one of them still uses, a read and write of any address in safe Swift. An exercise
///   whose bug is one of them allows it in `grader.yml` (``Exercise/allowedConstructs``).
/// - Every other underscored attribute (`@_dynamicReplacement`, `@_implements`…).
/// - `@testable` and `@_spi` imports (and `@_spiOnly`) reach a module's internal or system-programming interface:
///   `@testable import ViewSim` would reach the core's internals, which debug builds compile for testing.
/// - `@_silgen_name`, `@_cdecl`, `@_extern`, `@_section` and `@_used` (and SE-0492's and SE-0495's `@section`, `@used`
///   and `@c`) link by name: a C function the object check
///   allows (`memcpy`, `strlen`) declared to take integers reads and writes any address in safe Swift. The object
///   check still refuses what they would define or call (the second line).
///
/// - `@freestanding` and `@attached`: every macro declaration names its role with one, and a macro of the exercise's
///   own named `expect` took the place of Swift Testing's in the hidden suite (break-it pass 44 of issue 30).
/// - `#externalMacro`: a macro of the learner's own, backed by one of the toolchain's plugins, expands to code these
///   rules never read (the pointer-bounds plugin writes `unsafe` into it).
/// - Foundation members that keep a value of any type where any thread reads it back (`Thread.threadDictionary`,
///   `UserDefaults.register(defaults:)` and its domains): methods of Foundation's classes are called through their
///   class's table, not by a symbol the object check could see (found by break-it passes of issue 30).
///
/// - The `sending` and `isolated` parameter specifiers and `isolated deinit`: the compiler's region-based isolation
///   does not yet check them soundly (swiftlang/swift#85330: a `sending` parameter captured with an actor's state is
///   used by two threads at once, a data race in code that compiles without a warning; break-it pass 13 of issue 30
///   read a heap address through it). Plain values still cross to actors and tasks as the compiler allows.
///
/// - `/proc`, `/sys/` and `/dev/` anywhere in the text (``systemFolderViolations(in:exercise:)``): what the process
///   says of itself there tells the hidden tests' process from the app's.
///
/// Imports of the test libraries themselves (``neverImported``) are refused from the object's debug information, like
/// every import, whatever `settings.allowed_imports` says: learner code must not reach the runner's record handler.
enum ModulePolicyText {
    /// Modules an exercise may never import, whatever `grader.yml` allows: the test libraries the runner is made of.
    static let neverImported: Set<String> = ["Testing", "XCTest", "ViewSimTesting", "_TestingInternals", "_Testing_Foundation"]

    /// Why importing `module` is refused even when `grader.yml` allows it; nil for any other module.
    static func refusal(ofImport module: String) -> String? {
        neverImported.contains(module) || module.hasPrefix("_Testing")
            ? "is the test library the hidden tests run on; exercises may never import it, whatever grader.yml allows"
            : nil
    }

    /// Words an exercise may allow for itself (``Exercise/allowedConstructs``): those an exercise's bug can be.
    static let allowable: Set<String> = ["@unchecked", "@preconcurrency", "nonisolated(unsafe)"]

    /// The reason for the escape hatches of data-race safety: a race frees memory another thread still uses, which
    /// reads and writes any address in otherwise safe Swift (found by a break-it pass of issue 30).
    static let raceReason = "switches off the compiler's data-race checks, and a data race reads and writes memory it was not given"

    /// Words refused in the text, each with its reason.
    static let refusedWords: [String: String] = [
        "@unchecked": raceReason,
        "@preconcurrency": raceReason,
        "nonisolated(unsafe)": raceReason,
        "unsafe": "silences the compiler's memory safety errors (exercises are compiled with strict memory safety; "
            + "the check reads every word, so rename a variable, function or label called `unsafe`)",
        "@unsafe": "silences the compiler's memory safety errors (exercises are compiled with strict memory safety)",
        "@safe": "silences the compiler's memory safety errors (exercises are compiled with strict memory safety)",
        "@testable": "reaches a module's internal declarations",
        "@_spi": "reaches a module's system-programming interface",
        "@_spiOnly": "reaches a module's system-programming interface",
        // Linkage by name: `@_silgen_name("memcpy") func copy(_: Int, _: Int, _: Int)` calls a C function with
        // addresses as integers, which strict memory safety cannot see.
        "@_silgen_name": "binds a function to a symbol by name, outside the compiler's type and memory safety checks",
        "@_cdecl": "binds a function to a symbol by name, outside the compiler's type and memory safety checks",
        "@_extern": "binds a function to a symbol by name, outside the compiler's type and memory safety checks",
        "@_section": "puts code or data in a section of its own choosing",
        "@_used": "keeps a symbol the compiler would drop, for code that finds it by name",
        // SE-0492's and SE-0495's spellings of the same (found by break-it pass 18 of issue 30: `@section("swift5_tests")`
        // put a record in Swift Testing's discovery section).
        "@section": "puts code or data in a section of its own choosing",
        "@used": "keeps a symbol the compiler would drop, for code that finds it by name",
        "@c": "binds a function to a symbol by name, outside the compiler's type and memory safety checks",
        "@extern": "binds a function to a symbol by name, outside the compiler's type and memory safety checks",
        // A macro of the learner's own, backed by one of the toolchain's plugins: its expansion is code no rule
        // here reads, and the standard library's pointer-bounds plugin writes `unsafe` into it (found by the ninth
        // break-it pass of issue 30). The macros exercises use are declared by their modules (`@Observable`).
        "externalMacro": "declares a macro backed by a compiler plugin, whose expanded code the grader's checks do not read",
        // A macro of the exercise's own, even one defined by another macro's expansion, is found by the hidden suite's
        // own macro uses: `@freestanding(expression) macro expect(_: Bool, _: String) -> (any Actor)? = #isolation`
        // replaced Swift Testing's `#expect` in every hidden test, so nothing was checked (break-it pass 44). Every
        // macro declaration needs one of these roles.
        "@freestanding": "declares a macro, which the hidden tests' own `#expect` and `#require` could resolve to instead of the test library's; exercises use the macros their modules declare",
        "@attached": "declares a macro, which the hidden tests' own macros could resolve to instead of the test library's; exercises use the macros their modules declare",
        "threadDictionary": ModulePolicyRules.carriesAnything,
        "register(defaults:)": ModulePolicyRules.carriesAnything,
        "setVolatileDomain": ModulePolicyRules.carriesAnything,
        "setPersistentDomain": ModulePolicyRules.carriesAnything,
    ]

    /// `#sourceLocation(file:line:)` anywhere in the exercise's files (a comment too: the text is read, not parsed),
    /// at its line. It makes the compiler place its messages, a crash's lines and the policy's at any file, the hidden
    /// suite's included (found by break-it pass 19 of issue 30), so it is refused even when the code does not compile.
    static func sourceLocationViolations(in sources: [SourceSnapshot.File], exercise: String) -> [ModuleViolation] {
        sources.filter { $0.name.hasSuffix(".swift") }.compactMap { source in
            let lines = String(decoding: source.contents, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            guard let index = lines.firstIndex(where: { $0.contains("#sourceLocation") }) else { return nil }
            return ModuleViolation(use: "#sourceLocation", reason: sourceLocationReason, file: "Exercises/\(exercise)/\(source.name)", line: index + 1)
        }
    }

    static let sourceLocationReason = "places the compiler's messages at another file and line, so they would not point at the exercise's code"

    /// The system's folders about processes and devices, which an app has no business reading.
    static let systemFolders = ["/proc", "/sys/", "/dev/"]

    /// The first mention of a folder of ``systemFolders`` in each of the exercise's files (a comment too: the text is
    /// read, not parsed), at its line. What the process says of itself there (`/proc/self/cmdline`, `status`, `fd`,
    /// `exe`) tells the hidden tests' process from the app `workbook run` starts, and an exercise applied its fix only
    /// under the tests; `/proc/self/exe` is the compiled hidden suite (break-it pass 47 of issue 30).
    static func systemFolderViolations(in sources: [SourceSnapshot.File], exercise: String) -> [ModuleViolation] {
        sources.filter { $0.name.hasSuffix(".swift") }.compactMap { source in
            let lines = String(decoding: source.contents, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                guard let folder = systemFolders.first(where: { line.contains($0) }) else { continue }
                return ModuleViolation(
                    use: folder.hasSuffix("/") ? String(folder.dropLast()) : folder, reason: systemFolderReason,
                    file: "Exercises/\(exercise)/\(source.name)", line: index + 1)
            }
            return nil
        }
    }

    static let systemFolderReason = "names the system's files about processes and devices, which an app has nothing to read in: "
        + "what the process says of itself there is the test runner's, not the app's"

    static let platformConditionReason = "compiles different code for different platforms, so what the grader checks on Linux need not be what a device runs; exercises are the same code everywhere"

    /// Whether `b` can be part of a Swift name: an ASCII letter, digit or `_`, or any byte of a non-ASCII character.
    static func isNameByte(_ b: UInt8) -> Bool { (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80 }

    static let specifierReason = "is a specifier of region-based isolation that the compiler does not yet check soundly "
        + "(swiftlang/swift#85330: a `sending` value captured with an actor's state is used by two threads at once); "
        + "pass Sendable values, or let the compiler infer the region"

    /// Every use of `sending` or `isolated` as a specifier in `source` (its first of each word), at its line: the word
    /// followed by anything that can start a type, a comment or `deinit` (a letter, `(`, `[`, `@`, `/`, a backquote),
    /// as in `x: sending T`, `-> sending T`, `y: isolated MyActor`, `(isolated A) -> Void`, `isolated deinit`. A name
    /// used as a value (`var sending = false`, `sending ? a : b`, `if sending {`, `$sending`, `send(sending:)`) is
    /// followed by something else and is not refused; prose in a comment can be (the check reads every word, so reword
    /// it). Comments between the word and the type do not hide it (break-it pass 14 wrote `x: /**/ sending T`).
    static func specifierViolations(in source: SourceSnapshot.File, exercise: String) -> [ModuleViolation] {
        let bytes = Array(source.contents)
        var found: [ModuleViolation] = []
        var seen: Set<String> = []
        var line = 1
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { line += 1; index += 1; continue }
            guard isNameByte(bytes[index]) else { index += 1; continue }
            let start = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            guard word == "sending" || word == "isolated", start == 0 || bytes[start - 1] != UInt8(ascii: "@") else { continue }
            var next = index
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") || bytes[next] == UInt8(ascii: "\r") || bytes[next] == UInt8(ascii: "\n") { next += 1 }
            guard next < bytes.count else { continue }
            let following = bytes[next]
            let startsType = isNameByte(following) || [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "@"), UInt8(ascii: "/"), UInt8(ascii: "`")].contains(following)
            guard startsType, seen.insert(word).inserted else { continue }
            found.append(ModuleViolation(use: word, reason: specifierReason, file: "Exercises/\(exercise)/\(source.name)", line: line))
        }
        return found
    }

    /// Any other underscored attribute (`@_dynamicReplacement`, `@_implements`, `@_exported`…): compiler internals.
    static let underscoredReason = "is one of the compiler's underscored attributes, which exercises never need"

    /// Every refused word in `sources` (each file's first use of each word), placed at its file and line; `allowed`:
    /// the words the exercise allows itself (``Exercise/allowedConstructs``).
    static func violations(in sources: [SourceSnapshot.File], exercise: String, allowed: Set<String> = []) -> [ModuleViolation] {
        var found = sourceLocationViolations(in: sources, exercise: exercise) + systemFolderViolations(in: sources, exercise: exercise)
        for source in sources where source.name.hasSuffix(".swift") {
            found += specifierViolations(in: source, exercise: exercise)
            found += platformConditionViolations(in: source, exercise: exercise)
            found += callerLocationViolations(in: source, exercise: exercise)
            let tokens = SwiftTokens(String(decoding: source.contents, as: UTF8.self)).tokens
            var seen: Set<String> = []
            for (index, token) in tokens.enumerated() {
                var word = token.text
                if word == "unsafe", index >= 2, tokens[index - 1].text == "(", ["nonisolated", "unowned"].contains(tokens[index - 2].text) {
                    // `unowned(unsafe)`: strict memory safety refuses its uses.
                    guard tokens[index - 2].text == "nonisolated" else { continue }
                    word = "nonisolated(unsafe)"
                }
                if word == "register", tokens.indices.contains(index + 2), tokens[index + 1].text == "(", tokens[index + 2].text == "defaults" {
                    word = "register(defaults:)"
                }
                let reason = refusedWords[word] ?? (word.hasPrefix("@_") ? underscoredReason : nil)
                guard let reason, !allowed.contains(word), seen.insert(word).inserted else { continue }
                found.append(ModuleViolation(use: word, reason: reason, file: "Exercises/\(exercise)/\(source.name)", line: token.line))
            }
        }
        return found
    }
}
