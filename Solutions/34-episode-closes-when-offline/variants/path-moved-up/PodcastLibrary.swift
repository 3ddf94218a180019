import ViewSim

/// A podcast episode in the library.
struct Episode: Hashable, Identifiable {
    let id: Int
    let title: String
    let minutes: Int
    let notes: String
    let isDownloaded: Bool

    /// The episodes in the library.
    static let library = [
        Episode(id: 1, title: "The Deep Sea", minutes: 42, notes: "Anglerfish, vents and the twilight zone.", isDownloaded: true),
        Episode(id: 2, title: "Night Trains", minutes: 35, notes: "Sleeper routes from Vienna to Venice.", isDownloaded: false),
        Episode(id: 3, title: "Sourdough Science", minutes: 51, notes: "Wild yeast, lactic acid and patience.", isDownloaded: true),
    ]
}

/// Whether the phone is online. The app's connection monitor updates it as the network comes and goes.
@Observable
final class NetworkStatus {
    var isOnline = true
}

/// An episode's screen: its length, whether it is downloaded, and its show notes.
struct EpisodeScreen: View {
    let episode: Episode

    var body: some View {
        VStack {
            Text("\(episode.minutes) min")
            Text(episode.isDownloaded ? "Downloaded" : "Streams when online")
            Text(episode.notes)
        }
        .navigationTitle(episode.title)
    }
}

/// The library: every episode, and the screen of the one the user opens.
struct LibraryBrowser: View {
    @Binding var path: [Episode]

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                ForEach(Episode.library) { episode in
                    NavigationLink(episode.title, value: episode)
                }
                Button("Continue listening") { path = [Episode.library[1]] }
            }
            .navigationTitle("Library")
            .navigationDestination(for: Episode.self) { episode in
                EpisodeScreen(episode: episode)
            }
        }
    }
}

/// The app's main screen: the library, with a banner above it while the phone is offline.
struct PodcastApp: View {
    let network: NetworkStatus
    @State private var path: [Episode] = []

    var body: some View {
        if network.isOnline {
            LibraryBrowser(path: $path)
        } else {
            VStack {
                Text("You're offline. Downloaded episodes still play.")
                LibraryBrowser(path: $path)
            }
        }
    }
}
