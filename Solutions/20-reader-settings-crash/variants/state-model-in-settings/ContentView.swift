import ViewSim

/// The reader's preferences, shared by the book page and the settings screen.
@Observable final class ReaderSettings {
    var textSize = 17
    var nightPages = false
}

/// The page being read, drawn with the reader's preferences.
struct BookPage: View {
    @Environment(ReaderSettings.self) private var settings

    var body: some View {
        VStack {
            Text("Chapter 3: The Lighthouse")
            Text("\(settings.textSize) pt, \(settings.nightPages ? "night" : "day") pages")
        }
    }
}

/// Where the reader changes the text size and the colour of the pages.
struct ReadingSettings: View {
    @State private var settings = ReaderSettings()

    var body: some View {
        @Bindable var settings = settings
        VStack {
            Text("Reading settings")
            Stepper("Text size: \(settings.textSize) pt", value: $settings.textSize, in: 12...32)
            Toggle("Night pages", isOn: $settings.nightPages)
        }
    }
}

/// The app's root: the book, and a button that swaps it for the reading settings and back.
struct ContentView: View {
    @State private var settings = ReaderSettings()
    @State private var showsSettings = false

    var body: some View {
        VStack {
            Button(showsSettings ? "Done" : "Settings") { showsSettings.toggle() }
            if showsSettings {
                ReadingSettings()
            } else {
                BookPage()
                    .environment(settings)
            }
        }
    }
}
