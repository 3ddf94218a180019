import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import SpeakerRingHidden

/// The avatars as laid out, left to right.
@MainActor
private func avatars(in app: ViewHost<CallScreen>) throws -> [CGRect] {
    let avatars = app.frames(of: Avatar.self).sorted { $0.minX < $1.minX }
    try #require(avatars.count == Caller.team.count,
                 "The call should show \(Caller.team.count) avatars; it shows \(avatars.count). The screen shows:\n\(app.screen)")
    return avatars
}

/// Checks that the speaker's ring is in front all round: at its left and right edges, what the user sees in front is
/// the green ring, and in its middle the speaker's initials.
@MainActor
private func expectRingInFront(speaker: Int) throws {
    let app = ViewHost(CallScreen(speaker: speaker))
    let caller = Caller.team[speaker]
    let frame = try avatars(in: app)[speaker]
    for (x, side) in [(frame.minX + 1.5, "left"), (frame.maxX - 1.5, "right")] {
        let front = app.viewsDrawn(at: CGPoint(x: x, y: frame.midY)).last
        #expect(front == "a Circle in SpeakingRing",
                "While \(caller.name) speaks, the user should see the green ring at the \(side) edge of \(caller.initials)'s avatar; in front there is \(front ?? "nothing").")
    }
    let middle = app.viewsDrawn(at: CGPoint(x: frame.midX, y: frame.midY)).last
    #expect(middle == "the text \(quoted: caller.initials) in Avatar",
            "In the middle of \(caller.name)'s avatar the user should see \(quoted: caller.initials); in front there is \(middle ?? "nothing").")
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct CallSymptoms {
    @Test("While Ben speaks, his whole ring is in front of the other avatars")
    func bensRing() throws {
        try expectRingInFront(speaker: 1)
    }

    @Test("While Ada speaks, hers is in front too")
    func adasRing() throws {
        try expectRingInFront(speaker: 0)
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct CallRegressions {
    @Test("The avatars keep their order, each overlapping the next by 12 points")
    func pile() throws {
        let app = ViewHost(CallScreen(speaker: 1))
        let frames = try avatars(in: app)
        for (left, right) in zip(frames, frames.dropFirst()) {
            #expect(abs((left.maxX - right.minX) - 12) < 0.5,
                    "Neighbouring avatars should overlap by 12 points; two overlap by \(Int((left.maxX - right.minX).rounded())).")
        }
        let initials = Caller.team.map(\.initials)
        let order = try initials.sorted { try app.frame(of: $0).minX < app.frame(of: $1).minX }
        #expect(order == initials, "The avatars should be in the team's order, \(initials.joined(separator: ", ")); they are \(order.joined(separator: ", ")).")
    }

    @Test("Dev, last in the pile, shows his ring when he speaks, and the screen says who is speaking")
    func devsRing() throws {
        try expectRingInFront(speaker: 3)
        let app = ViewHost(CallScreen(speaker: 3))
        #expect(app.texts.contains("Dev Patel is speaking"), "The screen should say “Dev Patel is speaking”. It shows:\n\(app.screen)")
    }
}
