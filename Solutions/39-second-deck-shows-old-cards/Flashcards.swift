import ViewSim

/// A word to learn.
struct Card: Hashable, Identifiable {
    let id: String
    let word: String
    let meaning: String
    let example: String
}

/// A deck of cards on one theme.
struct Deck: Hashable, Identifiable {
    let id: String
    let name: String
    let cards: [Card]
}

enum Library {
    static let decks = [
        Deck(id: "verbs", name: "Spanish verbs", cards: [
            Card(id: "comer", word: "comer", meaning: "to eat", example: "Comemos a las dos."),
            Card(id: "beber", word: "beber", meaning: "to drink", example: "¿Qué quieres beber?"),
            Card(id: "vivir", word: "vivir", meaning: "to live", example: "Vivo en Sevilla."),
        ]),
        Deck(id: "kitchen", name: "Kitchen words", cards: [
            Card(id: "cuchara", word: "la cuchara", meaning: "the spoon", example: "Necesito una cuchara."),
            Card(id: "horno", word: "el horno", meaning: "the oven", example: "El pan está en el horno."),
        ]),
    ]
}

/// What the learner has done today, shared by every screen of the app.
@Observable
final class StudyProgress {
    /// Cards reviewed today, in every deck.
    var reviewedToday = 0

    // The place in a deck is no longer kept here: this object lives as long as the app, so a place (or a "started"
    // flag) kept here outlives the screen that used it, and the next deck opened finds it.

    func recordReview() {
        reviewedToday += 1
    }
}

/// The app: the decks, a deck being studied, and a card's example sentence.
struct FlashcardsApp: View {
    @State private var progress = StudyProgress()

    var body: some View {
        NavigationStack {
            VStack {
                Text("Reviewed today: \(progress.reviewedToday)")
                ForEach(Library.decks) { deck in
                    NavigationLink(deck.name, value: deck)
                }
            }
            .navigationTitle("Decks")
            .navigationDestination(for: Deck.self) { deck in
                StudyScreen(deck: deck)
            }
            .navigationDestination(for: Card.self) { card in
                ExampleScreen(card: card)
            }
        }
        .environment(progress)
    }
}

/// Studies a deck one card at a time.
struct StudyScreen: View {
    let deck: Deck
    @Environment(StudyProgress.self) private var progress
    /// The learner's place in this deck. @State belongs to this pushed screen: it is kept while an example sentence is
    /// pushed on top, and gone when the screen is popped, so each time the deck is opened it starts at card 1.
    @State private var position = 0

    var body: some View {
        VStack {
            if position < deck.cards.count {
                let card = deck.cards[position]
                Text("Card \(position + 1) of \(deck.cards.count)")
                Text(card.word)
                Text(card.meaning)
                NavigationLink("See it in a sentence", value: card)
                Button("Next card") {
                    position += 1
                    progress.recordReview()
                }
            } else {
                Text("Deck finished!")
            }
        }
        .navigationTitle(deck.name)
    }
}

/// A card's example sentence.
struct ExampleScreen: View {
    let card: Card

    var body: some View {
        Text(card.example)
            .navigationTitle(card.word)
    }
}
