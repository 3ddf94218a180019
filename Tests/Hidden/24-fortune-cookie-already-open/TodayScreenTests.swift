import Testing
import ViewSim
import ViewSimTesting
@testable import FortuneCookieAlreadyOpen

private let fortune = "A pleasant surprise is waiting for you."
private let luckyNumbers = "Lucky numbers: 4, 17, 23"

@MainActor
private func shown<Root>(_ app: ViewHost<Root>) -> String {
    app.texts.map { "\(quoted: $0)" }.joined(separator: ", ")
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct CookieSymptoms {
    @Test("When the first cookie of the day has baked, it is ready to crack, not already open")
    func bakedCookieWaitsToBeCracked() async throws {
        let app = ViewHost(TodayScreen())
        try app.tap("Open today's cookie")
        await app.settle()
        await app.advance(by: .seconds(2))
        #expect(app.texts.contains("Your cookie is ready") && app.isShowing(.button, "Crack it open"),
                "When the first cookie of the day has finished baking, the sheet should say “Your cookie is ready” with a “Crack it open” button; instead the cookie is already open and shows \(shown(app)).")
        #expect(!app.texts.contains(fortune),
                "The fortune shows before the cookie has been cracked: the user never gets to crack it open. The sheet shows \(shown(app)).")
    }

    @Test("Cracking the first cookie of the day reveals the fortune")
    func crackingRevealsFortune() async throws {
        let app = ViewHost(TodayScreen())
        try app.tap("Open today's cookie")
        await app.settle()
        await app.advance(by: .seconds(2))
        try #require(app.isShowing(.button, "Crack it open"),
                     "After the first cookie of the day has baked there is no “Crack it open” button: the fortune was revealed without the user cracking the cookie. The sheet shows \(shown(app)).")
        try app.tap("Crack it open")
        #expect(app.texts.contains(fortune) && app.texts.contains(luckyNumbers),
                "Cracking the cookie should show \(quoted: fortune) and \(quoted: luckyNumbers); the sheet shows \(shown(app)).")
    }

    @Test("The cookie stays uncracked for as long as the user waits")
    func cookieStaysUncracked() async throws {
        let app = ViewHost(TodayScreen())
        try app.tap("Open today's cookie")
        await app.settle()
        await app.advance(by: .seconds(10))
        #expect(app.isShowing(.button, "Crack it open") && !app.texts.contains(fortune),
                "Ten seconds after opening the first cookie of the day, it should still be waiting to be cracked; the sheet shows \(shown(app)).")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct CookieRegressions {
    @Test("The app opens with no fortune yet, and the cookie starts by baking")
    func startsBaking() async throws {
        let app = ViewHost(TodayScreen())
        #expect(app.texts.contains("No fortune yet today") && app.isShowing(.button, "Open today's cookie"),
                "At launch the home screen should say “No fortune yet today” and offer “Open today's cookie”. The screen shows:\n\(app.screen)")
        try app.tap("Open today's cookie")
        await app.settle()
        #expect(app.presentation == .sheet && app.texts.contains("Baking your cookie…"),
                "Opening the first cookie of the day should show “Baking your cookie…” while it bakes. The screen shows:\n\(app.screen)")
        await app.advance(by: .seconds(1))
        #expect(app.texts.contains("Baking your cookie…") && !app.texts.contains(fortune),
                "One second in, the cookie should still be baking. The screen shows:\n\(app.screen)")
    }

    @Test("Once opened, today's fortune is on the home screen, and reopening the cookie shows it at once without baking again")
    func reopeningShowsFortune() async throws {
        let app = ViewHost(TodayScreen())
        try app.tap("Open today's cookie")
        await app.settle()
        await app.advance(by: .seconds(2))
        if app.isShowing(.button, "Crack it open") { try app.tap("Crack it open") }
        try app.tap("Close")
        #expect(app.presentation == nil && app.texts.contains("Today: \(fortune)"),
                "After opening today's cookie and closing it, the home screen should say “Today: \(fortune)”. The screen shows:\n\(app.screen)")
        try app.tap("Open today's cookie")
        await app.settle()
        #expect(app.texts.contains(fortune) && app.texts.contains(luckyNumbers),
                "Reopening today's cookie should show today's fortune and lucky numbers straight away; the sheet shows \(shown(app)).")
        #expect(!app.texts.contains("Baking your cookie…") && !app.isShowing(.button, "Crack it open"),
                "Reopening today's cookie should not bake or crack a cookie again; the sheet shows \(shown(app)).")
        await app.advance(by: .seconds(5))
        #expect(app.texts.contains(fortune) && !app.isShowing(.button, "Crack it open"),
                "A few seconds after reopening, today's fortune should still be showing; the sheet shows \(shown(app)).")
    }

    @Test("Swiping the cookie sheet down while it bakes closes it")
    func swipedAwayWhileBaking() async throws {
        let app = ViewHost(TodayScreen())
        try app.tap("Open today's cookie")
        await app.settle()
        try app.dismissPresentation()
        await app.advance(by: .seconds(2))
        #expect(app.presentation == nil && app.isShowing(.button, "Open today's cookie"),
                "Swiping the cookie sheet down should close it and go back to the home screen. The screen shows:\n\(app.screen)")
    }
}
