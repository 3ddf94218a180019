import Testing
import ViewSim
import ViewSimTesting
@testable import KioskStuckAfterCheckIn

@MainActor
func title(_ app: ViewHost<KioskApp>) -> String {
    app.screenTitle.map { "\(quoted: $0)" } ?? "a screen with no title"
}

/// Checks a guest in: Welcome → Your details → Confirm → Checked in.
@MainActor
func checkIn(_ app: ViewHost<KioskApp>) throws {
    try app.tapLink("Check in")
    try app.tapLink("That's me")
    try app.tap("Check in")
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct ReturnToWelcomeSymptoms {
    @Test("After a check-in the kiosk steps back to Welcome, one screen every 0.4 s, with every step made on the main thread")
    func stepsBackToWelcome() async throws {
        let app = ViewHost(KioskApp())
        try checkIn(app)
        await app.advance(by: .seconds(3))
        #expect(app.screenTitle == "Checked in",
                "The confirmation should stay on screen for 3 s; the kiosk shows \(title(app)).")
        await app.advance(by: .milliseconds(400))
        #expect(app.screenTitle == "Confirm",
                "0.4 s after the confirmation, the kiosk should have stepped back to “Confirm”; it shows \(title(app)).")
        await app.advance(by: .milliseconds(400))
        #expect(app.screenTitle == "Your details",
                "0.8 s after the confirmation, the kiosk should have stepped back to “Your details”; it shows \(title(app)).")
        await app.advance(by: .milliseconds(400))
        #expect(app.screenTitle == "Welcome" && app.navigationPath.isEmpty,
                "1.2 s after the confirmation, the kiosk should be back on “Welcome” for the next guest, with nothing left on the stack; it shows \(title(app)) with \(app.navigationPath.count) screens pushed.")
    }
}

@Suite("What the user reported, as the router publishes it", .tags(.symptom)) @MainActor
struct ReturnToWelcomePublishing {
    // Each step must reach the path's own publisher (`$path`, what `onReceive(router.$path)` or a sink hears) on the
    // main thread: a step made elsewhere, or storage replaced behind the property, never reaches it (as in Combine on
    // a device). Outside a hosted view the steps' sleeps take real time: 1.2 s.
    @Test("Returning to Welcome publishes each step through the router's $path, on the main thread")
    func eachStepIsPublished() async throws {
        final class Heard { var counts: [Int] = [] }
        let router = KioskRouter()
        router.path = [.details, .confirm, .done]
        let heard = Heard()
        let subscription = router.$path.sink { heard.counts.append($0.count) }
        await router.returnToWelcome()
        subscription.cancel()
        #expect(heard.counts == [3, 2, 1, 0],
                "A subscriber to the router's $path on the main thread should hear the kiosk step back from 3 screens to 0, one at a time ([3, 2, 1, 0]); it heard \(heard.counts). A step made on a background thread is not published to the main thread, and storage replaced behind the property is not published at all.")
    }
}

@Suite("What the user reported, for the next guest", .tags(.symptom)) @MainActor
struct NextGuestSymptoms {
    @Test("Once the kiosk is back on Welcome, the next guest can check in")
    func nextGuestChecksIn() async throws {
        let app = ViewHost(KioskApp())
        try checkIn(app)
        await app.advance(by: .seconds(5))
        #expect(app.screenTitle == "Welcome",
                "5 s after a check-in, the kiosk should be back on “Welcome” for the next guest; it shows \(title(app)).")
        try checkIn(app)
        #expect(app.screenTitle == "Checked in" && app.navigationPath.count == 3,
                "The next guest should be able to check in again and reach “Checked in”; the kiosk shows \(title(app)) with \(app.navigationPath.count) screens pushed.")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct KioskRegressions {
    @Test("The kiosk opens on Welcome")
    func opensOnWelcome() {
        let app = ViewHost(KioskApp())
        #expect(app.screenTitle == "Welcome", "The kiosk should open on “Welcome”; it shows \(title(app)).")
        #expect(app.texts.contains("Welcome to Riverside Clinic") && app.isShowing(.button, "Check in"),
                "Welcome should greet the guest and offer “Check in”. The screen shows:\n\(app.screen)")
    }

    @Test("A guest goes from Welcome through their details and the confirmation to “Checked in”")
    func checkInFlow() throws {
        let app = ViewHost(KioskApp())
        try app.tapLink("Check in")
        #expect(app.screenTitle == "Your details", "“Check in” should open “Your details”; the kiosk shows \(title(app)).")
        #expect(app.texts.contains("Name: Priya Shah"), "“Your details” should show the guest's name. The screen shows:\n\(app.screen)")
        try app.tapLink("That's me")
        #expect(app.screenTitle == "Confirm", "“That's me” should open “Confirm”; the kiosk shows \(title(app)).")
        try app.tap("Check in")
        #expect(app.screenTitle == "Checked in", "Checking in should show “Checked in”; the kiosk shows \(title(app)).")
        #expect(app.texts.contains("You're checked in. Please take a seat."),
                "“Checked in” should say “You're checked in. Please take a seat.” The screen shows:\n\(app.screen)")
    }

    @Test("The confirmation stays on screen for 3 seconds")
    func confirmationStays() async throws {
        let app = ViewHost(KioskApp())
        try checkIn(app)
        await app.advance(by: .milliseconds(2_900))
        #expect(app.screenTitle == "Checked in" && app.navigationPath.count == 3,
                "2.9 s after checking in, the kiosk should still show “Checked in”; it shows \(title(app)).")
    }

    @Test("The back button goes back one screen at a time")
    func backButton() throws {
        let app = ViewHost(KioskApp())
        try app.tapLink("Check in")
        try app.tapLink("That's me")
        try app.back()
        #expect(app.screenTitle == "Your details", "Back from “Confirm” should return to “Your details”; the kiosk shows \(title(app)).")
        try app.back()
        #expect(app.screenTitle == "Welcome" && app.navigationPath.isEmpty,
                "Back from “Your details” should return to “Welcome”; the kiosk shows \(title(app)).")
    }
}
