import Foundation
import ViewSim

/// An email, as the mail server lists it.
struct Message: Identifiable {
    /// The server's number for the message: unique, and the same every time the server lists it.
    let serverID: Int
    let sender: String
    let subject: String
    var isRead: Bool

    /// The message's identity in lists: the server's number, which stays the same while the message is read or
    /// unread (a fresh `UUID()` on every read made every row a new row on every update).
    var id: String { subject }
}

extension Message {
    static let senders = ["Ada Okafor", "Ben Holt", "Chloé Martin", "Dev Patel", "Ewa Nowak", "Farid Haddad", "Grace Lee"]
    static let subjects = ["Lunch on Friday?", "Invoice 2231", "Your parcel is on its way", "Minutes from Monday",
                           "Re: holiday photos", "Team offsite", "Password reset", "Quarterly report draft",
                           "Dentist appointment", "Re: flat viewing", "Newsletter: March", "Book club pick",
                           "Train tickets", "Re: budget"]

    /// The inbox, newest first: 800 messages, the 20 newest unread.
    static let inbox: [Message] = (0..<800).map { index in
        Message(serverID: 90_000 - index, sender: senders[index % senders.count],
                subject: subjects[index % subjects.count], isRead: index >= 20)
    }
}

/// One message in the inbox: who sent it and what about, with a dot while it is unread.
struct MessageRow: View {
    let message: Message

    var body: some View {
        VStack(alignment: .leading) {
            Text(message.isRead ? message.sender : "● \(message.sender)")
            Text(message.subject)
        }
    }
}

/// The inbox: every message, newest first, each with a button to mark it read or unread.
struct InboxScreen: View {
    @State private var messages: [Message]

    init(messages: [Message] = Message.inbox) {
        _messages = State(initialValue: messages)
    }

    var body: some View {
        VStack {
            Text("Inbox · \(messages.filter { !$0.isRead }.count) unread")
            List(messages) { message in
                HStack {
                    MessageRow(message: message)
                    Button(message.isRead ? "Mark unread" : "Mark read") { toggleRead(message) }
                }
            }
        }
    }

    private func toggleRead(_ message: Message) {
        guard let index = messages.firstIndex(where: { $0.serverID == message.serverID }) else { return }
        messages[index].isRead.toggle()
    }
}
