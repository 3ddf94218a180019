import Foundation
import Testing

/// SwiftUI API that ViewSim lacks is declared unavailable, so a learner who reaches for it reads "ViewSim does not
/// implement … yet" instead of an inference error or "cannot find … in scope". This compiles a learner's file against
/// the built ViewSim module and reads the compiler's messages.
@Suite("Diagnostics for SwiftUI API not implemented yet")
struct UnimplementedAPITests {
    static let learnerCode = """
        import ViewSim
        struct Screen: View {
            @State private var level = 0.5
            var body: some View {
                ProgressView()
                Text("Toolbar").toolbar { Text("Item") }
                Slider(value: $level)
                Text("Search").searchable(text: .constant(""))
            }
        }
        """

    @Test("Each missing API used in a learner's view is named with 'ViewSim does not implement … yet'")
    func missingAPIIsNamed() throws {
        let diagnostics = try Self.typecheck(Self.learnerCode)
        for name in ["ProgressView", "toolbar items", "Slider", "searchable"] {
            #expect(diagnostics.contains("ViewSim does not implement \(name) yet"), "no message for \(name):\n\(diagnostics)")
        }
        #expect(!diagnostics.contains("could not be inferred"), "an inference error hides the message:\n\(diagnostics)")
        #expect(!diagnostics.contains("cannot find"), "\(diagnostics)")
    }

    /// The compiler's output for `source` type-checked against the ViewSim module built next to this test binary.
    static func typecheck(_ source: String) throws -> String {
        let binDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let modules = binDirectory.appendingPathComponent("Modules")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("unimplemented-\(UUID().uuidString).swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0, "the learner's file should not compile")
        #expect(FileManager.default.fileExists(atPath: modules.appendingPathComponent("ViewSim.swiftmodule").path),
                "the ViewSim module should be at \(modules.path)")
        return text
    }
}
