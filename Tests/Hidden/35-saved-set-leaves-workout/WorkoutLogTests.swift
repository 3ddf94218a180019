import Testing
import ViewSim
import ViewSimTesting
@testable import SavedSetLeavesWorkout

@MainActor
func title(_ app: ViewHost<TrainingApp>) -> String {
    app.screenTitle.map { "\(quoted: $0)" } ?? "a screen with no title"
}

/// The set lines on screen (“5 × 60 kg”).
@MainActor
func setLines(_ app: ViewHost<TrainingApp>) -> [String] {
    app.texts.filter { $0.hasSuffix(" kg") && $0.contains(" × ") }
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct SavingSymptoms {
    @Test("Saving a new set goes back to the exercise, not to Today")
    func saveReturnsToExercise() throws {
        let app = ViewHost(TrainingApp(log: WorkoutLog()))
        try app.tapLink("Squat")
        try app.tapLink("Log a set")
        try app.tap("Save")
        #expect(app.screenTitle == "Squat",
                "After logging a set for Squat and tapping “Save”, the app shows \(title(app)); it should go back to “Squat”. The screen shows:\n\(app.screen)")
        #expect(setLines(app) == ["5 × 60 kg"],
                "Back on Squat after saving, the set list should read “5 × 60 kg”. The screen shows:\n\(app.screen)")
    }

    @Test("“Repeat last set” keeps the user on the exercise")
    func repeatStaysOnExercise() throws {
        let log = WorkoutLog()
        log.add(reps: 8, kilograms: 40, to: "Bench press")
        let app = ViewHost(TrainingApp(log: log))
        try app.tapLink("Bench press")
        try app.tap("Repeat last set")
        #expect(app.screenTitle == "Bench press",
                "After tapping “Repeat last set” on Bench press, the app shows \(title(app)); it should stay on “Bench press”. The screen shows:\n\(app.screen)")
        #expect(setLines(app) == ["8 × 40 kg", "8 × 40 kg"],
                "After repeating the last set, Bench press should list “8 × 40 kg” twice. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct SavingRegressions {
    @Test("The app opens on Today with every exercise")
    func opensOnToday() throws {
        let app = ViewHost(TrainingApp(log: WorkoutLog()))
        #expect(app.screenTitle == "Today", "The app should open on “Today”; it shows \(title(app)).")
        for exercise in WorkoutLog.exercises {
            #expect(app.isShowing(.button, exercise), "Today should list \(quoted: exercise). The screen shows:\n\(app.screen)")
        }
    }

    @Test("An exercise shows its sets, or that there are none")
    func exerciseShowsSets() throws {
        let log = WorkoutLog()
        log.add(reps: 3, kilograms: 120, to: "Deadlift")
        let app = ViewHost(TrainingApp(log: log))
        try app.tapLink("Deadlift")
        #expect(setLines(app) == ["3 × 120 kg"], "Deadlift should list its set “3 × 120 kg”. The screen shows:\n\(app.screen)")
        try app.back()
        try app.tapLink("Squat")
        #expect(app.texts.contains("No sets yet"), "Squat, with nothing logged, should say “No sets yet”. The screen shows:\n\(app.screen)")
        #expect(!app.isShowing(.button, "Repeat last set"), "With no sets there is nothing to repeat. The screen shows:\n\(app.screen)")
    }

    @Test("The form saves the reps and weight the user chose")
    func savesChosenValues() throws {
        let log = WorkoutLog()
        let app = ViewHost(TrainingApp(log: log))
        try app.tapLink("Squat")
        try app.tapLink("Log a set")
        #expect(app.screenTitle == "New set", "“Log a set” should open the “New set” form; the app shows \(title(app)).")
        try app.increment("Reps: 5")
        try app.increment("Weight: 60 kg")
        try app.increment("Weight: 65 kg")
        try app.tap("Save")
        let saved = (log.sets["Squat"] ?? []).map { "\($0.reps) × \($0.kilograms) kg" }
        #expect(saved == ["6 × 70 kg"], "Saving 6 reps at 70 kg should log exactly that for Squat; the log holds \(saved).")
    }

    @Test("Back from the form returns to the exercise and logs nothing")
    func backFromFormLogsNothing() throws {
        let log = WorkoutLog()
        let app = ViewHost(TrainingApp(log: log))
        try app.tapLink("Squat")
        try app.tapLink("Log a set")
        try app.back()
        #expect(app.screenTitle == "Squat", "Back from the form should return to “Squat”; the app shows \(title(app)).")
        #expect(log.sets["Squat", default: []].isEmpty, "Going back from the form should not log a set.")
        try app.back()
        #expect(app.screenTitle == "Today", "Back from Squat should return to “Today”; the app shows \(title(app)).")
    }

    @Test("“Repeat last set” logs the last set again")
    func repeatLogs() throws {
        let log = WorkoutLog()
        log.add(reps: 10, kilograms: 50, to: "Squat")
        let app = ViewHost(TrainingApp(log: log))
        try app.tapLink("Squat")
        try app.tap("Repeat last set")
        let saved = (log.sets["Squat"] ?? []).map { "\($0.reps) × \($0.kilograms) kg" }
        #expect(saved == ["10 × 50 kg", "10 × 50 kg"], "“Repeat last set” should log “10 × 50 kg” again; the log holds \(saved).")
    }
}
