import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import DeliverySlotIgnoresTaps

/// The slots' rows, as the user sees them between their dividers, top to bottom: 08:00, 10:00, 18:00.
@MainActor
private func row(_ index: Int, in app: ViewHost<SlotPicker>) throws -> CGRect {
    let rows = app.frames(of: SlotRow.self)
    try #require(rows.count == 3, "The picker should show three slot rows; it shows \(rows.count). The screen shows:\n\(app.screen)")
    return rows[index]
}

/// Taps `point`, recording in the user's words a tap that reached nothing.
@MainActor
private func tap(_ point: CGPoint, on what: String, in app: ViewHost<SlotPicker>) {
    do {
        try app.tap(at: point)
    } catch let error as ViewHostError {
        Issue.record("A tap on \(what) should choose the slot, but did nothing: \(error.sentence)")
    } catch {
        Issue.record("A tap on \(what) should choose the slot: \(error)")
    }
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct SlotPickerSymptoms {
    @Test("Tapping a row between the time and the price chooses the slot")
    func tapBetweenTimeAndPrice() throws {
        let app = ViewHost(SlotPicker())
        let frame = try row(1, in: app)
        tap(CGPoint(x: frame.midX, y: frame.midY), on: "the middle of the 10:00–12:00 row", in: app)
        #expect(app.texts.contains("Delivery 10:00–12:00, £3.00"),
                "After a tap in the middle of the 10:00–12:00 row it should be chosen. The screen shows:\n\(app.screen)")
    }

    @Test("Tapping near the edge of a row, above its time, chooses the slot")
    func tapNearTheEdge() throws {
        let app = ViewHost(SlotPicker(), device: .iPhoneSE)
        let frame = try row(2, in: app)
        tap(CGPoint(x: frame.minX + 40, y: frame.minY + 6), on: "the 18:00–20:00 row just above its time", in: app)
        #expect(app.texts.contains("Delivery 18:00–20:00, Free"),
                "A finger that lands on the row a little above the time should choose it: the row reaches its dividers. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct SlotPickerRegressions {
    @Test("Nothing is chosen before a tap, and tapping the time still chooses")
    func tapOnTheTime() throws {
        let app = ViewHost(SlotPicker())
        #expect(app.texts.contains("No slot chosen yet"), "Before any tap no slot should be chosen. The screen shows:\n\(app.screen)")
        let frame = try row(0, in: app)
        tap(CGPoint(x: frame.minX + 24, y: frame.midY), on: "the time of the 08:00–10:00 row", in: app)
        #expect(app.texts.contains("Delivery 08:00–10:00, £4.50"), "Tapping the time should choose its slot. The screen shows:\n\(app.screen)")
    }

    @Test("Choosing another slot moves the choice to it")
    func choosingAnother() throws {
        let app = ViewHost(SlotPicker())
        let first = try row(0, in: app), last = try row(2, in: app)
        tap(CGPoint(x: first.maxX - 24, y: first.midY), on: "the price of the 08:00–10:00 row", in: app)
        tap(CGPoint(x: last.maxX - 24, y: last.midY), on: "the price of the 18:00–20:00 row", in: app)
        #expect(app.texts.contains("Delivery 18:00–20:00, Free"),
                "After tapping the 08:00 slot's price, then the 18:00 slot's, the 18:00 slot should be chosen. The screen shows:\n\(app.screen)")
    }

    @Test("The three slots are one under another, each as wide as the screen")
    func rowsFillTheWidth() throws {
        let app = ViewHost(SlotPicker())
        let rows = app.frames(of: SlotRow.self)
        #expect(rows.count == 3, "The picker should show three slot rows; it shows \(rows.count). The screen shows:\n\(app.screen)")
        for (upper, lower) in zip(rows, rows.dropFirst()) {
            #expect(upper.maxY <= lower.minY, "Two slot rows overlap (y \(Int(upper.minY))–\(Int(upper.maxY)) and \(Int(lower.minY))–\(Int(lower.maxY))).")
        }
        for frame in rows {
            #expect(frame.width == 393, "A slot row should be as wide as the screen (393 points); one is \(Int(frame.width)).")
        }
    }
}
