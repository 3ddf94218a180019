extension Duration {
    /// The duration in seconds, with its fractional part.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
