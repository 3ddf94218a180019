import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import SkipSilenceSwitchStuck

/// A fresh, empty settings store for one test, so tests never see each other's settings.
@MainActor
private func freshDefaults() -> UserDefaults {
    let name = "workbook.26.\(UUID().uuidString)"
    let defaults = UserDefaults(suiteName: name)!
    defaults.removePersistentDomain(forName: name)
    return defaults
}

/// The playback settings screen as the app shows it, saving to `defaults`.
@MainActor
private func openSettings(_ defaults: UserDefaults) -> ViewHost<PlaybackSettings> {
    ViewHost(PlaybackSettings(defaults: defaults), defaults: defaults)
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct SkipSilenceSymptoms {
    @Test("The “Skip silence” switch moves when tapped")
    func switchMoves() throws {
        let app = openSettings(freshDefaults())
        try app.toggle("Skip silence")
        #expect(try app.isOn("Skip silence"),
                "After tapping “Skip silence” once, the switch still shows off; it should move to on straight away, without leaving the screen.")
    }

    @Test("The line under the switch says what “Skip silence” does now")
    func explanationFollows() throws {
        let app = openSettings(freshDefaults())
        try app.toggle("Skip silence")
        #expect(app.texts.contains("Pauses are trimmed: about 9 minutes saved an hour"),
                "After turning “Skip silence” on, the screen should say “Pauses are trimmed: about 9 minutes saved an hour”. The screen shows:\n\(app.screen)")
        guard app.texts.contains("Pauses are trimmed: about 9 minutes saved an hour") else { return }
        try app.toggle("Skip silence")
        #expect(try !app.isOn("Skip silence") && app.texts.contains("Episodes play as recorded"),
                "After turning “Skip silence” on and off again, the switch should be off and the screen should say “Episodes play as recorded”. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct SkipSilenceRegressions {
    @Test("A new listener starts with “Skip silence” off and automatic play on")
    func defaultsForNewListener() throws {
        let app = openSettings(freshDefaults())
        #expect(try !app.isOn("Skip silence") && app.texts.contains("Episodes play as recorded"),
                "A new listener should see “Skip silence” off and “Episodes play as recorded”. The screen shows:\n\(app.screen)")
        #expect(try app.isOn("Play next episode automatically"),
                "“Play next episode automatically” should start on. The screen shows:\n\(app.screen)")
    }

    @Test("The screen opens with “Skip silence” as it was saved")
    func opensWithSavedChoice() throws {
        let defaults = freshDefaults()
        defaults.set(true, forKey: "skipsSilence")
        let app = openSettings(defaults)
        #expect(try app.isOn("Skip silence") && app.texts.contains("Pauses are trimmed: about 9 minutes saved an hour"),
                "A listener who turned “Skip silence” on earlier should find it on when the settings open. The screen shows:\n\(app.screen)")
    }

    @Test("“Skip silence” is still on after the app is closed and opened again")
    func choiceIsSaved() throws {
        let defaults = freshDefaults()
        let app = openSettings(defaults)
        try app.toggle("Skip silence")
        app.background()
        app.relaunch()
        #expect(try app.isOn("Skip silence"),
                "After turning “Skip silence” on and opening the app again, the switch is off; the choice should have been saved. The screen shows:\n\(app.screen)")
        #expect(defaults.bool(forKey: "skipsSilence"),
                "After turning “Skip silence” on, the app's settings should have it saved under “skipsSilence” (the rest of the player reads it there).")
    }

    @Test("“Play next episode automatically” moves and is saved")
    func autoplayWorks() throws {
        let defaults = freshDefaults()
        let app = openSettings(defaults)
        try app.toggle("Play next episode automatically")
        #expect(try !app.isOn("Play next episode automatically"),
                "After tapping “Play next episode automatically” the switch should be off. The screen shows:\n\(app.screen)")
        app.relaunch()
        #expect(try !app.isOn("Play next episode automatically"),
                "After turning “Play next episode automatically” off and opening the app again, it should still be off.")
    }
}
