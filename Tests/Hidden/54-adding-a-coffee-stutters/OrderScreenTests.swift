import Testing
import ViewSim
import ViewSimTesting
@testable import AddingACoffeeStutters

@MainActor
private func basketLine<Root>(_ app: ViewHost<Root>) -> String {
    app.texts.first { $0.hasPrefix("Your basket") || $0.contains(" drinks · ") } ?? "nothing about the basket"
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct OrderScreenRegressions {
    @Test("The menu opens with the café's drinks and prices, the drink of the week starred, and an empty basket")
    func menuOpens() throws {
        let app = ViewHost(OrderScreen())
        let expected = ["Bean There", "Your basket is empty", "Espresso · £2.20", "Cortado ★ · £2.90", "Flat White · £3.20"]
        #expect(expected.allSatisfy(app.texts.contains),
                "The order screen should open with “Bean There”, “Your basket is empty” and the menu, starting “Espresso · £2.20”, “Cortado ★ · £2.90” (the drink of the week), “Flat White · £3.20”. The screen shows:\n\(app.screen)")
    }

    @Test("Adding drinks adds up the basket")
    func basketAddsUp() throws {
        let app = ViewHost(OrderScreen())
        try app.tap("Add Flat White")
        try app.tap("Add Flat White")
        try app.tap("Add Cortado")
        #expect(basketLine(app) == "3 drinks · £9.30",
                "After adding two Flat Whites (£3.20) and a Cortado (£2.90) the basket says \(quoted: basketLine(app)); it should say “3 drinks · £9.30”.")
    }

    @Test("Drinks further down the menu can be added too")
    func laterDrinks() throws {
        let app = ViewHost(OrderScreen())
        try app.scroll(to: 28)
        #expect(app.texts.contains("Golden Milk · £3.50"),
                "At the end of the menu should be “Golden Milk · £3.50”. The screen shows:\n\(app.screen)")
        try app.tap("Add Golden Milk")
        try app.tap("Add Espresso Tonic")
        #expect(basketLine(app) == "2 drinks · £7.40",
                "After adding a Golden Milk (£3.50) and an Espresso Tonic (£3.90) the basket says \(quoted: basketLine(app)); it should say “2 drinks · £7.40”.")
    }
}

@Suite("Adding a drink", .tags(.hotPath)) @MainActor
struct OrderScreenHotPaths {
    @Test("Adding a Flat White to a basket of four drinks updates the basket")
    func addDrink() throws {
        let app = ViewHost(OrderScreen())
        for drink in ["Espresso", "Cortado", "Flat White", "Latte"] { try app.tap("Add \(drink)") }
        #expect(basketLine(app) == "4 drinks · £11.70",
                "After adding an Espresso, a Cortado, a Flat White and a Latte the basket says \(quoted: basketLine(app)); it should say “4 drinks · £11.70”.")
        let cost = try app.measure("add a drink") {
            try app.tap("Add Flat White")
        }
        #expect(basketLine(app) == "5 drinks · £14.90",
                "After adding one more Flat White (£3.20) to a basket of £11.70 the basket says \(quoted: basketLine(app)); it should say “5 drinks · £14.90”.")
    }
}
