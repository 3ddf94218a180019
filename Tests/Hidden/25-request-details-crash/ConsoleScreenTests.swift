import Testing
import ViewSim
import ViewSimTesting
@testable import RequestDetailsCrash

@MainActor
private func shown<Root>(_ app: ViewHost<Root>) -> String {
    app.texts.map { "\(quoted: $0)" }.joined(separator: ", ")
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct RequestDetailsSymptoms {
    @Test("Tapping a request opens its details, with its status")
    func detailsOpen() throws {
        let app = ViewHost(ConsoleScreen())
        try app.tap("GET /v1/orders")
        #expect(app.presentation == .sheet && app.texts.contains("200 OK") && app.texts.contains("Response: 2 orders, 1.2 KB"),
                "Tapping “GET /v1/orders” should open its details with the status “200 OK” and “Response: 2 orders, 1.2 KB”; instead the details come up without the status (on a phone the app crashes right here). The details show \(shown(app)).")
        #expect(app.texts.contains("182 ms"),
                "The details of “GET /v1/orders” should say how long it took, “182 ms”, whatever the list's “Show timings” switch says; the details show \(shown(app)).")
    }

    @Test("Every request's details open, with its own status")
    func everyRequestsDetailsOpen() throws {
        for (request, status) in [("POST /v1/payments", "402 Payment Required"), ("GET /v1/profile", "304 Not Modified")] {
            let app = ViewHost(ConsoleScreen())
            try app.tap(request)
            #expect(app.texts.contains(request) && app.texts.contains(status),
                    "Tapping \(quoted: request) should open its details with the status \(quoted: status); instead the status is missing (on a phone the app crashes). The details show \(shown(app)).")
        }
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct RequestDetailsRegressions {
    @Test("The console lists every request with its status, without timings at first")
    func listShowsRequests() {
        let app = ViewHost(ConsoleScreen())
        #expect(app.presentation == nil && app.texts.contains("Network console"),
                "The app should open on the “Network console” list. The screen shows:\n\(app.screen)")
        for (request, status) in [("GET /v1/orders", "200 OK"), ("POST /v1/payments", "402 Payment Required"), ("GET /v1/profile", "304 Not Modified")] {
            #expect(app.isShowing(.button, request) && app.texts.contains(status),
                    "The list should show \(quoted: request) with its status \(quoted: status). The screen shows:\n\(app.screen)")
        }
        #expect(!app.texts.contains("182 ms"),
                "With “Show timings” off, the list should not show how long requests took. The screen shows:\n\(app.screen)")
    }

    @Test("“Show timings” adds each request's time to the list, and switching it off removes them")
    func timingsInList() throws {
        let app = ViewHost(ConsoleScreen())
        try app.toggle("Show timings")
        for time in ["182 ms", "611 ms", "47 ms"] {
            #expect(app.texts.contains(time), "With “Show timings” on, the list should show \(quoted: time). The screen shows:\n\(app.screen)")
        }
        try app.toggle("Show timings")
        #expect(!app.texts.contains { $0.hasSuffix(" ms") },
                "With “Show timings” off again, the list should show no times. The screen shows:\n\(app.screen)")
    }

    // These tests are about the way into and out of the details, not about the details themselves, which the tests
    // above judge: they accept SwiftUI's missing-object error so that they can pass before the fix.
    @Test("The details show the request and its response, and “Close” goes back to the list as it was")
    func closeGoesBack() throws {
        let app = ViewHost(ConsoleScreen(), expecting: [.missingEnvironmentObject])
        try app.toggle("Show timings")
        try app.tap("POST /v1/payments")
        #expect(app.texts.contains("POST /v1/payments") && app.texts.contains("Response: card_declined, 96 bytes"),
                "Tapping “POST /v1/payments” should open its details with “Response: card_declined, 96 bytes”. The screen shows:\n\(app.screen)")
        try app.tap("Close")
        #expect(app.presentation == nil && app.isShowing(.button, "GET /v1/orders"),
                "After “Close” the list should be back. The screen shows:\n\(app.screen)")
        #expect(try app.isOn("Show timings") && app.texts.contains("611 ms"),
                "After looking at a request's details, “Show timings” should still be on and the list still show the times. The screen shows:\n\(app.screen)")
    }

    @Test("Swiping the details down goes back to the list")
    func swipeGoesBack() throws {
        let app = ViewHost(ConsoleScreen(), expecting: [.missingEnvironmentObject])
        try app.tap("GET /v1/profile")
        try app.dismissPresentation()
        #expect(app.presentation == nil && app.isShowing(.button, "GET /v1/profile"),
                "After swiping the details down the list should be back. The screen shows:\n\(app.screen)")
    }
}
