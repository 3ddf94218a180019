import Testing

extension String.StringInterpolation {
    /// `value` as a hidden test quotes what the app shows: between curly quotes (`“Arriving today”`), on one line, with a
    /// line break or other control character written as Swift writes it (`\n`, `\u{1B}`), so text the learner's code
    /// puts on screen cannot add lines of its own to a failure message (break-it pass 30 of issue 30).
    public mutating func appendInterpolation<Value>(quoted value: Value) {
        appendLiteral(quotedOnOneLine(value))
    }
}

extension Comment.StringInterpolation {
    /// `value` quoted on one line, as in a `String` (see `String.StringInterpolation.appendInterpolation(quoted:)`), for
    /// the messages of `#expect`, `#require` and `Issue.record`.
    public mutating func appendInterpolation<Value>(quoted value: Value) {
        appendLiteral(quotedOnOneLine(value))
    }
}

private func quotedOnOneLine<Value>(_ value: Value) -> String {
    "“" + ScreenElement.oneLine(String(describing: value)) + "”"
}
