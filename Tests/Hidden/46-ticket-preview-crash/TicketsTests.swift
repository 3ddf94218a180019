import Testing
import ViewSim
import ViewSimTesting
@testable import TicketPreviewCrash

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct TicketPreviewSymptoms {
    @Test("The preview shows a seated ticket and a standing festival ticket")
    func previewRenders() {
        let preview = ViewHost(preview: TicketCard_Previews.self)
        #expect(preview.texts.contains("The Lumineers") && preview.texts.contains("Seat: Row F, seat 12"),
                "The preview should show the seated ticket for The Lumineers, “Seat: Row F, seat 12”. It shows:\n\(preview.screen)")
        #expect(preview.texts.contains("Summer Fields Festival") && preview.texts.contains("Standing: general admission"),
                "The preview should also show the standing ticket for Summer Fields Festival, “Standing: general admission”. It shows:\n\(preview.screen)")
    }

    @Test("A standing ticket says it is general admission")
    func standingTicket() {
        let app = ViewHost(TicketCard(ticket: Ticket(id: 7, event: "Harbour Lights", holder: "Ana Lopes", seat: nil)))
        #expect(app.texts == ["Harbour Lights", "Ana Lopes", "Standing: general admission"],
                "A ticket with no seat should show its event, its holder and “Standing: general admission”. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct TicketRegressions {
    @Test("The wallet opens on every ticket, each with its seat")
    func walletOpens() {
        let app = ViewHost(WalletScreen())
        let expected = ["2 tickets",
                        "The Lumineers", "Sam Rivera", "Seat: Row F, seat 12",
                        "Hamilton", "Sam Rivera", "Seat: Stalls, seat C7"]
        #expect(app.texts == expected,
                "The wallet should open on its two tickets: \(expected.map { "\(quoted: $0)" }.joined(separator: ", ")). The screen shows:\n\(app.screen)")
    }

    @Test("A ticket the fan buys joins the wallet with its seat")
    func buying() throws {
        let app = ViewHost(WalletScreen())
        try app.tap("Buy Jazz Night, Balcony seat A3")
        #expect(app.texts.contains("3 tickets"),
                "After buying a ticket the wallet should say “3 tickets”. The screen shows:\n\(app.screen)")
        #expect(Array(app.texts.suffix(3)) == ["Jazz Night", "Sam Rivera", "Seat: Balcony, seat A3"],
                "The new ticket should come last: “Jazz Night”, “Sam Rivera”, “Seat: Balcony, seat A3”. The screen shows:\n\(app.screen)")
    }
}
