import Testing
import ViewSim
import ViewSimTesting
@testable import AreasColumnNeverShows

/// The planner on an iPad in landscape: a regular width, where the split view shows its columns side by side.
@MainActor
private func onIPad() -> ViewHost<PlannerApp> {
    let app = ViewHost(PlannerApp())
    app.sizeClass = .regular
    return app
}

/// The areas the planner ships with, named here rather than read from the app (its data could be changed to match
/// whatever it shows).
private let shippedAreaNames = ["Home", "Work", "Garden"]

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct AreasColumnSymptoms {
    @Test("On an iPad the areas are on screen when the app opens")
    func areasShowAtLaunch() {
        let app = onIPad()
        let missing = shippedAreaNames.filter { !app.isShowing(.button, $0) }
        #expect(missing.isEmpty,
                "On an iPad the planner opens on “Pick an area”, but the areas to pick from (\(missing.joined(separator: ", "))) are not on screen. The screen shows:\n\(app.screen)")
    }

    @Test("On an iPad “Show lists” brings back the areas after Focus")
    func showListsBringsBackAreas() throws {
        let app = ViewHost(PlannerApp())
        try app.tapLink("Work")        // the iPad in Split View beside another app: the planner is narrow
        try app.tapLink("Send the quarterly report")
        app.sizeClass = .regular       // back to full screen
        try app.tap("Focus")
        try app.tap("Show lists")
        let missing = shippedAreaNames.filter { !app.isShowing(.button, $0) }
        #expect(missing.isEmpty,
                "On an iPad, after Focus and “Show lists”, the areas (\(missing.joined(separator: ", "))) should be back beside the tasks; they are not on screen. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct AreasColumnRegressions {
    @Test("On an iPad the tasks column and the task column are on screen when the app opens")
    func otherColumnsAtLaunch() {
        let app = onIPad()
        #expect(app.texts.contains("Pick an area") && app.texts.contains("No task selected"),
                "On an iPad the planner should open with “Pick an area” and “No task selected”. The screen shows:\n\(app.screen)")
    }

    @Test("On an iPad Focus leaves the task alone on screen")
    func focusHidesLists() throws {
        let app = ViewHost(PlannerApp())
        try app.tapLink("Home")        // on an iPhone: pick, then widen to an iPad with the task open
        try app.tapLink("Fix the dripping tap")
        app.sizeClass = .regular
        #expect(app.isShowing(.button, "Book the chimney sweep") && app.texts.contains("Due Saturday"),
                "On an iPad, with Home and “Fix the dripping tap” chosen, the Home tasks should sit beside the task. The screen shows:\n\(app.screen)")
        try app.tap("Focus")
        #expect(app.texts.contains("Due Saturday") && app.isShowing(.button, "Show lists"),
                "After Focus the task should stay on screen with “Show lists”. The screen shows:\n\(app.screen)")
        for hidden in ["Home", "Work", "Book the chimney sweep"] {
            #expect(!app.isShowing(.button, hidden), "After Focus, \(quoted: hidden) should be hidden. The screen shows:\n\(app.screen)")
        }
        try app.tap("Show lists")
        #expect(app.isShowing(.button, "Book the chimney sweep") && app.isShowing(.button, "Focus"),
                "After “Show lists” the tasks should be back beside the task. The screen shows:\n\(app.screen)")
    }

    @Test("On an iPhone the planner opens on the areas and goes area → task → back")
    func iPhoneStack() throws {
        let app = ViewHost(PlannerApp())
        #expect(app.screenTitle == "Areas" && app.isShowing(.button, "Garden"),
                "On an iPhone the planner should open on the areas. The screen shows:\n\(app.screen)")
        try app.tapLink("Work")
        #expect(app.screenTitle == "Work" && app.isShowing(.button, "Plan the team offsite"),
                "Tapping Work should show the Work tasks. The screen shows:\n\(app.screen)")
        try app.tapLink("Plan the team offsite")
        #expect(app.texts.contains("Due June 3"), "Tapping a task should open it. The screen shows:\n\(app.screen)")
        try app.back()
        try app.back()
        #expect(app.screenTitle == "Areas", "Back twice should return to the areas. The screen shows:\n\(app.screen)")
    }
}
