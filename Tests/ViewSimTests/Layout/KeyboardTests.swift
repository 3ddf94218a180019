import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// The software keyboard, a safe-area region of its own (L39 of `../shared/LAYOUT-CASES.md`): it comes up while a
/// text field has focus, the bottom of the safe area is then its top, and a view that ignores the keyboard region
/// stays where it was, under the keyboard.
///
/// Sources: Apple, "SafeAreaRegions.keyboard" (https://developer.apple.com/documentation/swiftui/safearearegions/keyboard);
/// "ignoresSafeArea(_:edges:)" ("ensures that system content like the software keyboard or edges of the device don't
/// obstruct your views"); WWDC23 "Keep up with the keyboard" (https://developer.apple.com/videos/play/wwdc2023/10281/).
/// iPhone 16: 393×852, safe area 59 above and 34 below; its keyboard (provisional, [?]) 336 points from the bottom.
@Suite("Layout: the software keyboard") @MainActor
struct KeyboardTests {
    private struct Form: View {
        @State private var name = ""
        var body: some View {
            VStack(spacing: 0) {
                Spacer()
                HStack {
                    TextField("Name", text: $name)
                    Button("Save") {}
                }
            }
        }
    }

    private struct FocusedForm: View {
        @State private var name = ""
        @FocusState private var editing: Bool
        var body: some View {
            VStack(spacing: 0) {
                Button("Done") { editing = false }
                Spacer()
                TextField("Name", text: $name).focused($editing)
            }
        }
    }

    // Source: Apple, FocusState ("When focus enters the modified view, the wrapped value of this property updates to
    // match"), focused(_:) ("When focus moves to the view, the binding sets the bound value to true"); that a tap in a
    // field moves focus there is the platform's (UIKit's first responder), documented by WWDC23 "Keep up with the
    // keyboard" (the keyboard comes up for the field being edited).
    @Test("A tap on a text field gives it focus and brings up the keyboard; a button of that label still takes the tap (Apple, TextField, FocusState)")
    func tapIntoAField() throws {
        let app = ViewHost(Form())
        try app.tap("Name")
        #expect(app.focusedFieldPrompt == "Name")
        #expect(app.keyboardFrame != nil)
        let focused = ViewHost(FocusedForm())
        try focused.tap("Name")
        #expect(focused.focusedFieldPrompt == "Name")
        try focused.tap("Done")
        #expect(focused.focusedFieldPrompt == nil, "“Done” is a button: the tap goes to it, and it ends the editing")
    }

    @Test("L39: a focused field brings up the keyboard, and the safe area ends at its top (Apple, SafeAreaRegions.keyboard)")
    func keyboardTakesTheBottomOfTheSafeArea() throws {
        let app = ViewHost(Form())
        #expect(app.keyboardFrame == nil)
        #expect(try app.frame(of: "Name").maxY == 818)
        try app.type("", into: "Name")
        let keyboard = try #require(app.keyboardFrame)
        #expect(keyboard == CGRect(x: 0, y: 852 - 336, width: 393, height: 336))
        #expect(try app.frame(of: "Name").maxY == keyboard.minY)
        let over = try app.viewsDrawn(over: "Name")
        #expect(over.isEmpty, "\(over)")
        try app.tap("Save")
    }

    @Test("L39: ignoring the keyboard region, the field stays where it was and the keyboard covers it (Apple, ignoresSafeArea(_:edges:))")
    func ignoringTheKeyboardLeavesTheFieldUnderIt() throws {
        let app = ViewHost(Form().ignoresSafeArea(.keyboard))
        try app.type("", into: "Name")
        #expect(try app.frame(of: "Name").maxY == 818)
        #expect(try app.viewsDrawn(over: "Name") == ["the keyboard"])
        #expect(app.viewsDrawn(at: CGPoint(x: 196, y: 810)).last == "the keyboard")
        let error = #expect(throws: ViewHostError.self) { try app.tap("Save") }
        #expect(error?.description.contains("“Save” is under the keyboard at") == true, "\(error?.description ?? "")")
        #expect(throws: ViewHostError.self) { try app.tap(at: CGPoint(x: 196, y: 700)) }
    }

    @Test("L39: ignoring only the container region, a view still stops at the keyboard (Apple, SafeAreaRegions.container)")
    func ignoringTheContainerStillAvoidsTheKeyboard() throws {
        let app = ViewHost(Form().ignoresSafeArea(.container, edges: .bottom))
        #expect(try app.frame(of: "Name").maxY == 852)
        try app.type("", into: "Name")
        #expect(try app.frame(of: "Name").maxY == 852 - 336)
    }

    @Test("L39: a background that ignores the safe area fills the screen behind the keyboard; the content moves up (Apple, ignoresSafeArea(_:edges:))")
    func backgroundStaysWhileContentMovesUp() throws {
        let app = ViewHost(ZStack {
            Color.indigo.ignoresSafeArea()
            Form()
        })
        try app.type("", into: "Name")
        #expect(app.frames(of: Color.self) == [CGRect(x: 0, y: 0, width: 393, height: 852)])
        #expect(try app.frame(of: "Name").maxY == 852 - 336)
    }

    /// A reader around a field at its top.
    private struct ReaderForm: View {
        final class Seen { var insets: [EdgeInsets] = [] }
        let seen: Seen
        @State private var name = ""
        var body: some View {
            GeometryReader { proxy in
                let _ = seen.insets.append(proxy.safeAreaInsets)
                VStack { TextField("Name", text: $name); Spacer() }
            }
            .ignoresSafeArea(.keyboard)
        }
    }

    // Source: Apple, GeometryProxy.safeAreaInsets and SafeAreaRegions.keyboard; OpenSwiftUI's SafeAreaInsets (a view
    // reaching the keyboard's top sees the keyboard and the home indicator below it; one that ignores the keyboard
    // reaches down to the home indicator and sees only it).
    @Test("L39: a reader that ignores the keyboard keeps its size and sees only the home indicator below it (Apple, GeometryProxy.safeAreaInsets)")
    func readerSeesTheKeyboardInset() throws {
        let seen = ReaderForm.Seen()
        let app = ViewHost(ReaderForm(seen: seen))
        _ = app.layout
        #expect(seen.insets.last?.bottom == 34)
        try app.type("", into: "Name")
        _ = app.layout
        #expect(seen.insets.last?.bottom == 34, "\(seen.insets)")
        #expect(seen.insets.last?.top == 59)
    }

    /// A reader around a field at its top, inside the safe area.
    private struct ContainedReaderForm: View {
        let seen: ReaderForm.Seen
        @State private var name = ""
        var body: some View {
            GeometryReader { proxy in
                let _ = seen.insets.append(proxy.safeAreaInsets)
                VStack { TextField("Name", text: $name); Spacer() }
            }
        }
    }

    // Source: Apple, SafeAreaRegions.keyboard ("the current extent of any software keyboard"); the keyboard is 336 tall
    // on an iPhone 16 here (KeyboardTests above).
    @Test("L39: a reader inside the safe area sees the keyboard's height as its bottom inset while it is up (Apple, GeometryProxy.safeAreaInsets)")
    func aContainedReaderSeesTheKeyboard() throws {
        let seen = ReaderForm.Seen()
        let app = ViewHost(ContainedReaderForm(seen: seen))
        _ = app.layout
        #expect(seen.insets.last?.bottom == 34)
        try app.type("", into: "Name")
        _ = app.layout
        #expect(seen.insets.last?.bottom == 336, "\(seen.insets)")
    }

    @Test("L39: the keyboard goes down when the field loses focus, and the layout comes back (Apple, FocusState)")
    func keyboardGoesDownWithFocus() throws {
        let app = ViewHost(FocusedForm())
        try app.type("A", into: "Name")
        #expect(app.keyboardFrame != nil)
        #expect(try app.frame(of: "Name").maxY == 516)
        try app.tap("Done")
        #expect(app.keyboardFrame == nil)
        #expect(try app.frame(of: "Name").maxY == 818)
    }

    @Test("L39 [?]: each device's keyboard height (provisional: third-party measurements, Apple documents none)",
          arguments: [(Device.iPhone16, CGFloat(336), CGFloat(209)), (.iPhone16ProMax, 346, 209), (.iPhoneSE, 260, 200), (.iPadPro11, 333, 420)])
    func keyboardHeights(device: Device, portrait: CGFloat, landscape: CGFloat) throws {
        let app = ViewHost(Form(), device: device)
        try app.type("", into: "Name")
        #expect(app.keyboardFrame?.height == portrait, "provisional [?]: \(device)'s keyboard height is a third-party measurement")
        #expect(try app.frame(of: "Name").maxY == device.portraitSize.height - portrait)
        app.orientation = .landscape
        #expect(app.keyboardFrame?.height == landscape, "provisional [?]: \(device)'s keyboard height is a third-party measurement")
        #expect(app.keyboardFrame?.maxY == device.portraitSize.width)
    }
}

extension KeyboardTests {
    @Test("The screen with frames says where each view and the keyboard are, in points")
    func screenWithFrames() throws {
        let app = ViewHost(Form())
        #expect(app.screenWithFrames.contains("TextField “Name”: “”  at 0, 796 · 345.2×22"), "\(app.screenWithFrames)")
        #expect(!app.screenWithFrames.contains("Keyboard"))
        try app.type("", into: "Name")
        #expect(app.screenWithFrames.hasSuffix("Keyboard  at 0, 516 · 393×336"), "\(app.screenWithFrames)")
    }
}
