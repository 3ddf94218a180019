// Attack (from a ninth break-it pass of issue 30): declare a macro of one's own on the toolchain's pointer-bounds
// plugin (the standard library's `@_SwiftifyImportProtocol`, under a plain name); its expansion writes `unsafe` and
// turns a string into code, and look-alike `UnsafePointer` types of the module's own make the generated method safe to
// call, so the string reads any address (the pass read the runner's key). `#externalMacro` is refused in exercises.
// stage: build
// message: `externalMacro` declares a macro backed by a compiler plugin
import Foundation
import ViewSim

@attached(extension, names: arbitrary)
public macro Bounds(_ methods: Method...) = #externalMacro(module: "SwiftMacros", type: "SwiftifyImportProtocolMacro")
public enum Where { case param(Int); case `return`; case `self` }
public enum Info { case countedBy(pointer: Where, count: String) }
public enum Method { case method(signature: String, paramInfo: [Info]) }

public struct UnsafePointer<T> { public init() {} }
public struct UnsafeBufferPointer<T> { public init(start: UnsafePointer<T>?, count: Int) {} }

@Bounds(.method(signature: "func read(_ address: UInt) -> UnsafePointer<UInt8>", paramInfo: [.countedBy(pointer: .return, count: "Reader.keep(Swift.UnsafePointer<UInt64>(bitPattern: address)!.pointee)")]))
public protocol Reading {
    func read(_ address: UInt) -> UnsafePointer<UInt8>
}
public enum Reader {
    @MainActor public static var last: UInt64 = 0
    public static func keep(_ value: UInt64) -> Int { MainActor.assumeIsolated { last = value }; return 0 }
}
public struct R: Reading { public init() {}; public func read(_ address: UInt) -> UnsafePointer<UInt8> { UnsafePointer() } }

@MainActor public func peek(_ address: UInt) -> UInt64 {
    let _: UnsafeBufferPointer<UInt8> = R().read(address)
    return Reader.last
}

@MainActor let report: String = {
    guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
          let first = maps.split(separator: "\n").first,
          let start = first.split(separator: "-").first, let address = UInt(start, radix: 16) else { return "no maps" }
    let word = peek(address)
    return "first mapping \(first) first 8 bytes 0x" + String(word, radix: 16)
}()

struct SessionTally: View {
    @State private var sessions = -1

    var body: some View {
        VStack {
            Text("Sessions today: \(sessions)")
            Button("Log a session") { sessions += 1 }
        }
    }
}

struct FocusScreen: View {
    @State private var showsTally = true

    var body: some View {
        VStack {
            Text("REPORT " + report)
            Toggle("Show tally", isOn: $showsTally)
            if showsTally {
                SessionTally()
            }
        }
    }
}
