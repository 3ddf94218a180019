import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import ContactCardZigzags

/// Every line of Isla's card, top to bottom, and its Call button.
private let lines = ["Isla Fraser", "Phone", "+44 131 496 0721", "Email", "isla@fraser.example", "Address",
                     "12 Harbour Street", "Leith, Edinburgh", "EH6 6LU"]
private let call = "Call Isla Fraser"

/// Checks that every line and the button start at the 16-point left margin on `phone`.
@MainActor
private func expectLinedUp(on phone: Device) throws {
    let app = ViewHost(ContactCard(contact: .isla), device: phone)
    var astray: [String] = []
    for label in lines + [call] {
        guard app.texts.contains(label) || app.isShowing(.button, label) else {
            Issue.record("The card should show \(quoted: label). The screen shows:\n\(app.screen)")
            continue
        }
        let frame = try app.frame(of: label)
        if abs(frame.minX - 16) > 0.5 { astray.append("\(quoted: label) at \(Int(frame.minX.rounded()))") }
    }
    #expect(astray.isEmpty,
            "On an \(phone), every line should start at the left margin, 16 points from the edge; these start elsewhere: \(astray.joined(separator: ", ")).")
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct ContactCardSymptoms {
    @Test("Every line of the card starts at the left margin")
    func linedUp() throws {
        try expectLinedUp(on: .iPhone16)
    }

    @Test("On a small phone too, every line starts at the left margin")
    func linedUpOnASmallPhone() throws {
        try expectLinedUp(on: .iPhoneSE)
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct ContactCardRegressions {
    @Test("The card shows every detail in order, whole and on the screen")
    func everyDetail() throws {
        let app = ViewHost(ContactCard(contact: .isla))
        #expect(app.texts.filter(lines.contains) == lines,
                "The card should show, in order: \(lines.joined(separator: ", ")). The screen shows:\n\(app.screen)")
        for label in lines where app.texts.contains(label) {
            let shown = try app.shownText(label)
            let frame = try app.frame(of: label)
            #expect(!shown.isTruncated && frame.maxX <= 393, "\(quoted: label) is shown as \(quoted: shown), ending at x \(Int(frame.maxX)).")
        }
    }

    @Test("Tapping Call calls")
    func calling() throws {
        let app = ViewHost(ContactCard(contact: .isla))
        try app.tap(call)
        #expect(app.isShowing(.button, "Calling…"), "After tapping \(quoted: call) the button should say “Calling…”. The screen shows:\n\(app.screen)")
    }
}
