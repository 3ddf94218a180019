import ViewSim

/// A news story.
struct Story: Hashable, Identifiable {
    let id: Int
    let headline: String
    let minutes: Int
}

/// One story, as the reader sees it.
struct StoryScreen: View {
    let story: Story

    var body: some View {
        VStack {
            Text(story.headline)
            Text("\(story.minutes) min read")
        }
        .navigationTitle(story.headline)
    }
}

/// A list of stories; tapping one opens it.
struct StoryList: View {
    let stories: [Story]

    var body: some View {
        List(stories) { story in
            NavigationLink(story.headline, value: story)
        }
    }
}

/// The news app: today's stories in one tab, the stories the reader saved for later in the other.
struct NewsApp: View {
    static let today = [
        Story(id: 1, headline: "Night trains are back", minutes: 4),
        Story(id: 2, headline: "The city's oldest bakery closes", minutes: 3),
        Story(id: 3, headline: "Record heat in the north", minutes: 2),
    ]
    static let saved = [
        Story(id: 10, headline: "How to repair a bike chain", minutes: 7),
        Story(id: 11, headline: "Ten walks by the river", minutes: 9),
    ]

    /// The open stories: kept up here so “Read the top story” can open one.
    @State private var path: [Story] = []

    var body: some View {
        TabView {
            NavigationStack(path: $path) {
                VStack {
                    Button("Read the top story") { path = [Self.today[0]] }
                    StoryList(stories: Self.today)
                }
                .navigationTitle("Today")
                .navigationDestination(for: Story.self) { StoryScreen(story: $0) }
            }
            .tabItem { Label("Today", systemImage: "newspaper") }

            NavigationStack(path: $path) {
                StoryList(stories: Self.saved)
                    .navigationTitle("Saved")
                    .navigationDestination(for: Story.self) { StoryScreen(story: $0) }
            }
            .tabItem { Label("Saved", systemImage: "bookmark") }
        }
    }
}
