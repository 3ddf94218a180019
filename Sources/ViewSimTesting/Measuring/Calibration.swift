@_spi(ViewSimHost) import ViewSim

/// The workload timed budgets are measured against: hosting a 200-row eager list and toggling one row's state, the
/// median of 21 toggles. It runs once per process, in the same process and run as the hot paths, so a budget such as
/// "at most 5× the calibration" means the same on a fast laptop and a loaded 2-core CI machine.
@MainActor
enum Calibration {
    static var milliseconds: Double {
        if let measured { return measured }
        let app = ViewHost(CalibrationList())
        func toggle() { try? app.tap("Row 100") }
        for _ in 0..<5 { toggle() }
        let median = Stopwatch.median((0..<21).map { _ in Stopwatch.milliseconds(toggle) })
        measured = median
        return median
    }

    private static var measured: Double?
}

private struct CalibrationRow: View {
    let index: Int
    @State private var isOn = false
    var body: some View {
        HStack {
            Text(isOn ? "On" : "Off")
            Button("Row \(index)") { isOn.toggle() }
        }
    }
}

private struct CalibrationList: View {
    var body: some View {
        VStack {
            ForEach(0..<200, id: \.self) { CalibrationRow(index: $0) }
        }
    }
}

/// Wall-clock timing helpers.
enum Stopwatch {
    static func milliseconds(_ work: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try work()
        return milliseconds(ContinuousClock.now - start)
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
    }

    /// The middle value (the lower middle of an even count); 0 for none.
    static func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

    /// The smallest value with at least `fraction` of the values at or below it (nearest rank); 0 for none.
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        var ordered = values
        uncountedSort(&ordered, by: <)  // uncounted: not the app's work (Cost)
        let rank = Int((fraction * Double(ordered.count)).rounded(.up)) - 1
        return ordered[min(ordered.count - 1, max(0, rank))]
    }
}
