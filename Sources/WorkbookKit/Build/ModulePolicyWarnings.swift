/// What the compiler only warns about but exercises may not do, judged on the warnings of the module's compile.
///
/// A class that inherits from another module's `@unchecked Sendable` class (`NSError`, `Operation`, `NSLock`…) is
/// Sendable without its own stored properties being checked; Swift 6 says "class … must restate inherited
/// '@unchecked Sendable' conformance" and compiles it anyway. Such a class carries any object to another thread, where
/// a data race reads or corrupts the test process's memory, so it is refused like `@unchecked Sendable` itself.
///
/// Any other warning about data races (`Sendable`, isolation, `sending`) is refused too: the compile makes the
/// compiler's data-race groups errors (``ExerciseBuilder/dataRaceSafetyFlags``), and a concurrency warning outside
/// those groups is no safer. One is not: a non-Sendable closure made a main-actor one *on* the main actor
/// (`Button("Call", action: onCall)` in a view's body, which SwiftUI code does everywhere) is a warning there only
/// because the closure cannot leave the main actor (the same conversion off it is an error).
enum ModulePolicyWarnings {
    /// Words of a warning that is about data races.
    static let dataRaceWords = ["Sendable", "data race", "actor-isolated", "isolated to", "nonisolated", "'sending'", "main actor"]
    /// Words of a warning about an `unsafe` expression, which only code the learner did not write (a macro's
    /// expansion) can hold: the word itself is refused in the text (``ModulePolicyText``).
    static let unsafeWords = ["'unsafe'"]
    /// The start of the one data-race warning that is allowed.
    static let onTheMainActorConversion = "converting non-Sendable function value to '@MainActor"

    static func violations(in warnings: [CompilerDiagnostic]) -> [ModuleViolation] {
        warnings.compactMap { warning in
            guard warning.severity == "warning", let (use, reason) = refusal(of: warning.message) else { return nil }
            return ModuleViolation(use: use, reason: reason, file: warning.file, line: warning.line, column: warning.column)
        }
    }

    /// What a warning's message refuses (what to call it and why); nil for a warning exercises may have.
    private static func refusal(of message: String) -> (use: String, reason: String)? {
        if message.contains("must restate inherited '@unchecked Sendable' conformance"),
           let name = message.split(separator: "'").dropFirst().first {
            return ("class \(name)", "inherits a Sendable conformance that Swift does not check (from another module's `@unchecked Sendable` class), so its state could be shared across threads unchecked")
        }
        let use = "code the compiler warns about (\(message))"
        if unsafeWords.contains(where: message.contains) {
            return (use, "marks memory-unsafe code as acknowledged, which exercises may not contain")
        }
        guard dataRaceWords.contains(where: message.contains), !message.hasPrefix(onTheMainActorConversion) else { return nil }
        return (use, "risks a data race, which reads and writes memory it was not given, so exercises treat this warning as an error")
    }
}
