import ViewSim

/// One train leaving the station today.
struct Departure: Identifiable, Equatable {
    let id: String
    let time: String
    let destination: String
    let platform: Int
    var delayMinutes = 0

    /// Today's timetable: a train every 7 minutes from 06:00, 120 in all.
    static let today: [Departure] = (0..<120).map { index in
        let minutes = 6 * 60 + index * 7
        let time = "\(minutes / 60 < 10 ? "0" : "")\(minutes / 60):\(minutes % 60 < 10 ? "0" : "")\(minutes % 60)"
        let destinations = ["Cambridge", "Brighton", "Oxford", "Reading", "Luton Airport", "Bedford", "Gatwick Airport", "Stansted Airport"]
        return Departure(id: "T\(index + 1)", time: time, destination: destinations[index % destinations.count],
                         platform: 1 + index % 9)
    }
}

/// The station's live departures feed. The app asks it for the latest board every 30 seconds; most of the time
/// nothing has changed since the last answer.
@MainActor final class DepartureFeed {
    var board: [Departure]

    init(board: [Departure] = Departure.today) {
        self.board = board
    }

    func latest() async -> [Departure] {
        board
    }
}

/// What the departures screen shows: the latest board, and the trains the traveller wants a reminder for.
@MainActor final class DepartureBoard: ObservableObject {
    @Published var departures: [Departure] = []
    @Published var reminders: Set<Departure.ID> = []
    private let feed: DepartureFeed

    init(feed: DepartureFeed) {
        self.feed = feed
    }

    /// Fetches the latest board from the feed.
    func refresh() async {
        let new = await feed.latest()
        // Only replace the board when something changed: a train came or went, or a delay changed.
        let delay = { (board: [Departure]) in board.reduce(0) { $0 + $1.delayMinutes } }
        if new.count != departures.count || delay(new) != delay(departures) { departures = new }
    }

    func toggleReminder(for departure: Departure) {
        if reminders.contains(departure.id) {
            reminders.remove(departure.id)
        } else {
            reminders.insert(departure.id)
        }
    }
}

/// One train: time, destination, whether it runs late, its platform, and a reminder button.
struct DepartureRow: View {
    let departure: Departure
    @EnvironmentObject private var board: DepartureBoard

    var body: some View {
        HStack {
            Text("\(departure.time) \(departure.destination)")
            Text(departure.delayMinutes == 0 ? "On time" : "+\(departure.delayMinutes) min")
            Text("Platform \(departure.platform)")
            Button(board.reminders.contains(departure.id) ? "Reminder set" : "Remind me") {
                board.toggleReminder(for: departure)
            }
        }
    }
}

/// The station's departures, kept up to date while the screen is open.
struct DeparturesScreen: View {
    @StateObject private var board: DepartureBoard

    init(feed: DepartureFeed = DepartureFeed()) {
        _board = StateObject(wrappedValue: DepartureBoard(feed: feed))
    }

    var body: some View {
        ScrollView {
            VStack {
                Text("Central Station · departures")
                ForEach(board.departures) { departure in
                    DepartureRow(departure: departure)
                }
            }
        }
        .environmentObject(board)
        .task {
            while true {
                await board.refresh()
                do { try await Task.sleep(for: .seconds(30)) } catch { return }
            }
        }
    }
}
