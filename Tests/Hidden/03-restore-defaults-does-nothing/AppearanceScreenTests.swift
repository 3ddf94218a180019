import Testing
import ViewSim
import ViewSimTesting
@testable import RestoreDefaultsDoesNothing

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct RestoreSymptoms {
    @Test("“Restore defaults” brings back the default theme and text size")
    func restoreRestores() throws {
        let app = ViewHost(AppearanceScreen())
        try app.tap("Larger text")
        try app.tap("Larger text")
        try app.tap("Dark theme")
        try app.tap("Restore defaults")
        #expect(app.texts == ["Theme: System", "Text size: 17 pt"],
                "After “Restore defaults” the screen still shows \(app.texts.map { "\(quoted: $0)" }.joined(separator: " and ")); it should show “Theme: System” and “Text size: 17 pt”.")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct RestoreRegressions {
    @Test("“Larger text” and “Dark theme” still change the appearance")
    func changesApply() throws {
        let app = ViewHost(AppearanceScreen())
        #expect(app.texts == ["Theme: System", "Text size: 17 pt"],
                "A new install should show “Theme: System” and “Text size: 17 pt”. The screen shows:\n\(app.screen)")
        try app.tap("Larger text")
        try app.tap("Dark theme")
        #expect(app.texts == ["Theme: Dark", "Text size: 18 pt"],
                "After “Larger text” and “Dark theme” the screen should show “Theme: Dark” and “Text size: 18 pt”. It shows:\n\(app.screen)")
    }

    @Test("Settings can be changed again after restoring")
    func changeAfterRestore() throws {
        let app = ViewHost(AppearanceScreen())
        try app.tap("Dark theme")
        try app.tap("Restore defaults")
        try app.tap("Larger text")
        #expect(app.texts.last == "Text size: 18 pt",
                "Restoring and then tapping “Larger text” should show “Text size: 18 pt”. The screen shows:\n\(app.screen)")
    }
}
