import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import ShareDoesNothing

/// The poster's banner as laid out: the frame the poster is cropped to, under the name and Share.
@MainActor
private func banner(in app: ViewHost<EventScreen>) throws -> CGRect {
    let name = try app.frame(of: "Sunset Sessions"), share = try app.frame(of: "Share")
    let status = try app.frame(of: "Doors 19:00 · Pier Stage")
    let top = max(name.maxY, share.maxY) + 16
    return CGRect(x: 0, y: top, width: 393, height: status.minY - 16 - top)
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct EventScreenSymptoms {
    @Test("Tapping Share copies the link")
    func shareCopiesTheLink() throws {
        let app = ViewHost(EventScreen())
        do {
            try app.tap("Share")
        } catch let error as ViewHostError {
            Issue.record("A tap on Share should copy the link, but the finger never reaches the button: \(error.sentence)")
            return
        }
        #expect(app.texts.contains("Link copied"), "After a tap on Share the page should say “Link copied”. The screen shows:\n\(app.screen)")
    }

    @Test("Tapping between the name and Share does not open the poster")
    func tapBesideTheNameDoesNothing() throws {
        let app = ViewHost(EventScreen())
        let name = try app.frame(of: "Sunset Sessions"), share = try app.frame(of: "Share")
        let gap = CGPoint(x: (name.maxX + share.minX) / 2, y: name.midY)
        let cover = app.viewsDrawn(at: gap)
        #expect(cover.isEmpty, "Nothing should be drawn between the name and Share, but the user sees \(cover.joined(separator: ", ")) there.")
        try? app.tap(at: gap)
        #expect(app.presentation == nil,
                "A tap on the empty space between the name and Share (x \(Int(gap.x)), y \(Int(gap.y))) opened the poster: something the user cannot see there takes the tap. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct EventScreenRegressions {
    @Test("Tapping the poster shows all of it")
    func tapOnThePosterOpensIt() throws {
        let app = ViewHost(EventScreen())
        let frame = try banner(in: app)
        do {
            try app.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        } catch let error as ViewHostError {
            Issue.record("A tap in the middle of the poster should show all of it, but it reached nothing: \(error.sentence)")
            return
        }
        #expect(app.presentation == .sheet, "A tap on the poster should show all of it in a sheet. The screen shows:\n\(app.screen)")
    }

    @Test("The poster fills its banner at its 3:4 print, cropped to the banner")
    func posterLooksAsBefore() throws {
        let app = ViewHost(EventScreen())
        let frame = try banner(in: app)
        #expect(abs(frame.height - 200) < 1, "The poster's banner should be 200 points tall, between the name and the status; it is \(Int(frame.height)).")
        let posters = app.frames(of: FestivalPoster.self)
        try #require(posters.count == 1, "The page should show the poster once; it shows it \(posters.count) times. The screen shows:\n\(app.screen)")
        let poster = posters[0]
        #expect(abs(poster.width - 393) < 1 && abs(poster.width / poster.height - 0.75) < 0.01,
                "The poster should keep its 3:4 print as wide as the screen (393×524, cropped by the banner); it is laid out \(Int(poster.width))×\(Int(poster.height)), so it is squashed.")
        for (edge, point) in [("the banner's top edge", CGPoint(x: 20, y: frame.minY + 2)), ("its bottom edge", CGPoint(x: 20, y: frame.maxY - 2))] {
            #expect(app.viewsDrawn(at: point).contains { $0.contains("FestivalPoster") }, "The poster should fill the banner to \(edge), but nothing of it is drawn there.")
        }
        let share = try app.frame(of: "Share"), status = try app.frame(of: "Doors 19:00 · Pier Stage")
        for (what, point) in [("the Share button", CGPoint(x: share.midX, y: share.midY)), ("the status under it", CGPoint(x: status.midX, y: status.midY))] {
            let drawn = app.viewsDrawn(at: point).filter { $0.contains("FestivalPoster") }
            #expect(drawn.isEmpty, "The poster should be cropped to its banner, but it is drawn over \(what) (\(drawn.joined(separator: ", "))).")
        }
    }
}
