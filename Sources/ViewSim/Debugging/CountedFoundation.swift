// Foundation's expensive-to-build objects, counted where they are built (see ``Cost``).
//
// In SwiftUI code `DateFormatter()` makes a formatter; here it calls the function of the same name below, which makes
// the same Foundation formatter and charges ``Cost/formatters`` at the caller's line. Swift prefers these functions
// over Foundation's initializers in an expression; in a type position (`let f: DateFormatter`, `DateFormatter.self`,
// a subclass) the name is still Foundation's class, so code written for SwiftUI compiles unchanged. Only a bare
// `DateFormatter()` is counted, so exercises may not build these classes by another spelling (`Foundation.DateFormatter()`,
// `DateFormatter.init()`, a subclass's `super.init()`): the module policy refuses those (ModulePolicyReferences).

/// Makes a Foundation `DateFormatter` and counts it under ``Cost/formatters``.
///
/// Building a date formatter loads locale and calendar data; Apple's guidance is to create one and reuse it, and WWDC23
/// "Demystify SwiftUI performance" shows one built per row body as a cause of slow updates.
/// Source: Apple, "Data Formatting Guide: Reusing Formatter Instances"; WWDC23 session 10160.
public func DateFormatter(fileID: String = #fileID, line: Int = #line) -> Foundation.DateFormatter {
    Cost.charge(Cost.formatters, by: 1, at: Cost.Site(work: "DateFormatter()", fileID: fileID, line: line))
    return Foundation.DateFormatter()
}

/// Makes a Foundation `NumberFormatter` and counts it under ``Cost/formatters`` (see ``DateFormatter(fileID:line:)``).
public func NumberFormatter(fileID: String = #fileID, line: Int = #line) -> Foundation.NumberFormatter {
    Cost.charge(Cost.formatters, by: 1, at: Cost.Site(work: "NumberFormatter()", fileID: fileID, line: line))
    return Foundation.NumberFormatter()
}

/// Makes a Foundation `ISO8601DateFormatter` and counts it under ``Cost/formatters`` (see
/// ``DateFormatter(fileID:line:)``).
public func ISO8601DateFormatter(fileID: String = #fileID, line: Int = #line) -> Foundation.ISO8601DateFormatter {
    Cost.charge(Cost.formatters, by: 1, at: Cost.Site(work: "ISO8601DateFormatter()", fileID: fileID, line: line))
    return Foundation.ISO8601DateFormatter()
}

/// Makes a Foundation `JSONDecoder` and counts it under ``Cost/coders``: a decoder built in `body` usually means the
/// model is decoded again at every update.
public func JSONDecoder(fileID: String = #fileID, line: Int = #line) -> Foundation.JSONDecoder {
    Cost.charge(Cost.coders, by: 1, at: Cost.Site(work: "JSONDecoder()", fileID: fileID, line: line))
    return Foundation.JSONDecoder()
}

/// Makes a Foundation `JSONEncoder` and counts it under ``Cost/coders``.
public func JSONEncoder(fileID: String = #fileID, line: Int = #line) -> Foundation.JSONEncoder {
    Cost.charge(Cost.coders, by: 1, at: Cost.Site(work: "JSONEncoder()", fileID: fileID, line: line))
    return Foundation.JSONEncoder()
}
