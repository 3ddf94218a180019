import ViewSim

/// One labelled switch in a settings list. The caller owns the setting.
struct SettingRow: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        Toggle(title, isOn: $isOn)
    }
}

/// The notification settings screen.
struct NotificationSettings: View {
    @State private var dailyDigest = false
    @State private var mentions = true

    var body: some View {
        VStack {
            SettingRow(title: "Daily digest", isOn: Binding(get: { dailyDigest }, set: { dailyDigest = $0 }))
            SettingRow(title: "Mentions", isOn: $mentions)
            Text(summary)
        }
    }

    private var summary: String {
        let enabled = [dailyDigest ? "daily digest" : nil, mentions ? "mentions" : nil].compactMap { $0 }
        return enabled.isEmpty ? "You won't be notified." : "You'll be notified about: \(enabled.joined(separator: ", "))"
    }
}
