import Foundation

/// What a hidden suite can reach of an exercise module's interface, as one fingerprint: two interfaces with the same
/// fingerprint compile the suite alike, so a runner built against one serves the other. A real fix that
/// changes only a child view the suite never names (its `@State` becomes a `@Binding`) then keeps the runner, and the
/// check skips compiling the hidden suite.
///
/// Read from the module's symbol graph (`swift-symbolgraph-extract -minimum-access-level private
/// -skip-synthesized-members`), the fingerprint covers:
/// - every type whose name is an identifier of the suite's source, and, over and over, every type that any member of
///   one of those mentions (a stored property's type, so its layout; a signature; a superclass; a nested type's
///   parent): each one's declaration, its relationships (conformances with their constraints, superclass) and all its
///   members in source order — private stored properties and property wrappers included, since they make the layout.
///   Only a struct's or an enum's private and fileprivate methods and subscripts are left out: another module can
///   neither see nor call them, and they take no room. A class or an actor keeps them all, as they may hold a place
///   in its vtable;
/// - every top-level declaration but the private ones, which a lookup of the suite might find, and every top-level
///   type's name (a new type can shadow a name the suite uses, even one only a macro's expansion writes, like `Void`:
///   a type named so is reached as if the suite named it, ``expansionNames``);
/// - every member the module adds to another module's types (an extension of `ViewHost` or `String`), which any
///   lookup of the suite might find too;
/// - the modules the exercise imports.
///
/// A declaration is what its declaration fragments spell, types named by their precise identifiers (USRs), so a changed
/// type, label, attribute (`@State`, `@MainActor`), default value or generic constraint changes it.
///
/// Members are ordered by their place in the sources; implicit ones (a memberwise `init`), which have none, come after,
/// in a fixed order.
///
/// It is nil, and the runner is keyed by the whole interface as before, when the symbol graph cannot be read, or the
/// exercise's code (outside comments and strings) uses anything whose effect on a client a symbol graph does not show
/// (``opaqueFeatures``): inlinable or transparent code, operator declarations, `dynamic`, unavailable declarations,
/// SPI, and the like.
enum SuiteReach {
    /// Changes whenever what the fingerprint covers does, so no reach worked out by an older grader is used.
    static let version = 2

    /// Attributes and keywords of an exercise's code (outside comments and string literals) after which no fingerprint
    /// is made: what they change for a client is not all in a symbol graph.
    static let opaqueFeatures: Set<String> = [
        "@inlinable", "@_transparent", "@_alwaysEmitIntoClient", "@usableFromInline", "@frozen", "@_fixed_layout",
        "@_exported", "@_spi", "@_implements", "@_dynamicReplacement", "@_cdecl", "@_silgen_name", "@_section", "@_used",
        "@section", "@used", "@_implementationOnly", "@_semantics", "@_specialize", "@_originallyDefinedIn",
        "@_weakLinked", "@_objcRuntimeName", "@_alignment", "@_rawLayout", "@_nonoverride", "@_extern", "@_expose",
        "dynamic", "operator", "precedencegroup", "unavailable",
    ]

    /// Names Swift Testing's macros write without their module into a suite's code (`-> Void`, a thrown `Error`): a
    /// type of the exercise with one of these names is reached as if the suite named it.
    static let expansionNames: Set<String> = [
        "Void", "Never", "Bool", "Int", "String", "Optional", "Array", "Dictionary", "Error", "Any", "AnyObject", "Sendable",
        "Actor", "MainActor", "Result", "Comment", "Test", "Tag", "Trait", "Issue", "SourceLocation", "Confirmation",
    ]

    /// The fingerprint of what `suiteSources` can reach in the module described by `symbolGraphs` (every file the
    /// extractor wrote: `<Module>.symbols.json`, and one `<Module>@<Other>.symbols.json` for the members it adds to each
    /// other module's types), built from `exerciseSources`. Nil when it cannot be told (see the type's description).
    static func fingerprint(symbolGraphs: [(name: String, contents: Data)], suiteSources: [String], exerciseSources: [String]) -> String? {
        var imports: [String] = []
        for source in exerciseSources {
            let tokens = SwiftTokens(source, skippingCommentsAndStrings: true).identifiers
            if tokens.contains(where: opaqueFeatures.contains) { return nil }
            for (index, token) in tokens.enumerated() where token == "import" && index + 1 < tokens.count {
                imports.append(tokens[index + 1])
            }
        }
        var graphs: [(graph: SymbolGraph, extendsOtherModule: Bool)] = []
        for file in symbolGraphs {
            guard let graph = try? JSONDecoder().decode(SymbolGraph.self, from: file.contents) else { return nil }
            graphs.append((graph, file.name.contains("@")))
        }
        // Comments and strings count too: a name there only ever adds a type to what is compared.
        let suiteNames = Set(suiteSources.flatMap { SwiftTokens($0, skippingCommentsAndStrings: false).identifiers }).union(expansionNames)
        return Module(graphs: graphs).fingerprint(suiteNames: suiteNames, imports: imports.sorted())
    }

    /// The symbols and relationships of all the graphs, indexed.
    private struct Module {
        var symbols: [String: SymbolGraph.Symbol] = [:]
        var members: [String: [String]] = [:]
        var parent: [String: String] = [:]
        var relationships: [String: [SymbolGraph.Relationship]] = [:]
        /// Symbols of the module's extensions of other modules' types.
        var extending: [String] = []

        init(graphs: [(graph: SymbolGraph, extendsOtherModule: Bool)]) {
            for (graph, extendsOtherModule) in graphs {
                for symbol in graph.symbols where !symbol.identifier.precise.contains("::SYNTHESIZED::") {
                    symbols[symbol.identifier.precise] = symbol
                    if extendsOtherModule { extending.append(symbol.identifier.precise) }
                }
                for relationship in graph.relationships {
                    relationships[relationship.source, default: []].append(relationship)
                }
            }
            for (source, list) in relationships {
                for relationship in list where Self.membership.contains(relationship.kind) && symbols[source] != nil {
                    members[relationship.target, default: []].append(source)
                    parent[source] = relationship.target
                }
            }
        }

        func isType(_ usr: String) -> Bool { symbols[usr].map { Self.typeKinds.contains($0.kind.identifier) } ?? false }

        /// The relationships that make a symbol part of a type: a member, or a protocol's requirement.
        static let membership: Set<String> = ["memberOf", "requirementOf", "optionalRequirementOf"]
        static let typeKinds: Set<String> = ["swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor", "swift.associatedtype"]
        static let callableKinds: Set<String> = ["swift.method", "swift.type.method", "swift.func", "swift.func.op", "swift.subscript", "swift.type.subscript"]

        /// Whether a member of `owner` can matter to another module: all but a struct's or an enum's private callables.
        func matters(_ member: SymbolGraph.Symbol, of owner: SymbolGraph.Symbol) -> Bool {
            let isPrivate = member.accessLevel == "private" || member.accessLevel == "fileprivate"
            let keepsAll = owner.kind.identifier == "swift.class" || owner.kind.identifier == "swift.actor"
            return keepsAll || !isPrivate || !Self.callableKinds.contains(member.kind.identifier)
        }

        func fingerprint(suiteNames: Set<String>, imports: [String]) -> String {
            let visible = Set(symbols.filter { $0.value.accessLevel != "private" && $0.value.accessLevel != "fileprivate" }.keys)
            let topLevel = visible.filter { parent[$0] == nil && !isType($0) } + extending.filter(visible.contains)
            var reached: Set<String> = []
            var pending = symbols.keys.filter { isType($0) && suiteNames.contains(symbols[$0]?.pathComponents.last ?? "") }
            for usr in topLevel { pending += symbols[usr]?.mentions.filter(isType) ?? [] }
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
            hasher.update("suite-reach-v\(SuiteReach.version)|imports:\(imports.joined(separator: ","))\n")
            for usr in reached.sorted() {
                guard let type = symbols[usr] else { continue }
                hasher.update("type \(type.line)\n")
                let ordered = (members[usr] ?? []).compactMap { symbols[$0] }.filter { matters($0, of: type) }.sorted { $0.order < $1.order }
                for member in ordered { hasher.update("  \(member.line)\n") }
                for relationship in (relationships[usr] ?? []).sorted(by: { $0.line < $1.line }) { hasher.update("  \(relationship.line)\n") }
            }
            // Every top-level type's name and kind: a new one can shadow a name the suite's code (or a macro's
            // expansion of it) looks up.
            let topLevelTypes = visible.filter { parent[$0] == nil && isType($0) }.compactMap { symbols[$0] }
            for type in topLevelTypes.map({ "\($0.kind.identifier) \($0.pathComponents.joined(separator: "."))" }).sorted() {
                hasher.update("name \(type)\n")
            }
            for usr in Set(topLevel).sorted() {
                guard let symbol = symbols[usr] else { continue }
                hasher.update("top \(symbol.line)\n")
                for relationship in (relationships[usr] ?? []).sorted(by: { $0.line < $1.line }) { hasher.update("  \(relationship.line)\n") }
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
        /// The types the declaration names.
        var mentions: [String] { (declarationFragments ?? []).compactMap(\.preciseIdentifier) }
        /// Where it is declared, to order members as the compiler lays them out; the implicit ones (a memberwise
        /// `init`), which have no place, come last, in a fixed order.
        var order: (Int, String, Int, Int, String) {
            guard let location else { return (1, "", 0, 0, identifier.precise) }
            return (0, location.uri, location.position.line, location.position.character, identifier.precise)
        }
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
