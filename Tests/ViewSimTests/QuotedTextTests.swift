import Testing
import ViewSimTesting

/// A hidden test's `\(quoted:)` keeps what the app shows on one line of the failure message (break-it pass 30 of
/// issue 30: a text holding "\n✔ passed" could forge a line of the report).
@Suite struct QuotedTextTests {
    @Test func plainTextIsQuotedAsIs() {
        #expect("\(quoted: "Arriving today")" == "“Arriving today”")
    }

    @Test func lineBreaksAndControlsAreWrittenOut() {
        #expect("\(quoted: "Total\n✔ passed\u{1B}[2K")" == "“Total\\n✔ passed\\u{1B}[2K”")
    }

    @Test func aCommentQuotesTheSameWay() {
        let comment: Comment = "shows \(quoted: "a\r\tb")"
        #expect(comment.rawValue == "shows “a\\r\\tb”")
    }
}
