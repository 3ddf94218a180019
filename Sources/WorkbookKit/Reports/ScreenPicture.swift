import Foundation

/// A failing test's screen (``FailureScreen``) as a PNG, for the reports that embed a picture (Gradescope's HTML
/// output, the class dashboard): drawn from its SVG by `rsvg-convert` (``Screenshot``) at one pixel a point, so a
/// phone screen is about 400 × 850 pixels and 10–40 KiB; a ``thumbnail(_:)`` is a quarter of that each way.
///
/// Best effort: without `rsvg-convert`, or for a screen with no SVG, there is no picture and the report says what it
/// would have in words only. A picture over ``maxBytes`` is left out rather than made smaller.
public enum ScreenPicture {
    /// The largest PNG embedded, in bytes.
    static let maxBytes = 256 << 10

    /// The PNG of `screen`, or nil.
    public static func png(_ screen: FailureScreen) -> Data? { png(screen, zoom: 1) }

    /// A thumbnail of `screen` (a quarter of a point a pixel: about 100 × 210 pixels, a few KiB), or nil.
    public static func thumbnail(_ screen: FailureScreen) -> Data? { png(screen, zoom: 0.25) }

    private static func png(_ screen: FailureScreen, zoom: Double) -> Data? {
        guard !screen.svg.isEmpty, Screenshot.converter != nil else { return nil }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-screens-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("screen.png")
        do throws(WorkbookError) {
            try Screenshot.png(svg: screen.svg, to: file, scratch: scratch, zoom: zoom)
        } catch {
            return nil
        }
        guard let data = FileManager.default.contents(atPath: file.path), !data.isEmpty, data.count <= maxBytes else { return nil }
        return data
    }

    /// `data:image/png;base64,…` for `png`.
    static func dataURI(_ png: Data) -> String {
        "data:image/png;base64," + png.base64EncodedString()
    }
}
