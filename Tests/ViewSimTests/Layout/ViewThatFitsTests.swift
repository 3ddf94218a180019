import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// `ViewThatFits`: case L40 of `../shared/LAYOUT-CASES.md`.
///
/// Source: Apple, "ViewThatFits" (https://developer.apple.com/documentation/swiftui/viewthatfits): "It selects the first
/// child whose ideal size on the constrained axes fits within the proposed size… By default, ViewThatFits constrains
/// in both the horizontal and vertical axes"; `init(in:content:)`: "If axes is an empty set, ViewThatFits uses the
/// first child view". The last child when none fits: fatbobman's `_MyViewThatFitsLayout`, in OpenSwiftUI's examples.
@Suite("Layout: ViewThatFits") @MainActor
struct ViewThatFitsTests {
    /// L40's three grey bars, 200, 100 and 50 wide, offered `width`×100.
    private func bars(in axes: Axis.Set = [.horizontal, .vertical], offered width: CGFloat) -> LaidOut {
        LaidOut(ViewThatFits(in: axes) {
            Color.gray.frame(width: 200, height: 50)
            Color.gray.frame(width: 100, height: 50)
            Color.gray.frame(width: 50, height: 50)
        }.frame(width: width, height: 100))
    }

    @Test("L40: offered 150×100, it shows the first child that fits, the 100-wide one, centred (Apple, ViewThatFits)")
    func firstThatFits() {
        let laidOut = bars(offered: 150)
        #expect(laidOut.colors.count == 1, "only the chosen child is laid out")
        #expect(laidOut[0] == Frame(25, 25, 100, 50))
    }

    @Test("L40: offered 40×100, none fits, so the last child is shown and overflows (fatbobman, OpenSwiftUI)")
    func lastWhenNoneFits() {
        let laidOut = bars(offered: 40)
        #expect(laidOut.colors.count == 1)
        #expect(laidOut[0] == Frame(-5, 25, 50, 50))
    }

    @Test("L40: offered the width of the widest child, that child fits (a size equal to the proposal fits)")
    func anEqualSizeFits() {
        #expect(bars(offered: 200)[0] == Frame(0, 25, 200, 50))
    }

    @Test("L40: constrained horizontally only, a child taller than the proposal still fits (Apple, init(in:content:))")
    func horizontalOnly() {
        let laidOut = LaidOut(ViewThatFits(in: .horizontal) {
            Color.gray.frame(width: 100, height: 500)
            Color.gray.frame(width: 50, height: 50)
        }.frame(width: 150, height: 100))
        #expect(laidOut[0] == Frame(25, -200, 100, 500))
    }

    @Test("L40: with no axes to constrain, the first child is shown whatever its size (Apple, init(in:content:))")
    func noAxes() {
        #expect(bars(in: [], offered: 40)[0] == Frame(-80, 25, 200, 50))
    }

    @Test("L40: a text counts at its ideal, one-line width: a text that would wrap does not fit (Apple, ViewThatFits)")
    func textAtItsIdealWidth() throws {
        let app = ViewHost(ViewThatFits {
            Text("Departs from platform nine at half past ten")
            Text("Platform 9, 10:30")
        }.frame(width: 200))
        #expect(app.isShowing(.text, "Platform 9, 10:30"))
        #expect(!app.isShowing(.text, "Departs from platform nine at half past ten"),
                "the option left out is not on screen. The screen shows:\n\(app.screen)")
        #expect(try app.shownText("Platform 9, 10:30").lines == ["Platform 9, 10:30"])
    }

    @Test("An option left out is not on screen and cannot be tapped; the chosen one can")
    func leftOutOptionIsNotOperable() throws {
        final class Taps { var count = 0 }
        let taps = Taps()
        let app = ViewHost(ViewThatFits {
            HStack {
                Button("Add to Wallet") { taps.count += 1 }
                Button("Share ticket") { taps.count += 10 }
            }
            VStack {
                Button("Wallet") { taps.count += 100 }
                Button("Share") { taps.count += 1000 }
            }
        }.frame(width: 120))
        #expect(app.elements.filter { $0.kind != .container }.map(\.label) == ["Wallet", "Share"],
                "The screen shows:\n\(app.screen)")
        #expect(throws: ViewHostError.self) { try app.tap("Add to Wallet") }
        try app.tap("Share")
        #expect(taps.count == 1000)
    }

    @Test("The option shown follows the space offered: the wide one on an iPad, the narrow one on an iPhone SE")
    func followsTheDevice() {
        func shown(on device: Device) -> [String] {
            let app = ViewHost(ViewThatFits {
                HStack { Text("Seat 14A"); Text("Gate B22"); Text("Boarding 10:05"); Text("Departs 10:35 from Terminal 2") }
                VStack { Text("Seat 14A"); Text("Gate B22") }
            }, device: device)
            return app.elements.filter { $0.kind != .container }.map(\.label)
        }
        #expect(shown(on: .iPadPro11).count == 4)
        #expect(shown(on: .iPhoneSE) == ["Seat 14A", "Gate B22"])
    }

    @Test("Every option is built, so each runs onAppear, the one left out too (undocumented; the choice made here)")
    func everyOptionAppears() {
        final class Appearances { var names: [String] = [] }
        let appearances = Appearances()
        _ = ViewHost(ViewThatFits {
            Text("Departs from platform nine at half past ten").onAppear { appearances.names.append("long") }
            Text("Platform 9, 10:30").onAppear { appearances.names.append("short") }
        }.frame(width: 200))
        #expect(appearances.names.sorted() == ["long", "short"])
    }
}
