/// More `TextField` initializers, each built on ``TextField/init(_:text:)``: the host finds the field by its *title*,
/// as before. The prompt (placeholder) and axis are accepted and not shown; a vertical axis (a growing multi-line
/// field) types and reads the same way here.
///
/// Source: Apple, "TextField" (https://developer.apple.com/documentation/swiftui/textfield).
extension TextField {
    /// Creates a text field with a title, a prompt and a preferred axis.
    ///
    /// Source: Apple, "init(_:text:prompt:axis:)"
    /// (https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:axis:)).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title, text: text)
    }

    /// Creates a text field with a title and a prompt.
    ///
    /// Source: Apple, "init(_:text:prompt:)" (https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:)).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text)
    }

    /// Creates a text field with a title and a preferred axis.
    ///
    /// Source: Apple, "init(_:text:axis:)" (https://developer.apple.com/documentation/swiftui/textfield/init(_:text:axis:)-7n1bm).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
    }
}

/// A field into which people type private text. In SwiftUI it behaves like a ``TextField`` whose characters are shown
/// as dots; here its body *is* a `TextField` with the same title, so the host types into it and reads it the same way
/// (the screen dump shows its text in clear).
///
/// Source: Apple, "SecureField" (https://developer.apple.com/documentation/swiftui/securefield).
public struct SecureField: View {
    let title: String
    let text: Binding<String>

    /// Creates a secure field with a title.
    ///
    /// Source: Apple, "init(_:text:)" (https://developer.apple.com/documentation/swiftui/securefield/init(_:text:)).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }

    /// Creates a secure field with a title and a prompt (not shown).
    ///
    /// Source: Apple, "init(_:text:prompt:)" (https://developer.apple.com/documentation/swiftui/securefield/init(_:text:prompt:)).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text)
    }

    public var body: some View {
        TextField(title, text: text)
    }
}

/// A view that edits long-form text. It has no title in SwiftUI; here its body is a ``TextField`` whose title is the
/// empty string, so a test types into it with `app.type("…", into: "")`.
///
/// Source: Apple, "TextEditor" (https://developer.apple.com/documentation/swiftui/texteditor).
public struct TextEditor: View {
    let text: Binding<String>

    /// Creates a plain text editor.
    ///
    /// Source: Apple, "init(text:)" (https://developer.apple.com/documentation/swiftui/texteditor/init(text:)).
    public init(text: Binding<String>) {
        self.text = text
    }

    /// A text editor takes all the space it is offered, both ways (Apple, "TextEditor": it fills its frame).
    public var body: some View {
        TextField("", text: text).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
