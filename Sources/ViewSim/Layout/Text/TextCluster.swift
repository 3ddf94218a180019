/// One user-perceived character (grapheme cluster) of a string, as the text model sees it: where it starts, how wide
/// it is, and how a line may break around it.
///
/// A cluster's advance is the advance of its first Unicode scalar: combining marks, variation selectors and joiners
/// that follow in the same cluster add nothing (`e` + U+0301 is as wide as `e`). Kerning is left out.
struct TextCluster: Sendable {
    /// How a cluster takes part in line breaking.
    enum Kind: Sendable {
        /// Part of a word: a line breaks between two of these only when a word is wider than the line.
        case glyph
        /// Breakable white space (space, tab, the en/em spaces, U+200B): a line may break after it, and at a break it
        /// hangs past the line's end, uncounted.
        case space
        /// A hyphen or dash after which a line may break (U+002D, U+2010, U+2013, U+2014), unless it starts a word.
        case breakAfter
        /// A line or paragraph separator (`Character.isNewline`: LF, CR, CR LF, VT, FF, NEL, U+2028, U+2029).
        case newline
    }

    /// The offset of the cluster's first byte in the string's UTF-8 view.
    var utf8Offset: Int32
    /// The cluster's advance width, in font units of ``InterMetrics``.
    var advance: Int32
    /// How the cluster takes part in line breaking.
    var kind: Kind

    /// Whether the cluster is breakable white space.
    var isSpace: Bool {
        if case .space = kind { true } else { false }
    }

    /// Whether the cluster ends a paragraph.
    var isNewline: Bool {
        if case .newline = kind { true } else { false }
    }

    /// Whether a line may break after the cluster when it is not the first of its word.
    var breaksAfter: Bool {
        if case .breakAfter = kind { true } else { false }
    }

    /// The clusters of `string` in order, with advances of `face`. ASCII text (the common case) is read byte by byte;
    /// other text by `Character`, once.
    static func clusters(of string: String, face: InterMetrics.Face) -> [TextCluster] {
        let table = InterMetrics.advances(face)
        var clusters: [TextCluster] = []
        clusters.reserveCapacity(string.utf8.count)
        let isASCII = string.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            for offset in bytes.indices {
                if bytes[offset] == 0x0A, offset > 0, bytes[offset - 1] == 0x0D { continue }
                clusters.append(ascii(bytes[offset], at: offset, table: table))
            }
            return true
        }
        if isASCII != true {
            var offset = 0
            for character in string {
                clusters.append(cluster(character, at: offset, face: face, table: table))
                offset += character.utf8.count
            }
        }
        return clusters
    }

    /// The advance of `character` in `face`, in font units: the table's advance of its first scalar, else
    /// ``fallbackAdvance(of:in:)``.
    static func advance(of character: Character, face: InterMetrics.Face) -> Int {
        Int(cluster(character, at: 0, face: face, table: InterMetrics.advances(face)).advance)
    }

    private static func ascii(_ byte: UInt8, at offset: Int, table: [UInt16]) -> TextCluster {
        let position = Int32(truncatingIfNeeded: offset)
        switch byte {
        case 0x0A...0x0D: return TextCluster(utf8Offset: position, advance: 0, kind: .newline)
        case 0x09: return TextCluster(utf8Offset: position, advance: tabAdvance(table), kind: .space)
        case 0x20: return TextCluster(utf8Offset: position, advance: Int32(table[0]), kind: .space)
        case 0x2D: return TextCluster(utf8Offset: position, advance: Int32(table[0x2D - 0x20]), kind: .breakAfter)
        case 0x21...0x7E:
            return TextCluster(utf8Offset: position, advance: Int32(table[Int(byte) - 0x20]), kind: .glyph)
        default: return TextCluster(utf8Offset: position, advance: 0, kind: .glyph)
        }
    }

    private static func cluster(
        _ character: Character, at offset: Int, face: InterMetrics.Face, table: [UInt16]
    ) -> TextCluster {
        let position = Int32(truncatingIfNeeded: offset)
        if character.isNewline { return TextCluster(utf8Offset: position, advance: 0, kind: .newline) }
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        let first = iterator.next()!
        let isSequence = iterator.next() != nil
        let kind: Kind
        switch first.value {
        case 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x205F, 0x3000: kind = .space
        case 0x2D, 0x2010, 0x2013, 0x2014: kind = .breakAfter
        default: kind = .glyph
        }
        if first.value == 0x09 { return TextCluster(utf8Offset: position, advance: tabAdvance(table), kind: .space) }
        if first.value == 0xAD { return TextCluster(utf8Offset: position, advance: 0, kind: .glyph) }
        if isSequence, scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) {
            return TextCluster(utf8Offset: position, advance: Int32(InterMetrics.unitsPerEm), kind: .glyph)
        }
        if let slot = InterMetrics.slot(of: first.value), table[slot] != InterMetrics.missing {
            return TextCluster(utf8Offset: position, advance: Int32(table[slot]), kind: kind)
        }
        return TextCluster(utf8Offset: position, advance: Int32(fallbackAdvance(of: first, in: face)), kind: kind)
    }

    /// The advance of a character the table has no width for, in font units:
    /// - 0 for marks, format characters (joiners, direction marks) and controls, which draw nothing on their own;
    /// - one em for wide characters: emoji (an emoji-presentation scalar, or a cluster with U+FE0F or a keycap) and the
    ///   East Asian wide and fullwidth blocks (Hangul, CJK, kana, fullwidth forms), which fonts draw on a square;
    /// - otherwise ``InterMetrics/fallbackAdvance(_:)``, the mean width of a–z in the face.
    ///
    /// Source for "wide": Unicode Standard Annex #11, East Asian Width (https://www.unicode.org/reports/tr11/), the
    /// W and F classes, by block, not per code point.
    static func fallbackAdvance(of scalar: Unicode.Scalar, in face: InterMetrics.Face) -> Int {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return InterMetrics.unitsPerEm
        default:
            return properties.isEmojiPresentation ? InterMetrics.unitsPerEm : InterMetrics.fallbackAdvance(face)
        }
    }

    /// A tab is as wide as four spaces. CoreText instead advances to the next tab stop (every 28 points by default)
    /// [?]; labels rarely hold tabs.
    private static func tabAdvance(_ table: [UInt16]) -> Int32 { 4 * Int32(table[0]) }
}
