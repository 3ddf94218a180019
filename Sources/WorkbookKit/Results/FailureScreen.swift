import Foundation

/// The app's screen as it was when a hidden test first failed: what a snapshot test's failure image is, drawn by the
/// core in the runner (ViewSimTesting's `FailureScreen`) and handed over on the record channel (``RunnerChannel``, kind
/// `S`).
///
/// JSON `{"cells": "…", "file": ".build/workbook/screens/01-…/2-the-count-survives.svg"}` (``TestOutcome/screen``):
/// `cells` is the screen in character cells, 40 columns inside the device's outline; `file` is where its picture
/// was written (``FailureScreenFiles``), absent until it is. The SVG itself is not in the JSON, only in memory, for the
/// reports that embed the picture.
///
/// **Read as hostile input**: the runner's process runs the learner's code. A screen is kept only when its cell
/// drawing is at most ``maxCellBytes`` and its SVG at most ``maxSVGBytes``, at most ``maxScreens`` are read, and an SVG
/// is kept only when it is a plain drawing (``isPlainDrawing(_:)``): nothing in it can make a converter or a browser
/// (the file opened on its own) fetch a file or run code.
public struct FailureScreen: Sendable, Codable, Equatable {
    /// The screen in character cells (`CellScreen`'s drawing: lines of at most 44 characters).
    public var cells: String
    /// The screen as an SVG document, in points; empty for a screen read back from JSON.
    public var svg: String
    /// Where the picture was written, relative to the workbook's root; nil until it is.
    public var file: String?

    public init(cells: String, svg: String, file: String? = nil) {
        self.cells = cells; self.svg = svg; self.file = file
    }

    enum CodingKeys: String, CodingKey { case cells, file }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cells = try container.decode(String.self, forKey: .cells)
        file = try container.decodeIfPresent(String.self, forKey: .file)
        svg = ""
    }

    /// The longest cell drawing kept, in UTF-8 bytes (a 40-column phone screen is about 4 KiB).
    static let maxCellBytes = 32 << 10
    /// The largest SVG kept, in bytes (a typical exercise screen is 5–20 KiB).
    static let maxSVGBytes = 1 << 20
    /// The most screens read from one runner (one per failing test).
    static let maxScreens = 200

    /// The screens on a runner's channel (its `S` records, JSON lines `{"testID", "cells", "svg"}`), by test ID; the
    /// first for a test wins, and one that breaks a limit or whose SVG is not a plain drawing keeps no SVG, or is left
    /// out when its cells are too long.
    public static func screens(jsonLines data: Data) -> [String: FailureScreen] {
        struct Line: Decodable { var testID: String; var cells: String; var svg: String }
        var screens: [String: FailureScreen] = [:]
        let decoder = JSONDecoder()
        for line in data.split(separator: 0x0A).prefix(maxScreens) {
            guard let screen = try? decoder.decode(Line.self, from: Data(line)), screens[screen.testID] == nil,
                  screen.cells.utf8.count <= maxCellBytes else { continue }
            let svg = screen.svg.utf8.count <= maxSVGBytes && isPlainDrawing(screen.svg) ? screen.svg : ""
            screens[screen.testID] = FailureScreen(cells: screen.cells, svg: svg)
        }
        return screens
    }

    /// The elements the core's SVG uses (`SVGScreen`): shapes, text, groups and clip paths.
    static let drawingElements: Set<String> = ["svg", "g", "rect", "circle", "ellipse", "line", "path", "text", "tspan", "clipPath", "defs", "title"]

    /// Whether `svg` is an SVG document made only of ``drawingElements`` (named exactly: no namespace prefix), with no
    /// reference outside itself and nothing that runs: no attribute named `on…`, `href` or with a namespace (but
    /// `xml:space`), no `url(…)` in a tag but to an element of its own (`url(#c1)`), no comment, DTD, CDATA section or
    /// processing instruction after the XML declaration. Text between tags is the app's, escaped: it is not judged.
    static func isPlainDrawing(_ svg: String) -> Bool {
        var rest = Substring(svg)
        if rest.hasPrefix("<?xml") {
            guard let end = rest.range(of: "?>") else { return false }
            rest = rest[end.upperBound...].drop { $0.isWhitespace }
        }
        guard rest.hasPrefix("<svg") else { return false }
        let attribute = /([^\s=\/>"']+)\s*=/
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { return false }
            var tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("/") { tag = tag.dropFirst() }
            let name = tag.prefix { !$0.isWhitespace && $0 != "/" }
            guard drawingElements.contains(String(name)) else { return false }
            // Attribute values are quoted; what is inside the quotes is judged with the names, more strictly.
            for match in tag.matches(of: attribute) {
                let key = match.1.lowercased()
                guard !key.hasPrefix("on"), !key.contains("href"), !key.contains(":") || key == "xml:space" else { return false }
            }
            var search = tag
            while let url = search.range(of: "url(") {
                guard search[url.upperBound...].hasPrefix("#") else { return false }
                search = search[url.upperBound...]
            }
        }
        return true
    }
}
