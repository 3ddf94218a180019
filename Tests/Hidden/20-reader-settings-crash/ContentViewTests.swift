import Testing
import ViewSim
import ViewSimTesting
@testable import ReaderSettingsCrash

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct ReaderSettingsSymptoms {
    @Test("Tapping “Settings” opens the reading settings")
    func settingsOpen() throws {
        let app = ViewHost(ContentView())
        try app.tap("Settings")
        #expect(app.isShowing(.stepper, "Text size: 17 pt") && app.isShowing(.toggle, "Night pages"),
                "Tapping “Settings” should open the reading settings, with “Text size: 17 pt” and a “Night pages” switch; instead the settings screen is blank (on a phone the app crashes right here). The screen shows:\n\(app.screen)")
    }

    @Test("A bigger text size chosen in Settings is used by the book")
    func textSizeReachesTheBook() throws {
        let app = ViewHost(ContentView())
        try app.tap("Settings")
        try #require(app.isShowing(.stepper, "Text size: 17 pt"),
                     "After tapping “Settings” there is no text size to change (on a phone the app has crashed). The screen shows:\n\(app.screen)")
        try app.increment("Text size")
        try app.increment("Text size")
        try app.tap("Done")
        #expect(app.texts.contains("19 pt, day pages"),
                "After making the text two sizes bigger in Settings and tapping “Done”, the book should say “19 pt, day pages”. The screen shows:\n\(app.screen)")
    }

    @Test("Night pages switched on in Settings are used by the book, and stay on when Settings is opened again")
    func nightPagesReachTheBook() throws {
        let app = ViewHost(ContentView())
        try app.tap("Settings")
        try #require(app.isShowing(.toggle, "Night pages"),
                     "After tapping “Settings” there is no “Night pages” switch (on a phone the app has crashed). The screen shows:\n\(app.screen)")
        try app.toggle("Night pages")
        try app.tap("Done")
        #expect(app.texts.contains("17 pt, night pages"),
                "After switching “Night pages” on and tapping “Done”, the book should say “17 pt, night pages”. The screen shows:\n\(app.screen)")
        try app.tap("Settings")
        #expect(try app.isOn("Night pages"),
                "After switching “Night pages” on, going back to the book and opening Settings again, the switch is off; it should still be on.")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct ReaderSettingsRegressions {
    @Test("The book opens on chapter 3 at 17 pt on day pages")
    func bookOpens() {
        let app = ViewHost(ContentView())
        #expect(app.texts == ["Chapter 3: The Lighthouse", "17 pt, day pages"],
                "The app should open on the book, “Chapter 3: The Lighthouse” at “17 pt, day pages”. The screen shows:\n\(app.screen)")
        #expect(app.isShowing(.button, "Settings"),
                "The book should offer a “Settings” button. The screen shows:\n\(app.screen)")
    }

    // This test is about the way back to the book, not about the settings screen, which the tests above judge: it
    // accepts SwiftUI's missing-model error so that it can pass before the fix.
    @Test("“Done” goes back to the book")
    func doneGoesBack() throws {
        let app = ViewHost(ContentView(), expecting: [.missingEnvironmentObject])
        try app.tap("Settings")
        #expect(!app.texts.contains("Chapter 3: The Lighthouse"),
                "While Settings is open the book should not be on screen. The screen shows:\n\(app.screen)")
        try app.tap("Done")
        #expect(app.texts == ["Chapter 3: The Lighthouse", "17 pt, day pages"] && app.isShowing(.button, "Settings"),
                "After “Settings” then “Done” the book should be back as it was, with its “Settings” button. The screen shows:\n\(app.screen)")
    }
}
