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

    /// Parses a YAML text with libyaml and returns the first document's root, or nil for an empty stream.
    ///
    /// - Throws: ``CatalogueError`` with libyaml's problem and 1-based line and column when the text is not
    ///   well-formed YAML, or at the quote that opened it when a quoted scalar left open is the likely cause
    ///   (``unclosedQuote(in:failure:)``).
    public static func parse(_ text: String, file: String) throws(CatalogueError) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw CatalogueError(file: file, position: SourcePosition(line: 1, column: 1), message: "could not start the YAML parser")
        }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        var document = yaml_document_t()
        let loaded: Int32 = bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            return yaml_parser_load(&parser, &document)
        }
        guard loaded == 1 else {
            let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
            let mark = parser.problem_mark
            let position = SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
            // A quote left open is reported where libyaml noticed, often lines later: name where it opened.
            if parser.error == YAML_SCANNER_ERROR || parser.error == YAML_PARSER_ERROR,
               let open = unclosedQuote(in: text, failure: position) {
                throw CatalogueError(
                    file: file, position: open,
                    message: "this quoted text is never closed (libyaml: \(problem) at \(position.line):\(position.column))")
            }
            if parser.error == YAML_SCANNER_ERROR || parser.error == YAML_PARSER_ERROR,
               let apostrophe = apostropheEndingSingleQuotes(in: text, failure: position) {
                throw CatalogueError(
                    file: file, position: apostrophe,
                    message: "this apostrophe ends the single-quoted text; write it as '' (won''t), or put the text in double quotes (libyaml: \(problem) at \(position.line):\(position.column))")
            }
            var message = problem
            if let context = parser.context.map({ String(cString: $0) }) { message += " (\(context))" }
            throw CatalogueError(file: file, position: position, message: message)
        }
        defer { yaml_document_delete(&document) }
        guard let root = yaml_document_get_root_node(&document) else { return nil }
        return convert(root, in: &document, depth: 0)
    }

    private static func convert(_ node: UnsafeMutablePointer<yaml_node_t>, in document: inout yaml_document_t, depth: Int) -> YAMLNode {
        let mark = node.pointee.start_mark
        let position = SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        guard depth < 64 else { return .scalar("", quoted: false, at: position) }
        switch node.pointee.type {
        case YAML_SEQUENCE_NODE:
            var items: [YAMLNode] = []
            var item = node.pointee.data.sequence.items.start
            while let current = item, current != node.pointee.data.sequence.items.top {
                if let child = yaml_document_get_node(&document, current.pointee) {
                    items.append(convert(child, in: &document, depth: depth + 1))
                }
                item = current + 1
            }
            return .sequence(items, at: position)
        case YAML_MAPPING_NODE:
            var pairs: [(key: YAMLNode, value: YAMLNode)] = []
            var pair = node.pointee.data.mapping.pairs.start
            while let current = pair, current != node.pointee.data.mapping.pairs.top {
                if let key = yaml_document_get_node(&document, current.pointee.key),
                   let value = yaml_document_get_node(&document, current.pointee.value) {
                    pairs.append((convert(key, in: &document, depth: depth + 1), convert(value, in: &document, depth: depth + 1)))
                }
                pair = current + 1
            }
            return .mapping(pairs, at: position)
        default:
            let scalar = node.pointee.data.scalar
            let text = scalar.value.map { pointer in
                String(decoding: UnsafeBufferPointer(start: pointer, count: scalar.length), as: UTF8.self)
            } ?? ""
            let quoted = scalar.style == YAML_SINGLE_QUOTED_SCALAR_STYLE || scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE
            return .scalar(text, quoted: quoted, at: position)
        }
    }
}
