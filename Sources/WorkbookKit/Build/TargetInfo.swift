import Foundation

/// The parts of `swiftc -print-target-info` the grader uses.
struct TargetInfo: Sendable, Equatable {
    /// e.g. `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
    var compilerVersion: String
    /// e.g. `x86_64-unknown-linux-gnu`.
    var triple: String
    /// The object that registers a Swift image's metadata sections with the runtime when the image loads
    /// (`<runtimeResourcePath>/<platform>/<arch>/swiftrt.o`); every Swift shared object is linked with it.
    var swiftrt: String

    init?(json data: Data) {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let version = root["compilerVersion"] as? String,
              let target = root["target"] as? [String: Any], let triple = target["triple"] as? String,
              let platform = target["platform"] as? String, let arch = target["arch"] as? String,
              let paths = root["paths"] as? [String: Any], let resources = paths["runtimeResourcePath"] as? String
        else { return nil }
        compilerVersion = version
        self.triple = triple
        swiftrt = "\(resources)/\(platform)/\(arch)/swiftrt.o"
    }
}
