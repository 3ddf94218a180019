import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import TicketActionsAlwaysStacked

private let actions = ["Add to Apple Wallet", "Share boarding pass", "Change seat"]

/// The frames of the three buttons, in their order.
@MainActor
private func frames(in app: ViewHost<BoardingPassScreen>) throws -> [CGRect] {
    try actions.map { try app.frame(of: $0) }
}

/// Checks that the three buttons are in one row, left to right, on `device` held in `orientation`.
@MainActor
private func expectOneRow(on device: Device, _ orientation: Orientation, held: String) throws {
    let app = ViewHost(BoardingPassScreen(), device: device)
    app.orientation = orientation
    let buttons = try frames(in: app)
    let inOneRow = buttons.allSatisfy { abs($0.midY - buttons[0].midY) < 1 }
        && zip(buttons, buttons.dropFirst()).allSatisfy { $0.maxX <= $1.minX }
    #expect(inOneRow, """
        On an \(device) \(held), there is room for the three buttons in one row, so they should be side by side; \
        they are at \(buttons.map { "(\(Int($0.minX)), \(Int($0.minY)))" }.joined(separator: ", ")). The screen shows:
        \(app.screen)
        """)
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct BoardingPassSymptoms {
    @Test("On an iPad the three buttons are side by side")
    func rowOnTheIPad() throws {
        try expectOneRow(on: .iPadPro11, .portrait, held: "held upright")
        try expectOneRow(on: .iPadPro11, .landscape, held: "held sideways")
    }

    @Test("On an iPhone 16 held sideways the three buttons are side by side")
    func rowOnAPhoneSideways() throws {
        try expectOneRow(on: .iPhone16, .landscape, held: "held sideways")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct BoardingPassRegressions {
    @Test("On a phone held upright the buttons are one under another, each on one line")
    func stackedUpright() throws {
        for device in [Device.iPhone16, .iPhoneSE] {
            let app = ViewHost(BoardingPassScreen(), device: device)
            let buttons = try frames(in: app)
            #expect(zip(buttons, buttons.dropFirst()).allSatisfy { $0.maxY <= $1.minY }, """
                On an \(device) held upright, a row of the three buttons does not fit, so they should be one under \
                another. The screen shows:
                \(app.screen)
                """)
            for action in actions {
                let shown = try app.shownText(action)
                #expect(shown.lines.count == 1 && !shown.isTruncated,
                        "On an \(device) held upright, \(quoted: action) should be on one line, whole; it shows as \(shown.lines).")
            }
        }
    }

    @Test("Every button still works")
    func buttonsWork() throws {
        let app = ViewHost(BoardingPassScreen())
        for (action, status) in zip(actions, ["Added to Wallet", "Shared", "Choosing a seat"]) {
            try app.tap(action)
            #expect(app.isShowing(.text, status), "After tapping \(quoted: action) the pass should say \(quoted: status). The screen shows:\n\(app.screen)")
        }
    }
}
