import Foundation
import ViewSim

/// The podcast player's playback settings. Both choices are saved, so they are still there the next time the app
/// opens.
struct PlaybackSettings: View {
    /// Where “Skip silence” is saved: the app's standard defaults, the store `@AppStorage` uses too. (Nothing here
    /// reads it any more; it stays so that the places that make this screen need not change.)
    var defaults: UserDefaults = .standard

    @AppStorage("playsNextEpisode") private var playsNextEpisode = true
    // @AppStorage reads and writes the same UserDefaults key, and also tells SwiftUI when it changes, so the switch
    // and the line under it are drawn again. A plain read of UserDefaults in body is seen once and never again.
    @AppStorage("skipsSilence") private var skipsSilence = false

    var body: some View {
        VStack {
            Text("Playback")
            Toggle("Play next episode automatically", isOn: $playsNextEpisode)
            Toggle("Skip silence", isOn: $skipsSilence)
            Text(skipsSilence
                 ? "Pauses are trimmed: about 9 minutes saved an hour"
                 : "Episodes play as recorded")
        }
    }
}
