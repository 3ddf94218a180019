import Foundation
import Testing
@testable import WorkbookKit

/// Editor support (issue 15): `Exercises/compile_commands.json` gives the grader's compile of each exercise module, it
/// is refreshed only when stale, the compiler accepts it, and SourceKit-LSP, started as an editor starts it on the
/// repository, uses it: a diagnostic for a planted error, a completion for `Text(`, jump-to-definition into ViewSim.
@Suite(.serialized) struct EditorSupportTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let exercise = "01-hidden-tally-resets"

    /// A scratch content root with exercise 01 (and its solution), compiled against the repository's core.
    struct Scratch {
        let root: URL
        let swiftc: String

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("editor-support-\(UUID().uuidString)")
            for folder in ["Exercises", "Solutions", "Tests/Hidden"] {
                let to = root.appendingPathComponent("\(folder)/\(EditorSupportTests.exercise)")
                try FileManager.default.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: EditorSupportTests.repository.appendingPathComponent("\(folder)/\(EditorSupportTests.exercise)"), to: to)
            }
            // The exercise's known fixes have editor entries of their own (VariantTests); this scratch is about the rest.
            try? FileManager.default.removeItem(at: root.appendingPathComponent("Solutions/\(EditorSupportTests.exercise)/\(Variant.folder)"))
            swiftc = try Toolchain.locate().swiftc
        }

        func refresh() throws -> [URL] {
            try CompilationDatabase.refresh(contentRoot: root, packageRoot: EditorSupportTests.repository, swiftc: swiftc)
        }

        func entries(_ folder: String) throws -> [CompilationDatabase.Entry] {
            try JSONDecoder().decode([CompilationDatabase.Entry].self, from: Data(contentsOf: CompilationDatabase.location(folder, contentRoot: root)))
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// The real core, built if needed (the database points at its modules).
    static let core: Result<CheckPipeline, WorkbookError> = {
        do throws(WorkbookError) { return .success(try CheckPipeline.prepare(try Workbook.open(root: repository.path))) } catch { return .failure(error) }
    }()

    @Test func theDatabaseHasTheGradersCompileOfEachFileAndIsWrittenOnlyWhenStale() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        #expect(try scratch.refresh() == CompilationDatabase.folders.map { CompilationDatabase.location($0, contentRoot: scratch.root) })
        let exerciseFile = scratch.root.appendingPathComponent("Exercises/\(Self.exercise)/FocusScreen.swift")
        let core = Self.repository.appendingPathComponent(".build/debug/Modules").path
        #expect(try scratch.entries("Exercises") == [CompilationDatabase.Entry(
            directory: scratch.root.path, file: exerciseFile.path,
            arguments: [scratch.swiftc, "-module-name", "HiddenTallyResets", "-parse-as-library", "-enable-testing", "-swift-version", "6",
                        "-Onone", "-D", "DEBUG"] + ExerciseBuilder.memorySafetyFlags + ExerciseBuilder.dataRaceSafetyFlags + ["-I", core, exerciseFile.path])])
        let solutionFile = scratch.root.appendingPathComponent("Solutions/\(Self.exercise)/FocusScreen.swift")
        #expect(try scratch.entries("Solutions").map(\.file) == [solutionFile.path])
        #expect(try scratch.entries("Solutions").first?.arguments.last == solutionFile.path)
        // A hidden suite is compiled with the exercise's files and the grader's tags.
        let suiteFile = scratch.root.appendingPathComponent("Tests/Hidden/\(Self.exercise)/FocusScreenTests.swift")
        let support = CompilationDatabase.hiddenSuiteSupport(packageRoot: Self.repository)
        #expect(try scratch.entries("Tests/Hidden").map(\.file) == [suiteFile.path])
        #expect(try scratch.entries("Tests/Hidden").first?.arguments.suffix(3) == [exerciseFile.path, suiteFile.path, support.path])
        #expect(FileManager.default.contents(atPath: support.path) == Data(ExerciseBuilder.supportSource.utf8))

        // Nothing changed: nothing is written.
        #expect(try scratch.refresh().isEmpty)
        // A file added to the exercise: the module's entries list it, it has its own, and the solution's module has it.
        let added = scratch.root.appendingPathComponent("Exercises/\(Self.exercise)/Tally.swift")
        try Data("import ViewSim\n".utf8).write(to: added)
        #expect(try scratch.refresh() == CompilationDatabase.folders.map { CompilationDatabase.location($0, contentRoot: scratch.root) })
        let entries = try scratch.entries("Exercises")
        #expect(entries.map(\.file) == [exerciseFile.path, added.path])
        #expect(entries.allSatisfy { $0.arguments.suffix(2) == [exerciseFile.path, added.path] })
        // The solution replaces FocusScreen.swift and keeps the exercise's other file.
        #expect(try scratch.entries("Solutions").first?.arguments.suffix(2) == [added.path, solutionFile.path])
        #expect(try scratch.entries("Tests/Hidden").first?.arguments.suffix(4) == [exerciseFile.path, added.path, suiteFile.path, support.path])
    }

    @Test func theCompilerAcceptsTheDatabasesCommandAndReportsAPlantedError() throws {
        _ = try Self.core.get()
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.refresh()
        func typecheck(_ entry: CompilationDatabase.Entry) throws -> ChildProcessOutcome {
            try ChildProcess.run(ChildProcessRequest(
                executable: entry.arguments[0], arguments: ["-typecheck"] + entry.arguments.dropFirst(),
                workingDirectory: entry.directory, timeoutSeconds: 120))
        }
        for folder in CompilationDatabase.folders {
            let entry = try #require(try scratch.entries(folder).first)
            let outcome = try typecheck(entry)
            #expect(outcome.termination == .exited(0), "\(folder): \(outcome.stderrText)")
            // The only warning: a hidden suite's import of the module it is compiled into here.
            let warnings = outcome.stderrText.split(separator: "\n").filter { $0.contains("warning:") }
            #expect(warnings.allSatisfy { $0.hasSuffix("is part of module 'HiddenTallyResets'; ignoring import") }, "\(folder): \(warnings)")
        }
        let file = scratch.root.appendingPathComponent("Exercises/\(Self.exercise)/FocusScreen.swift")
        let planted = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: "Text(\"Sessions today: \\(sessions)\")", with: "Text(\"Sessions today: \\(sessions)\")\n            Text(undefinedTally)")
        try Data(planted.utf8).write(to: file)
        let line = try #require(planted.components(separatedBy: "\n").firstIndex { $0.contains("undefinedTally") }) + 1
        let outcome = try typecheck(try #require(try scratch.entries("Exercises").first))
        #expect(outcome.termination != .exited(0))
        #expect(outcome.stderrText.contains("FocusScreen.swift:\(line):18: error: cannot find 'undefinedTally' in scope"), "\(outcome.stderrText)")
    }

    // MARK: - SourceKit-LSP

    /// `sourcekit-lsp` beside the compiler, else on `PATH`.
    static let sourceKitLSP: URL? = {
        var candidates: [String] = []
        if let swiftc = try? Toolchain.locate().swiftc {
            candidates.append(URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("sourcekit-lsp").path)
        }
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            candidates.append("\(directory)/sourcekit-lsp")
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
    }()

    /// The editor's side of the test: opens `FocusScreen.swift` of exercise 01 in SourceKit-LSP, started on the
    /// repository's root as an editor starts it (after `workbook` has refreshed the database), with text the test
    /// changes in memory only (the file on disk is not touched). Every wait has a deadline; background indexing is off
    /// so the server builds nothing.
    @Test(.enabled(if: sourceKitLSP != nil, "sourcekit-lsp is not in this toolchain (not beside swiftc, not on PATH)"),
          .timeLimit(.minutes(5)))
    func sourceKitLSPGivesDiagnosticsCompletionAndDefinitionsInAnExerciseFile() throws {
        _ = try Self.core.get()
        let swiftc = try Toolchain.locate().swiftc
        try CompilationDatabase.refresh(contentRoot: Self.repository, packageRoot: Self.repository, swiftc: swiftc)
        let file = Self.repository.appendingPathComponent("Exercises/\(Self.exercise)/FocusScreen.swift")
        let uri = file.absoluteString
        let shipped = try String(contentsOf: file, encoding: .utf8)
        let anchor = "Text(\"Sessions today: \\(sessions)\")"
        try #require(shipped.contains(anchor), "exercise 01 changed; this test plants its error after \(anchor)")

        let server = try LanguageServer(executable: try #require(Self.sourceKitLSP))
        defer { server.stop() }
        let initialized = try server.request("initialize", [
            "processId": Int(ProcessInfo.processInfo.processIdentifier),
            "rootUri": Self.repository.absoluteString,
            "capabilities": ["textDocument": ["diagnostic": ["dynamicRegistration": false],
                                              "completion": ["completionItem": ["snippetSupport": false]]]],
            "initializationOptions": ["backgroundIndexing": false],
        ], timeout: 60)
        #expect(initialized["capabilities"] != nil)
        server.notify("initialized", [:])

        // A planted error: an undefined name, on line 9 (0-based 8).
        let planted = shipped.replacingOccurrences(of: anchor, with: anchor + "\n            Text(undefinedTally)")
        server.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": planted]])
        let lines = planted.components(separatedBy: "\n")
        let plantedLine = try #require(lines.firstIndex { $0.contains("undefinedTally") })
        var messages: [String] = []
        // Until the build settings from the database are in use: the first answer may come from fallback settings.
        try server.poll(timeout: 120) { () throws -> Bool in
            let report = try server.request("textDocument/diagnostic", ["textDocument": ["uri": uri]], timeout: 60)
            let items = report["items"] as? [[String: Any]] ?? []
            messages = items.compactMap { $0["message"] as? String }
            return items.contains { item in
                (item["message"] as? String) == "Cannot find 'undefinedTally' in scope"
                    && ((item["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int == plantedLine
            }
        }
        #expect(messages.contains("Cannot find 'undefinedTally' in scope"), "diagnostics: \(messages)")
        #expect(!messages.contains { $0.contains("No such module") }, "the core's modules were not found: \(messages)")

        // Completion after `Text(`: ViewSim's Text initialisers (`Text(verbatim:)`).
        let typing = shipped.replacingOccurrences(of: anchor, with: anchor + "\n            Text(")
        server.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": typing]]])
        let typingLines = typing.components(separatedBy: "\n")
        let line = try #require(typingLines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "Text(" })
        var labels: [String] = []
        try server.poll(timeout: 60) { () throws -> Bool in
            let result = try server.request("textDocument/completion", [
                "textDocument": ["uri": uri], "position": ["line": line, "character": typingLines[line].count],
                "context": ["triggerKind": 2, "triggerCharacter": "("],
            ], timeout: 60)
            labels = (result["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
            return labels.contains { $0.hasPrefix("verbatim:") }
        }
        #expect(labels.contains { $0.hasPrefix("verbatim:") }, "completions: \(labels.prefix(20))")

        // Jump to definition: `Toggle` is ViewSim's, in Sources/ViewSim; `SessionTally` is the exercise's own.
        server.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 3], "contentChanges": [["text": shipped]]])
        let shippedLines = shipped.components(separatedBy: "\n")
        func definition(of name: String) throws -> [String] {
            let row = try #require(shippedLines.firstIndex { $0.contains(name + "(") && !$0.contains("struct") })
            let column = shippedLines[row].distance(from: shippedLines[row].startIndex, to: shippedLines[row].range(of: name)!.lowerBound) + 1
            let result = try server.requestAny("textDocument/definition", ["textDocument": ["uri": uri], "position": ["line": row, "character": column]], timeout: 60)
            let locations = (result as? [[String: Any]]) ?? ((result as? [String: Any]).map { [$0] } ?? [])
            return locations.compactMap { $0["uri"] as? String }
        }
        let toggle = try definition(of: "Toggle")
        #expect(toggle.contains { $0.hasSuffix("/Sources/ViewSim/Views/Toggle.swift") }, "Toggle is defined at \(toggle)")
        #expect(try definition(of: "SessionTally") == [uri])
    }
}

/// A language server on the other end of two pipes: LSP's JSON-RPC with `Content-Length` headers. Requests wait for
/// their response until a deadline; requests from the server (progress, capability registration) are answered with
/// `null`; notifications are kept and ignored.
final class LanguageServer: @unchecked Sendable {
    struct Timeout: Error, CustomStringConvertible { var description: String }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    private var buffer = Data()
    private var responses: [Int: [String: Any]] = [:]
    private var nextID = 0
    private var ended = false

    init(executable: URL) throws {
        signal(SIGPIPE, SIG_IGN)  // a server that died must fail the test, not end the test process
        process.executableURL = executable
        process.arguments = []
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.received(data)
        }
        try process.run()
    }

    private func received(_ data: Data) {
        condition.lock()
        defer { condition.broadcast(); condition.unlock() }
        if data.isEmpty { ended = true; return }
        buffer.append(data)
        while let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
            let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
            guard let length = header.split(separator: "\r\n").compactMap({ line -> Int? in
                let parts = line.split(separator: ":", maxSplits: 1)
                return parts.count == 2 && parts[0].lowercased() == "content-length" ? Int(parts[1].trimmingCharacters(in: .whitespaces)) : nil
            }).first else { ended = true; return }
            guard buffer.distance(from: headerEnd.upperBound, to: buffer.endIndex) >= length else { return }
            let body = buffer[headerEnd.upperBound..<buffer.index(headerEnd.upperBound, offsetBy: length)]
            buffer = Data(buffer[buffer.index(headerEnd.upperBound, offsetBy: length)...])
            guard let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { continue }
            if let id = message["id"] as? Int, message["method"] == nil {
                responses[id] = message
            } else if let id = message["id"], message["method"] != nil {
                writeLocked(["jsonrpc": "2.0", "id": id, "result": NSNull()])
            }
        }
    }

    private func writeLocked(_ message: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
        var data = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        data.append(body)
        try? input.fileHandleForWriting.write(contentsOf: data)
    }

    func notify(_ method: String, _ params: [String: Any]) {
        condition.lock()
        defer { condition.unlock() }
        writeLocked(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Sends a request and waits for its result (any JSON value; `NSNull` for null).
    func requestAny(_ method: String, _ params: Any, timeout: Double) throws -> Any {
        condition.lock()
        defer { condition.unlock() }
        nextID += 1
        let id = nextID
        writeLocked(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        let deadline = Date().addingTimeInterval(timeout)
        while responses[id] == nil {
            if ended { throw Timeout(description: "the language server ended before answering \(method)") }
            if !condition.wait(until: deadline) { throw Timeout(description: "no answer to \(method) within \(timeout) s") }
        }
        let response = responses.removeValue(forKey: id)!
        if let error = response["error"] { throw Timeout(description: "\(method) failed: \(error)") }
        return response["result"] ?? NSNull()
    }

    /// ``requestAny(_:_:timeout:)`` for a result that is an object (`[:]` for null or a list).
    func request(_ method: String, _ params: Any, timeout: Double) throws -> [String: Any] {
        try requestAny(method, params, timeout: timeout) as? [String: Any] ?? [:]
    }

    /// Calls `attempt` every half second until it returns true or `timeout` seconds have passed.
    func poll(timeout: Double, _ attempt: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while try !attempt() {
            if Date() > deadline { return }
            Thread.sleep(forTimeInterval: 0.5)
        }
    }

    /// Asks the server to shut down and exit; ends it if it has not within ten seconds.
    func stop() {
        _ = try? requestAny("shutdown", NSNull(), timeout: 10)
        notify("exit", [:])
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning { process.terminate() }
        output.fileHandleForReading.readabilityHandler = nil
    }
}
