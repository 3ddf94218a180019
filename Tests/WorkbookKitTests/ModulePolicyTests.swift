import Foundation
import Testing
@testable import WorkbookKit

/// ``ModulePolicy`` on objects compiled here exactly as the builder compiles an exercise (`-wmo -g -enable-testing`,
/// against the package's own core), each an attack a learner could write.
@Suite(.serialized) struct ModulePolicyTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let coreModules = packageRoot.appendingPathComponent(".build/debug/Modules")

    /// Compiles `source` as `Exercises/01-attack/Attack.swift` of module `Attack` and returns the policy's findings.
    func violations(_ source: String, policy: ModulePolicy = ModulePolicy()) throws -> [ModuleViolation] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("module-policy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.appendingPathComponent("Exercises/01-attack")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(source.utf8).write(to: directory.appendingPathComponent("Attack.swift"))
        let object = root.appendingPathComponent("Attack.o")
        let compiled = try ChildProcess.run(ChildProcessRequest(
            executable: try Toolchain.locate().swiftc,
            arguments: ["-wmo", "-no-emit-module-separately-wmo", "-parse-as-library", "-module-name", "Attack", "-emit-module",
                        "-emit-module-path", root.appendingPathComponent("Attack.swiftmodule").path, "-c", "-o", object.path,
                        "-enable-testing", "-swift-version", "6", "-Onone", "-g", "-debug-prefix-map", root.path + "=.",
                        "-file-compilation-dir", root.path, "-I", Self.coreModules.path, directory.appendingPathComponent("Attack.swift").path],
            workingDirectory: root.path, timeoutSeconds: 300))
        guard compiled.termination == .exited(0) else { throw WorkbookError.setup("compile: \(compiled.stderrText)") }
        let sources = [SourceSnapshot.File(name: "Attack.swift", contents: Data(source.utf8))]
        return try policy.violations(inObject: object, module: "Attack", exercise: "01-attack", sources: sources)
    }

    func uses(_ found: [ModuleViolation]) -> [String] { found.map(\.use) }

    /// What the object check found: without the text rule's words (``ModulePolicyText``), which these attacks also
    /// trip, so the second line is tested on its own.
    func objectOnly(_ found: [ModuleViolation]) -> [ModuleViolation] {
        found.filter { ModulePolicyText.refusedWords[$0.use] == nil && !($0.use.hasPrefix("@_") && !$0.use.contains("(")) }
    }

    /// `@main` defines the C function `main`: refused as the entry point it is, not as a C function the learner wrote
    /// with `@_cdecl` (break-it pass 38 of issue 30).
    @Test func anEntryPointIsRefusedAsSuch() throws {
        let found = try violations("""
            @main struct Launcher {
                static func main() {}
            }
            """)
        #expect(found.map(\.use) == ["@main"], "\(found)")
        #expect(found.first?.line == 1)
    }

    @Test func anOrdinaryExercisePasses() throws {
        let found = try violations("""
            import ViewSim
            import Foundation
            import Observation

            @Observable final class Model { var count = 0 }

            struct Counter: View {
                @State private var value = 2.5
                let model = Model()
                var body: some View {
                    VStack {
                        Text("Rounded: \\(value.rounded()) \\(floor(value)) \\(sqrt(value))")
                        Text([3, 1, 2].sorted().map(String.init).joined(separator: ","))
                        Text(DateFormatter().string(from: Date()))
                        Button("More") { model.count += 1; print(model.count) }
                    }
                }
            }
            """)
        #expect(found.isEmpty, "\(found)")
    }

    @Test func emptyCollectionsAndTheRuntimesOwnSymbolsPass() throws {
        let found = try violations("""
            import Foundation

            struct Inbox {
                var unread: [String] = []
                var byID: [Int: String] = [:]
                var tags: Set<String> = []
                func summary() -> String { unread.isEmpty && byID.isEmpty && tags.isEmpty ? "" : "\\(unread.count)" }
                static let shared: [Double] = []
            }
            """)
        #expect(found.isEmpty, "\(found)")
    }

    @Test func anImportOutsideTheAllowedModulesIsRefusedAtItsLine() throws {
        let found = objectOnly(try violations("import ViewSim\nimport Foundation\nimport Glibc\n@_implementationOnly import Dispatch\n"))
        #expect(uses(found) == ["import Glibc", "import Dispatch"])
        #expect(found.map(\.line) == [3, 4])
        #expect(found.allSatisfy { $0.file == "Exercises/01-attack/Attack.swift" })
        #expect(found[0].message.contains("ViewSim, Observation, Foundation, Combine"))
        // The catalogue's setting widens the list.
        let widened = try violations("import Foundation\nimport Dispatch\n", policy: ModulePolicy(allowedImports: ["Foundation", "Dispatch"]))
        #expect(widened.isEmpty)
    }

    /// Issue 30, item 4: the test libraries are never importable, whatever `settings.allowed_imports` says, so learner
    /// code cannot reach the runner's record handler.
    @Test func theTestLibrariesAreRefusedEvenWhenGraderYmlAllowsThem() throws {
        let found = try violations("import Foundation\nimport Testing\n", policy: ModulePolicy(allowedImports: ["Foundation", "Testing"]))
        #expect(uses(found) == ["import Testing"])
        #expect(found.first?.line == 2)
        #expect(found.first?.reason.contains("whatever grader.yml allows") == true)
    }

    /// Issue 30, item 4: a test library's symbol declared by its mangled name (to post a forged event through Swift
    /// Testing's own handler, say) is refused like an import of it.
    @Test func aTestLibrarysSymbolReachedByItsMangledNameIsRefused() throws {
        let found = try violations("""
            @_silgen_name("$s7Testing5IssueV6record_14sourceLocationAcA7CommentVSg_AA06SourceF0VtFZ")
            func forge(_ comment: Int?, _ at: Int) -> Int
            func attack() -> Int { forge(nil, 0) }
            """)
        #expect(found.contains { $0.reason.hasPrefix("is a symbol of Testing") }, "\(found)")
    }

    /// Issue 30, two break-it passes: C's printf formats read memory through `%s`, `%S`, `%@` (and write it through `%n`)
    /// in safe Swift, and a format's text can be hidden (the initialiser taken as a value), so every function taking
    /// `CVarArg`s is refused, from the object; an array of `CVarArg`s alone, and string interpolation, are fine.
    @Test func functionsTakingCVarArgsAreRefused() throws {
        let found = try violations("""
            import Foundation
            func read(_ address: Int) -> String { String(format: "%s", address) }
            func hidden(_ address: Int) -> String { let f: (String, [CVarArg]) -> String = String.init; return f("%.4s", [address]) }
            func logged() { NSLog("%@", "x") }
            func object() -> NSString { NSString(format: "%d", 1) }
            """)
        #expect(Set(found.compactMap(\.line)).isSuperset(of: [2, 4, 5]), "\(found)")
        #expect(found.allSatisfy { $0.reason.hasPrefix("formats with C's printf rules") }, "\(found)")
        #expect(found.contains { $0.use == "String(format:)" }, "\(found)")
        // The initialiser taken as a value, alone: no format in the text at all.
        let value = try violations("""
            import Foundation
            func hidden(_ address: Int) -> String { let f: (String, [CVarArg]) -> String = String.init; return f("%.4s", [address]) }
            """)
        #expect(value.map(\.use) == ["String(format:)"], "\(value)")
        let fine = try violations("""
            import Foundation
            func price(_ pence: Int) -> String { let p = pence % 100; return "£\\(pence / 100).\\(p < 10 ? "0" : "")\\(p)" }
            func count() -> Int { let values: [CVarArg] = [1, 2.5]; return values.count }
            """)
        #expect(fine.isEmpty, "\(fine)")
    }

    /// Issue 30, a break-it pass: a declaration that shadows another module's operator, or a member of another
    /// module's type the hidden suite uses, would change what the suite's own code checks.
    @Test func redeclaringWhatTheHiddenSuiteCallsIsRefused() throws {
        let source = """
            struct Score: Equatable { var value: Int }
            extension String { static func == (lhs: String, rhs: String) -> Bool { true } }
            extension Array { func contains(_ element: String) -> Bool { true } }
            func + (lhs: String, rhs: Int) -> String { lhs }
            func + (lhs: Score, rhs: Score) -> Score { Score(value: lhs.value + rhs.value) }
            extension String { var shouted: String { uppercased() } }
            """
        let found = try violations(source, policy: ModulePolicy(suiteNames: ["contains", "shown"]))
        #expect(uses(found).sorted() == ["+", "== on String", "contains on Array"], "\(found)")
        // Generic spellings (found by a second break-it pass) are operators too.
        let generic = try violations("""
            protocol Shouty {}
            extension String: Shouty {}
            extension String { static func == <T: StringProtocol>(lhs: String, rhs: T) -> Bool { true } }
            extension Shouty where Self == String { static func ~= (lhs: Self, rhs: Self) -> Bool { true } }
            """)
        #expect(uses(generic).sorted() == ["== on String", "Swift.String : Shouty", "an operator on String"], "\(generic)")
        // Another module's type adopting the learner's protocol, whose extension then answers for it (break-it pass 15).
        let adopted = try violations("""
            protocol ShownLines: Sequence {}
            extension Array: ShownLines where Element == String {}
            extension ShownLines where Element == String { func contains(_ line: String) -> Bool { true } }
            """)
        #expect(uses(adopted) == ["Swift.Array<A> : ShownLines"], "\(adopted)")
        // A member of a constrained extension, whatever its constraints (break-it pass 37): a conformance constraint
        // hid it, and a same-type one garbled its type's name.
        let constrained = try violations("""
            extension Sequence where Element: StringProtocol { public func contains(_ s: String) -> Bool { true } }
            extension BidirectionalCollection where Element: StringProtocol, Self: Equatable { var contains: Bool { true } }
            extension Collection where Element == (Int) -> Int { func contains(_ s: String) -> Bool { true } }
            extension Array where Element == String { func contains<T: StringProtocol>(_ s: T) -> Bool { true } }
            """, policy: ModulePolicy(suiteNames: ["contains"]))
        #expect(uses(constrained).sorted() == ["contains on Array", "contains on BidirectionalCollection", "contains on Collection", "contains on Sequence"], "\(constrained)")
        #expect(Set(constrained.compactMap(\.line)) == [1, 2, 3, 4], "\(constrained)")
        // An operator whose name holds a `<` is still an operator, not the start of a generic clause.
        let ordered = try violations("""
            extension String { static func < (lhs: String, rhs: String) -> Bool { true } }
            extension Array where Element == Int { static func <= (lhs: Self, rhs: Self) -> Bool { true } }
            """)
        #expect(uses(ordered).sorted() == ["< on String", "<= on Array"], "\(ordered)")
        // A property counts as much as a method; one the exercise's module is there to declare (its solution's own
        // environment key, which the suite sets) does not shadow anything.
        let properties = """
            import ViewSim
            extension String { var isEmpty: Bool { false } }
            struct UnitKey: EnvironmentKey { static let defaultValue = 0 }
            extension EnvironmentValues {
                var distanceUnit: Int { get { self[UnitKey.self] } set { self[UnitKey.self] = newValue } }
            }
            """
        let refusedProperties = try violations(properties, policy: ModulePolicy(suiteNames: ["isEmpty", "distanceUnit"]))
        #expect(uses(refusedProperties).sorted() == ["distanceUnit on EnvironmentValues", "isEmpty on String"], "\(refusedProperties)")
        let provided = ModulePolicyShadowing.membersOfOtherTypes(declaredIn: ["""
            extension EnvironmentValues {
                /// The unit.
                var distanceUnit: Int {
                    get { self[UnitKey.self] }
                }
            }
            struct Run { var isEmpty: Bool }
            """])
        #expect(provided == ["EnvironmentValues.distanceUnit"])
        let allowed = try violations(properties, policy: ModulePolicy(suiteNames: ["isEmpty", "distanceUnit"], providedMembers: provided))
        #expect(uses(allowed) == ["isEmpty on String"], "\(allowed)")
        // A new name of the learner's own, or an operator on the learner's own type, is fine.
        #expect(try violations(source, policy: ModulePolicy(suiteNames: [])).count == 2)
    }

    /// Issue 30, item 4: the words that switch strict memory safety off, and imports that reach a module's insides, are
    /// refused from the text (the object cannot show them), each at its first line; `unowned(unsafe)` is another
    /// feature (strict memory safety refuses its uses).
    @Test func wordsThatSilenceMemorySafetyOrReachInsideAModuleAreRefused() {
        let source = """
            @testable import ViewSim
            @_spi(Private) import Foundation
            final class Box { unowned(unsafe) var owner: Box? = nil }
            @unsafe func peek() -> Int { 0 }
            @safe func wrapped() -> Int { unsafe peek() }
            let again = unsafe peek()
            """
        let files = [SourceSnapshot.File(name: "Attack.swift", contents: Data(source.utf8))]
        let found = ModulePolicyText.violations(in: files, exercise: "01-attack")
        #expect(found.map(\.use) == ["@testable", "@_spi", "@unsafe", "@safe", "unsafe"])
        #expect(found.map(\.line) == [1, 2, 4, 5, 5])
        #expect(found.allSatisfy { $0.file == "Exercises/01-attack/Attack.swift" })
        let clean = [SourceSnapshot.File(name: "Fine.swift", contents: Data("let safely = 2\nfinal class Box { unowned(unsafe) var b: Box? }\n".utf8))]
        #expect(ModulePolicyText.violations(in: clean, exercise: "01-attack").isEmpty)
    }

    /// Break-it pass 19 of issue 30: `#sourceLocation` would place a compile error in the hidden suite's file, so a
    /// learner's mistake reads as the workbook's; it is refused at its line, and in place of the errors it moved.
    @Test func sourceLocationIsRefusedAtItsLine() {
        let source = "let a = 1\n#sourceLocation(file: \"Tests/Hidden/01-attack/AttackTests.swift\", line: 3)\nlet b: Int = \"x\"\n#sourceLocation()\n"
        let files = [SourceSnapshot.File(name: "Attack.swift", contents: Data(source.utf8))]
        let found = ModulePolicyText.violations(in: files, exercise: "01-attack")
        #expect(found.map(\.use) == ["#sourceLocation"] && found.map(\.line) == [2])
        #expect(found.first?.reason == ModulePolicyText.sourceLocationReason)
    }

    /// Break-it pass 22 of issue 30: a condition naming the platform tells the grader's Linux from a device, so the fix
    /// could be compiled only where it is graded; each is refused at its line, and `#if DEBUG` is not.
    @Test func platformConditionsAreRefusedAtTheirLines() {
        let source = """
            #if DEBUG
            let debug = true
            #endif
            #if os(Linux)
            let ranking = cached
            #elseif !canImport(UIKit) || targetEnvironment(simulator)
            let ranking = slow
            #endif
            func os(_ name: String) -> Bool { name.isEmpty }
            let check = os("x")
            """
        let files = [SourceSnapshot.File(name: "Board.swift", contents: Data(source.utf8))]
        let found = ModulePolicyText.violations(in: files, exercise: "52-attack")
        #expect(found.map(\.use) == ["#if os(…)", "#if canImport(…)", "#if targetEnvironment(…)"])
        #expect(found.map(\.line) == [4, 6, 6])
        #expect(found.allSatisfy { $0.reason == ModulePolicyText.platformConditionReason })
    }

    /// Break-it pass 41 of issue 30: Swift takes a directive after a block comment on its line and reads its condition
    /// over the next lines while a parenthesis is open, so neither hides a platform condition; a line comment's
    /// parenthesis does not end one early.
    @Test func platformConditionsBehindCommentsOrOverSeveralLinesAreRefused() {
        let source = """
            let a = 1
            /* keep */ #if os(Linux)
            let ranking = cached
            #elseif ( // )
                canImport(UIKit))
            let ranking = slow
            #elseif/**/arch(x86_64)
            #endif
            #if DEBUG // os(Linux) is not a condition here, but its words are read
            #endif
            let label = "#iffy os(Linux)"
            """
        let files = [SourceSnapshot.File(name: "Board.swift", contents: Data(source.utf8))]
        let found = ModulePolicyText.violations(in: files, exercise: "52-attack")
        #expect(found.map(\.use) == ["#if os(…)", "#if canImport(…)", "#if arch(…)"], "\(found)")
        #expect(found.map(\.line) == [2, 5, 7])
        // Words in a comment inside a condition are read too.
        let commented = "#if DEBUG // os(Linux) is not a condition here, but its words are read\n#endif\n"
        #expect(ModulePolicyText.violations(in: [SourceSnapshot.File(name: "C.swift", contents: Data(commented.utf8))], exercise: "52-attack").map(\.line) == [1])
    }

    /// Break-it pass 41 of issue 30: a magic literal as a default argument is filled in with the caller's place (the
    /// hidden test's file, line and function), so it could tell the tests from the app. Only the whole default value
    /// does that; the same literals in a body, in a longer expression or as a variable's first value stay.
    @Test func callerLocationDefaultsAreRefusedAndOtherMagicLiteralsAreNot() {
        let refused = """
            struct Screen {
                init(from place: String = #fileID) {}
                func log(_ line: Int =
                    #line, in function: StaticString = /* caller */ #function) {}
                func where_(_ file: String = // the caller's
                    #filePath) {}
                func actor(_ isolation: (any Actor)? = #isolation) {}
                func quoted(_ file: String = #`fileID`) {}
            }
            """
        // Break-it pass 44: behind a comment or a string holding what looks like a statement's start, and after a
        // generic type, where Swift reads `>=` as the type's end and the default's `=`.
        let disguised = """
            struct Screen {
                init(from place: String /*; let x */ = #fileID) {}
                init(_ a: String = ";let x", b line: Int = #line) {}
                init(c place: Optional<String>=#filePath) {}
            }
            """
        #expect(ModulePolicyText.violations(in: [SourceSnapshot.File(name: "D.swift", contents: Data(disguised.utf8))], exercise: "01-attack").map(\.use)
                == ["= #fileID", "= #line", "= #filePath"])
        let found = ModulePolicyText.violations(in: [SourceSnapshot.File(name: "Screen.swift", contents: Data(refused.utf8))], exercise: "01-attack")
        #expect(found.map(\.use) == ["= #fileID", "= #line", "= #function", "= #filePath", "= #isolation"], "\(found)")
        let quoted = "func quoted(_ file: String = #`fileID`) {}\n"
        #expect(ModulePolicyText.violations(in: [SourceSnapshot.File(name: "Q.swift", contents: Data(quoted.utf8))], exercise: "01-attack").map(\.use) == ["= #fileID"])
        #expect(found.map(\.line) == [2, 4, 4, 6, 7])
        #expect(found.first?.column == "    init(from place: String = ".count + 1)
        // Each literal once per file, and a megabyte of them on one line is read in one pass (each was read back to
        // its line's start, a minute for this line, before break-it pass 42 of issue 30).
        let long = String(repeating: "f(a: Int = #line, let b = #line; ", count: 30_000)
        #expect(ModulePolicyText.violations(in: [SourceSnapshot.File(name: "Long.swift", contents: Data(long.utf8))], exercise: "01-attack").map(\.use) == ["= #line"])
        #expect(found.allSatisfy { $0.reason == ModulePolicyText.callerLocationReason })
        let allowed = """
            struct Screen {
                func own(_ file: String = (#fileID), _ text: String = "\\(#function)") {}
                var body: String {
                    print(#function, #line)
                    let here = #fileID
                    let there: String = #filePath
                    return here.isEmpty || there.isEmpty ? "" : "x"
                }
            }
            """
        #expect(ModulePolicyText.violations(in: [SourceSnapshot.File(name: "Fine.swift", contents: Data(allowed.utf8))], exercise: "01-attack").isEmpty)
    }

    /// Break-it pass 45 of issue 30: members the suite calls without naming them are refused on other modules' types;
    /// an initialiser with a label of its own (`init(hex:)`) is not.
    @Test func membersCalledWithoutTheirNamesAreJudgedByHowTheyAreCalled() {
        let suite: Set<String> = ["texts", "suffix", "count"]
        #expect(ModulePolicyShadowing.isCalledUnnamed("init", in: "Swift.Array.init(Swift.ArraySlice) -> []", suiteNames: suite))
        #expect(ModulePolicyShadowing.isCalledUnnamed("init", in: "Swift.String.init(stringLiteral: Swift.String) -> Swift.String", suiteNames: suite))
        #expect(ModulePolicyShadowing.isCalledUnnamed("init", in: "Swift.Array.init(count: Swift.Int) -> []", suiteNames: suite))
        #expect(!ModulePolicyShadowing.isCalledUnnamed("init", in: "ViewSim.Color.init(hex: Swift.String) -> ViewSim.Color", suiteNames: suite))
        #expect(ModulePolicyShadowing.isCalledUnnamed("subscript", in: "Swift.Array.subscript(shown: Swift.Int) -> A", suiteNames: []))
        #expect(ModulePolicyShadowing.isCalledUnnamed("appendInterpolation", in: "Swift.DefaultStringInterpolation.appendInterpolation(Swift.Int) -> ()", suiteNames: []))
        #expect(!ModulePolicyShadowing.isCalledUnnamed("cardStyle", in: "ViewSim.View.cardStyle() -> some", suiteNames: []))
    }

    /// Issue 30, break-it pass 13: `sending` and `isolated` as specifiers (swiftlang/swift#85330 lets a `sending` value
    /// be used by two threads at once) are refused; variables of those names are not.
    @Test func regionIsolationSpecifiersAreRefusedButNotNamesLikeThem() {
        let source = """
            actor Hub { func take(_ value: sending Box) {} }
            func racing(y: isolated Hub, x: Box) async {}
            let make: (isolated Hub) -> Void = { _ in }
            func out() -> sending Box { Box() }
            """
        let commented = "func racing(y: /**/ isolated Hub, x: /* c */ sending Box) {}\n"
        #expect(ModulePolicyText.violations(in: [SourceSnapshot.File(name: "C.swift", contents: Data(commented.utf8))], exercise: "01-attack").map(\.use) == ["isolated", "sending"])
        let files = [SourceSnapshot.File(name: "Race.swift", contents: Data(source.utf8))]
        let found = ModulePolicyText.violations(in: files, exercise: "01-attack")
        #expect(found.map(\.use) == ["sending", "isolated"])
        #expect(found.map(\.line) == [1, 2])
        #expect(found.allSatisfy { $0.reason == ModulePolicyText.specifierReason })
        let names = """
            @State private var sending = false
            let isolated = true
            Button(sending ? "Sending…" : "Send") { sending = true }
            let pair = (sending, isolated)
            if sending { print($sending) }
            nonisolated func compute() -> Int { 1 }
            @isolated(any) func run() {}
            """
        #expect(ModulePolicyText.violations(in: [SourceSnapshot.File(name: "Fine.swift", contents: Data(names.utf8))], exercise: "01-attack").isEmpty)
    }

    /// Issue 30, sixth and seventh break-it passes: Foundation members that keep a value of any type where any thread
    /// reads it back are called through their class's table, without a symbol, so they are refused by name; a method
    /// of the learner's own called `register`, and `register` in prose, are not.
    @Test func foundationMembersThatCarryAnythingAreRefusedByName() {
        let source = """
            import Foundation
            func smuggle(_ thread: Thread, _ value: AnyObject) {
                thread.threadDictionary["h"] = value
                UserDefaults.standard.register(defaults: ["h": value])
                UserDefaults.standard.setVolatileDomain([:], forName: "v")
            }
            func register(user: String) {}  // register the user
            """
        let files = [SourceSnapshot.File(name: "Carry.swift", contents: Data(source.utf8))]
        let found = ModulePolicyText.violations(in: files, exercise: "01-attack")
        #expect(found.map(\.use) == ["threadDictionary", "register(defaults:)", "setVolatileDomain"])
        #expect(found.map(\.line) == [3, 4, 5])
        #expect(found.allSatisfy { $0.reason == ModulePolicyRules.carriesAnything })
    }

    /// Issue 30, a third break-it pass: a data race frees memory another thread still uses, a read of any address in
    /// safe Swift, so the escape hatches of data-race checking (and every other underscored attribute) are refused,
    /// unless the exercise's bug is one and `grader.yml` allows it for that exercise.
    @Test func theEscapeHatchesOfDataRaceSafetyAreRefusedUnlessTheExerciseAllowsThem() {
        let source = """
            import Foundation
            final class Holder: @unchecked Sendable { var values: [Int] = [] }
            nonisolated(unsafe) var shared = 0
            @preconcurrency import Dispatch
            @_dynamicReplacement(for: body) var fake: Int { 0 }
            """
        let files = [SourceSnapshot.File(name: "Race.swift", contents: Data(source.utf8))]
        let found = ModulePolicyText.violations(in: files, exercise: "01-attack")
        #expect(found.map(\.use) == ["@unchecked", "nonisolated(unsafe)", "@preconcurrency", "@_dynamicReplacement"])
        #expect(found.prefix(3).allSatisfy { $0.reason == ModulePolicyText.raceReason })
        let allowed = ModulePolicyText.violations(in: files, exercise: "01-attack", allowed: ["@unchecked"])
        #expect(allowed.map(\.use) == ["nonisolated(unsafe)", "@preconcurrency", "@_dynamicReplacement"])
    }

    /// `allowed_constructs` names only what an exercise's bug can be, with the line of any other word.
    @Test func anExerciseMayAllowOnlyTheEscapeHatchesItsBugIs() throws {
        let catalogue = try Catalogue.parse("""
            version: 1
            exercises:
              - id: 47-kiosk
                title: Kiosk
                category: navigation
                allowed_constructs: ["@unchecked"]
            """)
        #expect(catalogue.exercises.first?.allowedConstructs == ["@unchecked"])
        #expect {
            _ = try Catalogue.parse("version: 1\nexercises:\n  - id: 01-x\n    title: X\n    category: navigation\n    allowed_constructs: [\"unsafe\"]\n")
        } throws: { error in "\(error)".contains("6:") && "\(error)".contains("'unsafe' is not one") }
    }

    /// Issue 30: an allowed C function bound by name to take integers (`memcpy`, `strlen`) reads and writes any address
    /// with no unsafe type in sight; the linkage attributes themselves are refused.
    @Test func bindingAnAllowedCFunctionByNameIsRefused() throws {
        let found = try violations("""
            @_silgen_name("memcpy") func copy(_ to: Int, _ from: Int, _ count: Int) -> Int
            func peek(_ address: Int) -> Int { var byte = 0; _ = copy(0, address, 1); byte += 1; return byte }
            """)
        #expect(uses(found) == ["@_silgen_name"], "\(found)")
        #expect(found.first?.line == 1)
    }

    @Test func exitInAViewBodyIsRefusedAtItsLine() throws {
        let found = try violations("""
            import ViewSim
            import Foundation

            struct Quitter: View {
                var body: some View {
                    let _ = exit(0)
                }
            }
            """)
        #expect(uses(found) == ["exit"])
        #expect(found.first?.line == 6)
        #expect(found.first?.message == "`exit` ends the test process; exercises may not use it.")
    }

    @Test func aSilgenNameDeclarationOfKillIsRefusedByItsSymbol() throws {
        let found = objectOnly(try violations("""
            @_silgen_name("kill")
            func sendSignal(_ pid: Int32, _ signal: Int32) -> Int32

            func stopTheGrader() {
                _ = sendSignal(1, 9)
            }
            """))
        #expect(uses(found) == ["kill"])
        #expect(found.first?.line == 5)
    }

    @Test func processFileDescriptorsSignalsAndLoadingAreRefused() throws {
        let found = try violations("""
            import Foundation

            func a() { let p = Process(); print(p) }
            func b() { _ = FileHandle(fileDescriptor: 3) }
            func c() { _ = dup2(1, 2) }
            func d() { _ = signal(SIGTERM, SIG_IGN) }
            func e() { _ = dlopen("libc.so.6", 0) }
            func f() { _ = open("/etc/passwd", O_RDONLY) }
            """)
        let byUse = Dictionary(found.map { ($0.use, $0.line) }, uniquingKeysWith: { first, _ in first })
        #expect(byUse["Process"] == 3)
        #expect(byUse["FileHandle(fileDescriptor:)"] == 4)
        #expect(byUse["dup2"] == 5)
        #expect(byUse["signal"] == 6)
        #expect(byUse["SIG_IGN"] == 6)
        #expect(byUse["dlopen"] == 7)
        #expect(byUse["open"] == 8)
    }

    @Test func definitionsThatWouldReplaceAnotherLibrarysSymbolsAreRefused() throws {
        let found = objectOnly(try violations("""
            @_cdecl("exit")
            public func fakeExit(_ code: Int32) { }

            @_silgen_name("$s7Testing5EventV4KindO6passedyA2EmF")
            func forgedPass() { }
            """))
        #expect(found.count == 2)
        #expect(found[0].use == "@_cdecl(\"exit\")")
        #expect(found[0].line == 1)
        #expect(found[1].use.hasPrefix("@_silgen_name(\"$s7Testing"))
        #expect(found[1].reason.contains("Testing.Event.Kind"))
        #expect(found[1].line == 4)
    }

    @Test func codeThatRunsAsTheLibraryLoadsIsRefused() throws {
        let found = objectOnly(try violations("""
            @_section(".init_array") @_used
            let early: @convention(c) () -> Void = { print("before any test") }
            """))
        #expect(uses(found) == ["@_section(\".init_array\")"])
        #expect(found.first?.line == 1)
    }

    /// Break-it pass 18 of issue 30: SE-0492's `@section` and `@used` built where `@_section` and `@_used` were refused,
    /// and put a record in Swift Testing's discovery section.
    @Test func testRecordsAndTheUnderscorelessSectionAttributesAreRefused() throws {
        let found = try violations("""
            @section("swift5_tests") @used
            let record: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
            """)
        #expect(Set(uses(found)).isSuperset(of: ["@section", "@used"]), "\(uses(found))")
        #expect(uses(objectOnly(found)) == ["@_section(\"swift5_tests\")"])
        #expect(objectOnly(found).first?.reason.contains("Swift Testing's list of tests") == true)
    }

    @Test func theFailureIsTheLearnersBuildErrorWithItsOwnSentence() {
        let failure = ModulePolicy.buildFailure(
            [ModuleViolation(use: "exit", reason: "ends the test process", file: "Exercises/01-attack/Attack.swift", line: 6)], exercise: "01-attack")
        #expect(failure.origin == .exercise)
        #expect(failure.diagnostics.first?.headline == "Exercises/01-attack/Attack.swift:6:1: error: `exit` ends the test process; exercises may not use it.")
        #expect(ModulePolicy.refusalDetail(failure, exercise: "01-attack")?.contains("compiles, but uses something exercises may not") == true)
        #expect(ModulePolicy.refusalDetail(failure, exercise: "01-attack")?.contains("only ViewSim's, Observation's, the everyday part of Foundation's and Combine's APIs") == true)
        // A workbook that allows other modules names those.
        #expect(ModulePolicy.refusalDetail(failure, exercise: "01-attack", allowedImports: ["ViewSim", "RegexBuilder"])?
            .contains("only ViewSim's and RegexBuilder's APIs") == true)
        #expect(ModulePolicy.refusalDetail(BuildFailure(origin: .exercise, diagnostics: [], output: "x.swift:1:1: error: e"), exercise: "01-attack") == nil)
    }

    @Test func demanglingAndModuleContexts() {
        #expect(Demangler.demangle("$s10Foundation7ProcessCMa") == "type metadata accessor for Foundation.Process")
        #expect(ModulePolicy.mentionsModule("(extension in RunsStay):ViewSim.EnvironmentValues.unit.getter", "RunsStay"))
        #expect(!ModulePolicy.mentionsModule("HiddenSuiteCounter.test() -> ()", "Counter"))
        #expect(ModulePolicy.cLibraryFunction(in: "Glibc.open(Swift.UnsafePointer<Swift.Int8>, Swift.Int32) -> Swift.Int32") == "open")
        #expect(ModulePolicy.refusal(ofUndefined: "memcpy") == nil)
        #expect(ModulePolicy.refusal(ofUndefined: "swift_retain") == nil)
        #expect(ModulePolicy.refusal(ofUndefined: "getppid")?.use == "getppid")
    }
}
