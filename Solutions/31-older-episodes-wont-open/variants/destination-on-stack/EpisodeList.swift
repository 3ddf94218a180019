import ViewSim

/// One episode of the podcast.
struct Episode: Hashable, Identifiable {
    let id: Int
    let title: String
    let minutes: Int

    /// Every episode, newest first.
    static let all: [Episode] = (1...30).reversed().map { number in
        Episode(id: number, title: "Episode \(number)", minutes: 30 + number % 4 * 5)
    }
}

/// One episode's page.
struct EpisodeDetail: View {
    let episode: Episode

    var body: some View {
        VStack {
            Text(episode.title)
            Text("\(episode.minutes) min")
            Button("Play") {}
        }
        .navigationTitle(episode.title)
    }
}

/// The card at the top of the list for the newest episode.
struct LatestEpisodeCard: View {
    let episode: Episode

    var body: some View {
        NavigationLink(value: episode) {
            Text("New: \(episode.title)")
        }
    }
}

/// The podcast's episodes: the newest in a card, then the whole archive; tapping one opens its page.
struct EpisodeList: View {
    let episodes = Episode.all

    var body: some View {
        NavigationStack {
            VStack {
                List {
                    Section("Latest") {
                        LatestEpisodeCard(episode: episodes[0])
                    }
                    Section("All episodes") {
                        ForEach(episodes) { episode in
                            NavigationLink("#\(episode.id) · \(episode.minutes) min", value: episode)
                        }
                    }
                }
                .navigationTitle("Night Owls Podcast")
            }
            .navigationDestination(for: Episode.self) { episode in
                EpisodeDetail(episode: episode)
            }
        }
    }
}
