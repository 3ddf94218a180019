/// Why the host could not do what a test asked, phrased as what the user would see, with the screen as it is.
public struct ViewHostError: Error, CustomStringConvertible {
    /// One sentence about what went wrong, followed by the screen dump.
    public let description: String

    init(_ sentence: String, screen: String) {
        description = "\(sentence)\nThe screen shows:\n\(screen)"
    }
}
