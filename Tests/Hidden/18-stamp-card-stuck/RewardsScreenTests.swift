import Testing
import ViewSim
import ViewSimTesting
@testable import StampCardStuck

@MainActor
func stampsLine(_ app: ViewHost<RewardsScreen>) -> String {
    app.texts.first { $0.hasPrefix("Stamps:") } ?? "(no stamp count on screen)"
}

@MainActor
func freeCoffeesLine(_ app: ViewHost<RewardsScreen>) -> String {
    app.texts.first { $0.hasSuffix("free coffee") || $0.hasSuffix("free coffees") } ?? "(no free-coffee count on screen)"
}

@MainActor
func redeemIsEnabled(_ app: ViewHost<RewardsScreen>) -> Bool {
    app.elements.contains { $0.kind == .button && $0.label == "Redeem a free coffee" && !$0.isDisabled }
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct StampSymptoms {
    @Test("Scanning the till code adds a stamp")
    func scanAddsStamp() throws {
        let app = ViewHost(RewardsScreen(account: Account(name: "Ada", card: StampCard(stamps: 8))))
        try app.tap("Scan till code")
        let stamps = stampsLine(app)
        #expect(stamps == "Stamps: 9 of 10",
                "After scanning the till code with 8 stamps, the card reads \(quoted: stamps); it should read “Stamps: 9 of 10”.")
    }

    @Test("The tenth stamp turns into a free coffee that can be redeemed")
    func tenthStampEarnsCoffee() throws {
        let app = ViewHost(RewardsScreen(account: Account(name: "Ada", card: StampCard(stamps: 8))))
        try app.tap("Scan till code")
        try app.tap("Scan till code")
        let stamps = stampsLine(app)
        let coffees = freeCoffeesLine(app)
        #expect(stamps == "Stamps: 0 of 10" && coffees == "1 free coffee",
                "After two scans with 8 stamps, the card reads \(quoted: stamps) and \(quoted: coffees); it should read “Stamps: 0 of 10” and “1 free coffee”.")
        #expect(redeemIsEnabled(app),
                "After earning a free coffee, “Redeem a free coffee” is still greyed out; it should be available. The screen shows:\n\(app.screen)")
    }

    @Test("Redeeming takes the free coffee off the card")
    func redeemingCounts() throws {
        let app = ViewHost(RewardsScreen(account: Account(name: "Grace", card: StampCard(stamps: 3, freeCoffees: 2))))
        try app.tap("Redeem a free coffee")
        let coffees = freeCoffeesLine(app)
        #expect(coffees == "1 free coffee",
                "After redeeming one of 2 free coffees, the card reads \(quoted: coffees); it should read “1 free coffee”.")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct StampRegressions {
    @Test("The screen opens with the customer's name and card")
    func opens() throws {
        let app = ViewHost(RewardsScreen(account: Account(name: "Ada", card: StampCard(stamps: 8))))
        #expect(app.texts == ["Hi, Ada", "Stamps: 8 of 10", "0 free coffees"],
                "Ada's rewards should open with “Hi, Ada”, “Stamps: 8 of 10” and “0 free coffees”. The screen shows:\n\(app.screen)")
        #expect(!redeemIsEnabled(app), "With no free coffee, “Redeem a free coffee” should be greyed out. The screen shows:\n\(app.screen)")
        #expect(try app.value(of: "Name on your cup") == "Ada", "The name field should show “Ada”. The screen shows:\n\(app.screen)")
    }

    @Test("A scan reaches the account")
    func cardIsUpdated() throws {
        let account = Account(name: "Ada", card: StampCard(stamps: 9))
        let app = ViewHost(RewardsScreen(account: account))
        try app.tap("Scan till code")
        #expect(account.card.stamps == 0 && account.card.freeCoffees == 1,
                "Scanning the tenth stamp should leave the account's card at 0 stamps and 1 free coffee; it has \(account.card.stamps) stamps and \(account.card.freeCoffees) free coffees.")
    }

    @Test("Changing the name on the cup updates the greeting")
    func renaming() throws {
        let account = Account(name: "Ada", card: StampCard(stamps: 2))
        let app = ViewHost(RewardsScreen(account: account))
        try app.replaceText(in: "Name on your cup", with: "Ada L.")
        #expect(app.texts.first == "Hi, Ada L.",
                "After changing the name to “Ada L.” the greeting reads \(quoted: app.texts.first ?? ""); it should read “Hi, Ada L.”.")
        #expect(account.name == "Ada L.", "The account's name should be “Ada L.”; it is \(quoted: account.name).")
    }
}
