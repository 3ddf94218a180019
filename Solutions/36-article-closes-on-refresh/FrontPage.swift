import ViewSim

/// A news article.
struct Article: Hashable, Identifiable {
    let id: String
    let headline: String
    let text: String
}

/// The newsroom publishes a new edition of the front page from time to time; the app fetches it every minute.
@Observable
final class Newsroom {
    static let editions: [[Article]] = [
        [
            Article(id: "harbour", headline: "Harbour bridge opens", text: "The new bridge carried 9,000 cyclists on its first morning."),
            Article(id: "library", headline: "Library extends hours", text: "The central library now opens until 10 pm on weekdays."),
        ],
        [
            Article(id: "storm", headline: "Storm warning for Friday", text: "Gusts of up to 90 km/h are expected along the coast."),
            Article(id: "harbour", headline: "Harbour bridge opens", text: "The new bridge carried 9,000 cyclists on its first morning."),
            Article(id: "library", headline: "Library extends hours", text: "The central library now opens until 10 pm on weekdays."),
        ],
        [
            Article(id: "storm", headline: "Storm warning upgraded", text: "Gusts of up to 120 km/h are now expected along the coast."),
            Article(id: "harbour", headline: "Harbour bridge opens", text: "The new bridge carried 9,000 cyclists on its first morning."),
        ],
    ]

    /// The number of the edition on the front page, from 1.
    private(set) var edition = 1

    var articles: [Article] { Self.editions[edition - 1] }

    /// Fetches the latest edition (the newsroom has published up to three today).
    func fetchLatest() {
        if edition < Self.editions.count { edition += 1 }
    }
}

/// An article, in full.
struct ArticleScreen: View {
    let article: Article

    var body: some View {
        Text(article.text)
            .navigationTitle(article.headline)
    }
}

/// The front page: the latest edition's headlines, each opening its article. It fetches the latest edition every minute.
struct FrontPage: View {
    let newsroom: Newsroom

    var body: some View {
        NavigationStack {
            VStack {
                Text("Edition \(newsroom.edition)")
                ForEach(newsroom.articles) { article in
                    NavigationLink(article.headline, value: article)
                }
            }
            .navigationTitle("Front page")
            .navigationDestination(for: Article.self) { article in
                ArticleScreen(article: article)
            }
        }
        // No .id(newsroom.edition): the stack keeps one identity, and with it the screens the user opened. The headlines
        // still follow each new edition, because this body reads newsroom.articles.
        .task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(60))
                newsroom.fetchLatest()
            }
        }
    }
}
