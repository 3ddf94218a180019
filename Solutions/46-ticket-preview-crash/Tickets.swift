import ViewSim

/// A ticket to one event, with the seat printed on it; a standing (general admission) ticket has no seat.
struct Ticket: Identifiable {
    let id: Int
    let event: String
    let holder: String
    let seat: String?

    /// The tickets in the fan's wallet.
    static let wallet = [
        Ticket(id: 1, event: "The Lumineers", holder: "Sam Rivera", seat: "Row F, seat 12"),
        Ticket(id: 2, event: "Hamilton", holder: "Sam Rivera", seat: "Stalls, seat C7"),
    ]
}

/// One ticket as the door staff scan it: the event, whose ticket it is and where they sit.
struct TicketCard: View {
    let ticket: Ticket

    var body: some View {
        VStack {
            Text(ticket.event)
            Text(ticket.holder)
            // A standing ticket has no seat: the preview's festival ticket is a real kind of ticket, which fans can buy,
            // so the card handles it instead of assuming every ticket has a seat.
            if let seat = ticket.seat {
                Text("Seat: \(seat)")
            } else {
                Text("Standing: general admission")
            }
        }
    }
}

/// The app's root: every ticket in the wallet, and the ticket the fan has in the basket.
struct WalletScreen: View {
    @State private var tickets = Ticket.wallet

    var body: some View {
        VStack {
            Text("\(tickets.count) tickets")
            ForEach(tickets) { ticket in
                TicketCard(ticket: ticket)
            }
            Button("Buy Jazz Night, Balcony seat A3") {
                tickets.append(Ticket(id: tickets.count + 1, event: "Jazz Night", holder: "Sam Rivera", seat: "Balcony, seat A3"))
            }
        }
    }
}

struct TicketCard_Previews: PreviewProvider {
    static var previews: some View {
        TicketCard(ticket: Ticket.wallet[0])
        // The festival's new standing tickets.
        TicketCard(ticket: Ticket(id: 9, event: "Summer Fields Festival", holder: "Sam Rivera", seat: nil))
    }
}
