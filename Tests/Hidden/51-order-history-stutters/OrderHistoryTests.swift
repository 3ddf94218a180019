import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import OrderHistoryStutters

@MainActor
private func rowsOnScreen<Root>(_ app: ViewHost<Root>) -> String {
    app.texts.filter { $0.hasPrefix("Order #") || $0.contains("Delivered") }.map { "\(quoted: $0)" }.joined(separator: ", ")
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct OrderHistoryRegressions {
    @Test("The history opens on the newest order, with its price and delivery time")
    func newestFirst() throws {
        let app = ViewHost(OrderHistory())
        #expect(app.screenTitle == "Your orders",
                "The screen should be titled “Your orders”. The screen shows:\n\(app.screen)")
        let first = Array(app.texts.prefix(2))
        #expect(first == ["Order #600 · Sourdough loaf", "£11.25 · Delivered 5 May, 07:00"],
                "The history should open on the newest order, “Order #600 · Sourdough loaf”, “£11.25 · Delivered 5 May, 07:00”; it opens on \(first.map { "\(quoted: $0)" }.joined(separator: ", ")).")
    }

    @Test("Delivery times are the bakery's London times, before and after the clocks go forward")
    func londonTimes() throws {
        let app = ViewHost(OrderHistory())
        try app.scroll(to: 481)
        #expect(app.texts.contains("£11.25 · Delivered 20 Apr, 10:00"),
                "Order #481 arrived on 20 Apr at 10:00 London time (summer time); its row should say “£11.25 · Delivered 20 Apr, 10:00”. The rows on screen are \(rowsOnScreen(app)).")
        try app.scroll(to: 1)
        #expect(app.texts.contains("Order #1 · Croissants ×4") && app.texts.contains("£4.25 · Delivered 19 Feb, 09:00"),
                "The oldest order, #1, arrived on 19 Feb at 09:00; its row should say “Order #1 · Croissants ×4” and “£4.25 · Delivered 19 Feb, 09:00”. The rows on screen are \(rowsOnScreen(app)).")
    }

    @Test("The history shows the orders it is given")
    func givenOrders() throws {
        let scones = Order(id: 7, items: "Scones ×2", pence: 480, deliveredAt: Date(timeIntervalSince1970: 1_700_000_000))
        let app = ViewHost(OrderHistory(orders: [scones]))
        #expect(app.texts == ["Order #7 · Scones ×2", "£4.80 · Delivered 14 Nov, 22:13"],
                "A history of one order (scones delivered on 14 Nov at 22:13) should show “Order #7 · Scones ×2” and “£4.80 · Delivered 14 Nov, 22:13”. The screen shows:\n\(app.screen)")
    }
}

@Suite("Scrolling the history", .tags(.hotPath)) @MainActor
struct OrderHistoryHotPaths {
    @Test("Flicking through ten screens of orders shows the older orders")
    func scrollThroughOrders() throws {
        let app = ViewHost(OrderHistory())
        let onScreen = app.texts.filter { $0.hasPrefix("Order #") }.count
        let cost = try app.measure("scroll through the orders") {
            for _ in 0..<10 { try app.scroll(screens: 1) }
        }
        #expect(cost.rowsBuilt >= 10 * (onScreen - 1), "Flicking through ten screens of orders should bring ten screens of rows on screen.")
        let first = app.texts.first { $0.hasPrefix("Order #") }.flatMap { Int($0.dropFirst("Order #".count).prefix { $0.isNumber }) } ?? 600
        #expect(first <= 600 - 10 * (onScreen - 1),
                "Ten screens of \(onScreen) orders down, the orders on screen should be older ones; the rows on screen are \(rowsOnScreen(app)).")
        try app.scroll(to: 480)
        #expect(app.texts.contains("Order #480 · Sourdough loaf") && app.texts.contains("£9.50 · Delivered 20 Apr, 07:00"),
                "Order #480 should say “Sourdough loaf”, “£9.50 · Delivered 20 Apr, 07:00”. The rows on screen are \(rowsOnScreen(app)).")
        try app.scroll(to: 469)
        #expect(app.texts.contains("£2.50 · Delivered 18 Apr, 22:00"),
                "Order #469 should say “£2.50 · Delivered 18 Apr, 22:00”. The rows on screen are \(rowsOnScreen(app)).")
    }
}
