import Foundation
import Testing
@testable import WorkbookKit

/// ``ModulePolicyReferences`` on the index the compiler writes as the builder compiles an exercise (`-index-store-path`),
/// read through the toolchain's libIndexStore (``IndexStore``), and its reading of demangled names.
@Suite(.serialized) struct ModulePolicyReferencesTests {
    /// Compiles `source` as `Exercises/01-attack/Attack.swift` of module `Attack` with an index, and returns what the
    /// allow-list refuses in it.
    func refused(_ source: String) throws -> [ModuleViolation] {
        let occurrences = try indexed(source)
        return ModulePolicyReferences.violations(
            in: occurrences, module: "Attack", openModules: Set(ModulePolicy.defaultAllowedImports), exercise: "01-attack",
            sourceNames: ["Attack.swift"])
            + ModulePolicyReferences.unindexedUnderscoredMembers(
                in: [SourceSnapshot.File(name: "Attack.swift", contents: Data(source.utf8))], occurrences: occurrences, exercise: "01-attack")
    }

    /// The compiler's index of `source`, compiled as `Exercises/01-attack/Attack.swift` of module `Attack`.
    func indexed(_ source: String) throws -> [IndexStore.Occurrence] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("module-references-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.appendingPathComponent("Exercises/01-attack")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("Attack.swift")
        try Data(source.utf8).write(to: file)
        let toolchain = try Toolchain.locate()
        let index = root.appendingPathComponent("index")
        let compiled = try ChildProcess.run(ChildProcessRequest(
            executable: toolchain.swiftc,
            arguments: ["-wmo", "-parse-as-library", "-module-name", "Attack", "-c", "-o", root.appendingPathComponent("Attack.o").path,
                        "-swift-version", "6", "-Onone", "-index-store-path", index.path, "-index-ignore-system-modules",
                        "-I", ModulePolicyTests.coreModules.path, file.path],
            workingDirectory: root.path, timeoutSeconds: 300))
        guard compiled.termination == .exited(0) else { throw WorkbookError.setup("compile: \(compiled.stderrText)") }
        let library = try #require(toolchain.indexStoreLibrary, "the toolchain has no libIndexStore")
        return try IndexStore.read(index, library: library).occurrences
    }

    /// A global constant named like a global function the suite calls, of a type with `callAsFunction`, answers the
    /// suite's unqualified call (`let abs = Zeroer()` made suite 74's `abs(…)` distances 0: break-it pass 40 of issue
    /// 30): refused, whatever its case. One the suite does not name, and an uppercase one it does not, are fine.
    @Test func aCallableConstantNamedLikeAGlobalFunctionTheSuiteCallsIsRefused() throws {
        let occurrences = try indexed("""
            import Foundation
            struct Zeroer { func callAsFunction(_ x: CGFloat) -> CGFloat { 0 } }
            let abs = Zeroer()
            let round = Zeroer()
            let spacing: CGFloat = 8
            """)
        let found = ModulePolicyLookalikes.violations(
            in: occurrences, module: "Attack", suiteNames: ["abs", "spacing", "frame"], exercise: "01-attack", sourceNames: ["Attack.swift"])
        #expect(found.map(\.use) == ["abs"], "\(found)")
        #expect(found.first?.line == 3)
    }

    /// An app type named like a core type the suite names stands in for it in the suite (`frames(of: Image.self)`;
    /// break-it pass 38 of issue 30): refused. One the suite does not name is the app's own business.
    @Test func aTypeNamedLikeACoreTypeTheSuiteNamesIsRefused() throws {
        let core = CoreTypeNames.read(CoreTypeNames.modules.map { ModulePolicyTests.packageRoot.appendingPathComponent("Sources/\($0)") })
        #expect(core.isSuperset(of: ["Image", "Text", "EnvironmentValues", "ListStyle", "AnyCancellable"]))
        let occurrences = try indexed("""
            import ViewSim
            struct Image: View { var body: some View { Color.clear } }
            struct Text: View { var body: some View { Color.clear } }
            """)
        let found = ModulePolicyLookalikes.violations(
            in: occurrences, module: "Attack", suiteNames: ["Image", "frames"], coreTypes: core, exercise: "01-attack", sourceNames: ["Attack.swift"])
        #expect(found.map(\.use) == ["Image"], "\(found)")
        #expect(found.first?.line == 2)
    }

    /// An app type named like a Swift Testing or Foundation type the suite names stands in for it where the suite
    /// names it in an expression (`struct Issue` beat Testing's `Issue.record(…)`: break-it pass 46 of issue 30):
    /// refused, unless the reference solution declares a type of that name (exercise 72's `struct Tag`, which the
    /// suite names because it tests it). One the suite does not name is the app's own business.
    @Test func aTypeNamedLikeATestingOrFoundationTypeTheSuiteNamesIsRefusedUnlessTheSolutionHasIt() throws {
        let occurrences = try indexed("""
            struct Issue { static func record(_ note: String) {} }
            struct CGPoint { var x = 0.0 }
            struct Tag { var name = "" }
            struct Comment { var text = "" }
            """)
        let found = ModulePolicyLookalikes.violations(
            in: occurrences, module: "Attack", suiteNames: ["Issue", "CGPoint", "Tag", "frames"], providedTypes: ["Tag", "Landmark"],
            exercise: "01-attack", sourceNames: ["Attack.swift"])
        #expect(found.map(\.use) == ["Issue", "CGPoint"], "\(found)")
        #expect(ModulePolicyLookalikes.typesDeclared(in: ["struct Tag: View {\n    enum Size { case small }\n}\nfinal class Store {}"]) == ["Tag", "Size", "Store"])
    }

    /// The list of Swift Testing's types is its module interface's, in the toolchain the grader uses.
    @Test func theTestingTypesAreSwiftTestingsPublicTypes() throws {
        let swiftc = URL(fileURLWithPath: try Toolchain.locate().swiftc).resolvingSymlinksInPath()
        let interface = swiftc.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/linux/Testing.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface")
        let text = try String(contentsOf: interface, encoding: .utf8)
        let declaration = /^(?:@\w+(?:\([^)]*\))? )*public (?:final )?(?:struct|enum|class|protocol|typealias|actor) (\w+)/
        let names = Set(text.split(separator: "\n").compactMap { $0.firstMatch(of: declaration).map { String($0.1) } }.filter { !$0.hasPrefix("_") })
        #expect(names == ModulePolicyLookalikes.testingTypes, "missing: \(names.subtracting(ModulePolicyLookalikes.testingTypes).sorted()), extra: \(ModulePolicyLookalikes.testingTypes.subtracting(names).sorted())")
    }

    @Test func theFoundationASwiftUIAppUsesPasses() throws {
        let found = try refused("""
            import Foundation
            import ViewSim

            struct Entry: Codable, Identifiable, Hashable { var id = UUID(); var title: String; var when: Date }

            func everyday(_ entries: [Entry], _ defaults: UserDefaults = .standard) throws -> String {
                let data = try JSONEncoder().encode(entries)
                let back = try JSONDecoder().decode([Entry].self, from: data)
                let sorted = back.sorted(using: KeyPathComparator(\\Entry.title))
                let words = "a, b".components(separatedBy: ", ").filter { !$0.isEmpty }
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                defaults.set(true, forKey: "seen")
                let url = URL(string: "https://example.com/a")?.lastPathComponent ?? ""
                Thread.sleep(forTimeInterval: 0)
                let main = ProcessInfo.processInfo.systemUptime > 0 ? "up" : "main"
                let day = Calendar.current.component(.day, from: Date()) + Int(sqrt(2.0))
                let when = Date(timeIntervalSince1970: 0).formatted(date: .abbreviated, time: .omitted)
                _ = FileManager.default.temporaryDirectory.appendingPathComponent("x")
                _ = DispatchQueue.main
                return "\\(sorted.count) \\(words) \\(formatter.string(from: 3) ?? "") \\(defaults.bool(forKey: "seen")) \\(url) \\(main) \\(day) \\(when)"
            }
            """)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// A method of a Foundation class is called through its class's table, with no symbol: only the index shows it.
    @Test func foundationClassesOutsideTheAllowListAreRefusedAtTheirColumn() throws {
        let found = try refused("""
            import Foundation

            func carriers() -> Int {
                let cache = NSCache<NSString, NSString>()
                let queue = OperationQueue()
                return Thread.current.threadDictionary.count + queue.operationCount + (cache.name.isEmpty ? 0 : 1)
            }
            """)
        #expect(found.map(\.use) == ["NSCache", "NSString", "OperationQueue", "Thread.current", "Thread.threadDictionary", "NSDictionary"])
        let dictionary = try #require(found.first { $0.use == "Thread.threadDictionary" })
        #expect(dictionary.file == "Exercises/01-attack/Attack.swift" && dictionary.line == 6 && dictionary.column == 27)
        #expect(found.filter { $0.use != "Thread.current" }.allSatisfy { $0.reason == ModulePolicyReferences.outsideReason }, "\(found.map(\.reason))")
    }

    /// Dispatch's closures are not `@Sendable` on Linux, so a call handing one over is refused at its line with what
    /// to write instead (the object check names the block runtime the same way); its clocks' arithmetic, declared as
    /// top-level operators, and `sync` are not.
    @Test func dispatchCallsThatTakeAClosureAreRefusedForTheirReasonAndItsClocksAreNot() throws {
        let source = """
            import Foundation

            final class Loader {
                func load(_ done: @escaping @Sendable (Int) -> Void) {
                    let soon = DispatchTime.now() + 0.5
                    DispatchQueue.main.asyncAfter(deadline: soon) { done(1) }
                    DispatchQueue.global().async { done(2) }
                    let group = DispatchGroup()
                    group.notify(queue: .main) { done(3) }
                    _ = DispatchQueue(label: "loader").sync { 4 }
                }
            }
            """
        let found = try refused(source)
        #expect(found.map(\.use) == ["DispatchQueue.asyncAfter", "DispatchQueue.async", "DispatchGroup.notify"])
        #expect(found.allSatisfy { $0.reason == ModulePolicyRules.dispatchClosure })
        #expect(found.first?.line == 6 && found.first?.column == 28)
        let objects = try ModulePolicyTests().violations(source).filter { $0.use.hasPrefix("_Block") }
        #expect(objects.map(\.reason) == [ModulePolicyRules.dispatchClosure, ModulePolicyRules.dispatchClosure])
    }

    @Test func membersThatKeepAnyValueAreRefusedOnAllowedTypes() throws {
        let found = try refused("""
            import Foundation

            func carriers(_ value: Any?) {
                UserDefaults.standard.set(value, forKey: "any")
                UserDefaults.standard.set(1, forKey: "number")
                _ = FileManager.default.delegate
                DispatchQueue.main.setSpecific(key: DispatchSpecificKey<Int>(), value: 1)
            }
            """)
        #expect(found.map(\.use) == [
            "UserDefaults.set(_: Any?, forKey:)", "FileManager.delegate", "DispatchQueue.setSpecific", "DispatchSpecificKey",
        ])
        #expect(found.first?.reason == ModulePolicyRules.carriesAnything)
    }

    /// Break-it pass 11 of issue 30: a formatter or coder built by another spelling than `DateFormatter()` is not
    /// counted by the budgets, nor is a mapped read by the bytes-read budget; both are refused, the plain spelling is not.
    @Test func workTheBudgetsCannotCountIsRefused() throws {
        let found = try refused("""
            import Foundation
            import ViewSim

            func uncounted(_ url: URL) throws {
                _ = Foundation.DateFormatter()
                _ = JSONDecoder.init()
                _ = try Data(contentsOf: url, options: .alwaysMapped)
                _ = DateFormatter().copy()
                _ = DateFormatter()
                _ = try Data(contentsOf: url)
            }
            """)
        #expect(found.map(\.use) == ["DateFormatter.init", "JSONDecoder.init", "Data.alwaysMapped", "Formatter.copy"])
        #expect(found.first?.reason == ModulePolicyRules.uncountedWork("DateFormatter"))
        #expect(found[2].reason == ModulePolicyRules.mappedRead)
        #expect(found.last?.reason == ModulePolicyRules.uncountedCopy)
    }

    /// Break-it pass 19 of issue 30: a sort ViewSim's counted ones do not stand in for (a generic collection's, a
    /// sequence's `sorted(using:)`) is refused; an array's and a slice's, counted, are not.
    @Test func sortsTheBudgetsCannotCountAreRefused() throws {
        let found = try refused("""
            import Foundation
            import ViewSim

            func ranked<C: MutableCollection & RandomAccessCollection>(_ players: inout C) where C.Element == Int {
                players.sort()
            }

            func counted(_ scores: [Int]) -> [Int] {
                var slice = scores[...]
                slice.sort { $0 > $1 }
                var copy = scores
                copy.sort()
                _ = Set(scores).sorted(using: KeyPathComparator(\\Int.self))
                return scores.sorted { $0 < $1 } + Array(slice)
            }
            """)
        #expect(found.map(\.use) == ["MutableCollection.sort", "Sequence.sorted"])
        #expect(found.allSatisfy { $0.reason == ModulePolicyRules.uncountedSort })
    }

    /// Break-it passes 20 and 21 of issue 30: Foundation's class methods that build a formatter at every call, and what
    /// would tell the hidden suite's runner from the app (its process name, arguments, environment), are refused.
    @Test func formatterClassMethodsAndTheProcessesIdentityAreRefused() throws {
        let found = try refused("""
            import Foundation
            import ViewSim

            func uncounted(_ date: Date) -> String {
                let a = ISO8601DateFormatter.string(from: date, timeZone: .gmt, formatOptions: [.withInternetDateTime])
                let b = DateFormatter.localizedString(from: date, dateStyle: .short, timeStyle: .short)
                let c = NumberFormatter.localizedString(from: 3, number: .decimal)
                let runner = ProcessInfo.processInfo.processName == "runner" || ProcessInfo.processInfo.arguments.count > 1
                let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
                let cores = ProcessInfo.processInfo.systemUptime > 0 ? CommandLine.arguments.count : 0
                return a + b + c + "\\(runner) \\(home) \\(cores)"
            }
            """)
        #expect(found.map(\.use) == [
            "ISO8601DateFormatter.string(from:timeZone:formatOptions:)", "DateFormatter.localizedString(from:dateStyle:timeStyle:)",
            "NumberFormatter.localizedString(from:number:)", "ProcessInfo.processName", "ProcessInfo.arguments", "ProcessInfo.environment",
            "CommandLine", "CommandLine.arguments",
        ])
        #expect(found.last?.reason == ModulePolicyReferences.commandLineReason)
        #expect(found.prefix(3).allSatisfy { $0.reason == ModulePolicyRules.formatterInside })
    }

    /// Break-it pass 41 of issue 30: what tells the hidden tests' runner from a device (the process's number inside
    /// `globallyUniqueString`, the system's name, the run's folder, the thread a body runs on) is refused, each for its
    /// reason; what an app asks of its device stays.
    @Test func whatTellsTheRunnerFromADeviceIsRefused() throws {
        let found = try refused("""
            import Foundation

            func fingerprints() -> Bool {
                let info = ProcessInfo.processInfo
                let device = info.systemUptime > 0
                return device && info.globallyUniqueString.contains("-2-") && info.operatingSystemVersionString.contains("Linux")
                    && NSHomeDirectory().contains("/runs/") && FileManager.default.currentDirectoryPath.contains("/runs/")
                    && !Thread.isMainThread && NSTemporaryDirectory().isEmpty
            }
            """)
        #expect(found.map(\.use) == [
            "ProcessInfo.globallyUniqueString", "ProcessInfo.operatingSystemVersionString", "NSHomeDirectory",
            "FileManager.currentDirectoryPath", "Thread.isMainThread",
        ], "\(found)")
        #expect(found.map(\.reason) == [
            ModulePolicyReferences.withheldReasons["ProcessInfo.globallyUniqueString"], ModulePolicyReferences.withheldReasons["ProcessInfo.operatingSystemVersionString"],
            ModulePolicyRules.namesTheRun, ModulePolicyRules.namesTheRun, ModulePolicyReferences.withheldReasons["Thread.isMainThread"],
        ])
    }

    /// Break-it pass 43 of issue 30: the machine's size and whether the code runs inside a task (the hidden tests run
    /// every body in theirs) tell the runner from a device; a task's own priority, given where it starts, stays.
    @Test func theMachinesSizeAndTheCurrentTasksPriorityAreRefused() throws {
        let found = try refused("""
            import Foundation

            func detectors() async -> Bool {
                let roomy = ProcessInfo.processInfo.physicalMemory > 16 << 30 || ProcessInfo.processInfo.activeProcessorCount < 4
                let inTask = Task.basePriority != nil || Task.currentPriority == .medium
                let started = Task(priority: .high) { 1 }
                let value = await started.value
                return roomy && inTask && value == 1
            }
            """)
        #expect(found.map(\.use) == ["ProcessInfo.physicalMemory", "ProcessInfo.activeProcessorCount", "Task.basePriority", "Task.currentPriority"], "\(found)")
        #expect(found.last?.reason == ModulePolicyReferences.taskPriorityReason)
    }

    /// Issue 22 item 12 (found by break-it pass 12 of issue 30): `Timer.publish` is Combine's, ticking on the host's
    /// clock; of Foundation's `Timer` and `RunLoop` only the names and the run loop's constants may be used.
    @Test func aCombineTimerBuildsButFoundationsTimersDoNot() throws {
        let allowed = try refused("""
            import Foundation
            import ViewSim

            struct Clock: View {
                @State private var ticks = 0
                let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                let other = Timer.publish(every: 2, on: RunLoop.main, in: .default)
                var body: some View {
                    Text("\\(ticks)").onReceive(timer) { _ in ticks += 1 }
                }
            }
            """)
        #expect(allowed.isEmpty, "\(allowed.map(\.use))")
        let found = try refused("""
            import Foundation

            func foundationsOwn() {
                _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
                RunLoop.main.run(until: Date())
            }
            """)
        #expect(found.map(\.use) == ["Timer.scheduledTimer", "RunLoop.run"])
    }

    @Test func aTypeAllowedForSomeMembersRefusesTheRest() throws {
        let found = try refused("""
            import Foundation

            func threads() -> Bool {
                Thread.sleep(forTimeInterval: 0)
                let thread = Thread { }
                thread.start()
                return Thread.isMainThread
            }
            """)
        #expect(found.map(\.use) == ["Thread.init", "Thread.start", "Thread.isMainThread"])
        #expect(found.last?.reason == ModulePolicyReferences.withheldReasons["Thread.isMainThread"])
    }

    @Test func cFunctionsOutsideTheMathsAndUnderscoredMembersAreRefused() throws {
        let found = try refused("""
            import Foundation

            func c() -> Double {
                _ = getpid()
                _ = [1, 2]._copyToContiguousArray()
                return sqrt(2.0) + floor(1.5)
            }
            """)
        #expect(found.map(\.use) == ["getpid", "_copyToContiguousArray"])
    }

    @Test func theLearnersAndViewSimsUnderscoredNamesPass() throws {
        let found = try refused("""
            import ViewSim

            struct Counter: View {
                @State private var count: Int
                private var _plain = 1
                init(start: Int) { self._count = State(initialValue: start) }
                var body: some View {
                    // Self._printChanges() says why a body ran; x._private in a comment is not code.
                    let _ = Self._printChanges()
                    Text("\\(count) \\(self._plain)")
                }
            }
            """)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func demangledNamesGiveTheModuleAndTheOutermostType() throws {
        typealias D = ModulePolicyReferences.Declaration
        let member = try #require(D(demangled: "Foundation.Thread.threadDictionary : Foundation.NSMutableDictionary"))
        #expect(member.module == "Foundation" && member.owner == "Thread" && member.ownerModule == nil && !member.isType)
        let type = try #require(D(demangled: "FoundationEssentials.Date"))
        #expect(type.owner == "Date" && type.isType)
        let generic = try #require(D(demangled: "Swift.Task< where B == Swift.Never>.init(name: Swift.String?) -> Swift.Task<A, B>"))
        #expect(generic.owner == "Task" && !generic.isType)
        let extended = try #require(D(demangled: "(extension in FoundationEssentials):Swift.StringProtocol.components<A>(separatedBy: A) -> [Swift.String]"))
        #expect(extended.module == "FoundationEssentials" && extended.ownerModule == "Swift" && extended.owner == "StringProtocol")
        let function = try #require(D(demangled: "Foundation.NSTemporaryDirectory() -> Swift.String"))
        #expect(function.owner == nil && function.use("NSTemporaryDirectory") == "NSTemporaryDirectory")
        let statics = try #require(D(demangled: "static Dispatch.DispatchQueue.main : Dispatch.DispatchQueue"))
        #expect(statics.module == "Dispatch" && statics.owner == "DispatchQueue" && statics.use("main") == "DispatchQueue.main")
        let op = try #require(D(demangled: "Swift.?? infix<A where A: ~Swift.Copyable>(__owned A?, @autoclosure () throws -> A) throws -> A"))
        #expect(op.module == "Swift" && op.owner == nil)
        let local = try #require(D(demangled: "cart #1 : ViewSim.Binding<[Shop.Product]> in Shop.ShopStack.init(cart: ViewSim.Binding<[Shop.Product]>) -> Shop.ShopStack"))
        #expect(local.module == "Shop" && local.owner == "ShopStack")
        let closure = try #require(D(demangled: "implicit closure #2 in closure #1 in Foundation.Thread.init(block: @escaping () -> ()) -> Foundation.Thread"))
        #expect(closure.module == "Foundation" && closure.owner == "Thread")
        let hidden = try #require(D(demangled: "Shop.(helper in _3D2F2A60CFABB802A60D6F39A847EBA2)() -> ()"))
        #expect(hidden.module == "Shop" && hidden.owner == nil)
        #expect(D(demangled: "$s10Foundation") == nil)
    }

    @Test func indexNamesLoseTheirAccessorAndLabels() {
        #expect(ModulePolicyReferences.member("getter:current") == "current")
        #expect(ModulePolicyReferences.member("register(defaults:)") == "register")
        #expect(ModulePolicyReferences.member("init(x:)") == "init")
        #expect(ModulePolicyReferences.member("==(_:_:)") == "==")
    }
}

/// ``ModulePolicyWarnings``: what the compiler only warns about and exercises may not do.
struct ModulePolicyWarningsTests {
    func warning(_ message: String) -> CompilerDiagnostic {
        CompilerDiagnostic(file: "Exercises/01-attack/Attack.swift", line: 3, column: 9, severity: "warning", message: message, origin: .exercise)
    }

    @Test func dataRaceWarningsAreRefusedAndOrdinaryOnesAreNot() {
        let found = ModulePolicyWarnings.violations(in: [
            warning("capture of 'h' with non-Sendable type 'Holder' in a '@Sendable' closure"),
            warning("class 'Carrier' must restate inherited '@unchecked Sendable' conformance"),
            warning("converting non-Sendable function value to '@MainActor @Sendable () -> Void' may introduce data races"),
            warning("initialization of immutable value 'unused' was never used; consider replacing with assignment to '_' or removing it"),
            warning("no unsafe operations occur within 'unsafe' expression"),
        ])
        #expect(found.map(\.use) == [
            "code the compiler warns about (capture of 'h' with non-Sendable type 'Holder' in a '@Sendable' closure)", "class Carrier",
            "code the compiler warns about (no unsafe operations occur within 'unsafe' expression)",
        ])
        #expect(found.allSatisfy { $0.line == 3 && $0.column == 9 })
    }
}

/// ``ModulePolicyKeyPaths``: key path literals with a subscript component, on the text.
struct ModulePolicyKeyPathsTests {
    func refused(_ code: String) -> Bool {
        !ModulePolicyKeyPaths.violations(in: [SourceSnapshot.File(name: "A.swift", contents: Data(code.utf8))], exercise: "01-a").isEmpty
    }

    @Test func subscriptComponentsAreRefusedWhereverTheyAre() {
        #expect(refused("let path = \\Carrier.[holder]"))
        #expect(refused("let path = \\.[holder]"))
        #expect(refused("let path = \\Shelf.items[index].name"))
        #expect(refused("let path = \\Dictionary<String, Holder>.[key]"))
        #expect(refused("let path = \\[Int].[0]"))
    }

    @Test func keyPathsThroughPropertiesStringEscapesAndInterpolationPass() {
        #expect(!refused("ForEach(items, id: \\.id) { Text($0.name) }"))
        #expect(!refused("let path = \\Item.name.count, counts = \\[Int].count, optional = \\Item.owner?.name"))
        #expect(!refused(#"Text("Line one\nLine [two] \(count) \t[x]")"#))
    }
}
