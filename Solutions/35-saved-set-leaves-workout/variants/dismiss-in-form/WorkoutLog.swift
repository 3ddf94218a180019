import ViewSim

/// One set of an exercise: how many repetitions, at what weight.
struct LoggedSet: Identifiable {
    let id: Int
    let reps: Int
    let kilograms: Int
}

/// Today's training log: the sets logged for each exercise.
@Observable
final class WorkoutLog {
    static let exercises = ["Squat", "Bench press", "Deadlift"]

    private(set) var sets: [String: [LoggedSet]] = [:]
    private var lastID = 0

    func add(reps: Int, kilograms: Int, to exercise: String) {
        lastID += 1
        sets[exercise, default: []].append(LoggedSet(id: lastID, reps: reps, kilograms: kilograms))
    }
}

/// Where the user is in the app.
enum Route: Hashable {
    case exercise(String)
    case newSet(String)
}

/// The form for a new set. Saving logs the set and goes back to the exercise.
struct NewSetForm: View {
    let exercise: String
    let log: WorkoutLog
    @Environment(\.dismiss) private var dismiss
    @State private var reps = 5
    @State private var kilograms = 60

    var body: some View {
        VStack {
            Stepper("Reps: \(reps)", value: $reps, in: 1...30)
            Stepper("Weight: \(kilograms) kg", value: $kilograms, in: 0...300, step: 5)
            Button("Save") {
                log.add(reps: reps, kilograms: kilograms, to: exercise)
                dismiss()
            }
        }
        .navigationTitle("New set")
    }
}

/// An exercise's sets so far, a way to log a new one, and a shortcut to log the last one again.
struct ExerciseScreen: View {
    let exercise: String
    let log: WorkoutLog
    @Binding var path: [Route]

    var body: some View {
        let sets = log.sets[exercise] ?? []
        VStack {
            if sets.isEmpty {
                Text("No sets yet")
            }
            ForEach(sets) { set in
                Text("\(set.reps) × \(set.kilograms) kg")
            }
            NavigationLink("Log a set", value: Route.newSet(exercise))
            if let last = sets.last {
                Button("Repeat last set") { log.add(reps: last.reps, kilograms: last.kilograms, to: exercise) }
            }
        }
        .navigationTitle(exercise)
    }
}

/// The app: today's exercises, each with its sets.
struct TrainingApp: View {
    let log: WorkoutLog
    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                ForEach(WorkoutLog.exercises, id: \.self) { exercise in
                    NavigationLink(exercise, value: Route.exercise(exercise))
                }
            }
            .navigationTitle("Today")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .exercise(let exercise):
                    ExerciseScreen(exercise: exercise, log: log, path: $path)
                case .newSet(let exercise):
                    NewSetForm(exercise: exercise, log: log)
                }
            }
        }
    }
}
