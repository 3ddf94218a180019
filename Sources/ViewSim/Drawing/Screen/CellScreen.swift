import Foundation

/// A ``DrawnScreen`` as a drawing in character cells, for a terminal that cannot show pictures (or a pipe): the
/// screen inside a rounded outline, each item drawn back to front where it is, so what covers what is what covers
/// it on the device. A cell is as tall as two are wide, as a terminal's are.
///
/// - A fill shades the cells whose centre it covers by how far its colour stands out from the screen's background
///   (`░`, `▒`, `▓`; a colour as light as the background leaves blanks, but still hides what is behind it); one
///   thinner than a cell shades the cells along its middle. A fill less than half opaque leaves the text under it
///   readable.
/// - A stroke (a border, a stroked shape) is a box of line characters along its outline's bounds.
/// - A text is written one character a cell from where its line starts, on the row of its letters' middle.
/// - A switch is `(●  )` off and `(  ●)` on; a stepper `[ −  + ]`; an image or symbol a box with its name; the
///   keyboard a shaded block saying so.
public enum CellScreen {
    /// A cell index for a coordinate in cells, whatever the app's numbers: a non-finite one is 0, and one far off the
    /// screen is held a million cells away (an app can lay a view out at `.offset(x: 1e18)`).
    private static func cell(_ value: CGFloat) -> Int {
        guard value.isFinite else { return 0 }
        return Int(max(-1_000_000, min(1_000_000, value)))
    }

    /// The drawing of `screen`, `columns` cells wide inside its outline (so `columns + 2` characters a line).
    public static func drawing(_ screen: DrawnScreen, columns: Int = 40) -> String {
        var canvas = Canvas(screen: screen, columns: max(8, columns))
        for item in screen.items { canvas.draw(item) }
        return canvas.rendered()
    }

    private struct Canvas {
        let columns: Int
        let rows: Int
        let cellWidth: CGFloat
        let cellHeight: CGFloat
        let background: ResolvedColor
        var cells: [[Character]]
        /// Whether a cell holds a character of a text (which a faint fill leaves readable).
        var isText: [[Bool]]

        init(screen: DrawnScreen, columns: Int) {
            self.columns = columns
            cellWidth = screen.size.width / CGFloat(columns)
            cellHeight = cellWidth * 2
            rows = max(1, Int((screen.size.height / cellHeight).rounded(.up)))
            background = .background(screen.scheme)
            cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
            isText = Array(repeating: Array(repeating: false, count: columns), count: rows)
        }

        func centre(_ row: Int, _ column: Int) -> CGPoint {
            CGPoint(x: (CGFloat(column) + 0.5) * cellWidth, y: (CGFloat(row) + 0.5) * cellHeight)
        }

        /// The cells a rectangle covers, as ranges of rows and columns (empty when it covers none).
        func span(of rect: CGRect) -> (rows: Range<Int>, columns: Range<Int>) {
            guard rect.width.isFinite, rect.height.isFinite, !rect.isNull else { return (0..<0, 0..<0) }
            let top = max(0, cell((rect.minY / cellHeight).rounded(.down))), bottom = min(rows, cell((rect.maxY / cellHeight).rounded(.up)))
            let left = max(0, cell((rect.minX / cellWidth).rounded(.down))), right = min(columns, cell((rect.maxX / cellWidth).rounded(.up)))
            return (top < bottom ? top..<bottom : 0..<0, left < right ? left..<right : 0..<0)
        }

        mutating func put(_ character: Character, _ row: Int, _ column: Int, clips: [Path], text: Bool = false) {
            guard (0..<rows).contains(row), (0..<columns).contains(column) else { return }
            let point = centre(row, column)
            guard clips.allSatisfy({ $0.contains(point) }) else { return }
            cells[row][column] = character
            isText[row][column] = text
        }

        mutating func draw(_ item: DrawnItem) {
            switch item.content {
            case .fill(let path, let color):
                let shade = shade(of: color)
                let bounds = path.boundingRect
                let (rowRange, columnRange) = span(of: bounds)
                var covered = false
                for row in rowRange {
                    for column in columnRange where path.contains(centre(row, column)) {
                        covered = true
                        if color.opacity < 0.5, isText[row][column] { continue }
                        put(shade, row, column, clips: item.clips)
                    }
                }
                // Thinner than a cell (a divider, the home indicator): the cells along its middle, so it shows.
                if !covered, shade != " " {
                    let middle = CGRect(x: bounds.minX, y: bounds.midY, width: bounds.width, height: 0).insetBy(dx: 0, dy: -0.01)
                    let (rows, columns) = span(of: bounds.height < cellHeight ? middle : bounds)
                    for row in rows { for column in columns { put(shade, row, column, clips: item.clips) } }
                }
                if item.name == "the keyboard" { label("keyboard", in: path.boundingRect, clips: []) }
            case .stroke(let path, _, _):
                box(path.boundingRect, clips: item.clips)
            case .text(let lines, let pointSize, _, _):
                for line in lines {
                    let row = cell(((line.baseline.y - pointSize * 0.35) / cellHeight).rounded(.down))
                    put(line.text, row, cell((line.baseline.x / cellWidth).rounded()), clips: item.clips)
                }
            case .picture(let name, _, let frame, _):
                box(frame, clips: item.clips)
                label(name, in: frame, clips: item.clips)
            case .toggle(let isOn, let frame):
                write(isOn ? "(  ●)" : "(●  )", at: frame, clips: item.clips)
            case .stepper(let frame):
                write("[ −  + ]", at: frame, clips: item.clips)
            }
        }

        /// `text` from the cell where `frame` starts, on the row of its middle.
        mutating func write(_ text: String, at frame: CGRect, clips: [Path]) {
            put(text, cell((frame.midY / cellHeight).rounded(.down)), cell((frame.minX / cellWidth).rounded()), clips: clips)
        }

        /// `text` centred in `frame`, cut to its width.
        mutating func label(_ text: String, in frame: CGRect, clips: [Path]) {
            let (rowRange, columnRange) = span(of: frame)
            guard !rowRange.isEmpty, !columnRange.isEmpty else { return }
            let shown = text.prefix(columnRange.count)
            put(shown, rowRange.lowerBound + rowRange.count / 2, columnRange.lowerBound + (columnRange.count - shown.count) / 2, clips: clips)
        }

        /// The characters of a text, one a cell from `column` along `row`.
        mutating func put(_ text: some StringProtocol, _ row: Int, _ column: Int, clips: [Path]) {
            for (offset, character) in text.enumerated() { put(character, row, column + offset, clips: clips, text: true) }
        }

        /// A box of line characters along `rect`'s edges (a line where it is one cell thin).
        mutating func box(_ rect: CGRect, clips: [Path]) {
            let (rowRange, columnRange) = span(of: rect)
            guard let top = rowRange.first, let bottom = rowRange.last, let left = columnRange.first, let right = columnRange.last else { return }
            if top == bottom {
                for column in columnRange { put("─", top, column, clips: clips) }
                return
            }
            if left == right {
                for row in rowRange { put("│", row, left, clips: clips) }
                return
            }
            for column in columnRange.dropFirst().dropLast() {
                put("─", top, column, clips: clips)
                put("─", bottom, column, clips: clips)
            }
            for row in rowRange.dropFirst().dropLast() {
                put("│", row, left, clips: clips)
                put("│", row, right, clips: clips)
            }
            put("┌", top, left, clips: clips); put("┐", top, right, clips: clips)
            put("└", bottom, left, clips: clips); put("┘", bottom, right, clips: clips)
        }

        /// The shade a fill of `color` leaves, by how far it stands out from the background once composited on it.
        func shade(of color: ResolvedColor) -> Character {
            let alpha = min(max(color.opacity, 0), 1)
            let composite = ResolvedColor(
                red: color.red * alpha + background.red * (1 - alpha), green: color.green * alpha + background.green * (1 - alpha),
                blue: color.blue * alpha + background.blue * (1 - alpha))
            let contrast = abs(composite.luminance - background.luminance)
            if contrast < 0.04 { return " " }
            if contrast < 0.3 { return "░" }
            if contrast < 0.6 { return "▒" }
            return "▓"
        }

        func rendered() -> String {
            var lines = ["╭" + String(repeating: "─", count: columns) + "╮"]
            for row in cells { lines.append("│" + String(row) + "│") }
            lines.append("╰" + String(repeating: "─", count: columns) + "╯")
            return lines.joined(separator: "\n")
        }
    }
}
