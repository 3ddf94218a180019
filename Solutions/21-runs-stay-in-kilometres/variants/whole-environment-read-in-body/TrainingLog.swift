import ViewSim

/// How distances are shown.
enum DistanceUnit: Hashable {
    case kilometres, miles

    /// A distance given in metres, in this unit, to a tenth: “8.2 km”, “5.1 mi”.
    func format(_ metres: Int) -> String {
        let tenths = switch self {
        case .kilometres: Int((Double(metres) / 100).rounded())
        case .miles: Int((Double(metres) / 160.9344).rounded())
        }
        return "\(tenths / 10).\(tenths % 10) \(self == .kilometres ? "km" : "mi")"
    }
}

private struct DistanceUnitKey: EnvironmentKey {
    static let defaultValue = DistanceUnit.kilometres
}

extension EnvironmentValues {
    /// The unit every distance on screen uses; the training log sets it from its Units picker.
    var distanceUnit: DistanceUnit {
        get { self[DistanceUnitKey.self] }
        set { self[DistanceUnitKey.self] = newValue }
    }
}

/// One logged run: the day and how far, in metres.
struct Run {
    let day: String
    let metres: Int
}

/// The week's total, above the runs.
struct WeekTotal: View {
    @Environment(\.distanceUnit) private var unit
    let runs: [Run]

    var body: some View {
        Text("This week: \(unit.format(runs.reduce(0) { $0 + $1.metres }))")
    }
}

/// One run of the log: “Wed: 8.2 km”.
struct RunRow: View {
    @Environment(\.self) private var environment
    let run: Run

    var body: some View {
        Text("\(run.day): \(environment.distanceUnit.format(run.metres))")
    }
}

/// The runs of the week, one row each.
struct RunList: View {
    let runs: [Run]

    var body: some View {
        VStack {
            ForEach(runs, id: \.day) { run in
                RunRow(run: run)
            }
        }
    }
}

/// The training log: a Units picker, and every distance below it in the chosen unit.
struct TrainingLog: View {
    @State private var unit = DistanceUnit.kilometres

    let runs = [
        Run(day: "Mon", metres: 5_000),
        Run(day: "Wed", metres: 8_200),
        Run(day: "Fri", metres: 4_000),
        Run(day: "Sun", metres: 12_000),
    ]

    var body: some View {
        VStack {
            Picker("Units", selection: $unit) {
                Text("km").tag(DistanceUnit.kilometres)
                Text("mi").tag(DistanceUnit.miles)
            }
            WeekTotal(runs: runs)
            RunList(runs: runs)
        }
        .environment(\.distanceUnit, unit)
    }
}
