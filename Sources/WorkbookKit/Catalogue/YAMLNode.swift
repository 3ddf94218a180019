import CYAML
import Foundation

/// A position in a source file, 1-based, as editors show it.
public struct SourcePosition: Sendable, Equatable, Codable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
}

/// One node of a YAML document as libyaml composed it, with the position where it starts.
///
/// Only what `grader.yml` needs: scalars (all as strings, with whether they were quoted), sequences and
/// mappings whose keys keep their order. Aliases are resolved by libyaml's composer.
public indirect enum YAMLNode: Sendable {
    case scalar(String, quoted: Bool, at: SourcePosition)
    case sequence([YAMLNode], at: SourcePosition)
    case mapping([(key: YAMLNode, value: YAMLNode)], at: SourcePosition)

    /// Where the node starts.
    public var position: SourcePosition {
        switch self {
        case .scalar(_, _, let p), .sequence(_, let p), .mapping(_, let p): return p
        }
    }

    /// The scalar's text, or nil for a collection.
    public var scalarText: String? {
        if case .scalar(let text, _, _) = self { return text }
        return nil
    }

    /// A word for the node's kind, for error messages ("a list", "a mapping", "a string").
    public var kindDescription: String {
        switch self {
        case .scalar: return "a scalar"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }

    /// The most nodes a document may have, counting every node an alias repeats: `grader.yml` for a hundred exercises
    /// has a few thousand, and an alias bomb (aliases of aliases, each doubling) is stopped here instead of filling
    /// memory.
    public static let maximumNodes = 100_000
    /// The deepest nesting of lists and mappings a document may have; `grader.yml` needs six.
    public static let maximumDepth = 64
    /// The largest text parsed, in bytes: this project's `grader.yml` for 62 exercises is under 100 KiB, and parsing
    /// takes some times the text's size in memory, so a huge file (a log pasted in, a 300 MB comment) is refused
    /// before any of it is parsed.
    public static let maximumBytes = 4 << 20

    /// The error for a text of `bytes` bytes, over ``maximumBytes``; `bytes` nil when only that it is over is known.
    static func tooLarge(_ bytes: Int?, file: String) -> CatalogueError {
        let size = bytes.map { "\(mebibytes($0)) MiB (\($0) bytes)" } ?? "more than \(maximumBytes >> 20) MiB"
        return CatalogueError(
            file: file, position: SourcePosition(line: 1, column: 1),
            message: "the file is \(size), over the \(maximumBytes >> 20) MiB a grader.yml may have (a hundred exercises take about 150 KiB), so none of it was parsed; is it the right file?")
    }

    /// `bytes` in MiB with one decimal (`300.0`).
    private static func mebibytes(_ bytes: Int) -> String {
        String(format: "%.1f", Double(bytes) / Double(1 << 20))
    }

    /// Parses a YAML text with libyaml's event parser and returns the first document's root, or nil for an empty
    /// stream. Time and memory are linear in the text: a text over ``maximumBytes`` is refused first, nesting deeper
    /// than ``maximumDepth`` is refused by a scan of the text before libyaml sees it (libyaml's scanner is quadratic in
    /// the depth of `[[[…`), aliases are expanded against a budget of ``maximumNodes`` nodes, and each node is added to
    /// its collection in place.
    ///
    /// - Throws: ``CatalogueError`` with libyaml's problem and 1-based line and column when the text is not
    ///   well-formed YAML; naming a tab when a tab is what libyaml tripped on; at the quote that opened it when a
    ///   quoted scalar left open is the likely cause (``unclosedQuote(in:failure:)``); at the node past either limit;
    ///   at line 1 with the text's size when it is over ``maximumBytes``.
    public static func parse(_ text: String, file: String) throws(CatalogueError) -> YAMLNode? {
        let size = text.utf8.count
        guard size <= maximumBytes else { throw tooLarge(size, file: file) }
        if let deep = tooDeep(text) {
            throw CatalogueError(
                file: file, position: deep,
                message: "nesting is deeper than \(maximumDepth) levels here; grader.yml needs only a few")
        }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw CatalogueError(file: file, position: SourcePosition(line: 1, column: 1), message: "could not start the YAML parser")
        }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer throws(CatalogueError) -> YAMLNode? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var composer = Composer(file: file)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { throw parseError(&parser, text: text, file: file) }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT || event.type == YAML_DOCUMENT_END_EVENT { return composer.root }
                try composer.add(event)
            }
        }
    }

    /// The error for a failed `yaml_parser_parse`, at the most useful place.
    private static func parseError(_ parser: inout yaml_parser_t, text: String, file: String) -> CatalogueError {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        // libyaml's reader checks characters before any token and gives only a byte offset.
        if parser.error == YAML_READER_ERROR { return readerError(problem, offset: Int(parser.problem_offset), text: text, file: file) }
        let mark = parser.problem_mark
        let position = SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        let syntax = parser.error == YAML_SCANNER_ERROR || parser.error == YAML_PARSER_ERROR
        if syntax, let tab = tab(in: text, near: position) {
            return CatalogueError(
                file: file, position: tab,
                message: "a tab here; YAML indents with spaces only, so replace the tab with spaces (libyaml: \(problem) at \(position.line):\(position.column))")
        }
        // A quote left open is reported where libyaml noticed, often lines later: name where it opened.
        if syntax, let open = unclosedQuote(in: text, failure: position) {
            return CatalogueError(
                file: file, position: open,
                message: "this quoted text is never closed (libyaml: \(problem) at \(position.line):\(position.column))")
        }
        if syntax, let apostrophe = apostropheEndingSingleQuotes(in: text, failure: position) {
            return CatalogueError(
                file: file, position: apostrophe,
                message: "this apostrophe ends the single-quoted text; write it as '' (won''t), or put the text in double quotes (libyaml: \(problem) at \(position.line):\(position.column))")
        }
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) { message += " (\(context))" }
        return CatalogueError(file: file, position: position, message: message)
    }

    /// A character libyaml's reader refused, at its line and column: a control character by its code (a NUL among
    /// the first bytes meaning the file is UTF-16, not UTF-8).
    static func readerError(_ problem: String, offset: Int, text: String, file: String) -> CatalogueError {
        let bytes = Array(text.utf8)
        let before = bytes.prefix(min(max(offset, 0), bytes.count))
        let line = before.filter { $0 == 0x0A }.count + 1
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
        let position = SourcePosition(line: line, column: column)
        if offset < bytes.count, bytes.prefix(64).filter({ $0 == 0 }).count >= 8 {
            return CatalogueError(file: file, position: position, message: "this file holds NUL bytes between its letters: it is UTF-16, and grader.yml must be UTF-8 (save it as UTF-8)")
        }
        if offset < bytes.count, bytes[offset] < 0x20 || bytes[offset] == 0x7F {
            return CatalogueError(file: file, position: position, message: "a control character (U+\(String(format: "%04X", bytes[offset]))) here; grader.yml may hold only printable text")
        }
        return CatalogueError(file: file, position: position, message: problem)
    }

    /// Where a tab is the likely cause of a libyaml error at `failure`: the tab at the failure itself, or one in the
    /// indentation of its line (libyaml says "found character that cannot start any token" for both).
    static func tab(in text: String, near failure: SourcePosition) -> SourcePosition? {
        var lineNumber = 1
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { lineNumber += 1 }
            guard lineNumber == failure.line else { continue }
            let scalars = Array(line.unicodeScalars)
            if failure.column - 1 < scalars.count, scalars[failure.column - 1] == "\t" {
                return SourcePosition(line: lineNumber, column: failure.column)
            }
            for (index, scalar) in scalars.enumerated() {
                if scalar == "\t" { return SourcePosition(line: lineNumber, column: index + 1) }
                if scalar != " " { break }
            }
            return nil
        }
        return nil
    }

    /// Where nesting first goes deeper than ``maximumDepth``, in one pass over the text: flow collections (`[`, `{`
    /// where a value may start, outside quotes and comments) and block nesting (each `- ` or `key:` opening a level at
    /// a deeper indentation, which is what a line of `- - - …` does).
    static func tooDeep(_ text: String) -> SourcePosition? {
        var line = 1, column = 0
        var flowDepth = 0
        var indents: [Int] = []  // open block levels by column
        var quote: Unicode.Scalar?
        var atLineStart = true, valueMayStart = true, inComment = false
        var previous: Unicode.Scalar = "\n"
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let character = scalars[index]
            column += 1
            defer { previous = character; index += 1 }
            if character == "\n" {
                line += 1; column = 0; atLineStart = true; valueMayStart = true; inComment = false
                if quote == nil && flowDepth == 0 { continue }
                continue
            }
            if inComment { continue }
            if let open = quote {
                if open == "\"" && character == "\\" { index += 1; column += 1; continue }
                if character == open {
                    if open == "'" && index + 1 < scalars.count && scalars[index + 1] == "'" { index += 1; column += 1; continue }
                    quote = nil
                }
                continue
            }
            if character == " " || character == "\t" { continue }
            if character == "#" && (previous == " " || previous == "\t" || previous == "\n") { inComment = true; continue }
            if atLineStart && flowDepth == 0 {
                while let last = indents.last, last >= column { indents.removeLast() }
                atLineStart = false
            }
            let next: Unicode.Scalar = index + 1 < scalars.count ? scalars[index + 1] : "\n"
            let blankNext = next == " " || next == "\t" || next == "\n" || next == "\r"
            if flowDepth == 0 && valueMayStart && (character == "-" || character == "?") && blankNext {
                if indents.last.map({ $0 < column }) ?? true { indents.append(column) }
                if indents.count > maximumDepth { return SourcePosition(line: line, column: column) }
                continue
            }
            if character == "[" || character == "{" {
                if flowDepth > 0 || valueMayStart {
                    flowDepth += 1
                    if flowDepth + indents.count > maximumDepth { return SourcePosition(line: line, column: column) }
                    valueMayStart = true
                    continue
                }
            }
            if flowDepth > 0 {
                if character == "]" || character == "}" { flowDepth -= 1; valueMayStart = false; continue }
                if character == "," { valueMayStart = true; continue }
            }
            if character == ":" && (blankNext || (flowDepth > 0)) {
                valueMayStart = true
                continue
            }
            if valueMayStart && (character == "\"" || character == "'") { quote = character; valueMayStart = false; continue }
            if valueMayStart && (character == "&" || character == "!") {
                // An anchor or tag: the value starts after it.
                while index + 1 < scalars.count, scalars[index + 1] != " ", scalars[index + 1] != "\n" { index += 1; column += 1 }
                continue
            }
            if valueMayStart && flowDepth == 0 && (indents.last.map({ $0 < column }) ?? true) && startsKey(scalars, at: index) {
                indents.append(column)
                if indents.count > maximumDepth { return SourcePosition(line: line, column: column) }
            }
            valueMayStart = false
        }
        return nil
    }

    /// Whether a plain block key (`name:` followed by a blank) starts at `index`, on its line.
    private static func startsKey(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        var position = index
        while position < scalars.count, scalars[position] != "\n" {
            if scalars[position] == ":" {
                let after: Unicode.Scalar = position + 1 < scalars.count ? scalars[position + 1] : "\n"
                if after == " " || after == "\t" || after == "\n" || after == "\r" { return true }
            }
            if scalars[position] == "#" && position > index && scalars[position - 1] == " " { return false }
            position += 1
        }
        return false
    }

    /// Builds nodes from libyaml's events, expanding aliases within the node budget. Each node is appended to its
    /// open collection in place, so composing is linear in the number of nodes.
    private struct Composer {
        let file: String
        var root: YAMLNode?
        var nodes = 0
        /// Anchored nodes and how many nodes each holds (an alias repeats them all).
        var anchors: [String: (node: YAMLNode, size: Int)] = [:]
        /// A collection being composed: a sequence's items, or a mapping's pairs and the key waiting for its value.
        struct Frame {
            var isMapping: Bool
            var items: [YAMLNode] = []
            var pairs: [(key: YAMLNode, value: YAMLNode)] = []
            var pendingKey: YAMLNode?
            var at: SourcePosition
            var anchor: String?
            var start: Int

            var node: YAMLNode { isMapping ? .mapping(pairs, at: at) : .sequence(items, at: at) }
        }
        var stack: [Frame] = []

        init(file: String) { self.file = file }

        mutating func add(_ event: yaml_event_t) throws(CatalogueError) {
            let mark = event.start_mark
            let position = SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
            func anchor(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? { pointer.map { String(cString: $0) } }
            try refuseTag(of: event, at: position)
            switch event.type {
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let text = scalar.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self) } ?? ""
                let quoted = scalar.style == YAML_SINGLE_QUOTED_SCALAR_STYLE || scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE
                // An escape (`"\e[2J"`, `"\u202E"`) writes what the reader refuses raw: a title or hint printed on a
                // learner's terminal must not move the cursor or reorder the text (break-it pass 30 of issue 30).
                if let unsafe = text.unicodeScalars.first(where: UntrustedText.isUnsafeInLines) {
                    throw CatalogueError(
                        file: file, position: position,
                        message: "this text holds the control or text-direction character U+\(String(format: "%04X", unsafe.value)); grader.yml may hold only printable text")
                }
                try count(1, at: position)
                let node = YAMLNode.scalar(text, quoted: quoted, at: position)
                if let name = anchor(scalar.anchor) { anchors[name] = (node, 1) }
                finish(node)
            case YAML_ALIAS_EVENT:
                let name = anchor(event.data.alias.anchor) ?? ""
                guard let anchored = anchors[name] else {
                    throw CatalogueError(file: file, position: position, message: "the alias *\(name) names no anchor defined before it")
                }
                try count(anchored.size, at: position)
                finish(anchored.node)
            case YAML_SEQUENCE_START_EVENT:
                try count(1, at: position)
                try push(Frame(isMapping: false, at: position, anchor: anchor(event.data.sequence_start.anchor), start: nodes), at: position)
            case YAML_MAPPING_START_EVENT:
                try count(1, at: position)
                try push(Frame(isMapping: true, at: position, anchor: anchor(event.data.mapping_start.anchor), start: nodes), at: position)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = stack.popLast() else { return }
                let node = frame.node
                if let name = frame.anchor { anchors[name] = (node, nodes - frame.start + 1) }
                finish(node)
            default:
                break
            }
        }

        /// A tag (`!!binary`, `!!int`, `!custom`) asks for a conversion the reader does not make: the value would be read
        /// as plain text, so a tagged value is refused where it is (break-it pass 30 of issue 30).
        private func refuseTag(of event: yaml_event_t, at position: SourcePosition) throws(CatalogueError) {
            let tag: UnsafeMutablePointer<yaml_char_t>? = switch event.type {
            case YAML_SCALAR_EVENT: event.data.scalar.tag
            case YAML_SEQUENCE_START_EVENT: event.data.sequence_start.tag
            case YAML_MAPPING_START_EVENT: event.data.mapping_start.tag
            default: nil
            }
            guard let tag else { return }
            let name = UntrustedText.printable(String(cString: tag))
            let shown = name.hasPrefix("tag:yaml.org,2002:") ? "!!" + name.dropFirst("tag:yaml.org,2002:".count) : name
            throw CatalogueError(
                file: file, position: position,
                message: "the YAML tag `\(shown)` here; grader.yml uses no tags: write the value as plain text, quoted if it must stay a string")
        }

        private mutating func count(_ added: Int, at position: SourcePosition) throws(CatalogueError) {
            nodes += added
            guard nodes <= YAMLNode.maximumNodes else {
                throw CatalogueError(
                    file: file, position: position,
                    message: "the document has more than \(YAMLNode.maximumNodes) nodes here (counting what aliases repeat); grader.yml needs far fewer")
            }
        }

        private mutating func push(_ frame: Frame, at position: SourcePosition) throws(CatalogueError) {
            guard stack.count < YAMLNode.maximumDepth else {
                throw CatalogueError(file: file, position: position, message: "nesting is deeper than \(YAMLNode.maximumDepth) levels here; grader.yml needs only a few")
            }
            stack.append(frame)
        }

        private mutating func finish(_ node: YAMLNode) {
            guard !stack.isEmpty else { root = node; return }
            let top = stack.count - 1
            if !stack[top].isMapping {
                stack[top].items.append(node)
            } else if let key = stack[top].pendingKey {
                stack[top].pairs.append((key, node))
                stack[top].pendingKey = nil
            } else {
                stack[top].pendingKey = node
            }
        }
    }
}
