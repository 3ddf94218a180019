// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SwiftUIDebuggingWorkbook",
    products: [
        .executable(name: "workbook", targets: ["workbook"]),
        // Dynamic, so the grader can compile each exercise and hidden suite with `swiftc` against the prebuilt core.
        .library(name: "ViewSim", type: .dynamic, targets: ["ViewSim"]),
        .library(name: "ViewSimTesting", type: .dynamic, targets: ["ViewSimTesting"]),
    ],
    targets: [
        .systemLibrary(name: "CGit2", pkgConfig: "libgit2", providers: [.apt(["libgit2-dev"])]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        // HMAC-SHA256 for the runner's authenticated record channel (the runner links the same libcrypto).
        .systemLibrary(name: "COpenSSL", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        // Linux process calls behind _GNU_SOURCE (pipe2, fork with PR_SET_PDEATHSIG, setrlimit) that Glibc does not import.
        .target(name: "CSystem"),
        // Reads the compiler's index store through the toolchain's libIndexStore, loaded at run time.
        .target(name: "CIndexStore"),
        // Checks every pack a fetch receives (object sizes from entry and delta headers) before libgit2 unpacks it.
        .target(name: "CPackGuard", dependencies: ["CGit2"], linkerSettings: [.linkedLibrary("z")]),
        // The compatibility table is documentation, not a resource.
        // The part of Combine SwiftUI lessons use (Apple's declarations), which ViewSim re-exports as SwiftUI does.
        .target(name: "Combine"),
        .target(name: "ViewSim", dependencies: ["Combine"], exclude: ["SwiftUICompatibility.md"]),
        .target(name: "ViewSimTesting", dependencies: ["ViewSim"]),
        .target(name: "WorkbookKit", dependencies: ["CGit2", "CYAML", "COpenSSL", "CSystem", "CIndexStore", "CPackGuard"]),
        .executableTarget(name: "workbook", dependencies: ["WorkbookKit"]),
        .testTarget(name: "ViewSimTests", dependencies: ["ViewSim", "ViewSimTesting"]),
        .testTarget(name: "WorkbookKitTests", dependencies: ["WorkbookKit"]),
    ],
    swiftLanguageModes: [.v6]
)
