import Foundation

/// What a hidden suite can reach of an exercise module's interface, as one fingerprint: two interfaces with the same
/// fingerprint compile the suite alike, so a runner built against one serves the other. A real fix that changes only a
/// child view the suite never names (its `@State` becomes a `@Binding`) then keeps the runner, and the check skips
/// compiling the hidden suite.
///
/// Read from the module's symbol graph (`swift-symbolgraph-extract -minimum-access-level private
/// -skip-synthesized-members`), the fingerprint covers:
/// - every type whose name is an identifier of the suite's source or one the suite looks up without writing it (what
///   Swift Testing's macros write, literals' default types: ``expansionNames``), every top-level typealias, every
///   type the module declares in an extension of another module's type, and, over and
///   over, every type that any member of those mentions (a stored property's type, so its layout; a signature; a
///   superclass; a nested type's parent): each one's declaration, its relationships (conformances with their
///   constraints, superclass) and all its members in declaration order with their own relationships (an override) —
///   private stored properties and property wrappers included, since they make the layout. Only a struct's or an
///   enum's private and fileprivate methods and subscripts are left out: another module can neither see nor call them,
///   and they take no room. A class or an actor keeps them all, as they hold places in its vtable;
/// - every top-level declaration but the private ones, which a lookup of the suite might find, and every top-level
///   type's name (a new type can shadow a name the suite uses);
/// - every member the module adds to another module's types (an extension of `ViewHost` or `String`) and every
///   conformance it gives one, which any lookup of the suite might find too;
/// - the exercise's import statements.
///
/// A declaration is what its declaration fragments spell, types named by their precise identifiers (USRs), so a changed
/// type, label, attribute (`@State`, `@MainActor`), default value or generic constraint changes it. Members are in the
/// order the extractor lists them, which is the order they are declared in (those with a source location are checked to
/// be), implicit ones (a memberwise `init`) after.
///
/// It is nil, and the runner is keyed by the whole interface as before, when the symbol graph cannot be read or its
/// order is not the sources', a stored property's type is opaque (`let x: some P`: its layout is the hidden type's), or
/// the exercise's text uses what a symbol graph does not tell apart (``isOpaque(_:)``; comments and strings are read
/// too, see ``SwiftTokens``): inlinable or transparent code, `@_` and other lower-case attributes (property wrappers
/// the exercise declares among them), `__` keywords, `public`, `package` and `open` declarations (whose default
/// arguments callers compile), operator declarations, `dynamic`, unavailable declarations, non-copyable types (any
/// `~`), and stored properties that print like computed ones (a setter's own access, as in `private(set)`, `didSet`,
/// `willSet`).
enum SuiteReach {
    /// Changes whenever what the fingerprint covers does, so no reach worked out by an older grader is used.
    static let version = 6

    /// Keywords after which no fingerprint is made: what they change for a client is not all in a symbol graph.
    static let opaqueKeywords: Set<String> = [
        "dynamic", "operator", "precedencegroup", "unavailable", "obsoleted", "introduced", "noasync", "didSet", "willSet",
        "_read", "_modify", "unsafeAddress", "unsafeMutableAddress",
        // A public declaration's default arguments are compiled into its callers, where the fragments show them as
        // text only.
        "public", "package",
    ]

    /// Declaration keywords after which `open` is an access level (as `public` above), not a name like `open(_:)`.
    static let openDeclarations: Set<String> = ["class", "func", "var", "let", "subscript", "init", "override", "static", "final"]

    /// Access levels that, followed by `(`, give a setter its own (`private(set)`): the property may then be stored
    /// though it prints `{ get }`, like a computed one.
    static let accessLevels: Set<String> = ["private", "fileprivate", "internal", "public", "package"]

    /// Attributes spelled in lower case whose effect on a client the declaration fragments show, or which have none at
    /// `-Onone`. Any other lower-case attribute (`@inlinable`, `@usableFromInline`, `@frozen`, `@backDeployed`,
    /// `@propertyWrapper`, every `@_…`) stops the fingerprint. Capitalised ones are types or macros (`@State`,
    /// `@MainActor`, `@Observable`), named in the fragments by their USR, or expanded into members the graph lists.
    static let plainAttributes: Set<String> = [
        "@escaping", "@autoclosure", "@discardableResult", "@available", "@preconcurrency", "@unchecked", "@resultBuilder",
        "@main", "@testable", "@inline", "@warn_unqualified_access", "@isolated", "@nonobjc", "@globalActor", "@retroactive",
        "@unknown", "@convention", "@safe", "@unsafe",
    ]

    /// Names the suite's code looks up without writing them: what Swift Testing's macros write without their module
    /// (`-> Void`, a thrown `Error`), and the default types of literals, which the compiler looks up by name from the
    /// suite (an exercise's `typealias FloatLiteralType = Float` changes `1.0 / 3` there). A type of the exercise with
    /// one of these names is reached as if the suite named it.
    static let expansionNames: Set<String> = [
        "Void", "Never", "Bool", "Int", "String", "Optional", "Array", "Dictionary", "Error", "Any", "AnyObject", "Sendable",
        "Actor", "MainActor", "Result", "Comment", "Test", "Tag", "Trait", "Issue", "SourceLocation", "Confirmation",
        "IntegerLiteralType", "FloatLiteralType", "BooleanLiteralType", "StringLiteralType", "ExtendedGraphemeClusterType",
        "UnicodeScalarType", "Double", "Float", "Character", "Substring", "Regex", "DefaultStringInterpolation",
    ]

    /// Whether an exercise's text keeps the fingerprint from being made.
    static func isOpaque(_ source: String) -> Bool { isOpaque(source, tokens: SwiftTokens(source).tokens) }

    /// ``isOpaque(_:)`` of `source`, whose tokens are `tokens`.
    static func isOpaque(_ source: String, tokens: [SwiftTokens.Token]) -> Bool {
        if source.utf8.contains(UInt8(ascii: "~")) { return true }
        for (index, token) in tokens.enumerated() {
            let text = token.text
            if opaqueKeywords.contains(text) || text.hasPrefix("__") { return true }
            if accessLevels.contains(text), index + 1 < tokens.count, tokens[index + 1].text == "(" { return true }
            if text == "open", index + 1 < tokens.count, openDeclarations.contains(tokens[index + 1].text) { return true }
            if text.hasPrefix("@"), let first = text.unicodeScalars.dropFirst().first, !first.properties.isUppercase,
               !plainAttributes.contains(text) { return true }
        }
        return false
    }

    /// The fingerprint of what `suiteSources` can reach in the module described by `symbolGraphs` (every file the
    /// extractor wrote: `<Module>.symbols.json`, and one `<Module>@<Other>.symbols.json` for the members it adds to each
    /// other module's types), built from `exerciseSources`. Nil when it cannot be told (see the type's description).
    static func fingerprint(symbolGraphs: [(name: String, contents: Data)], suiteSources: [String], exerciseSources: [String]) -> String? {
        var imports: [String] = []
        for source in exerciseSources {
            let tokens = SwiftTokens(source).tokens
            if isOpaque(source, tokens: tokens) { return nil }
            for (index, token) in tokens.enumerated() where token.text == "import" {
                imports.append(tokens[index...].prefix { $0.line == token.line }.map(\.text).joined(separator: " "))
            }
        }
        var graphs: [(graph: SymbolGraph, extendsOtherModule: Bool)] = []
        for file in symbolGraphs {
            guard let graph = try? JSONDecoder().decode(SymbolGraph.self, from: file.contents) else { return nil }
            graphs.append((graph, file.name.contains("@")))
        }
        let suiteNames = Set(suiteSources.flatMap { SwiftTokens($0).identifiers }).union(expansionNames)
        return Module(graphs: graphs).fingerprint(suiteNames: suiteNames, imports: imports.sorted())
    }

    /// The symbols and relationships of all the graphs, indexed.
    private struct Module {
        var symbols: [String: SymbolGraph.Symbol] = [:]
        /// Each symbol's place: its graph's, then its own in that graph's list.
        var place: [String: (graph: Int, index: Int)] = [:]
        var members: [String: [String]] = [:]
        var parent: [String: String] = [:]
        var relationships: [String: [SymbolGraph.Relationship]] = [:]
        /// Symbols the module declares in extensions of other modules' types.
        var extending: [String] = []

        init(graphs: [(graph: SymbolGraph, extendsOtherModule: Bool)]) {
            for (graphIndex, (graph, extendsOtherModule)) in graphs.enumerated() {
                for (index, symbol) in graph.symbols.enumerated() where !symbol.identifier.precise.contains("::SYNTHESIZED::") {
                    symbols[symbol.identifier.precise] = symbol
                    place[symbol.identifier.precise] = (graphIndex, index)
                    if extendsOtherModule { extending.append(symbol.identifier.precise) }
                }
                for relationship in graph.relationships {
                    relationships[relationship.source, default: []].append(relationship)
                }
            }
            for source in relationships.keys.sorted() {
                for relationship in relationships[source]! where Self.membership.contains(relationship.kind) && symbols[source] != nil {
                    members[relationship.target, default: []].append(source)
                    if parent[source] == nil { parent[source] = relationship.target }
                }
            }
        }

        func isType(_ usr: String) -> Bool { symbols[usr].map { Self.typeKinds.contains($0.kind.identifier) } ?? false }
        func isVisible(_ usr: String) -> Bool { symbols[usr].map { !$0.isPrivate } ?? false }

        /// The relationships that make a symbol part of a type: a member, or a protocol's requirement.
        static let membership: Set<String> = ["memberOf", "requirementOf", "optionalRequirementOf"]
        static let typeKinds: Set<String> = ["swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor", "swift.associatedtype"]
        static let callableKinds: Set<String> = ["swift.method", "swift.type.method", "swift.func", "swift.func.op", "swift.subscript", "swift.type.subscript"]

        /// Whether a member of `owner` can matter to another module: all but a struct's or an enum's private callables.
        func matters(_ member: SymbolGraph.Symbol, of owner: SymbolGraph.Symbol) -> Bool {
            let keepsAll = owner.kind.identifier == "swift.class" || owner.kind.identifier == "swift.actor"
            return keepsAll || !member.isPrivate || !Self.callableKinds.contains(member.kind.identifier)
        }

        /// `type`'s members that matter, in the order the extractor lists them; nil if those with a source location are
        /// not in the order of their locations (then the list's order is not the declarations').
        func orderedMembers(of usr: String, _ type: SymbolGraph.Symbol) -> [String]? {
            let kept = (members[usr] ?? []).filter { symbols[$0].map { matters($0, of: type) } ?? false }
            let ordered = kept.sorted { place[$0]! < place[$1]! }
            let located = ordered.compactMap { symbols[$0]?.location }.map { ($0.uri, $0.position.line, $0.position.character) }
            for (before, after) in zip(located, located.dropFirst()) where before.0 == after.0 && !(before < after) { return nil }
            return ordered
        }

        /// Whether a symbol may be a stored property of an opaque type (`let edition: some Equatable`, a `lazy` one),
        /// whose layout is the hidden type's: any property spelled with `some` but a computed one (`var body: some View
        /// { get }`).
        func isOpaqueStorage(_ symbol: SymbolGraph.Symbol) -> Bool {
            guard symbol.kind.identifier == "swift.property" || symbol.kind.identifier == "swift.type.property" else { return false }
            let fragments = symbol.declarationFragments ?? []
            guard fragments.contains(where: { $0.kind == "keyword" && $0.spelling == "some" }) else { return false }
            let text = fragments.map(\.spelling).joined()
            return !text.hasSuffix("{ get }") || fragments.contains { $0.kind == "keyword" && $0.spelling == "lazy" }
        }

        func fingerprint(suiteNames: Set<String>, imports: [String]) -> String? {
            if symbols.values.contains(where: isOpaqueStorage) { return nil }
            let topLevel = symbols.keys.filter { parent[$0] == nil && !isType($0) && isVisible($0) } + extending.filter { !isType($0) && isVisible($0) }
            // Top-level typealiases are reached whatever their name: one can stand for a name the compiler looks up.
            var pending = symbols.keys.filter { isType($0) && suiteNames.contains(symbols[$0]?.pathComponents.last ?? "") }
            pending += symbols.keys.filter { parent[$0] == nil && symbols[$0]?.kind.identifier == "swift.typealias" }
            pending += extending.filter(isType)
            for usr in topLevel { pending += symbols[usr]?.mentions.filter(isType) ?? [] }
            var reached: Set<String> = []
            while let usr = pending.popLast() {
                guard reached.insert(usr).inserted, let type = symbols[usr] else { continue }
                for member in members[usr, default: []] {
                    guard let symbol = symbols[member], matters(symbol, of: type) else { continue }
                    pending += symbol.mentions.filter(isType)
                }
                pending += type.mentions.filter(isType)
                pending += (relationships[usr] ?? []).map(\.target).filter(isType)
                if let outer = parent[usr], isType(outer) { pending.append(outer) }
            }
            var hasher = ContentHash()
            hasher.update("suite-reach-v\(SuiteReach.version)\n")
            for line in imports { hasher.update("import \(line)\n") }
            func hashRelationships(of usr: String) {
                for relationship in (relationships[usr] ?? []).map(\.line).sorted() { hasher.update("  \(relationship)\n") }
            }
            for usr in reached.sorted() {
                guard let type = symbols[usr], let ordered = orderedMembers(of: usr, type) else { return nil }
                hasher.update("type \(type.line)\n")
                hashRelationships(of: usr)
                for member in ordered {
                    hasher.update("  \(symbols[member]!.line)\n")
                    hashRelationships(of: member)
                }
            }
            // Every top-level type's name and kind: a new one can shadow a name the suite's code looks up.
            let topLevelTypes = symbols.keys.filter { parent[$0] == nil && isType($0) && isVisible($0) }.compactMap { symbols[$0] }
            for name in topLevelTypes.map({ "\($0.kind.identifier) \($0.pathComponents.joined(separator: "."))" }).sorted() {
                hasher.update("name \(name)\n")
            }
            for usr in Set(topLevel).sorted() {
                hasher.update("top \(symbols[usr]!.line)\n")
                hashRelationships(of: usr)
            }
            // Conformances (and any other relationship) the module gives other modules' types: `extension Array: Labelled`.
            for relationship in relationships.filter({ symbols[$0.key] == nil }).values.joined().map(\.line).sorted() {
                hasher.update("other \(relationship)\n")
            }
            return hasher.hexDigest()
        }
    }
}

/// The parts of a symbol graph file (`<Module>.symbols.json`, `<Module>@<Other>.symbols.json`) ``SuiteReach`` reads.
struct SymbolGraph: Decodable {
    var symbols: [Symbol]
    var relationships: [Relationship]

    struct Symbol: Decodable {
        struct Kind: Decodable { var identifier: String }
        struct Identifier: Decodable { var precise: String }
        struct Fragment: Decodable { var kind: String; var spelling: String; var preciseIdentifier: String? }
        struct Location: Decodable {
            struct Position: Decodable { var line: Int; var character: Int }
            var uri: String
            var position: Position
        }

        var kind: Kind
        var identifier: Identifier
        var pathComponents: [String]
        var declarationFragments: [Fragment]?
        var accessLevel: String
        var location: Location?

        /// Whether no other file, let alone module, sees it (`private`, `fileprivate`).
        var isPrivate: Bool { accessLevel == "private" || accessLevel == "fileprivate" }
        /// The types the declaration names.
        var mentions: [String] { (declarationFragments ?? []).compactMap(\.preciseIdentifier) }
        /// Its identity and declaration in one line, without its place in the file.
        var line: String {
            let declaration = (declarationFragments ?? []).map { $0.preciseIdentifier.map { "\u{1}\($0)" } ?? $0.spelling }.joined()
            return "\(identifier.precise) \(kind.identifier) \(accessLevel) \(declaration)"
        }
    }

    struct Relationship: Decodable {
        struct Constraint: Decodable { var kind: String; var lhs: String; var rhs: String }
        var kind: String
        var source: String
        var target: String
        var swiftConstraints: [Constraint]?

        var line: String {
            let constraints = (swiftConstraints ?? []).map { "\($0.lhs) \($0.kind) \($0.rhs)" }.joined(separator: ", ")
            return "\(kind) \(source) -> \(target) \(constraints)"
        }
    }
}

/// Where what a hidden suite can reach of each interface is kept once worked out: a cache entry `reach-<key>` per
/// interface and suite, holding one file (`fingerprint`), so an edit that keeps the interface finds its runner without
/// running the extractor again.
struct SuiteReachRecords: Sendable {
    var cacheRoot: URL
    var hiddenFiles: [URL]
    /// What the runners are made of besides the suite's files (toolchain, core, support sources).
    var salt: String

    static let file = "fingerprint"

    func entry(interface: String) -> URL {
        cacheRoot.appendingPathComponent("reach-\(ExerciseBuilder.hash(files: hiddenFiles, salt: "reach-v\(SuiteReach.version)|\(interface)|\(salt)").prefix(20))")
    }
}
