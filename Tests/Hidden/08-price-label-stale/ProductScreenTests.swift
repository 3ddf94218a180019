import Testing
import ViewSim
import ViewSimTesting
@testable import PriceLabelStale

private let mug = Product(name: "Ceramic mug", prices: [.dollar: 1250, .euro: 1190, .pound: 1040])
private let teapot = Product(name: "Cast-iron teapot", prices: [.dollar: 4000, .euro: 3705, .pound: 3299])

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct PriceSymptoms {
    @Test("The total follows the quantity")
    func totalFollowsQuantity() throws {
        let app = ViewHost(ProductScreen(product: mug))
        try app.increment("Quantity")
        let total = try app.text(startingWith: "Total:")
        #expect(total == "Total: $25.00",
                "After choosing 2 ceramic mugs the total reads \(quoted: total); it should read “Total: $25.00”.")
    }

    @Test("The total follows the currency")
    func totalFollowsCurrency() throws {
        let app = ViewHost(ProductScreen(product: mug))
        try app.select("Euro", in: "Currency")
        let total = try app.text(startingWith: "Total:")
        #expect(total == "Total: €11.90",
                "After choosing Euro the total reads \(quoted: total); it should read “Total: €11.90”.")
    }

    @Test("The total follows several changes in a row")
    func totalFollowsSeveralChanges() throws {
        let app = ViewHost(ProductScreen(product: teapot))
        try app.increment("Quantity")
        try app.increment("Quantity")
        try app.select("Pound", in: "Currency")
        let total = try app.text(startingWith: "Total:")
        #expect(total == "Total: £98.97",
                "After choosing 3 teapots paid in pounds the total reads \(quoted: total); it should read “Total: £98.97”.")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct PriceRegressions {
    @Test("The page opens with one item priced in dollars")
    func initialScreen() throws {
        let app = ViewHost(ProductScreen(product: mug))
        #expect(app.texts == ["Ceramic mug", "Total: $12.50"],
                "The ceramic mug's page should open showing “Ceramic mug” and “Total: $12.50”. The screen shows:\n\(app.screen)")
        #expect(app.isShowing(.stepper, "Quantity: 1"), "The quantity should start at 1. The screen shows:\n\(app.screen)")
        #expect(try app.selection(of: "Currency") == "US dollar", "The currency should start as US dollar. The screen shows:\n\(app.screen)")
    }

    @Test("Each product opens with its own price")
    func otherProductPrice() throws {
        let app = ViewHost(ProductScreen(product: teapot))
        #expect(app.texts == ["Cast-iron teapot", "Total: $40.00"],
                "The teapot's page should open showing “Cast-iron teapot” and “Total: $40.00”. The screen shows:\n\(app.screen)")
    }

    @Test("The quantity and currency controls still work")
    func controlsWork() throws {
        let app = ViewHost(ProductScreen(product: mug))
        try app.increment("Quantity")
        try app.increment("Quantity")
        try app.decrement("Quantity")
        #expect(app.isShowing(.stepper, "Quantity: 2"), "After “+”, “+”, “−” the quantity should read 2. The screen shows:\n\(app.screen)")
        try app.select("Pound", in: "Currency")
        #expect(try app.selection(of: "Currency") == "Pound", "After choosing Pound the picker should show Pound. The screen shows:\n\(app.screen)")
    }
}
