import Foundation

/// The public type names of the core's modules (`ViewSim` and its `Combine`), read from their sources: an app type by
/// one of these names that the hidden suite names stands in for the core's in the suite (`app.frames(of: Image.self)`
/// would measure the app's own `struct Image`; break-it pass 38 of issue 30), so ``ModulePolicyLookalikes`` refuses it.
///
/// Read once per built core (`fingerprint`) and kept in `cache` as one name a line; a core whose sources are not
/// beside the grader has no names, and nothing more is refused.
enum CoreTypeNames {
    static let modules = ["ViewSim", "Combine"]

    static func load(packageRoot: URL, cache: URL, fingerprint: String) -> Set<String> {
        let file = cache.appendingPathComponent("core-types-\(fingerprint.prefix(24)).txt")
        if let text = try? String(contentsOf: file, encoding: .utf8) { return Set(text.split(separator: "\n").map(String.init)) }
        let names = read(modules.map { packageRoot.appendingPathComponent("Sources/\($0)") })
        try? FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        try? names.sorted().joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        return names
    }

    /// `public struct Text`, `public enum Edge`, `public typealias Body`… in the `.swift` files under `directories`.
    static func read(_ directories: [URL]) -> Set<String> {
        let declaration = /^\s*(?:@\w+(?:\([^)]*\))?\s+)*public\s+(?:final\s+)?(?:struct|enum|class|protocol|typealias|actor)\s+(\w+)/
        var names: Set<String> = []
        for directory in directories {
            let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            for file in files where file.pathExtension == "swift" {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                for line in text.split(separator: "\n") where line.contains("public") {
                    if let match = line.firstMatch(of: declaration) { names.insert(String(match.1)) }
                }
            }
        }
        return names
    }
}
