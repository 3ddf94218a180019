import ViewSim

/// The reader's appearance preferences.
struct AppearanceSettings: Equatable {
    var theme = "System"
    var textSize = 17

    /// Puts every preference back to what a new install has.
    static func applyDefaults(to settings: inout AppearanceSettings) {
        settings = AppearanceSettings()
    }
}

/// Appearance settings: make text larger, switch to the dark theme, or restore the defaults.
struct AppearanceScreen: View {
    @State private var settings = AppearanceSettings()

    var body: some View {
        VStack {
            Text("Theme: \(settings.theme)")
            Text("Text size: \(settings.textSize) pt")
            Button("Larger text") { settings.textSize += 1 }
            Button("Dark theme") { settings.theme = "Dark" }
            Button("Restore defaults") { restoreDefaults() }
        }
    }

    private func restoreDefaults() {
        var restored = settings
        AppearanceSettings.applyDefaults(to: &restored)
        settings = restored
    }
}
