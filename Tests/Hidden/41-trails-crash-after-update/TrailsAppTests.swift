import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import TrailsCrashAfterUpdate

/// A fresh, empty settings store for one test, standing in for the app's `UserDefaults.standard`.
@MainActor
private func freshDefaults() -> UserDefaults {
    let name = "workbook.41.\(UUID().uuidString)"
    let defaults = UserDefaults(suiteName: name)!
    defaults.removePersistentDomain(forName: name)
    return defaults
}

/// What version 1.4 saved under “openTrails” for a hiker who had Lakeside Loop open: trails were known by a number.
private let savedByVersion14 = Data(#"[{"id":12,"name":"Lakeside Loop","kilometres":6.5}]"#.utf8)

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct TrailsSymptoms {
    @Test("After the update, the guide opens on the trails for a hiker whose 1.4 had a trail open")
    func opensAfterUpdate() throws {
        let defaults = freshDefaults()
        defaults.set(savedByVersion14, forKey: "openTrails")
        let app = ViewHost(TrailsApp(), defaults: defaults)
        // Opening on the trails, or on the trail itself when the app carries the old place over to 2.0.
        #expect((app.screenTitle == "Trails" && app.isShowing(.button, "Lakeside Loop")) || app.screenTitle == "Lakeside Loop",
                "A hiker who had “Lakeside Loop” open in version 1.4 updates and opens the app: it should open on the trails (or on Lakeside Loop). The screen shows:\n\(app.screen)")
        let saved = defaults.data(forKey: "openTrails")
        #expect(saved == nil || (try? JSONDecoder().decode([Trail].self, from: saved!)) != nil,
                "The place saved by version 1.4 can't be read by 2.0, yet it is still saved as it was, so the app tries it again at every launch; it should be forgotten (or saved again as 2.0 saves it).")
    }

    @Test("After the update, trails opened in 2.0 are reopened at the next launch")
    func restoresAfterUpdate() throws {
        let defaults = freshDefaults()
        defaults.set(savedByVersion14, forKey: "openTrails")
        let app = ViewHost(TrailsApp(), defaults: defaults)
        try app.tapLink("Ridge Walk")
        app.background()
        app.relaunch()
        #expect(app.screenTitle == "Ridge Walk",
                "After updating from 1.4, opening “Ridge Walk” and the app being closed, the guide should reopen on “Ridge Walk”. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct TrailsRegressions {
    @Test("A new hiker starts on the trails")
    func newHiker() {
        let app = ViewHost(TrailsApp(), defaults: freshDefaults())
        #expect(app.screenTitle == "Trails" && app.isShowing(.button, "Falls Path"),
                "A new hiker should start on the list of trails. The screen shows:\n\(app.screen)")
    }

    @Test("A trail shows its length and the trails nearby")
    func trailScreen() throws {
        let app = ViewHost(TrailsApp(), defaults: freshDefaults())
        try app.tapLink("Lakeside Loop")
        #expect(app.screenTitle == "Lakeside Loop" && app.texts.contains("6.5 km") && app.isShowing(.button, "Ridge Walk"),
                "“Lakeside Loop” should show “6.5 km” and the trails nearby. The screen shows:\n\(app.screen)")
        try app.tapLink("Falls Path")
        try app.back()
        try app.back()
        #expect(app.screenTitle == "Trails", "Back twice should return to the trails. The screen shows:\n\(app.screen)")
    }

    @Test("The trails open when the app was closed are open again at the next launch")
    func reopensOpenTrails() throws {
        let app = ViewHost(TrailsApp(), defaults: freshDefaults())
        try app.tapLink("Lakeside Loop")
        try app.tapLink("Falls Path")
        app.background()
        app.relaunch()
        #expect(app.screenTitle == "Falls Path",
                "The hiker had “Falls Path” open (from “Lakeside Loop”) when the app was closed; it should reopen on “Falls Path”. The screen shows:\n\(app.screen)")
        try app.back()
        #expect(app.screenTitle == "Lakeside Loop",
                "Back from the reopened “Falls Path” should go to “Lakeside Loop”. The screen shows:\n\(app.screen)")
    }

    @Test("A hiker who went back to the trails reopens on the trails")
    func reopensOnTheTrails() throws {
        let app = ViewHost(TrailsApp(), defaults: freshDefaults())
        try app.tapLink("Ridge Walk")
        try app.back()
        app.background()
        app.relaunch()
        #expect(app.screenTitle == "Trails" && app.navigationPath.isEmpty,
                "The hiker went back to the trails before closing the app; it should reopen on the trails. The screen shows:\n\(app.screen)")
    }
}
