import Testing
import ViewSim
import ViewSimTesting
@testable import CheckmarksJumpRows

@MainActor
private func packed(_ app: ViewHost<PackingList>, _ names: [String]) throws -> [String] {
    try names.map { "\($0): \(try app.isOn($0) ? "ticked" : "not ticked")" }
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct CheckmarkSymptoms {
    @Test("Removing the first item leaves the other ticks on their own items")
    func removeFirstKeepsTicks() throws {
        let app = ViewHost(PackingList())
        try app.toggle("Passport")
        try app.toggle("Charger")
        try app.tap("Remove Passport")
        let shown = try packed(app, ["Toothbrush", "Charger", "Sunscreen"])
        #expect(shown == ["Toothbrush: not ticked", "Charger: ticked", "Sunscreen: not ticked"],
                "After ticking Passport and Charger and removing Passport, the list shows \(shown.joined(separator: ", ")); it should show Toothbrush: not ticked, Charger: ticked, Sunscreen: not ticked.")
    }

    @Test("Removing an item in the middle keeps the last item's tick")
    func removeMiddleKeepsTicks() throws {
        let app = ViewHost(PackingList())
        try app.toggle("Sunscreen")
        try app.tap("Remove Toothbrush")
        let shown = try packed(app, ["Passport", "Charger", "Sunscreen"])
        #expect(shown == ["Passport: not ticked", "Charger: not ticked", "Sunscreen: ticked"],
                "After ticking Sunscreen and removing Toothbrush, the list shows \(shown.joined(separator: ", ")); it should show Passport: not ticked, Charger: not ticked, Sunscreen: ticked.")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct CheckmarkRegressions {
    @Test("The list opens with four unticked items")
    func initialList() throws {
        let app = ViewHost(PackingList())
        let shown = try packed(app, ["Passport", "Toothbrush", "Charger", "Sunscreen"])
        #expect(shown.allSatisfy { $0.hasSuffix(": not ticked") },
                "A new packing list should have nothing ticked; it shows \(shown.joined(separator: ", ")).")
        #expect(app.texts == ["4 things on the list"], "The list should say “4 things on the list”. The screen shows:\n\(app.screen)")
    }

    @Test("Ticking an item ticks only that item")
    func tickingTicksOne() throws {
        let app = ViewHost(PackingList())
        try app.toggle("Toothbrush")
        let shown = try packed(app, ["Passport", "Toothbrush", "Charger", "Sunscreen"])
        #expect(shown == ["Passport: not ticked", "Toothbrush: ticked", "Charger: not ticked", "Sunscreen: not ticked"],
                "After ticking Toothbrush the list shows \(shown.joined(separator: ", ")); only Toothbrush should be ticked.")
    }

    @Test("Removing items takes them off the list")
    func removingRemoves() throws {
        let app = ViewHost(PackingList())
        try app.tap("Remove Charger")
        #expect(!app.isShowing(.toggle, "Charger") && !app.isShowing(.button, "Remove Charger"),
                "After removing Charger it should be gone from the list. The screen shows:\n\(app.screen)")
        #expect(app.texts == ["3 things on the list"], "After removing one item the list should say “3 things on the list”. The screen shows:\n\(app.screen)")
        for name in ["Passport", "Toothbrush", "Sunscreen"] { try app.tap("Remove \(name)") }
        #expect(app.texts == ["Nothing left to pack"],
                "After removing every item the list should say “Nothing left to pack”. The screen shows:\n\(app.screen)")
    }
}
