import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import BadgeCoversTheEnvelope

/// The envelope symbol and the badge, as laid out with `unread` messages.
@MainActor
private func envelopeAndBadge(unread: Int) throws -> (app: ViewHost<MailHeader>, envelope: CGRect, badge: CGRect) {
    let app = ViewHost(MailHeader(unread: unread))
    let envelopes = app.frames(of: Image.self)
    let badges = app.frames(of: UnreadBadge.self)
    try #require(envelopes.count == 1 && badges.count == 1,
                 "With \(unread) unread the header should show the envelope and one badge; it shows \(envelopes.count) envelope(s) and \(badges.count) badge(s). The screen shows:\n\(app.screen)")
    return (app, envelopes[0], badges[0])
}

/// Checks that the badge for `unread` is on the envelope's top trailing corner.
@MainActor
private func expectOnTheCorner(unread: Int) throws {
    let (_, envelope, badge) = try envelopeAndBadge(unread: unread)
    #expect(abs(badge.maxX - envelope.maxX) < 1 && abs(badge.minY - envelope.minY) < 1,
            "With \(unread) unread, the badge's top right corner is at (\(Int(badge.maxX)), \(Int(badge.minY))); it should be on the envelope's top right corner, (\(Int(envelope.maxX)), \(Int(envelope.minY))). The badge is \(badge.midX.rounded() == envelope.midX.rounded() ? "centred on the envelope" : "somewhere else").")
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct MailHeaderSymptoms {
    @Test("The badge sits on the envelope's top trailing corner")
    func badgeOnTheCorner() throws {
        try expectOnTheCorner(unread: 3)
    }

    @Test("A two-digit count sits on the corner too")
    func twoDigitsOnTheCorner() throws {
        try expectOnTheCorner(unread: 12)
    }

    @Test("The middle of the envelope is in view, not under the badge")
    func envelopeInView() throws {
        let (app, envelope, _) = try envelopeAndBadge(unread: 3)
        let drawn = app.viewsDrawn(at: CGPoint(x: envelope.midX, y: envelope.midY))
        #expect(drawn.last?.hasPrefix("the symbol") == true,
                "In the middle of the envelope the user should see the envelope; they see \(drawn.joined(separator: ", ")), the last in front.")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct MailHeaderRegressions {
    @Test("The badge shows the count, in front of the envelope")
    func badgeShowsTheCount() throws {
        let (app, _, badge) = try envelopeAndBadge(unread: 3)
        #expect(app.texts.contains("3"), "The badge should show “3”. The screen shows:\n\(app.screen)")
        let drawn = app.viewsDrawn(at: CGPoint(x: badge.midX, y: badge.midY))
        #expect(drawn.last == "the text “3” in UnreadBadge",
                "At the badge the user should see its “3” in front; they see \(drawn.joined(separator: ", ")), the last in front.")
    }

    @Test("No badge when nothing is unread")
    func noBadge() throws {
        let app = ViewHost(MailHeader(unread: 0))
        #expect(app.frames(of: UnreadBadge.self).isEmpty && app.frames(of: Image.self).count == 1,
                "With nothing unread the header should show the envelope alone. The screen shows:\n\(app.screen)")
    }
}
