import Testing
import ViewSim
import ViewSimTesting
@testable import AllTransactionsFreezes

@MainActor
func rowTexts(_ transaction: Transaction) -> [String] {
    ["\(transaction.day) · \(transaction.merchant)", transaction.amount]
}

/// The bug report's account: 5,000 transactions, newest first, made here rather than taken from the app's sample data
/// (an app with fewer would meet any budget with the same eager stack).
@MainActor
let fiveThousandTransactions: [Transaction] = (0..<5_000).map { index in
    let merchants = ["Corner Café", "FreshMart", "City Transit", "Bookshop on Main", "Pharmacy", "Cinema Lumière",
                     "Fuel & Go", "Bakery Rosa", "Streaming Plus", "Hardware Depot", "Noodle Bar", "Salary"]
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let age = index / 2
    let merchant = merchants[(index * 7) % merchants.count]
    return Transaction(id: 5_000 - index, merchant: merchant, day: "\(28 - age % 28) \(months[11 - (age / 28) % 12]) \(2025 - age / (28 * 12))",
                       cents: merchant == "Salary" ? 250_000 : -(150 + (index * 337) % 9_000))
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct AllTransactionsRegressions {
    @Test("The account shows the balance and the three latest transactions")
    func home() throws {
        let history = fiveThousandTransactions
        let app = ViewHost(AccountScreen(transactions: history))
        #expect(app.screenTitle == "Everyday account", "The app should open on “Everyday account”. The screen shows:\n\(app.screen)")
        let expected = ["Balance: €2,418.77"] + history.prefix(3).flatMap(rowTexts)
        #expect(app.texts == expected,
                "The account should show its balance and its three latest transactions. The screen shows:\n\(app.screen)")
    }

    @Test("All transactions lists every transaction, newest first, down to the very first")
    func statement() throws {
        let history = fiveThousandTransactions
        let app = ViewHost(AccountScreen(transactions: history))
        try app.tapLink("All transactions")
        #expect(app.screenTitle == "All transactions",
                "Tapping “All transactions” should open the statement. The app shows:\n\(app.screen)")
        let top = history.prefix(5).flatMap(rowTexts)
        #expect(Array(app.texts.prefix(top.count)) == top,
                "The statement should start with the five latest transactions, newest first. The screen shows:\n\(app.screen)")
        // Every transaction is there: a list builds rows as they scroll in, a plain stack has them all. Irregular
        // places too, so a statement that keeps only every so many lines shows its gaps.
        for index in [1_000, 1_237, 2_500, 3_911, 4_000, 4_998] {
            let transaction = history[index]
            try? app.scroll(to: transaction.id)
            #expect(rowTexts(transaction).allSatisfy(app.texts.contains),
                    "The statement should list every transaction: scrolled to the one of \(transaction.day) at \(transaction.merchant) (\(transaction.amount)), the \(index + 1)th newest, the screen does not show it.")
        }
        let oldest = try #require(history.last)
        try? app.scroll(to: oldest.id)
        #expect(app.texts.suffix(2) == ArraySlice(rowTexts(oldest)),
                "At the end of the statement should be the account's first transaction, \(oldest.merchant) on \(oldest.day). The last lines on screen are: \(app.texts.suffix(6))")
        try app.back()
        #expect(app.screenTitle == "Everyday account", "Back should return to “Everyday account”. The app shows:\n\(app.screen)")
    }
}

@Suite("How fast it feels", .tags(.hotPath)) @MainActor
struct AllTransactionsHotPath {
    @Test("Opening all transactions")
    func openAllTransactions() throws {
        let history = fiveThousandTransactions
        let app = ViewHost(AccountScreen(transactions: history))
        let cost = try app.measure("open all transactions") { try app.tapLink("All transactions") }
        #expect(app.screenTitle == "All transactions",
                "Tapping “All transactions” should open the statement. The app shows:\n\(app.screen)")
        #expect(Array(app.texts.prefix(2)) == rowTexts(history[0]),
                "The statement should open on the latest transaction. The screen shows:\n\(app.screen)")
    }
}
