/// C's printf formatting in learner code (issue 30, found by two break-it passes): `String(format:)` and every other
/// function that takes `CVarArg`s reads what its format's conversions say — `%s`, `%S` and `%@` read memory at any
/// address an `Int` argument gives, `%n` writes there, and a conversion without its argument reads past them — in
/// safe Swift that compiles under strict memory safety. A check of the format's text is not enough (the function can
/// be taken as a value and called with any format), so ``ModulePolicy`` refuses every reference to such a function,
/// judged on the compiled object: string interpolation and `formatted()` do the same work safely.
enum ModulePolicyFormats {
    /// Why an undefined Swift symbol (demangled) is refused, if it is a function taking C variadic arguments
    /// (`CVarArg`, `CVaListPointer`): `String(format:_:)`, `String(format:arguments:)`, `NSString(format:)`,
    /// `NSPredicate(format:_:)`, `String.localizedStringWithFormat(_:_:)`, `NSLog(_:_:)`, `withVaList(_:_:)`…; nil for
    /// anything else, such as the conformances an array of `CVarArg`s needs.
    static func refusal(ofDemangled demangled: String) -> (use: String, reason: String, token: String)? {
        let nonFunctions = ["protocol ", "type metadata", "nominal type descriptor", "associated ", "method descriptor", "dispatch thunk"]
        var function = Substring(demangled)
        if function.hasPrefix("static ") { function = function.dropFirst("static ".count) }
        if function.hasPrefix("(extension in "), let colon = function.range(of: "):") { function = function[colon.upperBound...] }
        guard demangled.contains("CVarArg") || demangled.contains("CVaListPointer"),
              !nonFunctions.contains(where: { demangled.hasPrefix($0) }), let open = function.firstIndex(of: "(") else { return nil }
        let name = displayName(function[..<open])
        return (name, "formats with C's printf rules, which read memory its format asks for (%s, %@) and write it (%n); "
            + "use string interpolation or `formatted()` (for a leading zero: `value < 10 ? \"0\\(value)\" : \"\\(value)\"`)",
            name.split(separator: "(").first.map(String.init) ?? name)
    }

    /// `Swift.String.init` (of `(extension in Foundation):Swift.String.init(format:_:)`) → `String(format:)`;
    /// `Foundation.NSLog` → `NSLog`.
    private static func displayName(_ function: Substring) -> String {
        var parts = function.split(separator: ".").map(String.init)
        if parts.count > 1 { parts.removeFirst() }  // the module
        if let last = parts.last, last == "init" || last == "__allocating_init", parts.count >= 2 { return "\(parts[parts.count - 2])(format:)" }
        return parts.joined(separator: ".")
    }
}
