import Foundation

/// Declarations that would change what the hidden suite's own code means (issue 30, a break-it pass): the suite
/// imports the learner's module, and a declaration there with the same signature as one of an imported module shadows
/// it for the suite — `extension String { static func == (lhs: String, rhs: String) -> Bool { true } }` makes every
/// `#expect(shown == "…")` pass. ``ModulePolicy`` refuses, from the compiled object's defined symbols:
///
/// - an operator declared in an extension of another module's type, or as a global function none of whose
///   parameters is a type of the learner's module;
/// - a member of another module's type (declared in an extension) whose name the hidden suite's source uses
///   (``ModulePolicy/suiteNames``), such as `contains` or `hasPrefix`, or that the suite's code calls without naming
///   it (``isCalledUnnamed(_:in:suiteNames:)``: subscripts, string interpolation, unlabelled initialisers).
///
/// New members with names of their own, and anything on the learner's own types, stay allowed (`extension View {
/// func cardStyle() … }`), as do the members the exercise's module is there to declare: those its reference solution
/// declares in an extension of that type (``membersOfOtherTypes(declaredIn:)``: `extension EnvironmentValues { var
/// distanceUnit … }`, which the suite sets with `.environment(\.distanceUnit, …)`).
enum ModulePolicyShadowing {
    /// Why a defined symbol of module `module` (demangled) is refused, if so: what to call it, the reason and a word
    /// to find it by in the text.
    static func refusal(
        ofDefined demangled: String, module: String, suiteNames: Set<String>, provided: Set<String> = []
    ) -> (use: String, reason: String, token: String)? {
        var text = Substring(demangled)
        if text.hasPrefix("static ") { text = text.dropFirst("static ".count) }
        // A generic operator demangles as `== infix<A>(…)`.
        let operatorMarkers = [" infix(", " prefix(", " postfix(", " infix<", " prefix<", " postfix<"]
        let extensionPrefix = "(extension in \(module)):"
        if text.hasPrefix(extensionPrefix) {
            let constrained = text.dropFirst(extensionPrefix.count)
            if constrained.hasPrefix(module + ".") {
                // An operator of the module's own protocol, constrained to another module's type
                // (`extension P where Self == String { static func == … }`), targets that type all the same.
                guard operatorMarkers.contains(where: { constrained.contains($0) }), let clause = constrained.range(of: " where ") else { return nil }
                let constraints = constrained[clause.upperBound...].prefix { $0 != ">" }
                let targets = constraints.components(separatedBy: "== ").dropFirst().map { $0.prefix { $0 != "," && $0 != " " } }
                guard let target = targets.first(where: { !$0.hasPrefix(module + ".") }) else { return nil }
                return ("an operator on \(target.split(separator: ".").last ?? target)",
                        "redefines an operator for another module's type, which would change what the hidden tests compare", "static func")
            }
            // An operator, read before any `<` is taken for a generic clause (`Swift.String.< infix(…)`).
            if let marker = operatorMarkers.first(where: { constrained.contains($0) }), let range = constrained.range(of: marker) {
                let name = constrained[..<range.lowerBound].split(separator: ".").last.map(String.init) ?? "operator"
                let owner = withoutGenericClauses(constrained[..<range.lowerBound].dropLast(name.count)).split(separator: ".").last
                return ("\(name) on \(owner.map(String.init) ?? "")",
                        "redefines an operator of another module's type, which would change what the hidden tests compare",
                        name)
            }
            // The extended type's constraints (`Swift.Sequence< where A.Element: Swift.StringProtocol>.contains(…)`) say
            // nothing about which member it is, and whatever they are the member stands in for the type's own where they
            // hold (break-it pass 37 of issue 30): judged without them.
            let rest = withoutGenericClauses(constrained)
            // `Swift.String.shown.getter : Swift.String` → `Swift.String.shown.getter`.
            let signature = rest.prefix { $0 != "(" && $0 != ":" }.trimmingCharacters(in: .whitespaces)[...]
            let accessors: Set<Substring> = ["getter", "setter", "modify", "_modify", "read", "_read", "unsafeAddressor", "unsafeMutableAddressor"]
            var parts = signature.split(separator: ".")
            while let last = parts.last, accessors.contains(last) { parts.removeLast() }
            let type = typeName(parts.joined(separator: ".")[...])
            guard let member = parts.last.map({ String($0.prefix { $0 != "<" && $0 != " " }) }),
                  suiteNames.contains(member) || isCalledUnnamed(member, in: rest, suiteNames: suiteNames),
                  !provided.contains("\(type).\(member)") else { return nil }
            return ("\(member) on \(type)",
                    "redefines a member of another module's type that the hidden tests use, which would change what they check",
                    member)
        }
        // Another module's type made to conform to a protocol of the app's own: the protocol's extension members then
        // stand in for the type's own where the hidden suite calls them (`protocol ShownLines: Sequence {}` adopted by
        // `[String]`, with a `contains(_:)` that always holds; break-it pass 15 of issue 30).
        let conformance = "protocol conformance descriptor for "
        if text.hasPrefix(conformance), let separator = text.range(of: " : ", options: .backwards) {
            var conforming = text[text.index(text.startIndex, offsetBy: conformance.count)..<separator.lowerBound]
            if conforming.hasPrefix("<"), let close = conforming.firstIndex(of: ">") { conforming = conforming[conforming.index(after: close)...].drop { $0 == " " } }
            let proto = text[separator.upperBound...].prefix { $0 != " " }
            if proto.hasPrefix(module + "."), !conforming.hasPrefix(module + "."), !conforming.hasPrefix("(extension in \(module))") {
                let protocolName = String(proto.dropFirst(module.count + 1))
                return ("\(conforming) : \(protocolName)",
                        "makes another module's type conform to a protocol of the app's own, whose members would then stand in for the type's own where the hidden tests use them",
                        protocolName)
            }
        }
        // A global operator function of the module: allowed when one of its parameters is the module's own type.
        guard text.hasPrefix(module + "."), let marker = operatorMarkers.first(where: { text.contains($0) }),
              let range = text.range(of: marker) else { return nil }
        let parameters = text[range.upperBound...].prefix { $0 != ")" }
        guard !parameters.contains(module + ".") else { return nil }
        let name = String(text[text.index(text.startIndex, offsetBy: module.count + 1)..<range.lowerBound])
        return (name, "redefines an operator for other modules' types, which would change what the hidden tests compare", name)
    }

    /// Members the suite's code calls without writing their names, so the suite's text cannot say whether it uses them
    /// (break-it pass 45 of issue 30: `extension DefaultStringInterpolation { mutating func appendInterpolation(_:
    /// String) }` rewrote every `"\(name): ticked"` the suite built, and an `Array` initialiser and subscript took the
    /// place of `Array(app.texts.suffix(3))` and `texts[index + 1]`): string interpolation's and literals' members and
    /// subscripts always; an initialiser whose first argument has no label (`Array(…)`, `[String](…)`), whose label
    /// is a literal's (`init(stringLiteral:)`) or one the suite writes. `init(hex:)` on `Color` stays allowed.
    static func isCalledUnnamed(_ member: String, in signature: Substring, suiteNames: Set<String>) -> Bool {
        if ["subscript", "appendInterpolation", "appendLiteral"].contains(member) { return true }
        guard member == "init", let open = signature.range(of: "init(") else { return false }
        let arguments = signature[open.upperBound...]
        let label = arguments.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !label.isEmpty, arguments.dropFirst(label.count).hasPrefix(": ") else { return true }
        return label.hasSuffix("Literal") || suiteNames.contains(String(label))
    }

    /// `Swift.Sequence< where A.Element == Swift.String>.contains(Swift.String)` → `Swift.Sequence.contains(Swift.String)`:
    /// every balanced `<…>` removed, the `>` of a function type's `->` not closing one.
    static func withoutGenericClauses(_ text: Substring) -> Substring {
        var result = ""
        var depth = 0
        var previous: Character = " "
        for character in text {
            defer { previous = character }
            if character == "<" { depth += 1; continue }
            if character == ">", previous != "-", depth > 0 { depth -= 1; continue }
            if depth == 0 { result.append(character) }
        }
        return Substring(result)
    }

    /// The members declared in extensions of other modules' types in `sources` (a reference solution, formatted as the
    /// workbook's are: an extension's members indented four spaces, its closing brace at the line's start), as
    /// `EnvironmentValues.distanceUnit`.
    static func membersOfOtherTypes(declaredIn sources: [String]) -> Set<String> {
        var members: Set<String> = []
        let opening = /^(?:public |internal )?extension\s+(?:\w+\.)*(\w+)/
        let member = /^    (?:(?:@\w+|public|internal|static|nonisolated|mutating|override)\s+)*(?:var|let|func)\s+`?(\w+)/
        for source in sources {
            var type: Substring?
            for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
                if let match = line.firstMatch(of: opening) { type = match.1; continue }
                if line.hasPrefix("}") { type = nil; continue }
                if let type, let match = line.firstMatch(of: member) { members.insert("\(type).\(match.1)") }
            }
        }
        return members
    }

    /// `Swift.String.hasPrefix` → `String`.
    private static func typeName(_ signature: Substring) -> String {
        let parts = signature.split(separator: ".").map { $0.prefix { $0 != "<" } }
        return parts.count >= 3 ? String(parts[parts.count - 2]) : String(parts.first ?? "")
    }
}

/// Module-scope declarations of the learner's module that would stand in for what the hidden suite calls (issue 30,
/// break-it pass 14): the suite imports the learner's module, and `func ViewHost(_ root: FocusScreen) -> FakeHost`
/// there beats ViewSimTesting's generic initialiser, so every test then drives a look-alike that never runs the app.
/// Judged on the compiler's index of the learner's sources (definitions at module scope), so a type alias counts too:
///
/// - a type, type alias or protocol named like a public type of the test libraries (``testLibraryTypes``) or of the
///   standard library (``standardLibraryTypes``), or one of the literal-type aliases (``literalTypeAliases``), or like
///   a public type of the core (``CoreTypeNames``), of Swift Testing (``testingTypes``) or of Foundation
///   (``foundationTypes``) that the hidden suite's source names (`Image` in `frames(of: Image.self)`, `Issue` in
///   `Issue.record(…)`), unless the exercise's reference solution declares a type of that name (the suite then
///   names it because it tests it);
/// - a function whose name starts with a capital letter (it reads as a type's initializer to the code calling it);
/// - a variable or constant whose name starts with a capital letter, or is a global function's (``globalFunctions``),
///   and that the hidden suite's source names (a value with `callAsFunction` reads as an initializer, or as the
///   function: `let abs = Zeroer()` answered the suite's `abs(…)`; break-it pass 40 of issue 30);
/// - a function named like a global function of the standard library or Swift Testing (``globalFunctions``) that the
///   hidden suite's source names.
enum ModulePolicyLookalikes {
    /// Public types of ViewSimTesting and Swift Testing that no app would name a type of its own after, refused
    /// whether or not the suite names them. (Names an app may well use, `Tag`, `Comment`, `Issue`, are in
    /// ``testingTypes``: refused when the suite names them.)
    static let testLibraryTypes: Set<String> = [
        "ViewHost", "ViewHostError", "ViewHostConsole", "ScreenElement", "ShownText", "RowScope", "HotPathMeasurement",
        "Test", "Suite", "Confirmation", "SourceLocation", "Trait", "TestTrait", "SuiteTrait", "ConditionTrait",
        "TimeLimitTrait", "ParallelizationTrait", "ExpectationFailedError", "TestScoping",
    ]

    /// Swift Testing's public types (its module interface's `public struct`, `enum`, `class`, `protocol` and
    /// `typealias` names). An app type by one the suite names stands in for it where the suite names it in an
    /// expression, since overload ranking, not name lookup, then picks between the two: `struct Issue { static func
    /// record(_: String) }` beats Testing's `record(_: Comment?, …)` for `Issue.record("…")`, and the suite's failure is
    /// never recorded (break-it pass 46 of issue 30).
    static let testingTypes: Set<String> = [
        "Attachable", "AttachableAsImage", "AttachableImageFormat", "AttachableWrapper", "Attachment", "Bug", "Comment",
        "ConditionTrait", "Confirmation", "CustomTestArgumentEncodable", "CustomTestStringConvertible", "ExitStatus",
        "ExitTest", "Expectation", "ExpectationFailedError", "Issue", "IssueHandlingTrait", "KnownIssueMatcher",
        "ParallelizationTrait", "SourceLocation", "SuiteTrait", "Tag", "Test", "TestScoping", "TestTrait",
        "TimeLimitTrait", "Trait",
    ]

    /// Foundation's types a hidden suite builds or calls in its expressions (geometry, dates, stores, coders): an app
    /// type by one of these names that the suite names would stand in for Foundation's there, as ``testingTypes`` would.
    static let foundationTypes: Set<String> = [
        "CGPoint", "CGRect", "CGSize", "CGFloat", "CGVector", "CGAffineTransform", "Date", "DateComponents", "DateInterval",
        "Calendar", "TimeZone", "Locale", "TimeInterval", "URL", "URLComponents", "URLQueryItem", "UUID", "Data",
        "UserDefaults", "JSONEncoder", "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder", "NotificationCenter",
        "Notification", "IndexSet", "IndexPath", "Decimal", "Measurement", "UnitLength", "NumberFormatter", "DateFormatter",
        "ISO8601DateFormatter", "FormatStyle", "AttributedString", "CharacterSet", "NSRange", "NSNumber", "NSString",
        "Bundle", "FileManager", "ProcessInfo", "DispatchQueue", "OperationQueue", "Timer", "RunLoop", "Thread",
    ]

    /// The type names declared anywhere in `sources` (`struct Tag: View` → `Tag`): what a reference solution provides.
    static func typesDeclared(in sources: [String]) -> Set<String> {
        let declaration = /(?:^|\s)(?:struct|class|enum|protocol|typealias|actor)\s+`?(\w+)/
        var names: Set<String> = []
        for source in sources {
            for line in source.split(separator: "\n") {
                for match in line.matches(of: declaration) { names.insert(String(match.1)) }
            }
        }
        return names
    }

    /// The standard library's type names: a type of the app's own by one of these names stands in for the standard
    /// library's in the hidden suite (`struct Array` with an `==` that always holds; break-it pass 15 of issue 30).
    static let standardLibraryTypes: Set<String> = [
        "Array", "ArraySlice", "ContiguousArray", "Dictionary", "Set", "String", "Substring", "Character", "Int", "Int8",
        "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Bool", "Optional",
        "Result", "Range", "ClosedRange", "Never", "Void", "Error", "Sequence", "Collection", "Equatable", "Hashable",
        "Comparable", "Identifiable", "CustomStringConvertible", "StringProtocol", "BinaryInteger", "Numeric",
        "KeyValuePairs", "Unicode", "AnyHashable", "ObjectIdentifier", "CollectionOfOne", "EmptyCollection", "Zip2Sequence",
        "Mirror", "Duration", "ContinuousClock", "SuspendingClock", "Task", "MainActor",
    ]

    /// The type aliases that choose what type a literal is when nothing else says (`typealias StringLiteralType =
    /// Shown` makes the suite's `"…"` a `Shown`, compared by an `==` of the app's own; break-it pass 15 of issue 30).
    static let literalTypeAliases: Set<String> = [
        "StringLiteralType", "IntegerLiteralType", "FloatLiteralType", "BooleanLiteralType", "UnicodeScalarType",
        "ExtendedGraphemeClusterType",
    ]

    /// Modules a hidden suite imports or its macros expand to names in: an app type by one of these names stands in for
    /// the module in qualified names (`Testing.__checkBinaryOperation`, `Foundation.Date`), so the suite's expansions
    /// would reach the app's declarations (break-it pass 18 of issue 30).
    static let moduleNames: Set<String> = [
        "Swift", "Testing", "ViewSim", "ViewSimTesting", "Foundation", "FoundationEssentials", "Observation",
        "Synchronization", "Dispatch", "XCTest", "_Concurrency", "_StringProcessing",
    ]

    static let moduleReason = "is named like a module the hidden tests import; declared in the app's module it would stand in for "
        + "that module in the tests' qualified names. Name it after what it is in the app"

    /// Global functions of the standard library, Foundation (its C maths) and Swift Testing a suite may call
    /// unqualified.
    static let globalFunctions: Set<String> = [
        "print", "debugPrint", "dump", "max", "min", "zip", "abs", "stride", "swap", "sequence", "repeatElement",
        "precondition", "preconditionFailure", "assert", "assertionFailure", "fatalError", "withExtendedLifetime",
        "isKnownUniquelyReferenced", "numericCast", "readLine", "type", "confirmation", "withKnownIssue", "expect", "require",
        "round", "floor", "ceil", "trunc", "sqrt", "cbrt", "pow", "fabs", "hypot", "exp", "log", "log2", "log10", "sin",
        "cos", "tan", "atan2", "lround", "fmod", "remainder", "fmin", "fmax", "copysign",
    ]

    static let reason = "is named like something the hidden tests call from another module (ViewSimTesting, Swift Testing, Foundation, "
        + "the standard library); declared in the app's module it would stand in for it in the tests. Name it after what it is in the app"

    /// The refused module-scope definitions among `occurrences` of module `module`'s sources, each once at its place.
    static func violations(
        in occurrences: [IndexStore.Occurrence], module: String, suiteNames: Set<String>, coreTypes: Set<String> = [],
        providedTypes: Set<String> = [], exercise: String, sourceNames: Set<String>
    ) -> [ModuleViolation] {
        var found: [ModuleViolation] = []
        var seen: Set<String> = []
        let prefix = "s:\(module.utf8.count)\(module)"
        for occurrence in occurrences where occurrence.roles & (1 << 1) != 0 && occurrence.usr.hasPrefix(prefix) {
            let name = ModulePolicyReferences.member(occurrence.name)
            guard let first = name.first, !seen.contains(name),
                  let declaration = ModulePolicyReferences.Declaration(demangled: Demangler.demangle("$s" + occurrence.usr.dropFirst(2))),
                  declaration.module == module else { continue }
            // The kind, from the mangled name's last letters: a variable (`vp`), a type (`V` struct, `C` class, `O` enum,
            // `P` protocol, `a` type alias) or a function (`F`). A private declaration demangles as `M.(name in _…)`,
            // with no owner whatever its kind.
            let usr = occurrence.usr
            let isVariable = usr.hasSuffix("vp")
            let isType = !isVariable && ["V", "C", "O", "P", "a"].contains(usr.last.map(String.init) ?? "")
            let isFunction = !isVariable && !isType && usr.hasSuffix("F")
            // Module scope: a type's own name (or a private type's), or a top-level function or variable.
            let atModuleScope = isType ? declaration.owner == nil || declaration.owner == name : declaration.owner == nil
            guard atModuleScope, isType || isVariable || isFunction else { continue }
            let refused: Bool
            if isType {
                refused = testLibraryTypes.contains(name) || standardLibraryTypes.contains(name) || literalTypeAliases.contains(name)
                    || (coreTypes.contains(name) || testingTypes.contains(name) || foundationTypes.contains(name))
                        && suiteNames.contains(name) && !providedTypes.contains(name)
            } else if isVariable {
                refused = (first.isUppercase || globalFunctions.contains(name)) && suiteNames.contains(name)
            } else {
                refused = first.isUppercase || (globalFunctions.contains(name) && suiteNames.contains(name))
            }
            let namesAModule = isType && moduleNames.contains(name)
            guard refused || namesAModule else { continue }
            seen.insert(name)
            let file = (occurrence.file as NSString).lastPathComponent
            let placed = sourceNames.contains(file)
            found.append(ModuleViolation(
                use: name, reason: namesAModule ? moduleReason : reason, file: placed ? "Exercises/\(exercise)/\(file)" : nil,
                line: placed ? occurrence.line : nil, column: placed ? occurrence.column : nil))
        }
        return found
    }
}
