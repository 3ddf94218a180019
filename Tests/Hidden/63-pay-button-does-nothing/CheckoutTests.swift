import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import PayButtonDoesNothing

/// What is drawn over `label`, in words (empty when the user sees all of it).
@MainActor
private func covers(_ label: String, in app: ViewHost<CheckoutScreen>) throws -> String? {
    let over = try app.viewsDrawn(over: label)
    return over.isEmpty ? nil : over.joined(separator: ", ")
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
        let cover = try covers("Pay £12.50", in: app)
        #expect(cover == nil,
                "“Pay £12.50” is drawn under \(cover ?? ""): the user sees that where the button should be, whether or not a tap goes through.")
        let offerCover = try covers("Free delivery on orders over £20", in: app)
        #expect(offerCover == nil, "The free-delivery offer is drawn under \(offerCover ?? ""): one hides the other, so the user sees the button or the offer, not both.")
    }

    @Test("On a small phone too, Pay is in view and pays")
    func smallPhone() throws {
        let app = ViewHost(CheckoutScreen(), device: .iPhoneSE)
        let cover = try covers("Pay £12.50", in: app)
        #expect(cover == nil, "On an iPhone SE, “Pay £12.50” is drawn under \(cover ?? "").")
        let offerCover = try covers("Free delivery on orders over £20", in: app)
        #expect(offerCover == nil, "On an iPhone SE, the free-delivery offer is drawn under \(offerCover ?? "").")
        #expect(throws: Never.self, "On an iPhone SE, tapping “Pay £12.50” should reach the button") { try app.tap("Pay £12.50") }
        #expect(app.isShowing(.button, "Paid, thank you"), "On an iPhone SE, tapping Pay should pay. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct CheckoutRegressions {
    @Test("The checkout shows the basket, the total and the free-delivery offer")
    func checkoutShowsEverything() throws {
        let app = ViewHost(CheckoutScreen())
        let screen = CGRect(origin: .zero, size: Device.iPhone16.screenSize(in: .portrait))
        for text in ["Basket: 3 items", "Total: £12.50", "Free delivery on orders over £20"] {
            guard app.texts.contains(text) else {
                Issue.record("The checkout should show \(quoted: text). The screen shows:\n\(app.screen)")
                continue
            }
            let frame = try app.frame(of: text)
            #expect(screen.contains(frame),
                    "\(quoted: text) is drawn at \(Int(frame.minX)), \(Int(frame.minY)), outside the screen (\(Int(screen.width))×\(Int(screen.height))): the user never sees it.")
            #expect(frame.height >= 12, "\(quoted: text) is drawn \(Int(frame.height)) points tall: too small to read.")
        }
    }

    @Test("The basket and the total are in view, not under the banner")
    func basketIsInView() throws {
        let app = ViewHost(CheckoutScreen())
        for text in ["Basket: 3 items", "Total: £12.50"] {
            let cover = try covers(text, in: app)
            #expect(cover == nil, "\(quoted: text) is drawn under \(cover ?? "").")
        }
    }
}
