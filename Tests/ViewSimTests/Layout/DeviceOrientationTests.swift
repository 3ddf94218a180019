import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// The host's device and how it is held: the screen, and the size classes that follow from them.
///
/// Sources: Apple's Human Interface Guidelines, "Layout", device size classes, as tabulated by
/// https://www.baolei.org/iOS-size-class-study-a1f01c7cfe0a4fd4a6d750bcde6cdb36 and matt's Stack Overflow answer 52317545
/// (an iPhone: compact width, regular height upright; compact height sideways, where only the Plus and Max phones
/// are regular wide; an iPad in full screen: regular both ways); Apple, "horizontalSizeClass", "verticalSizeClass".
/// Screens and safe areas: L46.
@Suite("Layout: the device and its orientation") @MainActor
struct DeviceOrientationTests {
    /// Shows the size classes the app is given.
    private struct SizeClassReader: View {
        @Environment(\.horizontalSizeClass) private var horizontal
        @Environment(\.verticalSizeClass) private var vertical
        var body: some View {
            Text("\(horizontal == .regular ? "regular" : "compact") × \(vertical == .regular ? "regular" : "compact")")
        }
    }

    @Test("An iPhone 16 is compact wide and regular tall upright, compact both ways sideways (HIG, device size classes)")
    func iPhone16() {
        let app = ViewHost(SizeClassReader())
        #expect(app.texts == ["compact × regular"])
        app.orientation = .landscape
        #expect(app.texts == ["compact × compact"])
        app.orientation = .portrait
        #expect(app.texts == ["compact × regular"])
    }

    @Test("An iPhone 16 Pro Max turns regular wide on its side (HIG, device size classes: the Max phones)")
    func proMax() {
        let app = ViewHost(SizeClassReader(), device: .iPhone16ProMax)
        #expect(app.texts == ["compact × regular"])
        app.orientation = .landscape
        #expect(app.texts == ["regular × compact"])
    }

    @Test("An iPhone SE is compact wide in both orientations (HIG, device size classes)")
    func iPhoneSE() {
        let app = ViewHost(SizeClassReader(), device: .iPhoneSE)
        app.orientation = .landscape
        #expect(app.texts == ["compact × compact"])
    }

    @Test("An iPad is regular both ways, held either way (HIG, device size classes)")
    func iPad() {
        let app = ViewHost(SizeClassReader(), device: .iPadPro11)
        #expect(app.texts == ["regular × regular"])
        app.orientation = .landscape
        #expect(app.texts == ["regular × regular"])
    }

    @Test("L46: turned sideways, an iPhone 16's screen is 852×393 and its safe area leaves 59 on each side and 21 below")
    func landscapeScreen() throws {
        let app = ViewHost(Color.gray)
        app.orientation = .landscape
        #expect(try app.frames(of: Color.self) == [CGRect(x: 59, y: 0, width: 852 - 118, height: 393 - 21)])
    }

    @Test("A relaunched app is given the size classes of the device as it is held, not as it was at the first launch")
    func relaunchKeepsTheOrientation() {
        let app = ViewHost(SizeClassReader(), device: .iPhone16ProMax)
        app.orientation = .landscape
        app.relaunch()
        #expect(app.texts == ["regular × compact"])
    }

    @Test("Setting the size class alone (an iPad app resized in Split View) keeps the screen's size")
    func sizeClassAlone() throws {
        let app = ViewHost(ZStack { Color.gray; SizeClassReader() }, device: .iPadPro11)
        app.sizeClass = .compact
        #expect(app.texts == ["compact × regular"])
        #expect(try app.frames(of: Color.self).first?.width == 834)
    }
}
