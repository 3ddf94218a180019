import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import ProfileFloatsMidScreen

/// The profile's parts, top to bottom, by what the user reads on them.
private let profile = ["Ada Okafor", "ada@okafor.example", "Member since 2021 · 14 stays", "Edit profile", "Sign out"]

/// Checks that the name starts at the top of the safe area, under the padding, on `device`.
@MainActor
private func expectAtTheTop(on device: Device) throws {
    let app = ViewHost(ProfileScreen(), device: device)
    let top = device.safeArea(in: .portrait).minY + 16
    let name = try app.frame(of: "Ada Okafor")
    #expect(abs(name.minY - top) < 1,
            "On an \(device), the name starts at y \(Int(name.minY.rounded())); it should be at the top, at y \(Int(top)) (under the status bar and the padding), with the rest under it.")
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct ProfileSymptoms {
    @Test("The profile starts at the top of the screen")
    func atTheTop() throws {
        try expectAtTheTop(on: .iPhone16)
    }

    @Test("On an iPhone SE and an iPad too, the profile starts at the top")
    func atTheTopElsewhere() throws {
        try expectAtTheTop(on: .iPhoneSE)
        try expectAtTheTop(on: .iPadPro11)
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct ProfileRegressions {
    @Test("The profile keeps its order, each part under the one before, inside the safe area")
    func order() throws {
        for device in [Device.iPhone16, .iPhoneSE] {
            let app = ViewHost(ProfileScreen(), device: device)
            let frames = try profile.map { try app.frame(of: $0) }
            for (index, (above, below)) in zip(frames, frames.dropFirst()).enumerated() {
                #expect(below.minY >= above.maxY,
                        "On an \(device), \(quoted: profile[index + 1]) should be under \(quoted: profile[index]). The screen shows:\n\(app.screen)")
            }
            let safe = device.safeArea(in: .portrait)
            #expect(frames.allSatisfy { safe.contains($0) },
                    "On an \(device), every part of the profile should be inside the safe area (y \(Int(safe.minY)) to \(Int(safe.maxY))).")
        }
    }

    @Test("Signing out works")
    func signingOut() throws {
        let app = ViewHost(ProfileScreen())
        try app.tap("Sign out")
        #expect(app.isShowing(.button, "Signed out"), "After tapping “Sign out” the button should say “Signed out”. The screen shows:\n\(app.screen)")
    }
}
