import Testing
import ViewSim
import ViewSimTesting
@testable import RunsStayInKilometres

/// The runs' lines as the user reads them.
@MainActor private func runLines<Root: View>(_ app: ViewHost<Root>) -> [String] {
    app.texts.filter { ["Mon:", "Tue:", "Wed:", "Fri:", "Sun:"].contains(where: $0.hasPrefix) }
}

private func quoted(_ lines: [String]) -> String {
    lines.isEmpty ? "nothing" : lines.map { "\(quoted: $0)" }.joined(separator: ", ")
}

/// The runs as a phone set up in miles from the start shows them: an ancestor sets the unit before the list is ever drawn.
private struct RunsInMiles: View {
    var body: some View {
        RunList(runs: [Run(day: "Tue", metres: 3_219), Run(day: "Sun", metres: 10_000)])
            .environment(\.distanceUnit, .miles)
    }
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct UnitsSymptoms {
    @Test("Choosing miles shows every run in miles")
    func runsFollowMiles() throws {
        let app = ViewHost(TrainingLog())
        try app.select("mi", in: "Units")
        let runs = runLines(app)
        #expect(runs == ["Mon: 3.1 mi", "Wed: 5.1 mi", "Fri: 2.5 mi", "Sun: 7.5 mi"],
                "After choosing mi in Units the runs read \(quoted(runs)); they should read “Mon: 3.1 mi”, “Wed: 5.1 mi”, “Fri: 2.5 mi”, “Sun: 7.5 mi”, like the total above them (\(quoted: app.texts.first { $0.hasPrefix("This week") } ?? "")).")
    }

    @Test("Switching mi, km, mi leaves the runs in miles")
    func runsFollowEverySwitch() throws {
        let app = ViewHost(TrainingLog())
        try app.select("mi", in: "Units")
        try app.select("km", in: "Units")
        try app.select("mi", in: "Units")
        let runs = runLines(app)
        #expect(runs.first == "Mon: 3.1 mi",
                "After switching Units to mi, back to km and to mi again, Monday's run reads \(quoted: runs.first ?? "nothing"); it should read “Mon: 3.1 mi”.")
    }

    @Test("Runs first shown on a phone set to miles are in miles")
    func runsStartInMiles() {
        let app = ViewHost(RunsInMiles())
        let runs = runLines(app)
        #expect(runs == ["Tue: 2.0 mi", "Sun: 6.2 mi"],
                "On a phone set to miles before the runs are first shown, they read \(quoted(runs)); they should read “Tue: 2.0 mi”, “Sun: 6.2 mi”.")
    }
}

// These tests judge what must keep working, not the bug the tests above judge: they accept SwiftUI's warning about an
// environment value read outside a view, so that they can pass before the fix.
@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct UnitsRegressions {
    @Test("The log opens in kilometres: the week's total and every run")
    func opensInKilometres() {
        let app = ViewHost(TrainingLog(), expecting: [.environmentAccessedOutsideView])
        #expect(app.texts.contains("This week: 29.2 km"),
                "The log should open with “This week: 29.2 km”. The screen shows:\n\(app.screen)")
        let runs = runLines(app)
        #expect(runs == ["Mon: 5.0 km", "Wed: 8.2 km", "Fri: 4.0 km", "Sun: 12.0 km"],
                "The runs should open as “Mon: 5.0 km”, “Wed: 8.2 km”, “Fri: 4.0 km”, “Sun: 12.0 km”; they read \(quoted(runs)).")
    }

    @Test("Choosing miles changes the week's total, and km changes it back")
    func totalFollowsUnits() throws {
        let app = ViewHost(TrainingLog(), expecting: [.environmentAccessedOutsideView])
        try app.select("mi", in: "Units")
        #expect(app.texts.contains("This week: 18.1 mi"),
                "After choosing mi the total should read “This week: 18.1 mi”. The screen shows:\n\(app.screen)")
        try app.select("km", in: "Units")
        #expect(app.texts.contains("This week: 29.2 km"),
                "After choosing km again the total should read “This week: 29.2 km”. The screen shows:\n\(app.screen)")
        #expect(try app.selection(of: "Units") == "km", "The Units picker should show km.")
    }
}
