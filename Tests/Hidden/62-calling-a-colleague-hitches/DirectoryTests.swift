import Testing
import ViewSim
import ViewSimTesting
@testable import CallingAColleagueHitches

@MainActor
func banner(_ app: ViewHost<DirectoryScreen>) -> String? {
    app.texts.first { $0.hasPrefix("Calling") }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct DirectoryRegressions {
    @Test("The directory lists everyone A to Z, with team and extension")
    func listsEveryone() throws {
        let app = ViewHost(DirectoryScreen())
        #expect(Array(app.texts.prefix(4)) == ["Aisha Abara", "Finance · ext. 2000", "Aisha Berg", "Design · ext. 2007"],
                "The directory should start with Aisha Abara and Aisha Berg, each with team and extension. The screen shows:\n\(app.screen)")
        #expect(banner(app) == nil, "No call should be on when the directory opens. The screen shows:\n\(app.screen)")
        try app.scroll(to: 600)
        #expect(app.texts.suffix(2) == ["Yara Zhou", "Marketing · ext. 2193"],
                "At the end of the directory should be Yara Zhou. The screen shows:\n\(app.screen)")
    }

    @Test("Calling a colleague shows who is being called until the call ends")
    func callAndHangUp() throws {
        let app = ViewHost(DirectoryScreen())
        try app.row(containing: "Aisha Berg").tap("Call")
        #expect(banner(app) == "Calling Aisha Berg on ext. 2007…",
                "After calling Aisha Berg the banner reads \(quoted: banner(app) ?? "nothing"); it should read “Calling Aisha Berg on ext. 2007…”.")
        try app.tap("End call")
        #expect(banner(app) == nil, "After “End call” the banner should go. The screen shows:\n\(app.screen)")
        try app.scroll(to: 361)
        try app.row(containing: "Mei Abara").tap("Call")
        #expect(banner(app) == "Calling Mei Abara on ext. 2520…",
                "After scrolling down and calling Mei Abara the banner reads \(quoted: banner(app) ?? "nothing"); it should read “Calling Mei Abara on ext. 2520…”.")
    }
}

@Suite("How fast it feels", .tags(.hotPath)) @MainActor
struct DirectoryHotPath {
    @Test("Calling a colleague and hanging up")
    func callAndHangUp() throws {
        let app = ViewHost(DirectoryScreen())
        let cost = try app.measure("call a colleague and hang up") {
            try app.row(containing: "Aisha Costa").tap("Call")
            #expect(banner(app) == "Calling Aisha Costa on ext. 2021…",
                    "After calling Aisha Costa the banner reads \(quoted: banner(app) ?? "nothing"); it should read “Calling Aisha Costa on ext. 2021…”.")
            try app.tap("End call")
        }
        #expect(banner(app) == nil, "After “End call” the banner should go. The screen shows:\n\(app.screen)")
    }
}
