/// Declarations that would change what the hidden suite's own code means (issue 30, a break-it pass): the suite
/// imports the learner's module, and a declaration there with the same signature as one of an imported module shadows
/// it for the suite — `extension String { static func == (lhs: String, rhs: String) -> Bool { true } }` makes every
/// `#expect(shown == "…")` pass. ``ModulePolicy`` refuses, from the compiled object's defined symbols:
///
/// - an operator declared in an extension of another module's type, or as a global function none of whose
///   parameters is a type of the learner's module;
/// - a member of another module's type (declared in an extension) whose name the hidden suite's source uses
///   (``ModulePolicy/suiteNames``), such as `contains` or `hasPrefix`.
///
/// New members with names of their own, and anything on the learner's own types, stay allowed (`extension View {
/// func cardStyle() … }`).
enum ModulePolicyShadowing {
    /// Why a defined symbol of module `module` (demangled) is refused, if so: what to call it, the reason and a word
    /// to find it by in the text.
    static func refusal(ofDefined demangled: String, module: String, suiteNames: Set<String>) -> (use: String, reason: String, token: String)? {
        var text = Substring(demangled)
        if text.hasPrefix("static ") { text = text.dropFirst("static ".count) }
        // A generic operator demangles as `== infix<A>(…)`.
        let operatorMarkers = [" infix(", " prefix(", " postfix(", " infix<", " prefix<", " postfix<"]
        let extensionPrefix = "(extension in \(module)):"
        if text.hasPrefix(extensionPrefix) {
            let rest = text.dropFirst(extensionPrefix.count)
            if rest.hasPrefix(module + ".") {
                // An operator of the module's own protocol, constrained to another module's type
                // (`extension P where Self == String { static func == … }`), targets that type all the same.
                guard operatorMarkers.contains(where: { rest.contains($0) }), let clause = rest.range(of: " where ") else { return nil }
                let constraints = rest[clause.upperBound...].prefix { $0 != ">" }
                let targets = constraints.components(separatedBy: "== ").dropFirst().map { $0.prefix { $0 != "," && $0 != " " } }
                guard let target = targets.first(where: { !$0.hasPrefix(module + ".") }) else { return nil }
                return ("an operator on \(target.split(separator: ".").last ?? target)",
                        "redefines an operator for another module's type, which would change what the hidden tests compare", "static func")
            }
            let signature = rest.prefix { $0 != "(" && $0 != ":" }
            if let marker = operatorMarkers.first(where: { rest.contains($0) }), let range = rest.range(of: marker) {
                let name = rest[..<range.lowerBound].split(separator: ".").last.map(String.init) ?? "operator"
                return ("\(name) on \(typeName(signature))",
                        "redefines an operator of another module's type, which would change what the hidden tests compare",
                        name)
            }
            let accessors: Set<Substring> = ["getter", "setter", "modify", "_modify", "read", "_read", "unsafeAddressor", "unsafeMutableAddressor"]
            var parts = signature.split(separator: ".")
            while let last = parts.last, accessors.contains(last) { parts.removeLast() }
            guard let member = parts.last.map({ String($0.prefix { $0 != "<" && $0 != " " }) }), suiteNames.contains(member) else { return nil }
            return ("\(member) on \(typeName(signature))",
                    "redefines a member of another module's type that the hidden tests use, which would change what they check",
                    member)
        }
        // A global operator function of the module: allowed when one of its parameters is the module's own type.
        guard text.hasPrefix(module + "."), let marker = operatorMarkers.first(where: { text.contains($0) }),
              let range = text.range(of: marker) else { return nil }
        let parameters = text[range.upperBound...].prefix { $0 != ")" }
        guard !parameters.contains(module + ".") else { return nil }
        let name = String(text[text.index(text.startIndex, offsetBy: module.count + 1)..<range.lowerBound])
        return (name, "redefines an operator for other modules' types, which would change what the hidden tests compare", name)
    }

    /// `Swift.String.hasPrefix` → `String`.
    private static func typeName(_ signature: Substring) -> String {
        let parts = signature.split(separator: ".").map { $0.prefix { $0 != "<" } }
        return parts.count >= 3 ? String(parts[parts.count - 2]) : String(parts.first ?? "")
    }
}
