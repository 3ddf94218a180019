/// What the compiler only warns about but exercises may not do, judged on the warnings of the module's compile.
///
/// A class that inherits from another module's `@unchecked Sendable` class (`NSError`, `Operation`, `NSLock`…) is
/// Sendable without its own stored properties being checked; Swift 6 says "class … must restate inherited
/// '@unchecked Sendable' conformance" and compiles it anyway. Such a class carries any object to another thread, where
/// a data race reads or corrupts the test process's memory, so it is refused like `@unchecked Sendable` itself.
enum ModulePolicyWarnings {
    static func violations(in warnings: [CompilerDiagnostic]) -> [ModuleViolation] {
        warnings.compactMap { warning in
            guard warning.severity == "warning", warning.message.contains("must restate inherited '@unchecked Sendable' conformance"),
                  let name = warning.message.split(separator: "'").dropFirst().first else { return nil }
            return ModuleViolation(
                use: "class \(name)",
                reason: "inherits a Sendable conformance that Swift does not check (from another module's `@unchecked Sendable` class), so its state could be shared across threads unchecked",
                file: warning.file, line: warning.line)
        }
    }
}
