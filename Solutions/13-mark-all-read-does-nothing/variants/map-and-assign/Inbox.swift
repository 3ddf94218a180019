import ViewSim

/// One message in the inbox.
struct Message: Identifiable {
    let id: Int
    let sender: String
    let subject: String
    var isRead = false
}

/// Marks a message as read.
func markRead(_ message: inout Message) {
    message.isRead = true
}

/// The inbox: unread messages carry a dot; opening one marks it read.
struct Inbox: View {
    @State private var messages = [
        Message(id: 1, sender: "Maya", subject: "Lunch on Friday?"),
        Message(id: 2, sender: "GitHub", subject: "Your pull request was merged", isRead: true),
        Message(id: 3, sender: "Bank", subject: "Your statement is ready"),
        Message(id: 4, sender: "Leo", subject: "Photos from the trip"),
    ]

    var body: some View {
        VStack {
            Text(unreadCount == 0 ? "Inbox" : "Inbox (\(unreadCount) unread)")
            ForEach(messages) { message in
                Button("\(message.isRead ? "" : "● ")\(message.sender): \(message.subject)") {
                    open(message)
                }
            }
            Button("Mark all as read") { markAllAsRead() }
                .disabled(unreadCount == 0)
        }
    }

    private var unreadCount: Int {
        messages.filter { !$0.isRead }.count
    }

    private func open(_ message: Message) {
        guard let index = messages.firstIndex(where: { $0.id == message.id }) else { return }
        markRead(&messages[index])
    }

    private func markAllAsRead() {
        messages = messages.map { message in
            var message = message
            markRead(&message)
            return message
        }
    }
}
