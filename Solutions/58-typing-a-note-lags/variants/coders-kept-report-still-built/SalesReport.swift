import ViewSim

/// One day of the shop's sales, as the back office exports it.
struct DailySales: Decodable {
    let day: String
    let total: Double
    let orders: Int
}

/// The back office's export for the first quarter of 2024: one JSON object per day, 91 days.
enum SalesExport {
    static let quarter: String = {
        let months = [("Jan", 31), ("Feb", 29), ("Mar", 31)]
        var days: [String] = []
        for (month, length) in months {
            for date in 1...length {
                let index = days.count
                let total = Double(200 + index * 37 % 150) + (index % 2 == 0 ? 0.5 : 0.25)
                days.append("{\"day\": \"\(date) \(month)\", \"total\": \(total), \"orders\": \(10 + index % 7)}")
            }
        }
        return "[" + days.joined(separator: ",\n") + "]"
    }()
}

/// Which days the summary adds up.
enum Period: String, CaseIterable {
    case quarter = "Quarter"
    case lastThirtyDays = "Last 30 days"
}

/// The quarter's sales, decoded from the export, and the period the manager is looking at.
@Observable final class SalesReport {
    let days: [DailySales]
    var period = Period.quarter
    private let money: NumberFormatter
    private static let decoder = JSONDecoder()
    private static let moneyFormatter = NumberFormatter()

    init(export: String = SalesExport.quarter) {
        // Still 91 days decoded at every keystroke (each new SalesSummary evaluates SalesReport()), with a decoder made once.
        days = (try? Self.decoder.decode([DailySales].self, from: Data(export.utf8))) ?? []
        money = Self.moneyFormatter
        money.locale = Locale(identifier: "en_GB")
        money.numberStyle = .decimal
        money.minimumFractionDigits = 2
        money.maximumFractionDigits = 2
    }

    private var shown: ArraySlice<DailySales> {
        period == .quarter ? days[...] : days.suffix(30)
    }

    var revenue: String {
        "£" + (money.string(from: NSNumber(value: shown.map(\.total).reduce(0, +))) ?? "")
    }

    var orders: Int {
        shown.map(\.orders).reduce(0, +)
    }
}

/// The figures at the top of the report: revenue and orders for the chosen period.
struct SalesSummary: View {
    @State private var report = SalesReport()

    var body: some View {
        @Bindable var report = report
        VStack {
            Picker("Period", selection: $report.period) {
                ForEach(Period.allCases, id: \.self) { period in
                    Text(period.rawValue).tag(period)
                }
            }
            Text("Revenue: \(report.revenue)")
            Text("Orders: \(report.orders)")
        }
    }
}

/// The quarterly report screen: the figures, and a note the manager writes for the team.
struct ReportScreen: View {
    @State private var note = ""

    var body: some View {
        VStack {
            Text("Q1 2024 · Harbour Street shop")
            SalesSummary()
            TextField("Note for the team", text: $note)
            Text("\(note.count)/140")
        }
    }
}
