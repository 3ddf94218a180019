import ViewSim

/// The red badge with the number of unread messages.
struct UnreadBadge: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .font(.caption)
            .padding(.horizontal, 6)
            .background { Capsule().fill(Color.red) }
    }
}

/// The mail icon at the top of the screen, with its badge while messages are unread.
struct MailIcon: View {
    let unread: Int

    var body: some View {
        Image(systemName: "envelope")
            .font(.largeTitle)
            .overlay {
                if unread > 0 {
                    UnreadBadge(count: unread)
                        .frame(alignment: .topTrailing)
                }
            }
    }
}

/// The top of the mail app: the title, and the icon that says how much is waiting.
struct MailHeader: View {
    var unread = 3

    var body: some View {
        VStack {
            HStack {
                Text("Mail")
                    .font(.largeTitle)
                Spacer()
                MailIcon(unread: unread)
            }
            Spacer()
        }
        .padding()
    }
}
