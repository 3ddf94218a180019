import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import SaveButtonInTheMiddle

/// Checks that Cancel starts at the bar's leading edge and Save ends at its trailing edge, inside the padding, on `device`.
@MainActor
private func expectAtTheEdges(on device: Device) throws {
    let app = ViewHost(NewEventScreen(), device: device)
    let safe = device.safeArea(in: .portrait)
    let cancel = try app.frame(of: "Cancel")
    let save = try app.frame(of: "Save")
    #expect(abs(cancel.minX - (safe.minX + 16)) < 1,
            "On an \(device), Cancel starts at x \(Int(cancel.minX.rounded())); it should be at the left edge of the bar, at x \(Int(safe.minX + 16)) (inside the padding).")
    #expect(abs(save.maxX - (safe.maxX - 16)) < 1,
            "On an \(device), Save ends at x \(Int(save.maxX.rounded())); it should be at the right edge of the bar, at x \(Int(safe.maxX - 16)) (inside the padding).")
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct NewEventSymptoms {
    @Test("Cancel is at the left edge of the bar and Save at the right edge")
    func atTheEdges() throws {
        try expectAtTheEdges(on: .iPhone16)
    }

    @Test("On an iPhone SE and an iPad too, the buttons are at the edges")
    func atTheEdgesElsewhere() throws {
        try expectAtTheEdges(on: .iPhoneSE)
        try expectAtTheEdges(on: .iPadPro11)
    }

    @Test("A tap in the top-right corner, where the thumb goes, saves the event")
    func cornerSaves() throws {
        let app = ViewHost(NewEventScreen())
        let safe = Device.iPhone16.safeArea(in: .portrait)
        let bar = try app.frame(of: "New event")
        let corner = CGPoint(x: safe.maxX - 20, y: bar.midY)
        do {
            try app.tap(at: corner)
        } catch {
            Issue.record("A tap at the right end of the bar, at (\(Int(corner.x)), \(Int(corner.y))), should hit Save. \(error)")
            return
        }
        #expect(app.isShowing(.text, "Saved"), "A tap at the right end of the bar should hit Save and save the event. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct NewEventRegressions {
    @Test("The title stays in the middle of the bar, on one line with the buttons")
    func titleInTheMiddle() throws {
        for device in [Device.iPhone16, .iPhoneSE, .iPadPro11] {
            let app = ViewHost(NewEventScreen(), device: device)
            let safe = device.safeArea(in: .portrait)
            let title = try app.frame(of: "New event")
            let cancel = try app.frame(of: "Cancel")
            let save = try app.frame(of: "Save")
            #expect(abs(title.midX - safe.midX) <= 16,
                    "On an \(device), the middle of “New event” is at x \(Int(title.midX.rounded())); it should be in the middle of the bar, near x \(Int(safe.midX)).")
            #expect(cancel.maxX <= title.minX && title.maxX <= save.minX,
                    "On an \(device), the bar should read Cancel, “New event”, Save from left to right. The screen shows:\n\(app.screen)")
            #expect([cancel, save].allSatisfy { abs($0.midY - title.midY) < 1 },
                    "On an \(device), Cancel, the title and Save should be on one line.")
        }
    }

    @Test("Save and Cancel still work")
    func buttonsWork() throws {
        let app = ViewHost(NewEventScreen())
        try app.tap("Save")
        #expect(app.isShowing(.text, "Saved"), "After tapping Save the sheet should say “Saved”. The screen shows:\n\(app.screen)")
        try app.tap("Cancel")
        #expect(app.isShowing(.text, "Discarded"), "After tapping Cancel the sheet should say “Discarded”. The screen shows:\n\(app.screen)")
    }
}
