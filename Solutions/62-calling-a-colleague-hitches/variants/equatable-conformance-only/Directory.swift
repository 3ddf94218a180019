import ViewSim

/// Someone in the company directory.
struct Colleague: Identifiable, Equatable {
    let id: Int
    let name: String
    let team: String
    let phoneExtension: Int
}

extension Colleague {
    static let firstNames = ["Aisha", "Bruno", "Carmen", "Dmitri", "Elif", "Femi", "Greta", "Hiro", "Ines", "Jonas",
                             "Kavya", "Lars", "Mei", "Nadia", "Omar", "Pia", "Rafael", "Sofia", "Tomás", "Yara"]
    static let lastNames = ["Abara", "Berg", "Brennan", "Costa", "Dubois", "Eriksen", "Fischer", "García", "Haddad", "Ito",
                            "Jansen", "Keller", "Kowalski", "Laine", "Lindqvist", "Moreau", "Murphy", "Nakamura", "Novak",
                            "Okoye", "Petrov", "Quinn", "Rossi", "Silva", "Tanaka", "Usman", "Varga", "Weber", "Yilmaz",
                            "Zhou"]
    static let teams = ["Finance", "Design", "Support", "Engineering", "Sales", "Legal", "People", "Marketing"]

    /// Everyone in the company, A to Z: 600 people.
    static let directory: [Colleague] = (0..<600).map { index in
        Colleague(id: index + 1, name: "\(firstNames[index / 30]) \(lastNames[index % 30])",
                  team: teams[index % teams.count], phoneExtension: 2_000 + index * 7 % 1_000)
    }
}

/// A colleague in the directory: name, team and extension, and a button to call them.
struct ColleagueRow: View, Equatable {
    let colleague: Colleague
    let onCall: () -> Void

    nonisolated static func == (lhs: ColleagueRow, rhs: ColleagueRow) -> Bool {
        lhs.colleague == rhs.colleague
    }

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(colleague.name)
                Text("\(colleague.team) · ext. \(colleague.phoneExtension)")
            }
            Button("Call", action: onCall)
        }
    }
}

/// The company phone book: everyone, A to Z. While a call is on, a banner at the top says who is being called.
struct DirectoryScreen: View {
    let colleagues: [Colleague]
    @State private var calling: Colleague?

    init(colleagues: [Colleague] = Colleague.directory) {
        self.colleagues = colleagues
    }

    var body: some View {
        VStack {
            if let calling {
                Text("Calling \(calling.name) on ext. \(calling.phoneExtension)…")
                Button("End call") { self.calling = nil }
            }
            List(colleagues) { colleague in
                ColleagueRow(colleague: colleague) {
                    calling = colleague
                }
            }
        }
    }
}
