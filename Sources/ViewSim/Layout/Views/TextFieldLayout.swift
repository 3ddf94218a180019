import Foundation

extension TextField: LayoutRole {
    /// A text field (the default style on iOS, no border) is one line of its text, or of its title while it is empty,
    /// in the environment's font: as tall as that line, and as wide as it is offered (its ideal width, offered none,
    /// is that line's).
    ///
    /// Source: Apple, "TextField" (a field "expands to fill the available width" in the default style, as a
    /// `VStack` of fields shows; https://developer.apple.com/documentation/swiftui/textfield). The height of one line
    /// of body text (22 points) is this model's choice ([?]: Apple documents no field height; a plain field's frame
    /// in the Xcode previews of public tutorials is one line tall). Pinned by ControlLayoutTests.
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        let typed = context.node.builtInState as? String ?? ""
        let line = Text(typed.isEmpty ? prompt : typed).layout(for: .unspecified, in: context.environment).size
        return CGSize(width: proposal.width ?? line.width, height: line.height)
    }
}
