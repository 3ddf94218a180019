import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import FinishedTrainingStillOffered

/// The app's standard settings with this screen's keys removed, so tests never see each other's settings. (Each check
/// runs with a home folder of its own, so nothing outlives the run.) Using `.standard` itself means a fix that reads
/// and writes `UserDefaults.standard` directly, as well as `@AppStorage`, sees what the test sets.
@MainActor
private func freshDefaults() -> UserDefaults {
    for key in ["finishedSafetyTraining", "shiftOrder"] { UserDefaults.standard.removeObject(forKey: key) }
    return .standard
}

private let byDate = ["Mon 3 Mar · Riverside depot", "Tue 4 Mar · Airport hub", "Thu 6 Mar · Riverside depot", "Fri 7 Mar · City centre"]
private let bySite = ["Tue 4 Mar · Airport hub", "Fri 7 Mar · City centre", "Mon 3 Mar · Riverside depot", "Thu 6 Mar · Riverside depot"]

@MainActor
private func shiftLines<Root>(_ app: ViewHost<Root>) -> [String] {
    app.texts.filter { $0.contains(" · ") }
}

@MainActor
private func quoted(_ lines: [String]) -> String {
    lines.isEmpty ? "no shifts" : lines.map { "\(quoted: $0)" }.joined(separator: ", ")
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct TrainingSymptoms {
    @Test("After finishing the training, the home screen no longer offers it")
    func finishedTrainingClearsBanner() throws {
        let app = ViewHost(ShiftsScreen(), defaults: freshDefaults())
        try app.tap("Start Required Training")
        try app.tap("Finish training")
        #expect(app.texts.contains("Safety training complete") && !app.isShowing(.button, "Start Required Training"),
                "After finishing the safety training, the home screen still offers “Start Required Training”; it should say “Safety training complete”. The screen shows:\n\(app.screen)")
    }

    @Test("Choosing “Site” sorts the shifts by site")
    func sortBySite() throws {
        let app = ViewHost(ShiftsScreen(), defaults: freshDefaults())
        try app.select("Site", in: "Sort shifts by")
        let shown = try app.selection(of: "Sort shifts by")
        #expect(shown == "Site",
                "After choosing “Site”, the sort picker still shows \(quoted: shown ?? "nothing"); it should show “Site”.")
        #expect(shiftLines(app) == bySite,
                "After choosing “Site”, the shifts are listed as \(quoted(shiftLines(app))); they should be sorted by site: \(quoted(bySite)).")
        try app.select("Date", in: "Sort shifts by")
        #expect(shiftLines(app) == byDate,
                "After choosing “Site” and then “Date” again, the shifts are listed as \(quoted(shiftLines(app))); they should be back in date order: \(quoted(byDate)).")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct TrainingRegressions {
    @Test("A new worker is offered the training and sees the shifts by date")
    func newWorker() throws {
        let app = ViewHost(ShiftsScreen(), defaults: freshDefaults())
        #expect(app.isShowing(.button, "Start Required Training") && !app.texts.contains("Safety training complete"),
                "A new worker should be offered “Start Required Training”. The screen shows:\n\(app.screen)")
        let chosen = try app.selection(of: "Sort shifts by")
        #expect(shiftLines(app) == byDate && chosen == "Date",
                "A new worker should see the shifts by date, with “Date” chosen: \(quoted(byDate)). The screen shows:\n\(app.screen)")
    }

    @Test("A worker who finished the training and sorts by site sees that when the app opens")
    func savedChoicesShown() throws {
        let defaults = freshDefaults()
        defaults.set(true, forKey: "finishedSafetyTraining")
        defaults.set("site", forKey: "shiftOrder")
        let app = ViewHost(ShiftsScreen(), defaults: defaults)
        #expect(app.texts.contains("Safety training complete") && !app.isShowing(.button, "Start Required Training"),
                "A worker who already finished the training should see “Safety training complete” when the app opens. The screen shows:\n\(app.screen)")
        #expect(shiftLines(app) == bySite,
                "A worker who chose to sort by site should see \(quoted(bySite)) when the app opens; the screen lists \(quoted(shiftLines(app))).")
    }

    @Test("“Start Required Training” opens the training, and finishing it closes it")
    func trainingOpensAndCloses() throws {
        let app = ViewHost(ShiftsScreen(), defaults: freshDefaults())
        try app.tap("Start Required Training")
        #expect(app.isShowing(.button, "Finish training") && app.texts.contains("Safety training"),
                "“Start Required Training” should open the safety training with a “Finish training” button. The screen shows:\n\(app.screen)")
        try app.tap("Finish training")
        #expect(!app.isShowing(.button, "Finish training") && app.isShowing(.picker, "Sort shifts by"),
                "After “Finish training” the training should close, back to the home screen. The screen shows:\n\(app.screen)")
    }

    @Test("The finished training and the chosen order are saved for the next launch")
    func choicesAreSaved() throws {
        let defaults = freshDefaults()
        let app = ViewHost(ShiftsScreen(), defaults: defaults)
        try app.tap("Start Required Training")
        try app.tap("Finish training")
        try app.select("Site", in: "Sort shifts by")
        #expect(defaults.bool(forKey: "finishedSafetyTraining") && defaults.string(forKey: "shiftOrder") == "site",
                "After finishing the training and choosing “Site”, both should be saved in the app's settings (“finishedSafetyTraining”, “shiftOrder”).")
        app.background()
        app.relaunch()
        #expect(app.texts.contains("Safety training complete") && shiftLines(app) == bySite,
                "After finishing the training, choosing “Site” and opening the app again, it should say “Safety training complete” and list \(quoted(bySite)). The screen shows:\n\(app.screen)")
    }
}
