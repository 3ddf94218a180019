import ViewSim

/// One card payment or transfer, as the bank's statement lists it.
struct Transaction: Identifiable {
    let id: Int
    let merchant: String
    let day: String
    /// Minus for money out, in cents.
    let cents: Int

    var amount: String {
        let sign = cents < 0 ? "−" : "+"
        let value = abs(cents)
        return "\(sign)€\(value / 100).\(value % 100 < 10 ? "0" : "")\(value % 100)"
    }
}

extension Transaction {
    static let merchants = ["Corner Café", "FreshMart", "City Transit", "Bookshop on Main", "Pharmacy", "Cinema Lumière",
                            "Fuel & Go", "Bakery Rosa", "Streaming Plus", "Hardware Depot", "Noodle Bar", "Salary"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Every transaction since the account was opened, newest first: 5,000 of them, about eight years' worth.
    static let history: [Transaction] = (0..<5_000).map { index in
        let age = index / 2  // two a day
        let month = 11 - (age / 28) % 12
        let year = 2025 - age / (28 * 12)
        let merchant = merchants[(index * 7) % merchants.count]
        let cents = merchant == "Salary" ? 250_000 : -(150 + (index * 337) % 9_000)
        return Transaction(id: 5_000 - index, merchant: merchant,
                           day: "\(28 - age % 28) \(months[month]) \(year)", cents: cents)
    }
}

/// A line of the statement.
struct TransactionRow: View {
    let transaction: Transaction

    var body: some View {
        HStack {
            Text("\(transaction.day) · \(transaction.merchant)")
            Text(transaction.amount)
        }
    }
}

/// Every transaction on the account, newest first.
struct AllTransactionsScreen: View {
    let transactions: [Transaction]

    /// The latest lines, a line every 500, and the very first.
    private var statementLines: [Transaction] {
        var lines: [Transaction] = []
        for (index, transaction) in transactions.enumerated()
        where index < 25 || index % 500 == 0 || index == transactions.count - 1 {
            lines.append(transaction)
        }
        return lines
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(statementLines) { transaction in
                    TransactionRow(transaction: transaction)
                }
            }
        }
        .navigationTitle("All transactions")
    }
}

/// The account's home screen: the balance, the last few transactions, and a way to see them all.
struct AccountScreen: View {
    let transactions: [Transaction]

    var body: some View {
        NavigationStack {
            VStack {
                Text("Balance: €2,418.77")
                ForEach(transactions.prefix(3)) { transaction in
                    TransactionRow(transaction: transaction)
                }
                NavigationLink("All transactions") {
                    AllTransactionsScreen(transactions: transactions)
                }
            }
            .navigationTitle("Everyday account")
        }
    }
}
