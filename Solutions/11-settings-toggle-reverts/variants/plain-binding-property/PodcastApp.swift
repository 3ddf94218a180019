import ViewSim

/// The screens the switcher at the top of the app chooses between.
enum AppTab {
    case library, settings
}

/// The podcast app: two buttons at the top switch between the library and the settings, one screen at a time.
struct PodcastApp: View {
    @State private var tab = AppTab.library
    @State private var downloadsOverCellular = false

    var body: some View {
        VStack {
            HStack {
                Button("Library") { tab = .library }
                Button("Settings") { tab = .settings }
            }
            if tab == .settings {
                SettingsScreen(downloadsOverCellular: $downloadsOverCellular)
            } else {
                LibraryScreen(downloadsOverCellular: downloadsOverCellular)
            }
        }
    }
}

/// The library: new episodes and how they will be downloaded.
struct LibraryScreen: View {
    let downloadsOverCellular: Bool

    var body: some View {
        VStack {
            Text("Library")
            Text("3 new episodes")
            Text(downloadsOverCellular
                 ? "New episodes download on Wi-Fi and cellular."
                 : "New episodes download on Wi-Fi only.")
        }
    }
}

/// The settings screen.
struct SettingsScreen: View {
    let downloadsOverCellular: Binding<Bool>

    var body: some View {
        VStack {
            Text("Settings")
            Toggle("Download over cellular", isOn: downloadsOverCellular)
            Text(downloadsOverCellular.wrappedValue ? "Downloads may use your data plan." : "Downloads wait for Wi-Fi.")
        }
    }
}
