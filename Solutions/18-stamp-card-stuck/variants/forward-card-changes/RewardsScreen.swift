import Combine
import ViewSim

/// A customer's stamp card: every purchase earns a stamp, and ten stamps earn a free coffee.
final class StampCard: ObservableObject {
    static let stampsPerReward = 10

    @Published private(set) var stamps: Int
    @Published private(set) var freeCoffees: Int

    init(stamps: Int = 0, freeCoffees: Int = 0) {
        self.stamps = stamps
        self.freeCoffees = freeCoffees
    }

    /// Adds the stamp for one purchase; the tenth stamp turns into a free coffee.
    func addStamp() {
        stamps += 1
        if stamps == Self.stampsPerReward {
            stamps = 0
            freeCoffees += 1
        }
    }

    /// Trades one free coffee in at the counter.
    func redeem() {
        guard freeCoffees > 0 else { return }
        freeCoffees -= 1
    }
}

/// The signed-in customer: the name baristas write on the cup, and the stamp card.
final class Account: ObservableObject {
    @Published var name: String
    @Published var card: StampCard
    private var cardChanges: AnyCancellable?

    init(name: String, card: StampCard) {
        self.name = name
        self.card = card
        // The account publishes whenever its card does, so views observing the account hear every stamp.
        cardChanges = card.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
    }
}

/// The rewards screen. The app owns the account and hands it in.
struct RewardsScreen: View {
    @ObservedObject var account: Account

    var body: some View {
        VStack {
            Text("Hi, \(account.name)")
            Text("Stamps: \(account.card.stamps) of \(StampCard.stampsPerReward)")
            Text(account.card.freeCoffees == 1 ? "1 free coffee" : "\(account.card.freeCoffees) free coffees")
            Button("Scan till code") { account.card.addStamp() }
            Button("Redeem a free coffee") { account.card.redeem() }
                .disabled(account.card.freeCoffees == 0)
            TextField("Name on your cup", text: $account.name)
        }
    }
}
