import ViewSim

/// One episode of the podcast.
struct Episode: Identifiable {
    let id: Int
    let title: String
    let minutes: Int

    static let all: [Episode] = [
        "The Silk Road", "The Library of Alexandria", "The Printing Press", "The Black Death", "The Longitude Prize",
        "The Great Stink", "The Tulip Mania", "The Lost Colony", "The Suez Canal", "The Transatlantic Cable",
        "The Rosetta Stone", "The Spice Islands", "The Hanseatic League", "The Antikythera Mechanism",
        "The Year Without a Summer", "The Great Fire of London", "The Dust Bowl", "The Panama Canal",
        "The First Photograph", "The Voyage of the Beagle", "The Bounty Mutiny", "The Gold Rush", "The Pony Express",
        "The Telegraph", "The Titanic", "The Hindenburg", "The Moon Hoax of 1835", "The Great Exhibition",
        "The Orient Express", "The Lighthouse Keepers", "The Code Breakers", "The Cartographers", "The Comet of 1910",
        "The Brooklyn Bridge", "The Eiffel Tower", "The Channel Tunnel", "The Space Race", "The Terracotta Army",
        "The Dead Sea Scrolls", "The Voynich Manuscript",
    ].enumerated().flatMap { index, topic in
        (1...2).map { part in
            let number = index * 2 + part
            return Episode(id: number, title: "\(number). \(topic), part \(part)", minutes: 38 + number * 7 % 25)
        }
    }
}

private struct PlaybackPositionKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    /// How far into the playing episode the player is, in seconds.
    var playbackPosition: Int {
        get { self[PlaybackPositionKey.self] }
        set { self[PlaybackPositionKey.self] = newValue }
    }
}

/// An episode's title, and its length or, while it plays, the time left.
struct EpisodeRow: View {
    let episode: Episode
    let isPlaying: Bool
    @Environment(\.self) private var environment

    var body: some View {
        VStack {
            Text(episode.title)
            if isPlaying {
                Text("\(Self.clock(episode.minutes * 60 - environment.playbackPosition)) left")
            } else {
                Text("\(episode.minutes) min")
            }
        }
    }

    /// `2735` → `45:35`.
    static func clock(_ seconds: Int) -> String {
        let rest = seconds % 60
        return "\(seconds / 60):\(rest < 10 ? "0" : "")\(rest)"
    }
}

/// The show's episodes, newest last, each with a Play/Pause button; the playing one counts down.
struct EpisodeList: View {
    @State private var playingID: Episode.ID?
    @State private var position = 0

    var body: some View {
        ScrollView {
            VStack {
                Text("The History Hour")
                ForEach(Episode.all) { episode in
                    HStack {
                        EpisodeRow(episode: episode, isPlaying: episode.id == playingID)
                        Button(episode.id == playingID ? "Pause" : "Play") {
                            playingID = episode.id == playingID ? nil : episode.id
                        }
                    }
                    .id(episode.id == playingID ? "\(episode.id)@\(position)" : "\(episode.id)")
                }
            }
        }
        .environment(\.playbackPosition, position)
        .task(id: playingID) {
            guard playingID != nil else { return }
            position = 0
            while true {
                do { try await Task.sleep(for: .seconds(1)) } catch { return }
                position += 1
            }
        }
    }
}
