import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import PayButtonDoesNothing

/// Where `label` and the free-delivery banner are on the screen.
@MainActor
private func frames(_ label: String, in app: ViewHost<CheckoutScreen>) throws -> (frame: CGRect, banner: CGRect) {
    let frame = try app.frame(of: label)
    let banner = try #require(app.frames(of: PromoBanner.self).first, "The free-delivery banner is not on screen:\n\(app.screen)")
    return (frame, banner)
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct CheckoutSymptoms {
    @Test("Tapping Pay pays")
    func tappingPayPays() throws {
        let app = ViewHost(CheckoutScreen())
        #expect(throws: Never.self, "Tapping “Pay £12.50” should reach the button") { try app.tap("Pay £12.50") }
        #expect(app.isShowing(.button, "Paid, thank you"),
                "After tapping “Pay £12.50” the button should say “Paid, thank you”. The screen shows:\n\(app.screen)")
    }

    @Test("The Pay button is not hidden under the banner")
    func payIsInView() throws {
        let app = ViewHost(CheckoutScreen())
        let (pay, banner) = try frames("Pay £12.50", in: app)
        #expect(!pay.intersects(banner),
                "“Pay £12.50” (at y \(Int(pay.minY))–\(Int(pay.maxY))) is drawn where the free-delivery banner is (y \(Int(banner.minY))–\(Int(banner.maxY))): one of them hides the other, so the user sees the banner or the button, not both.")
    }

    @Test("On a small phone too, Pay is in view and pays")
    func smallPhone() throws {
        let app = ViewHost(CheckoutScreen(), device: .iPhoneSE)
        let (pay, banner) = try frames("Pay £12.50", in: app)
        #expect(!pay.intersects(banner), "On an iPhone SE, “Pay £12.50” is drawn where the free-delivery banner is.")
        #expect(throws: Never.self, "On an iPhone SE, tapping “Pay £12.50” should reach the button") { try app.tap("Pay £12.50") }
        #expect(app.isShowing(.button, "Paid, thank you"), "On an iPhone SE, tapping Pay should pay. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct CheckoutRegressions {
    @Test("The checkout shows the basket, the total and the free-delivery offer")
    func checkoutShowsEverything() {
        let app = ViewHost(CheckoutScreen())
        for text in ["Basket: 3 items", "Total: £12.50", "Free delivery on orders over £20"] {
            #expect(app.texts.contains(text), "The checkout should show “\(text)”. The screen shows:\n\(app.screen)")
        }
    }

    @Test("The basket and the total are in view, not under the banner")
    func basketIsInView() throws {
        let app = ViewHost(CheckoutScreen())
        for text in ["Basket: 3 items", "Total: £12.50"] {
            let (frame, banner) = try frames(text, in: app)
            #expect(!frame.intersects(banner), "“\(text)” is drawn under the free-delivery banner (y \(Int(banner.minY))–\(Int(banner.maxY))).")
        }
    }
}
