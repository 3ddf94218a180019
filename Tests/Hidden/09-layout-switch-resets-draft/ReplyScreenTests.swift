import Testing
import ViewSim
import ViewSimTesting
@testable import LayoutSwitchResetsDraft

/// What sits side by side on screen: the contents of each `HStack`, as one line per element.
@MainActor
private func sideBySide(in app: ViewHost<ReplyScreen>) -> [[String]] {
    let elements = app.elements
    var groups: [[String]] = []
    for (index, element) in elements.enumerated() where element.kind == .container && element.label == "HStack" {
        let contents = elements[(index + 1)...].prefix { $0.level > element.level }
        groups.append(contents.filter { $0.kind != .container }.map(\.label))
    }
    return groups
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct DraftSymptoms {
    @Test("The reply survives turning to the wide layout")
    func draftSurvivesWidening() throws {
        let app = ViewHost(ReplyScreen())
        try app.type("The usual place, 7pm", into: "Reply")
        try app.toggle("Wide layout")
        let reply = try app.value(of: "Reply")
        #expect(reply == "The usual place, 7pm",
                "After typing “The usual place, 7pm” and switching “Wide layout” on, the reply reads \(quoted: reply); it should still read “The usual place, 7pm”.")
    }

    @Test("The reply survives turning back to the narrow layout")
    func draftSurvivesNarrowing() throws {
        let app = ViewHost(ReplyScreen())
        try app.toggle("Wide layout")
        try app.type("See you there", into: "Reply")
        try app.toggle("Wide layout")
        let reply = try app.value(of: "Reply")
        #expect(reply == "See you there",
                "After typing “See you there” in the wide layout and switching “Wide layout” off, the reply reads \(quoted: reply); it should still read “See you there”.")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct DraftRegressions {
    @Test("The narrow layout shows a one-line summary above an empty reply")
    func narrowLayout() throws {
        let app = ViewHost(ReplyScreen())
        #expect(try app.isOn("Wide layout") == false, "The screen should open in the narrow layout.")
        #expect(app.texts == ["3 messages with Sam"],
                "The narrow layout should show only “3 messages with Sam”, not the conversation. The screen shows:\n\(app.screen)")
        #expect(try app.value(of: "Reply") == "", "The reply should start empty. The screen shows:\n\(app.screen)")
        #expect(throws: ViewHostError.self, "With an empty reply, “Send” should be disabled. The screen shows:\n\(app.screen)") {
            try app.tap("Send")
        }
    }

    @Test("The wide layout shows the conversation beside the reply")
    func wideLayout() throws {
        let app = ViewHost(ReplyScreen())
        try app.toggle("Wide layout")
        #expect(app.texts == ["Sam: Are we still on for Friday?", "Me: Yes! Where shall we meet?", "Sam: The usual place?"],
                "The wide layout should show the whole conversation and no summary line. The screen shows:\n\(app.screen)")
        let beside = sideBySide(in: app)
        #expect(beside.contains { $0.contains("Sam: The usual place?") && $0.contains("Reply") },
                "In the wide layout the conversation should sit beside the reply, in one HStack. The screen shows:\n\(app.screen)")
    }

    @Test("Sending a reply adds it to the conversation and starts a new draft")
    func sending() throws {
        let app = ViewHost(ReplyScreen())
        try app.type("Yes, 7pm", into: "Reply")
        try app.tap("Send")
        #expect(try app.value(of: "Reply") == "", "After “Send” the reply box should be empty again. The screen shows:\n\(app.screen)")
        #expect(app.texts == ["4 messages with Sam"], "After sending a reply the summary should read “4 messages with Sam”. The screen shows:\n\(app.screen)")
        try app.toggle("Wide layout")
        #expect(app.texts.last == "Me: Yes, 7pm",
                "The sent reply “Me: Yes, 7pm” should be the last message of the conversation. The screen shows:\n\(app.screen)")
    }
}
