import Testing
import ViewSim
import ViewSimTesting
@testable import RowEditsLost

/// The “N of M packed” line, as the user reads it.
@MainActor
func packedSummary(_ app: ViewHost<PackingList>) -> String {
    app.texts.first { $0.hasSuffix(" packed") } ?? "(no packed count on screen)"
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct PackingSymptoms {
    @Test("Ticking an item counts it as packed")
    func tickCounts() throws {
        let app = ViewHost(PackingList())
        try app.toggle("Phone charger")
        let summary = packedSummary(app)
        #expect(summary == "3 of 5 packed",
                "After ticking “Phone charger” the list says \(quoted: summary); it should say “3 of 5 packed”.")
    }

    @Test("Unticking an item takes it off the count")
    func untickCounts() throws {
        let app = ViewHost(PackingList())
        try app.toggle("Passport")
        let summary = packedSummary(app)
        #expect(summary == "1 of 5 packed",
                "After unticking “Passport” the list says \(quoted: summary); it should say “1 of 5 packed”.")
    }

    @Test("A tick stays while a new item is added")
    func tickSurvivesAdding() throws {
        let app = ViewHost(PackingList())
        try app.toggle("Phone charger")
        try app.type("Sunscreen", into: "Add an item")
        try app.tap("Add")
        #expect(try app.isOn("Phone charger"),
                "After ticking “Phone charger” and adding “Sunscreen”, Phone charger shows as not packed; it should stay ticked. The screen shows:\n\(app.screen)")
        let summary = packedSummary(app)
        #expect(summary == "3 of 6 packed",
                "After ticking “Phone charger” and adding “Sunscreen” the list says \(quoted: summary); it should say “3 of 6 packed”.")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct PackingRegressions {
    @Test("The list opens with Passport and Sunglasses packed")
    func initialList() throws {
        let app = ViewHost(PackingList())
        #expect(app.texts == ["Lisbon · 3 nights", "2 of 5 packed"],
                "The list should open with “2 of 5 packed”. The screen shows:\n\(app.screen)")
        let packed = ["Passport": true, "Phone charger": false, "Sunglasses": true, "Swimsuit": false, "Toothbrush": false]
        for (title, isPacked) in packed {
            #expect(try app.isOn(title) == isPacked,
                    "\(quoted: title) should start \(isPacked ? "ticked" : "unticked"). The screen shows:\n\(app.screen)")
        }
    }

    @Test("Adding an item puts it on the list, unpacked")
    func addingItem() throws {
        let app = ViewHost(PackingList())
        try app.type("Sunscreen", into: "Add an item")
        try app.tap("Add")
        #expect(try app.isOn("Sunscreen") == false,
                "After adding “Sunscreen” it should be on the list, unticked. The screen shows:\n\(app.screen)")
        let summary = packedSummary(app)
        #expect(summary == "2 of 6 packed",
                "After adding “Sunscreen” the list says \(quoted: summary); it should say “2 of 6 packed”.")
        #expect(try app.value(of: "Add an item") == "",
                "After adding an item the field should be empty again. The screen shows:\n\(app.screen)")
    }

    @Test("Ticking an item leaves it where it is in the list")
    func tickKeepsOrder() throws {
        let app = ViewHost(PackingList())
        try app.toggle("Phone charger")
        let rows = app.elements.filter { $0.kind == .toggle }.map(\.label)
        #expect(rows == ["Passport", "Phone charger", "Sunglasses", "Swimsuit", "Toothbrush"],
                "After ticking “Phone charger” the list reads \(rows.map { "\(quoted: $0)" }.joined(separator: ", ")); it should keep its order: Passport, Phone charger, Sunglasses, Swimsuit, Toothbrush.")
    }

    @Test("“Add” waits for a name")
    func addNeedsName() throws {
        let app = ViewHost(PackingList())
        #expect(app.elements.contains { $0.kind == .button && $0.label == "Add" && $0.isDisabled },
                "With an empty field “Add” should be disabled. The screen shows:\n\(app.screen)")
    }
}
