import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// The sizes of the controls: a toggle (its switch is 51×31) and a text field (one line, as wide as offered).
///
/// Sources: Apple, "Toggle", "UISwitch" (a fixed 51×31-point switch), "TextField". The 8 points between a toggle's
/// label and its switch, and a field's one-line height, are this model's choices ([?]).
@Suite("Layout: controls") @MainActor
struct ControlLayoutTests {
    private struct Settings: View {
        @State private var wifi = true
        @State private var name = ""
        var body: some View {
            VStack(spacing: 0) {
                Toggle("Wi-Fi", isOn: $wifi)
                TextField("Name", text: $name)
                Text("Your name")
            }
        }
    }

    @Test("A toggle takes the offered width, label at the leading edge, and is at least the switch's 31 points tall (Apple, Toggle, UISwitch)")
    func toggleFillsTheRow() throws {
        let app = ViewHost(Settings())
        let toggle = try #require(app.frames(of: Toggle<Text>.self).first)
        #expect(toggle.width == 393)
        #expect(toggle.height == 31)
        let label = try #require(app.frames(of: Text.self).first)
        #expect(label.minX == 0 && abs(label.midY - toggle.midY) < 0.01)
    }

    @Test("Offered no width, a toggle is its label, 8 points and the 51-point switch (UISwitch; the spacing [?])")
    func toggleIdealWidth() throws {
        let app = ViewHost(Toggle("Wi-Fi", isOn: .constant(true)).fixedSize())
        let toggle = try #require(app.frames(of: Toggle<Text>.self).first)
        let label = try #require(app.frames(of: Text.self).first)
        #expect(toggle.width == label.width + 8 + 51, "provisional [?]: the spacing between label and switch")
    }

    @Test("A text field is as wide as offered and one line of its text tall (Apple, TextField; the height [?])")
    func textFieldIsOneLine() throws {
        let app = ViewHost(Settings())
        let field = try app.frame(of: "Name")
        let text = try #require(app.frames(of: Text.self).last)
        #expect(field.width == 393)
        #expect(field.height == text.height, "provisional [?]: a plain field's height is one line of its font")
    }
}
