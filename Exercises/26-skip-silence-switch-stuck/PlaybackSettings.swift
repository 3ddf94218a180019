import Foundation
import ViewSim

/// The podcast player's playback settings. Both choices are saved, so they are still there the next time the app
/// opens.
struct PlaybackSettings: View {
    /// Where “Skip silence” is saved: the app's standard defaults, the store `@AppStorage` uses too.
    var defaults: UserDefaults = .standard

    @AppStorage("playsNextEpisode") private var playsNextEpisode = true

    var body: some View {
        VStack {
            Text("Playback")
            Toggle("Play next episode automatically", isOn: $playsNextEpisode)
            Toggle("Skip silence", isOn: Binding(
                get: { defaults.bool(forKey: "skipsSilence") },
                set: { defaults.set($0, forKey: "skipsSilence") }
            ))
            Text(defaults.bool(forKey: "skipsSilence")
                 ? "Pauses are trimmed: about 9 minutes saved an hour"
                 : "Episodes play as recorded")
        }
    }
}
