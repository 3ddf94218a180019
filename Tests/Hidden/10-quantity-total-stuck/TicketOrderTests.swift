import Testing
import ViewSim
import ViewSimTesting
@testable import QuantityTotalStuck

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct TicketTotalSymptoms {
    @Test("The total follows the number of tickets")
    func totalFollowsTickets() throws {
        let app = ViewHost(TicketOrder())
        try app.increment("Tickets")
        try app.increment("Tickets")
        let total = try app.text(startingWith: "Total")
        #expect(total == "Total: $45",
                "With “Tickets: 3” the screen shows \(quoted: total); it should show “Total: $45”.")
        #expect(app.isShowing(.button, "Pay $45"),
                "With three tickets the pay button should read “Pay $45”. The screen shows:\n\(app.screen)")
    }

    @Test("Tickets and the popcorn menu add up")
    func ticketsAndPopcorn() throws {
        let app = ViewHost(TicketOrder())
        try app.toggle("Popcorn menu")
        try app.increment("Tickets")
        try app.increment("Tickets")
        let total = try app.text(startingWith: "Total")
        #expect(total == "Total: $52",
                "With three tickets and the popcorn menu the screen shows \(quoted: total); it should show “Total: $52”.")
    }

    @Test("Removing a ticket lowers the total")
    func removingLowers() throws {
        let app = ViewHost(TicketOrder())
        try app.increment("Tickets")
        try app.increment("Tickets")
        try app.decrement("Tickets")
        let total = try app.text(startingWith: "Total")
        #expect(total == "Total: $30",
                "After going to three tickets and back to two the screen shows \(quoted: total); it should show “Total: $30”.")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct TicketTotalRegressions {
    @Test("The order starts at one ticket for $15")
    func initialOrder() throws {
        let app = ViewHost(TicketOrder())
        #expect(app.isShowing(.stepper, "Tickets: 1"),
                "The order should start with “Tickets: 1”. The screen shows:\n\(app.screen)")
        #expect(try app.isOn("Popcorn menu") == false, "The popcorn menu should start unticked.")
        #expect(app.texts == ["Dune: Part Two · 19:30", "Total: $15"],
                "The order should open showing the film and “Total: $15”. The screen shows:\n\(app.screen)")
        #expect(app.isShowing(.button, "Pay $15"),
                "The pay button should start as “Pay $15”. The screen shows:\n\(app.screen)")
    }

    @Test("The popcorn menu adds $7 and removes it again")
    func popcornChangesTotal() throws {
        let app = ViewHost(TicketOrder())
        try app.toggle("Popcorn menu")
        let withPopcorn = try app.text(startingWith: "Total")
        #expect(withPopcorn == "Total: $22",
                "With one ticket and the popcorn menu the screen shows \(quoted: withPopcorn); it should show “Total: $22”.")
        try app.toggle("Popcorn menu")
        let without = try app.text(startingWith: "Total")
        #expect(without == "Total: $15",
                "After unticking the popcorn menu the screen shows \(quoted: without); it should show “Total: $15”.")
    }

    @Test("The stepper counts tickets between 1 and 10")
    func stepperCounts() throws {
        let app = ViewHost(TicketOrder())
        try app.decrement("Tickets")
        #expect(app.isShowing(.stepper, "Tickets: 1"),
                "Tapping − at one ticket should keep “Tickets: 1”. The screen shows:\n\(app.screen)")
        for _ in 0..<12 { try app.increment("Tickets") }
        #expect(app.isShowing(.stepper, "Tickets: 10"),
                "Tapping + twelve times should stop at “Tickets: 10”. The screen shows:\n\(app.screen)")
    }
}
