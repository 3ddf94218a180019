import Foundation
import ViewSim

/// A drink on the café's menu.
struct Drink: Decodable, Identifiable {
    let id: Int
    let name: String
    let pence: Int
}

/// The café's menu, shipped with the app as JSON (`menu.json`).
struct Menu: Decodable {
    let shop: String
    let drinkOfTheWeek: Int
    let drinks: [Drink]

    static let json = """
        {"shop": "Bean There", "drinkOfTheWeek": 3, "drinks": [
          {"id": 1, "name": "Espresso", "pence": 220}, {"id": 2, "name": "Macchiato", "pence": 250},
          {"id": 3, "name": "Cortado", "pence": 290}, {"id": 4, "name": "Flat White", "pence": 320},
          {"id": 5, "name": "Cappuccino", "pence": 330}, {"id": 6, "name": "Latte", "pence": 340},
          {"id": 7, "name": "Mocha", "pence": 360}, {"id": 8, "name": "Americano", "pence": 280},
          {"id": 9, "name": "Long Black", "pence": 280}, {"id": 10, "name": "Chai Latte", "pence": 340},
          {"id": 11, "name": "Matcha Latte", "pence": 370}, {"id": 12, "name": "Hot Chocolate", "pence": 330},
          {"id": 13, "name": "Iced Latte", "pence": 360}, {"id": 14, "name": "Iced Americano", "pence": 300},
          {"id": 15, "name": "Cold Brew", "pence": 350}, {"id": 16, "name": "Affogato", "pence": 400},
          {"id": 17, "name": "Babyccino", "pence": 100}, {"id": 18, "name": "Earl Grey", "pence": 250},
          {"id": 19, "name": "English Breakfast", "pence": 240}, {"id": 20, "name": "Peppermint Tea", "pence": 240},
          {"id": 21, "name": "Green Tea", "pence": 240}, {"id": 22, "name": "Turmeric Latte", "pence": 360},
          {"id": 23, "name": "Oat Flat White", "pence": 360}, {"id": 24, "name": "Vanilla Latte", "pence": 370},
          {"id": 25, "name": "Caramel Latte", "pence": 370}, {"id": 26, "name": "Iced Mocha", "pence": 380},
          {"id": 27, "name": "Espresso Tonic", "pence": 390}, {"id": 28, "name": "Golden Milk", "pence": 350}
        ]}
        """
}

/// “£3.20” for 320 pence.
func price(_ pence: Int) -> String {
    let pennies = pence % 100
    return "£\(pence / 100).\(pennies < 10 ? "0" : "")\(pennies)"
}

/// The café's order screen: the menu, an “Add” button per drink, and what's in the basket so far.
struct OrderScreen: View {
    /// Cups of each drink in the basket, by drink id.
    @State private var basket: [Int: Int] = [:]

    /// The menu shipped with the app.
    @State private var menu = try! JSONDecoder().decode(Menu.self, from: Data(Menu.json.utf8))

    var body: some View {
        VStack {
            Text(menu.shop)
            Text(basketSummary)
            List(menu.drinks) { drink in
                HStack {
                    Text(drink.id == menu.drinkOfTheWeek ? "\(drink.name) ★ · \(price(drink.pence))" : "\(drink.name) · \(price(drink.pence))")
                    Button("Add \(drink.name)") { basket[drink.id, default: 0] += 1 }
                }
            }
        }
        // Keep the menu fresh: reload it whenever the basket changes.
        .task(id: basket) {
            menu = try! JSONDecoder().decode(Menu.self, from: Data(Menu.json.utf8))
        }
    }

    /// “3 drinks · £9.30”, or that the basket is empty.
    private var basketSummary: String {
        let cups = basket.values.reduce(0, +)
        guard cups > 0 else { return "Your basket is empty" }
        let total = basket.reduce(0) { total, line in
            total + (menu.drinks.first { $0.id == line.key }?.pence ?? 0) * line.value
        }
        return "\(cups) drinks · \(price(total))"
    }
}
