import Testing
import ViewSim
import ViewSimTesting
@testable import SettingsToggleReverts

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct CellularSettingSymptoms {
    @Test("The Library hears about “Download over cellular”")
    func libraryFollowsSetting() throws {
        let app = ViewHost(PodcastApp())
        try app.tap("Settings")
        try app.toggle("Download over cellular")
        try app.tap("Library")
        let line = try app.text(startingWith: "New episodes download")
        #expect(line == "New episodes download on Wi-Fi and cellular.",
                "After switching “Download over cellular” on, the Library says \(quoted: line); it should say “New episodes download on Wi-Fi and cellular.”.")
    }

    @Test("The switch is still on after a visit to the Library")
    func switchStaysOn() throws {
        let app = ViewHost(PodcastApp())
        try app.tap("Settings")
        try app.toggle("Download over cellular")
        try app.tap("Library")
        try app.tap("Settings")
        #expect(try app.isOn("Download over cellular"),
                "After switching “Download over cellular” on, going to Library and back to Settings, the switch shows off; it should still be on. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct CellularSettingRegressions {
    @Test("The app opens on the Library, downloading on Wi-Fi only")
    func opensOnLibrary() throws {
        let app = ViewHost(PodcastApp())
        #expect(app.texts == ["Library", "3 new episodes", "New episodes download on Wi-Fi only."],
                "The app should open on the Library with “New episodes download on Wi-Fi only.”. The screen shows:\n\(app.screen)")
        #expect(!app.isShowing(.toggle, "Download over cellular"),
                "The Library should not show the settings switch. The screen shows:\n\(app.screen)")
    }

    @Test("The buttons at the top switch between Library and Settings")
    func tabsSwitch() throws {
        let app = ViewHost(PodcastApp())
        try app.tap("Settings")
        #expect(app.texts == ["Settings", "Downloads wait for Wi-Fi."],
                "The Settings screen should show its title and “Downloads wait for Wi-Fi.”. The screen shows:\n\(app.screen)")
        #expect(try app.isOn("Download over cellular") == false, "“Download over cellular” should start off.")
        try app.tap("Library")
        #expect(app.texts.first == "Library",
                "Tapping “Library” should show the Library again. The screen shows:\n\(app.screen)")
    }

    @Test("The switch and its explanation change together in Settings")
    func switchInSettings() throws {
        let app = ViewHost(PodcastApp())
        try app.tap("Settings")
        try app.toggle("Download over cellular")
        #expect(try app.isOn("Download over cellular"), "After switching “Download over cellular” on, it should show on.")
        #expect(app.texts.contains("Downloads may use your data plan."),
                "With the switch on, Settings should say “Downloads may use your data plan.”. The screen shows:\n\(app.screen)")
        try app.toggle("Download over cellular")
        #expect(app.texts.contains("Downloads wait for Wi-Fi."),
                "With the switch off again, Settings should say “Downloads wait for Wi-Fi.”. The screen shows:\n\(app.screen)")
    }
}
