import Testing
import ViewSim
import ViewSimTesting
@testable import CareCardOpensEmpty

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct CareCardSymptoms {
    @Test("The first plant opened after launch shows its own care card")
    func firstCardShowsTappedPlant() throws {
        let app = ViewHost(PlantList())
        try app.tap("Monstera")
        #expect(app.texts.contains("Monstera") && app.texts.contains("Water every 7 days") && app.texts.contains("Light: bright, indirect"),
                "Right after launch, tapping “Monstera” should open its care card (“Monstera”, “Water every 7 days”, “Light: bright, indirect”); the card shows \(app.texts.map { "\(quoted: $0)" }.joined(separator: ", ")).")
        #expect(!app.texts.contains("No plant selected"),
                "Right after launch, tapping “Monstera” opens a card that says “No plant selected”; it should show the Monstera.")
    }

    @Test("Any plant opened first shows its own care card")
    func anyFirstCardShowsTappedPlant() throws {
        for (name, watering) in [("Boston fern", "Water every 3 days"), ("Golden barrel cactus", "Water every 21 days")] {
            let app = ViewHost(PlantList())
            try app.tap(name)
            #expect(app.texts.contains(name) && app.texts.contains(watering),
                    "Right after launch, tapping \(quoted: name) should open its care card with \(quoted: watering); the card shows \(app.texts.map { "\(quoted: $0)" }.joined(separator: ", ")).")
        }
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct CareCardRegressions {
    @Test("The app opens on the list of plants, with no card open")
    func listShowsPlants() {
        let app = ViewHost(PlantList())
        #expect(app.presentation == nil, "At launch no card should be open. The screen shows:\n\(app.screen)")
        #expect(app.texts.contains("My plants"), "The list should be titled “My plants”. The screen shows:\n\(app.screen)")
        for name in ["Monstera", "Boston fern", "Golden barrel cactus"] {
            #expect(app.isShowing(.button, name), "The list should offer \(quoted: name). The screen shows:\n\(app.screen)")
        }
    }

    @Test("“Done” closes the card and goes back to the list")
    func doneCloses() throws {
        let app = ViewHost(PlantList())
        try app.tap("Monstera")
        #expect(app.presentation == .sheet, "Tapping “Monstera” should open a card. The screen shows:\n\(app.screen)")
        try app.tap("Done")
        #expect(app.presentation == nil && app.isShowing(.button, "Boston fern"),
                "After “Done” the card should close and the list be back. The screen shows:\n\(app.screen)")
    }

    @Test("Each plant opened later shows its own card, after closing the card by a tap or a swipe")
    func laterCardsShowTheirPlant() throws {
        let app = ViewHost(PlantList())
        try app.tap("Monstera")
        try app.tap("Done")
        try app.tap("Golden barrel cactus")
        #expect(app.texts.contains("Golden barrel cactus") && app.texts.contains("Water every 21 days") && app.texts.contains("Light: full sun"),
                "After closing one card, tapping “Golden barrel cactus” should show its card; the card shows \(app.texts.map { "\(quoted: $0)" }.joined(separator: ", ")).")
        try app.dismissPresentation()
        #expect(app.presentation == nil, "Swiping the card down should close it. The screen shows:\n\(app.screen)")
        try app.tap("Boston fern")
        #expect(app.texts.contains("Boston fern") && app.texts.contains("Water every 3 days") && app.texts.contains("Light: shade"),
                "After swiping a card away, tapping “Boston fern” should show its card; the card shows \(app.texts.map { "\(quoted: $0)" }.joined(separator: ", ")).")
    }
}
