/// Why the host could not do what a test asked, phrased as what the user would see, with the screen as it is.
public struct ViewHostError: Error, CustomStringConvertible {
    /// One sentence about what went wrong, followed by the screen dump.
    public let description: String
    /// The sentence alone, without the screen (`No button labelled “Save” is on screen.`).
    public let sentence: String

    init(_ sentence: String, screen: String) {
        self.sentence = sentence
        description = "\(sentence)\nThe screen shows:\n\(screen)"
    }

    /// An error about what `host` shows: with its screen dump, and its screen drawn for the failure (``FailureScreen``).
    @MainActor init<Root>(_ sentence: String, on host: ViewHost<Root>) {
        self.init(sentence, screen: host.screen)
        FailureScreen.capture(host)
    }
}
