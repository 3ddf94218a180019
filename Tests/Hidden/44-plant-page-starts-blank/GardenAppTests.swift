import Testing
import ViewSim
import ViewSimTesting
@testable import PlantPageStartsBlank

/// What the screen shows besides the sidebar's list of plants: the detail column's text and controls.
@MainActor
private func besideTheList(in app: ViewHost<GardenApp>, plants: [String]) -> [String] {
    app.elements.filter { $0.kind != .container && !plants.contains($0.label) }.map(\.label)
}

private let garden = ["Basil", "Lavender", "Fig tree", "Rosemary"]

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct BlankDetailSymptoms {
    @Test("On an iPad the page beside the plants is not blank when the app opens")
    func detailNotBlankAtLaunch() {
        let app = ViewHost(GardenApp())
        app.sizeClass = .regular
        #expect(!besideTheList(in: app, plants: garden).isEmpty,
                "On an iPad the app opens with the list of plants and a blank page beside it: nothing tells the user what goes there. The screen shows:\n\(app.screen)")
    }

    @Test("On an iPad the page beside the plants is not blank after removing a plant")
    func detailNotBlankAfterRemoving() throws {
        let app = ViewHost(GardenApp())
        app.sizeClass = .regular
        try app.tapLink("Lavender")
        try app.tap("Remove from garden")
        let remaining = ["Basil", "Fig tree", "Rosemary"]
        #expect(!besideTheList(in: app, plants: remaining).isEmpty,
                "On an iPad, after removing Lavender, the page beside the plants goes blank. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct BlankDetailRegressions {
    @Test("On an iPad, choosing a plant shows its care page beside the list")
    func iPadShowsChosenPlant() throws {
        let app = ViewHost(GardenApp())
        app.sizeClass = .regular
        for name in garden {
            #expect(app.isShowing(.button, name), "On an iPad the sidebar should list \(quoted: name). The screen shows:\n\(app.screen)")
        }
        try app.tapLink("Fig tree")
        #expect(app.texts.contains("Water twice a week") && app.isShowing(.button, "Basil"),
                "On an iPad, choosing Fig tree should show its care page (“Water twice a week”) beside the list. The screen shows:\n\(app.screen)")
        try app.tapLink("Basil")
        #expect(app.texts.contains("Water every day") && !app.texts.contains("Water twice a week"),
                "Choosing Basil next should show Basil's page instead. The screen shows:\n\(app.screen)")
    }

    @Test("On an iPad, removing a plant takes it off the list")
    func iPadRemoves() throws {
        let app = ViewHost(GardenApp())
        app.sizeClass = .regular
        try app.tapLink("Lavender")
        try app.tap("Remove from garden")
        #expect(!app.isShowing(.button, "Lavender") && !app.texts.contains("Water once a week"),
                "After “Remove from garden”, Lavender and its page should be gone. The screen shows:\n\(app.screen)")
    }

    @Test("On an iPhone the app opens on the plants, a plant opens its page, and removing it returns to the list")
    func iPhoneStack() throws {
        let app = ViewHost(GardenApp())
        #expect(app.screenTitle == "My garden" && app.isShowing(.button, "Rosemary"),
                "On an iPhone the app should open on the list of plants. The screen shows:\n\(app.screen)")
        try app.tapLink("Rosemary")
        #expect(app.texts.contains("Water every ten days"), "Tapping Rosemary should open its page. The screen shows:\n\(app.screen)")
        try app.back()
        #expect(app.screenTitle == "My garden", "Back should return to the list. The screen shows:\n\(app.screen)")
        try app.tapLink("Basil")
        try app.tap("Remove from garden")
        #expect(app.screenTitle == "My garden" && !app.isShowing(.button, "Basil") && app.isShowing(.button, "Lavender"),
                "After removing Basil, the app should be back on the list, without Basil. The screen shows:\n\(app.screen)")
    }
}
