import ViewSim

/// One message of a conversation.
struct Message: Identifiable {
    let id: Int
    let text: String
}

/// The whole conversation, shown beside the reply when there is room.
struct ThreadSidebar: View {
    let messages: [Message]

    var body: some View {
        VStack {
            ForEach(messages) { message in
                Text(message.text)
            }
        }
    }
}

/// Where the reply is written. “Send” hands the text over and starts a new draft.
struct DraftEditor: View {
    let onSend: @MainActor (String) -> Void
    @State private var draft = ""

    var body: some View {
        VStack {
            TextField("Reply", text: $draft)
            Button("Send") {
                onSend(draft)
                draft = ""
            }
            .disabled(draft.isEmpty)
        }
    }
}

/// Replying to a conversation. On a wide screen (an iPad in landscape) the conversation sits beside the reply; on a
/// narrow one only a one-line summary sits above it.
struct ReplyScreen: View {
    @State private var thread = [
        Message(id: 0, text: "Sam: Are we still on for Friday?"),
        Message(id: 1, text: "Me: Yes! Where shall we meet?"),
        Message(id: 2, text: "Sam: The usual place?"),
    ]
    @State private var isWide = false

    var body: some View {
        VStack {
            Toggle("Wide layout", isOn: $isWide)
            if isWide {
                HStack {
                    ThreadSidebar(messages: thread)
                    DraftEditor(onSend: send).id("reply")
                }
            } else {
                VStack {
                    Text("\(thread.count) messages with Sam")
                    DraftEditor(onSend: send).id("reply")
                }
            }
        }
    }

    private func send(_ text: String) {
        thread.append(Message(id: thread.count, text: "Me: \(text)"))
    }
}
