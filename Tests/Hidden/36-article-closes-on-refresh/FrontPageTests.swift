import Testing
import ViewSim
import ViewSimTesting
@testable import ArticleClosesOnRefresh

@MainActor
func title(_ app: ViewHost<FrontPage>) -> String {
    app.screenTitle.map { "\(quoted: $0)" } ?? "a screen with no title"
}

@MainActor
func headlines(_ app: ViewHost<FrontPage>) -> [String] {
    app.elements.filter { $0.kind == .button }.map(\.label)
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct RefreshSymptoms {
    @Test("An open article stays open when a new edition comes in")
    func articleSurvivesNewEdition() async throws {
        let newsroom = Newsroom()
        let app = ViewHost(FrontPage(newsroom: newsroom))
        await app.settle()
        try app.tapLink("Harbour bridge opens")
        await app.advance(by: .seconds(60))
        #expect(newsroom.edition == 2, "A minute after opening the app, the second edition should have been fetched.")
        #expect(app.screenTitle == "Harbour bridge opens",
                "A minute after opening “Harbour bridge opens”, when the next edition came in, the app shows \(title(app)); the article should still be open. The screen shows:\n\(app.screen)")
        #expect(app.texts == ["The new bridge carried 9,000 cyclists on its first morning."],
                "The article's text should still be on screen. The screen shows:\n\(app.screen)")
    }

    @Test("An article opened later stays open through the next edition")
    func laterArticleSurvives() async throws {
        let app = ViewHost(FrontPage(newsroom: Newsroom()))
        await app.settle()
        await app.advance(by: .seconds(60))
        try app.tapLink("Storm warning for Friday")
        await app.advance(by: .seconds(60))
        #expect(app.screenTitle == "Storm warning for Friday",
                "After opening “Storm warning for Friday” and waiting for the next edition, the app shows \(title(app)); the article should still be open. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct RefreshRegressions {
    @Test("The front page shows the first edition's headlines")
    func firstEdition() async throws {
        let app = ViewHost(FrontPage(newsroom: Newsroom()))
        await app.settle()
        #expect(app.screenTitle == "Front page", "The app should open on “Front page”; it shows \(title(app)).")
        #expect(app.texts.contains("Edition 1"), "The front page should say “Edition 1”. The screen shows:\n\(app.screen)")
        #expect(headlines(app) == ["Harbour bridge opens", "Library extends hours"],
                "The first edition's headlines should be listed. The screen shows:\n\(app.screen)")
    }

    @Test("Each minute the front page shows the latest edition")
    func followsEditions() async throws {
        let app = ViewHost(FrontPage(newsroom: Newsroom()))
        await app.settle()
        await app.advance(by: .seconds(60))
        #expect(app.texts.contains("Edition 2"), "After a minute the front page should say “Edition 2”. The screen shows:\n\(app.screen)")
        #expect(headlines(app) == ["Storm warning for Friday", "Harbour bridge opens", "Library extends hours"],
                "After a minute the front page should list the second edition's headlines. The screen shows:\n\(app.screen)")
        await app.advance(by: .seconds(60))
        #expect(headlines(app) == ["Storm warning upgraded", "Harbour bridge opens"],
                "After two minutes the front page should list the third edition's headlines. The screen shows:\n\(app.screen)")
    }

    @Test("Going back from an article shows the latest front page")
    func backShowsLatest() async throws {
        let app = ViewHost(FrontPage(newsroom: Newsroom()))
        await app.settle()
        try app.tapLink("Library extends hours")
        #expect(app.texts == ["The central library now opens until 10 pm on weekdays."],
                "“Library extends hours” should open its article. The screen shows:\n\(app.screen)")
        try app.back()
        await app.advance(by: .seconds(60))
        #expect(app.screenTitle == "Front page", "Back from an article should show “Front page”; the app shows \(title(app)).")
        #expect(headlines(app).first == "Storm warning for Friday",
                "The front page should show the new edition's top story. The screen shows:\n\(app.screen)")
    }
}
