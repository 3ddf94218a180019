import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import TipEndsInDots

/// A tip longer than today's: three sentences, as the coach sometimes writes.
private let longTip = Tip(text: "Long run today. Start slower than feels right and keep a pace at which you can still talk. Drink a little every twenty minutes, and walk for a minute whenever you need to: finishing matters more than the time.")

/// The banner as laid out.
@MainActor
private func banner(in app: ViewHost<PlanScreen>) throws -> CGRect {
    let banners = app.frames(of: TipBanner.self)
    try #require(banners.count == 1, "The plan should show one tip banner; it shows \(banners.count). The screen shows:\n\(app.screen)")
    return banners[0]
}

/// Checks that `tip` is shown whole on `phone`.
@MainActor
private func expectWhole(_ tip: Tip, on phone: Device) throws {
    let app = ViewHost(PlanScreen(tip: tip), device: phone)
    let shown = try app.shownText(tip.text)
    #expect(!shown.isTruncated, "On an \(phone), the tip reads \(quoted: shown): the user never finds out the rest.")
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct PlanSymptoms {
    @Test("Today's whole tip is shown")
    func wholeTip() throws {
        try expectWhole(.today, on: .iPhone16)
    }

    @Test("On a small phone too, today's whole tip is shown")
    func wholeTipOnASmallPhone() throws {
        try expectWhole(.today, on: .iPhoneSE)
    }

    @Test("A longer tip is shown whole too")
    func longerTip() throws {
        try expectWhole(longTip, on: .iPhone16)
        try expectWhole(longTip, on: .iPhoneSE)
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct PlanRegressions {
    @Test("The tip is on its yellow banner, and on the screen")
    func tipOnItsBanner() throws {
        for tip in [Tip.today, longTip] {
            for phone in [Device.iPhone16, .iPhoneSE] {
                let app = ViewHost(PlanScreen(tip: tip), device: phone)
                let text = try app.frame(of: tip.text)
                let banner = try banner(in: app)
                let width = phone.screenSize(in: .portrait).width
                #expect(text.minX >= 0 && text.maxX <= width,
                        "On an \(phone), the tip runs from x \(Int(text.minX)) to \(Int(text.maxX)), off the \(Int(width))-point screen.")
                #expect(banner.insetBy(dx: -0.5, dy: -0.5).contains(text),
                        "On an \(phone), the tip (\(Int(text.minY)) to \(Int(text.maxY)) down) spills out of its yellow banner (\(Int(banner.minY)) to \(Int(banner.maxY))).")
            }
        }
    }

    @Test("The tip and the plan below it do not cover each other, and all of the plan is listed")
    func planNotCovered() throws {
        for tip in [Tip.today, longTip] {
            let app = ViewHost(PlanScreen(tip: tip))
            for line in [tip.text, "Today's plan", "Easy run · 5 km", "Core strength · 15 min"] {
                guard app.texts.contains(line) else {
                    Issue.record("The plan should list \(quoted: line). The screen shows:\n\(app.screen)")
                    continue
                }
                let over = try app.viewsDrawn(over: line)
                #expect(over.isEmpty, "\(quoted: line) is drawn under \(over.joined(separator: ", ")): the user can't read either.")
            }
        }
    }

    @Test("A short tip's banner is the design's 72 points high")
    func shortTipBanner() throws {
        let app = ViewHost(PlanScreen(tip: .short))
        let height = try banner(in: app).height
        #expect(abs(height - 72) < 0.5, "With a one-line tip the banner is \(Int(height.rounded())) points high; the design gives it 72.")
    }
}
