import Foundation
import ViewSim

/// How the writer feels today.
enum Mood: String, CaseIterable, Identifiable {
    case great = "Great", good = "Good", okay = "Okay", low = "Low"

    var id: Self { self }
}

/// What the Today screen says about the journal: how much is in it and how the latest entry begins.
///
/// The journal is a plain text file: each entry starts with a line `## <date>`, followed by what was written that day.
struct JournalSummary {
    var entries = 0
    var words = 0
    var lastDate = ""
    var lastLine = ""

    init(text: String) {
        var inLastEntry = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("## ") {
                entries += 1
                lastDate = String(line.dropFirst(3))
                inLastEntry = true
            } else {
                words += line.split(separator: " ").count
                if inLastEntry {
                    lastLine = String(line)
                    inLastEntry = false
                }
            }
        }
    }
}

/// The journal's home screen: today's mood, and a summary of everything written so far.
struct TodayScreen: View {
    /// The journal file, in the app's documents folder.
    let journal: URL
    @State private var mood = Mood.okay
    /// Loaded in `.task`, off the body, so picking a mood never waits for the disk.
    @State private var summary = JournalSummary(text: "")

    var body: some View {
        VStack {
            Picker("How are you today?", selection: $mood) {
                ForEach(Mood.allCases) { mood in
                    Text(mood.rawValue).tag(mood)
                }
            }
            Text("Feeling \(mood.rawValue.lowercased()) today")
            if summary.entries == 0 {
                Text("No entries yet")
            } else {
                Text("\(summary.entries) entries · \(summary.words) words")
                Text("Last entry: \(summary.lastDate)")
                Text(summary.lastLine)
            }
        }
        .task {
            summary = JournalSummary(text: (try? String(contentsOf: journal, encoding: .utf8)) ?? "")
        }
        // Refresh the summary after each pick, in a task of its own so the pick itself stays quick.
        .onChange(of: mood) {
            Task {
                summary = JournalSummary(text: (try? String(contentsOf: journal, encoding: .utf8)) ?? "")
            }
        }
    }
}
