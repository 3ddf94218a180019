import ViewSim

/// One message of the conversation.
struct ChatMessage: Identifiable {
    let id: Int
    let text: String
}

/// The chat's backdrop: a tint with the support team's logo in the middle.
struct ChatBackdrop: View {
    var body: some View {
        ZStack {
            Color.indigo.opacity(0.15)
            Image(systemName: "bubble.left.and.bubble.right")
                .font(.system(size: 96))
                .opacity(0.3)
        }
    }
}

/// The support chat: the conversation, and a box to type the next message in.
struct SupportChatScreen: View {
    @State private var messages = [ChatMessage(id: 0, text: "Hi! How can we help?")]
    @State private var draft = ""

    var body: some View {
        ZStack {
            ChatBackdrop()
            VStack(spacing: 0) {
                ScrollView {
                    VStack(alignment: .leading, spacing: 8) {
                        ForEach(messages) { message in
                            Text(message.text)
                        }
                    }
                    .padding()
                }
                HStack {
                    TextField("Type a message", text: $draft)
                    Button("Send") { send() }
                }
                .padding()
            }
        }
        // Only the device's edges, not the keyboard.
        .ignoresSafeArea(.container)
    }

    private func send() {
        guard !draft.isEmpty else { return }
        messages.append(ChatMessage(id: messages.count, text: draft))
        draft = ""
    }
}
