import Foundation
import Testing
@testable import WorkbookKit

/// A runner is keyed by what its hidden suite can reach of the exercise's interface (``SuiteReach``): an interface
/// change the suite cannot see keeps the runner, and the runner then runs the new code; one it can see builds a new
/// runner. Each case builds an exercise, changes it, and builds it again.
@Suite(.serialized) struct SuiteReachTests {
    typealias Fixture = ExerciseBuildTests.Fixture

    /// The suite names `Box` and calls `total()`.
    static let suite = """
        import Testing
        import ViewSimTesting
        @testable import ObservedCounter

        @Suite struct CounterTests {
            @Test(.tags(.symptom)) func totals() { #expect(total() == 2 + ping() && Box().value == 1) }
        }
        """

    /// ``suite``, naming the class `Model` too.
    static let suiteNamingTheClass = suite.replacingOccurrences(of: "Box().value == 1", with: "Box().value == 1 && Model().rows.count == 1")

    /// Builds `before`, then `after`, with `suite`: whether the second build reused the runner, and its tests' statuses.
    func rebuild(_ before: String, _ after: String, suite: String = Self.suite) throws -> (runnerKept: Bool, statuses: [TestOutcome.Status]) {
        let fixture = try Fixture(exerciseSource: before, hiddenSuite: suite)
        defer { fixture.remove() }
        let (first, firstRun) = try fixture.buildAndRun()
        #expect(firstRun.stage == nil, "\(firstRun.detail ?? "")")
        let file = fixture.root.appendingPathComponent("Exercises/01-observed-counter/Counter.swift")
        try Data(after.utf8).write(to: file)
        let (second, outcome) = try fixture.buildAndRun()
        #expect(!second.moduleCached)
        #expect(outcome.stage == nil || outcome.stage == .test, "\(outcome.detail ?? "")")
        return (second.runnerCached && second.runner == first.runner, outcome.tests.map(\.status))
    }

    static let exercise = """
        struct Box { var value = 1 }
        struct Row { var count = 2 }
        final class Model { var rows = [Row()] }
        func total() -> Int { Model().rows.map(\\.count).reduce(0, +) }

        """

    @Test func aNewLayoutOfATypeTheSuiteCannotReachKeepsTheRunnerAndRunsTheNewCode() throws {
        // `Row` is reached through no stored property or signature of `Box`, and `total()` names neither.
        let after = Self.exercise.replacingOccurrences(of: "struct Row { var count = 2 }", with: "struct Row { var label = \"x\"; var count = 3 }")
        let (kept, statuses) = try rebuild(Self.exercise, after)
        #expect(kept)
        #expect(statuses == [.fail])
    }

    /// A crash in a runner built for another interface is checked again with a runner built for this one.
    @Test func aCrashInAReusedRunnerIsCheckedAgainWithARunnerForThisInterface() throws {
        let fixture = try Fixture(exerciseSource: Self.exercise, hiddenSuite: Self.suite)
        defer { fixture.remove() }
        let (first, _) = try fixture.pipeline.checkWithSources(ExerciseBuildTests.exercise)
        #expect(first.status == .pass)
        let crashing = Self.exercise
            .replacingOccurrences(of: "struct Row { var count = 2 }", with: "struct Row { var label = \"x\"; var count = 2 }")
            .replacingOccurrences(of: "Model().rows.map(\\.count).reduce(0, +)", with: "[Int]()[1]")
        try Data(crashing.utf8).write(to: fixture.root.appendingPathComponent("Exercises/01-observed-counter/Counter.swift"))
        let reused = try fixture.builder.build(ExerciseBuildTests.exercise).result.get()
        #expect(reused.runnerCached && reused.runnerBuiltForAnotherInterface)
        let (second, _) = try fixture.pipeline.checkWithSources(ExerciseBuildTests.exercise)
        #expect(second.stage == .crash)
        let cache = fixture.builder.workbook.workDirectory.appendingPathComponent("cache/01-observed-counter")
        let runners = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasPrefix("runner-") }
        #expect(runners.count == 2, "the reused runner and one built for the crashing interface: \(runners)")
    }

    @Test func aNewLayoutOfATypeTheSuiteNamesBuildsANewRunner() throws {
        let after = Self.exercise.replacingOccurrences(of: "struct Box { var value = 1 }", with: "struct Box { var extra = 0; var value = 1 }")
        let (kept, statuses) = try rebuild(Self.exercise, after)
        #expect(!kept)
        #expect(statuses == [.pass])
    }

    @Test func aNewLayoutOfATypeANamedTypeStoresBuildsANewRunner() throws {
        let before = Self.exercise.replacingOccurrences(of: "struct Box { var value = 1 }", with: "struct Box { var value = 1; private var row = Row() }")
        let after = before.replacingOccurrences(of: "struct Row { var count = 2 }", with: "struct Row { var label = \"x\"; var count = 2 }")
        let (kept, statuses) = try rebuild(before, after)
        #expect(!kept)
        #expect(statuses == [.pass])
    }

    @Test func aTypeOnlyAMemberSignatureMentionsIsReachedToo() throws {
        let before = Self.exercise.replacingOccurrences(of: "struct Box { var value = 1 }", with: "struct Box { var value = 1; func first() -> Row { Row() } }")
        let after = before.replacingOccurrences(of: "struct Row { var count = 2 }", with: "struct Row { var label = \"x\"; var count = 2 }")
        #expect(try !rebuild(before, after).runnerKept)
    }

    @Test func aNamedStructsPrivateMethodsDoNotMatterButAClasssDo() throws {
        let before = Self.exercise.replacingOccurrences(of: "struct Box { var value = 1 }", with: "struct Box { var value = 1; private func helper() -> Int { 1 } }")
        let after = before.replacingOccurrences(of: "private func helper() -> Int { 1 }", with: "private func helper(_ x: Int) -> Int { x }")
        #expect(try rebuild(before, after).runnerKept)
        let classBefore = before.replacingOccurrences(of: "var rows = [Row()] }", with: "var rows = [Row()]; private func helper() {} }")
        let classAfter = before.replacingOccurrences(of: "var rows = [Row()] }", with: "var rows = [Row()]; private func helper(_ x: Int) {} }")
        let (kept, statuses) = try rebuild(classBefore, classAfter, suite: Self.suiteNamingTheClass)
        #expect(!kept)
        #expect(statuses == [.pass])
    }

    /// The extractor gives private members no source location; their order is the order it lists them in.
    @Test func aPrivateStoredPropertyOrClassMethodMovedBuildsANewRunner() throws {
        let before = Self.exercise.replacingOccurrences(of: "struct Box { var value = 1 }", with: "struct Box {\n    var value = 1\n    private let note = \"n\"\n}")
        let after = before.replacingOccurrences(of: "struct Box {\n    var value = 1\n    private let note = \"n\"\n}", with: "struct Box {\n    private let note = \"n\"\n    var value = 1\n}")
        let (kept, statuses) = try rebuild(before, after)
        #expect(!kept)
        #expect(statuses == [.pass])
        let withMethods = Self.exercise.replacingOccurrences(of: "final class Model { var rows = [Row()] }", with: "class Model {\n    private func early() {}\n    var rows = [Row()]\n    func late() {}\n}")
        let moved = withMethods.replacingOccurrences(of: "    private func early() {}\n    var rows = [Row()]\n    func late() {}\n", with: "    var rows = [Row()]\n    func late() {}\n    private func early() {}\n")
        let (classKept, classStatuses) = try rebuild(withMethods, moved, suite: Self.suiteNamingTheClass)
        #expect(!classKept)
        #expect(classStatuses == [.pass])
    }

    @Test func aConformanceGivenToAnotherModulesTypeBuildsANewRunner() throws {
        // (An app protocol given to another module's type is refused outright: ModulePolicyShadowing.)
        let before = Self.exercise + "extension Int { public var id: Int { self } }\n"
        #expect(try !rebuild(before, before + "extension Int: Identifiable {}\n").runnerKept)
    }

    @Test func whatASymbolGraphCannotTellApartStopsTheFingerprint() {
        for code in ["@_disfavoredOverload func f() {}", "struct T: ~Copyable {}", "struct T { private(set) var x = 0 }",
                     "struct T { public private( set ) var x = 0 }", "struct T { var x = 0 { didSet {} } }", "@backDeployed(before: macOS 99) func f() {}",
                     "@frozen struct T {}", "@inlinable func f() {}"] {
            #expect(SuiteReach.fingerprint(symbolGraphs: [], suiteSources: [], exerciseSources: [code]) == nil, "\(code)")
        }
        for code in ["@MainActor @Observable final class T { @ObservationIgnored var x = 0 }", "@discardableResult func f() -> Int { 0 }",
                     "struct T: View { @State private var x = 0; @Binding var y: Int }", "let set = Set<Int>(); func f(_ s: Set<Int>) {}",
                     "func open(_ url: URL) {}; open(url)"] {
            #expect(SuiteReach.fingerprint(symbolGraphs: [], suiteSources: [], exerciseSources: [code]) != nil, "\(code)")
        }
    }

    @Test func aNewTopLevelDeclarationOrExtensionOfAnotherModulesTypeBuildsANewRunner() throws {
        #expect(try !rebuild(Self.exercise, Self.exercise + "func box() -> Int { 1 }\n").runnerKept)
        #expect(try !rebuild(Self.exercise, Self.exercise + "extension Int { var doubled: Int { self * 2 } }\n").runnerKept)
        // A new type's name may shadow one the suite's code, or a macro's expansion of it, uses.
        #expect(try !rebuild(Self.exercise, Self.exercise + "struct Unrelated {}\n").runnerKept)
        // A private one is seen by no other file, let alone module.
        #expect(try rebuild(Self.exercise, Self.exercise + "private func box() -> Int { 1 }\n").runnerKept)
    }

    @Test func codeASymbolGraphDoesNotDescribeKeysTheRunnerByTheWholeInterface() throws {
        let before = Self.exercise + "@usableFromInline func shared() -> Int { 1 }\n"
        let after = before.replacingOccurrences(of: "struct Row { var count = 2 }", with: "struct Row { var label = \"x\"; var count = 2 }")
        #expect(try !rebuild(before, after).runnerKept)
        #expect(SuiteReach.fingerprint(symbolGraphs: [], suiteSources: [], exerciseSources: ["@inlinable func f() {}"]) == nil)
        // Comments and strings are read as code: a word there may only stop the fingerprint.
        #expect(SuiteReach.fingerprint(symbolGraphs: [], suiteSources: [], exerciseSources: ["// reads like code\nlet s = \"operator\""]) == nil)
    }

    @Test func tokensReadCommentsAndStringsAsCodeAndKeepAttributes() {
        let source = #"""
            @State private var x = "a \(dynamic) b" // operator
            /* note */ let `class` = #"raw"# + @`inlinable`
            private(set) var y: Int
            """#
        #expect(SwiftTokens(source).identifiers == [
            "@State", "private", "var", "x", "a", "dynamic", "b", "operator", "note", "let", "class", "raw", "@inlinable",
            "private", "set", "var", "y", "Int",
        ])
        #expect(SwiftTokens(source).tokens.last == SwiftTokens.Token(text: "Int", line: 3))
    }

    /// A second break-it pass: spellings that once got past the scan, and an opaque stored property.
    @Test func spellingsThatHideAnAttributeOrASetterStillStopTheFingerprint() throws {
        for code in ["__consuming func add() {}", "@`_disfavoredOverload` func f() {}", "@`inlinable` func f() {}",
                     "static func quote() -> Regex<Substring> { /\"/ }; @_disfavoredOverload func f() {}",
                     "let u = \"http://x\"; @_disfavoredOverload func f() {}", "struct T { private(/**/set) var t = \"\" }",
                     "struct T { private(\n set) var t = \"\" }", "struct T: ~ Copyable {}",
                     "@propertyWrapper struct Noted<Note> { var wrappedValue: String; var note: Note }"] {
            #expect(SuiteReach.isOpaque(code), "\(code)")
        }
        func graph(_ declaration: [(kind: String, spelling: String)]) -> (name: String, contents: Data) {
            let fragments = declaration.map { #"{"kind": "\#($0.kind)", "spelling": "\#($0.spelling)"}"# }.joined(separator: ", ")
            let json = """
                {"symbols": [{"kind": {"identifier": "swift.property"}, "identifier": {"precise": "s:1M1xvp"}, "pathComponents": ["x"],
                  "accessLevel": "internal", "declarationFragments": [\(fragments)]}], "relationships": []}
                """
            return ("M.symbols.json", Data(json.utf8))
        }
        let stored = graph([("keyword", "let"), ("text", " edition: "), ("keyword", "some"), ("text", " Equatable")])
        #expect(SuiteReach.fingerprint(symbolGraphs: [stored], suiteSources: [], exerciseSources: []) == nil)
        let lazy = graph([("keyword", "lazy"), ("text", " "), ("keyword", "var"), ("text", " x: "), ("keyword", "some"), ("text", " P { get }")])
        #expect(SuiteReach.fingerprint(symbolGraphs: [lazy], suiteSources: [], exerciseSources: []) == nil)
        let body = graph([("keyword", "var"), ("text", " body: "), ("keyword", "some"), ("text", " View { get }")])
        #expect(SuiteReach.fingerprint(symbolGraphs: [body], suiteSources: [], exerciseSources: []) != nil)
    }

    /// A third break-it pass: a literal's default type is looked up by name from the suite, and a public function's
    /// default arguments are compiled into its callers.
    @Test func literalTypesAndPublicDefaultsAreSeen() throws {
        func literalType(_ usr: String) -> (name: String, contents: Data) {
            let json = """
                {"symbols": [{"kind": {"identifier": "swift.typealias"}, "identifier": {"precise": "s:1M16FloatLiteralTypea"},
                  "pathComponents": ["FloatLiteralType"], "accessLevel": "internal", "declarationFragments": [
                  {"kind": "keyword", "spelling": "typealias"}, {"kind": "text", "spelling": " FloatLiteralType = "},
                  {"kind": "typeIdentifier", "spelling": "T", "preciseIdentifier": "\(usr)"}]}], "relationships": []}
                """
            return ("M.symbols.json", Data(json.utf8))
        }
        let double = SuiteReach.fingerprint(symbolGraphs: [literalType("s:Sd")], suiteSources: ["let third = 1.0 / 3"], exerciseSources: [])
        let float = SuiteReach.fingerprint(symbolGraphs: [literalType("s:Sf")], suiteSources: ["let third = 1.0 / 3"], exerciseSources: [])
        #expect(double != nil && float != nil && double != float)
        for code in ["public func probe(_ s: String = Flavour.spicy.label) -> String { s }", "package func f() {}", "open class C {}",
                     "class C { open func f() {} }"] {
            #expect(SuiteReach.isOpaque(code), "\(code)")
        }
        #expect(!SuiteReach.isOpaque("func open(_ url: URL) {}; Button(\"Open\") { open(url) }"))
    }
}
