import Testing
import ViewSim
import ViewSimTesting
@testable import AddToCartJumpsToShop

@MainActor
func title(_ app: ViewHost<ShopApp>) -> String {
    app.screenTitle.map { "\(quoted: $0)" } ?? "a screen with no title"
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct CartSymptoms {
    @Test("Adding a product to the cart keeps its screen open")
    func addKeepsProduct() throws {
        let app = ViewHost(ShopApp())
        try app.tapLink("Wool socks")
        try app.tap("Add to cart")
        #expect(app.screenTitle == "Wool socks",
                "After tapping “Add to cart” on Wool socks, the app shows \(title(app)); it should stay on “Wool socks”. The screen shows:\n\(app.screen)")
        #expect(app.texts.contains("In your cart: 1"),
                "Wool socks should say “In your cart: 1” after adding one. The screen shows:\n\(app.screen)")
    }

    @Test("Adding a product three times in a row takes three taps on its screen")
    func addThreeTimes() throws {
        let app = ViewHost(ShopApp())
        try app.tapLink("Wool socks")
        for added in 0..<3 {
            try #require(app.isShowing(.button, "Add to cart"),
                         "After adding \(added) pair\(added == 1 ? "" : "s") of Wool socks, the app shows \(title(app)) instead of Wool socks, so “Add to cart” is gone. The screen shows:\n\(app.screen)")
            try app.tap("Add to cart")
        }
        #expect(app.screenTitle == "Wool socks" && app.texts.contains("In your cart: 3"),
                "Tapping “Add to cart” three times on Wool socks should leave it open, saying “In your cart: 3”. The screen shows:\n\(app.screen)")
    }

    @Test("After opening the app from the campaign link, adding another product keeps that product open")
    func campaignThenOtherProduct() throws {
        let app = ViewHost(ShopApp(openingOn: Product.catalog[0]))
        try app.back()
        try app.tapLink("Trail shoes")
        try app.tap("Add to cart")
        #expect(app.screenTitle == "Trail shoes",
                "After opening the app from the Rain jacket campaign, going back and adding Trail shoes to the cart, the app shows \(title(app)); it should stay on “Trail shoes”. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct CartRegressions {
    @Test("The app opens on the shop with an empty cart")
    func opensOnShop() throws {
        let app = ViewHost(ShopApp())
        #expect(app.screenTitle == "Shop", "The app should open on “Shop”; it shows \(title(app)).")
        #expect(app.texts.contains("Your cart is empty"), "A new cart should be empty. The screen shows:\n\(app.screen)")
        for product in Product.catalog {
            #expect(app.isShowing(.button, product.name), "The shop should list \(quoted: product.name). The screen shows:\n\(app.screen)")
        }
    }

    @Test("A product shows its price; back returns to the shop")
    func productAndBack() throws {
        let app = ViewHost(ShopApp())
        try app.tapLink("Trail shoes")
        #expect(app.screenTitle == "Trail shoes", "Tapping “Trail shoes” should open it; the app shows \(title(app)).")
        #expect(app.texts.contains("1299 kr") && app.texts.contains("Not in your cart"),
                "Trail shoes should show “1299 kr” and “Not in your cart”. The screen shows:\n\(app.screen)")
        try app.back()
        #expect(app.screenTitle == "Shop", "Back from a product should show “Shop”; the app shows \(title(app)).")
    }

    @Test("Adding to the cart updates the cart line")
    func cartLineUpdates() throws {
        let app = ViewHost(ShopApp())
        try app.tapLink("Wool socks")
        try app.tap("Add to cart")
        #expect(app.texts.contains("Cart: 1 · 149 kr"), "After adding Wool socks the cart line should read “Cart: 1 · 149 kr”. The screen shows:\n\(app.screen)")
    }

    @Test("The campaign link opens the app on its product, and back leads to the shop")
    func campaignLink() throws {
        let app = ViewHost(ShopApp(openingOn: Product.catalog[0]))
        #expect(app.screenTitle == "Rain jacket", "The campaign link should open the app on “Rain jacket”; it shows \(title(app)).")
        try app.back()
        #expect(app.screenTitle == "Shop", "Back from the campaign's product should show “Shop”; the app shows \(title(app)).")
    }
}
