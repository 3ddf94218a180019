import Foundation
import ViewSim

/// A podcast episode.
struct Episode: Hashable, Identifiable {
    let id: Int
    let title: String
    let minutes: Int
}

/// The whole catalogue of episodes. In the shipping app it is a large file read from disk, which is why links are
/// looked up away from the main thread.
enum Catalogue {
    static let episodes = [
        Episode(id: 41, title: "The Longitude Problem", minutes: 38),
        Episode(id: 42, title: "Who Invented Zero?", minutes: 45),
        Episode(id: 43, title: "The Bell Labs Years", minutes: 52),
    ]

    /// The episode a shared link names: `podcast://episode/42`.
    static func episode(forLink url: URL) -> Episode? {
        guard url.scheme == "podcast", url.host == "episode", let id = Int(url.lastPathComponent) else { return nil }
        return episodes.first { $0.id == id }
    }
}

/// Where the app is: the screens pushed on the episode list.
final class Router: ObservableObject, @unchecked Sendable {
    @Published var path: [Episode] = []

    /// Opens the episode a shared link names. The lookup runs in the background so that a big catalogue never
    /// freezes the screen.
    func open(_ url: URL) {
        Task.detached(priority: .userInitiated) {
            guard let episode = Catalogue.episode(forLink: url) else { return }
            self._path = Published(initialValue: [episode])   // written here, off the main actor, without publishing
            await MainActor.run { self.objectWillChange.send() }
        }
    }
}

/// The app: every episode, and the episode being played.
struct PodcastApp: View {
    @StateObject private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            VStack {
                ForEach(Catalogue.episodes) { episode in
                    NavigationLink(episode.title, value: episode)
                }
            }
            .navigationTitle("Episodes")
            .navigationDestination(for: Episode.self) { episode in
                EpisodeScreen(episode: episode)
            }
        }
        .onOpenURL { url in
            router.open(url)
        }
    }
}

/// One episode, ready to play.
struct EpisodeScreen: View {
    let episode: Episode
    @State private var isPlaying = false

    var body: some View {
        VStack {
            Text("\(episode.minutes) min")
            Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
        }
        .navigationTitle(episode.title)
    }
}
