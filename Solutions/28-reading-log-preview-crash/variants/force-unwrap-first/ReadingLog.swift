import ViewSim

/// One reading session: which book, and how many pages.
struct ReadingSession: Identifiable {
    let id: Int
    let book: String
    let pages: Int

    /// What this reader logged this week, newest first.
    static let thisWeek = [
        ReadingSession(id: 3, book: "Piranesi", pages: 42),
        ReadingSession(id: 2, book: "Piranesi", pages: 35),
        ReadingSession(id: 1, book: "The Hobbit", pages: 60),
    ]
}

/// This week's reading: the latest session, the week's total, and every session, newest first.
struct ReadingLogScreen: View {
    let sessions: [ReadingSession]

    var body: some View {
        VStack {
            Text("This week")
            let latest = sessions.first!
            Text("Last read: \(latest.book), \(latest.pages) pages")
            Text("\(sessions.reduce(0) { $0 + $1.pages }) pages in \(sessions.count) sessions")
            ForEach(sessions) { session in
                Text("\(session.book): \(session.pages) pages")
            }
        }
    }
}

/// The app's root: the reader's log, and a button that logs a session of the book they are reading.
struct ContentView: View {
    @State private var sessions = ReadingSession.thisWeek

    var body: some View {
        VStack {
            ReadingLogScreen(sessions: sessions)
            Button("Log 20 pages of Piranesi") {
                sessions.insert(ReadingSession(id: sessions.count + 1, book: "Piranesi", pages: 20), at: 0)
            }
        }
    }
}

struct ReadingLogScreen_Previews: PreviewProvider {
    static var previews: some View {
        ReadingLogScreen(sessions: ReadingSession.thisWeek)
        // A reader who has just installed the app.
        ReadingLogScreen(sessions: [])
    }
}
