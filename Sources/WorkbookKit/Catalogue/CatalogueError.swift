/// A problem in `grader.yml`: malformed YAML or a schema violation, at a 1-based line and column.
///
/// Renders as `grader.yml:LINE:COLUMN: message`, the shape editors and terminals make clickable.
public struct CatalogueError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var position: SourcePosition
    public var message: String

    public init(file: String, position: SourcePosition, message: String) {
        self.file = file; self.position = position; self.message = message
    }

    public var description: String { "\(file):\(position.line):\(position.column): \(message)" }
}
