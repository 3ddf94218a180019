import Foundation
import ViewSim

/// The device a host's screen is: its size in points and the insets of its safe area, where the status bar, the
/// Dynamic Island, the home indicator or the rounded corners are.
///
/// The values are third-party measurements (Apple's device table in the Human Interface Guidelines could not be
/// read), kept here in one table so that a correction is made in one place: learnui.design's iOS design guidelines
/// (https://www.learnui.design/blog/ios-design-guidelines-templates.html) for the screen sizes; the 59-point top
/// inset of Dynamic Island phones (https://thedebonair.co.uk/post/why-does-view-safe-area-insets-top-contain-bad-value-in);
/// the 20-point status bar and the 34-point home indicator inset (https://useyourloaf.com/blog/supporting-iphone-x/);
/// iPad Pro sizes (https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-11-and-12-9-ipads-pro-cabd1c0e5f20).
/// Collected in `../shared/LAYOUT-CASES.md` (L46).
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The device's name, e.g. `iPhone 16`.
    public var name: String
    /// The screen in points, in portrait.
    public var portraitSize: CGSize
    /// The safe area's insets in portrait, in points.
    public var portraitSafeArea: EdgeInsets
    /// The safe area's insets in landscape, in points.
    public var landscapeSafeArea: EdgeInsets
    /// Whether the device is an iPad (a regular horizontal size class in both orientations).
    public var isPad: Bool
    /// Whether the phone is wide enough in landscape for a regular horizontal size class (the Plus and Pro Max
    /// phones); see ``sizeClasses(in:)``.
    public var hasRegularWidthInLandscape = false
    /// The software keyboard's height in portrait and in landscape, in points, from the screen's bottom edge (with its
    /// suggestions bar, and the space it leaves above the home indicator): see ``keyboardFrame(in:)``.
    public var portraitKeyboardHeight: CGFloat = 0
    public var landscapeKeyboardHeight: CGFloat = 0

    public var description: String { name }

    /// iPhone 16: 393×852 points; safe area 59 above and 34 below in portrait; 59 on each side and 21 below in
    /// landscape (the landscape values are marked unsure in L46).
    public static let iPhone16 = Device(
        name: "iPhone 16", portraitSize: CGSize(width: 393, height: 852),
        portraitSafeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
        landscapeSafeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), isPad: false,
        portraitKeyboardHeight: 336, landscapeKeyboardHeight: 209)

    /// iPhone 16 Pro Max: 440×956 points; safe area 59 above and 34 below in portrait; 59 on each side and 21 below
    /// in landscape (sources disagree on 59 or 62, L46); a regular width in landscape.
    public static let iPhone16ProMax = Device(
        name: "iPhone 16 Pro Max", portraitSize: CGSize(width: 440, height: 956),
        portraitSafeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
        landscapeSafeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), isPad: false,
        hasRegularWidthInLandscape: true, portraitKeyboardHeight: 346, landscapeKeyboardHeight: 209)

    /// iPhone SE (2nd and 3rd generation): 375×667 points, a 20-point status bar and a home button (no bottom inset).
    public static let iPhoneSE = Device(
        name: "iPhone SE", portraitSize: CGSize(width: 375, height: 667),
        portraitSafeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
        landscapeSafeArea: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0), isPad: false,
        portraitKeyboardHeight: 260, landscapeKeyboardHeight: 200)

    /// iPad Pro 11-inch: 834×1194 points, 24 above and 20 below (marked unsure in L46).
    public static let iPadPro11 = Device(
        name: "iPad Pro 11-inch", portraitSize: CGSize(width: 834, height: 1194),
        portraitSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
        landscapeSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), isPad: true,
        portraitKeyboardHeight: 333, landscapeKeyboardHeight: 420)
}

/// Whether the device is held upright or on its side.
public enum Orientation: Hashable, Sendable {
    case portrait
    case landscape
}

extension Device {
    /// The screen in points in `orientation`.
    public func screenSize(in orientation: Orientation) -> CGSize {
        orientation == .portrait ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
    }

    /// The size classes of a full-screen app on the device held in `orientation`: an iPad is regular both ways; an
    /// iPhone is compact wide and regular tall upright, and compact tall on its side, where only the Plus and Pro Max
    /// phones are regular wide.
    ///
    /// Source: Apple's Human Interface Guidelines, "Layout", device size classes, as tabulated from it by
    /// https://www.baolei.org/iOS-size-class-study-a1f01c7cfe0a4fd4a6d750bcde6cdb36 (the 12 and 12 Pro: compact and
    /// compact in landscape; the 12 Pro Max: regular and compact) and in matt's answer to "What are the size classes
    /// for the new iPhone X models?" on Stack Overflow (52317545).
    public func sizeClasses(in orientation: Orientation) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        if isPad { return (.regular, .regular) }
        switch orientation {
        case .portrait: return (.compact, .regular)
        case .landscape: return (hasRegularWidthInLandscape ? .regular : .compact, .compact)
        }
    }

    /// The software keyboard's frame in `orientation`, in window coordinates (points): the screen's full width, at its
    /// bottom.
    ///
    /// Apple documents no keyboard height ("read the keyboard frame at runtime"), so the heights are third-party
    /// measurements, marked unsure ([?]) in `../shared/LAYOUT-CASES.md` (L39): about 336 to 346 points for a portrait
    /// iPhone 16-class keyboard with its suggestions bar; the keys are the same height on every phone and the
    /// difference is the bottom safe area (Federica Benacquista, "List of the official iOS keyboards' heights",
    /// https://federicabenacquista.medium.com/list-of-the-official-ios-keyboards-heights-and-how-to-calculate-them-c2b844ef54b9);
    /// 216 points of keys in portrait and 162 in landscape on home-button phones, with a 44-point suggestions bar
    /// (https://codemia.io/knowledge-hub/path/what_is_the_height_of_iphones_onscreen_keyboard).
    public func keyboardFrame(in orientation: Orientation) -> CGRect {
        let size = screenSize(in: orientation)
        let height = min(size.height, orientation == .portrait ? portraitKeyboardHeight : landscapeKeyboardHeight)
        return CGRect(x: 0, y: size.height - height, width: size.width, height: height)
    }

    /// The safe area in `orientation`, in window coordinates (points).
    public func safeArea(in orientation: Orientation) -> CGRect {
        let size = screenSize(in: orientation)
        let insets = orientation == .portrait ? portraitSafeArea : landscapeSafeArea
        return CGRect(x: insets.leading, y: insets.top, width: size.width - insets.leading - insets.trailing,
                      height: size.height - insets.top - insets.bottom)
    }
}
