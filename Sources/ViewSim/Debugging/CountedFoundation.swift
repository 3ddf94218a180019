// Foundation's expensive-to-build objects, counted where they are built, and the coders' work each time they decode or
// encode (see ``Cost``).
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

/// Makes a Foundation `DateIntervalFormatter` and counts it under ``Cost/formatters`` (see
/// ``DateFormatter(fileID:line:)``: it builds a date formatter inside).
public func DateIntervalFormatter(fileID: String = #fileID, line: Int = #line) -> Foundation.DateIntervalFormatter {
    Cost.charge(Cost.formatters, by: 1, at: Cost.Site(work: "DateIntervalFormatter()", fileID: fileID, line: line))
    return Foundation.DateIntervalFormatter()
}

/// Makes a Foundation `ByteCountFormatter` and counts it under ``Cost/formatters`` (see ``DateFormatter(fileID:line:)``).
public func ByteCountFormatter(fileID: String = #fileID, line: Int = #line) -> Foundation.ByteCountFormatter {
    Cost.charge(Cost.formatters, by: 1, at: Cost.Site(work: "ByteCountFormatter()", fileID: fileID, line: line))
    return Foundation.ByteCountFormatter()
}

/// Makes a Foundation `JSONDecoder` and counts it under ``Cost/coders``, and each value it decodes too: a decoder built
/// in `body`, or one kept but decoding in `body`, usually means the model is decoded again at every update.
public func JSONDecoder(fileID: String = #fileID, line: Int = #line) -> Foundation.JSONDecoder {
    Cost.charge(Cost.coders, by: 1, at: Cost.Site(work: "JSONDecoder()", fileID: fileID, line: line))
    return CountedJSONDecoder()
}

/// Makes a Foundation `JSONEncoder` and counts it under ``Cost/coders``, and each value it encodes too.
public func JSONEncoder(fileID: String = #fileID, line: Int = #line) -> Foundation.JSONEncoder {
    Cost.charge(Cost.coders, by: 1, at: Cost.Site(work: "JSONEncoder()", fileID: fileID, line: line))
    return CountedJSONEncoder()
}

/// Makes a Foundation `PropertyListDecoder` and counts it under ``Cost/coders``, and each value it decodes too.
public func PropertyListDecoder(fileID: String = #fileID, line: Int = #line) -> Foundation.PropertyListDecoder {
    Cost.charge(Cost.coders, by: 1, at: Cost.Site(work: "PropertyListDecoder()", fileID: fileID, line: line))
    return CountedPropertyListDecoder()
}

/// Makes a Foundation `PropertyListEncoder` and counts it under ``Cost/coders``, and each value it encodes too.
public func PropertyListEncoder(fileID: String = #fileID, line: Int = #line) -> Foundation.PropertyListEncoder {
    Cost.charge(Cost.coders, by: 1, at: Cost.Site(work: "PropertyListEncoder()", fileID: fileID, line: line))
    return CountedPropertyListEncoder()
}

// The coders the functions above hand out: Foundation's, each value they decode or encode counted under
// ``Cost/coders`` (a decoder built once and kept still decodes the whole model at every call; break-it pass 19 met
// a coders budget of 0 so). A charge names the view being evaluated, not the caller's line.

final class CountedJSONDecoder: Foundation.JSONDecoder, @unchecked Sendable {
    override func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        Cost.countCoding("decode(_:from:)")
        return try super.decode(type, from: data)
    }

    override func decode<T: DecodableWithConfiguration>(_ type: T.Type, from data: Data, configuration: T.DecodingConfiguration) throws -> T {
        Cost.countCoding("decode(_:from:configuration:)")
        return try super.decode(type, from: data, configuration: configuration)
    }

    override func decode<T, C>(_ type: T.Type, from data: Data, configuration: C.Type) throws -> T
    where T: DecodableWithConfiguration, C: DecodingConfigurationProviding, T.DecodingConfiguration == C.DecodingConfiguration {
        Cost.countCoding("decode(_:from:configuration:)")
        return try super.decode(type, from: data, configuration: configuration)
    }
}

final class CountedJSONEncoder: Foundation.JSONEncoder, @unchecked Sendable {
    override func encode<T: Encodable>(_ value: T) throws -> Data {
        Cost.countCoding("encode(_:)")
        return try super.encode(value)
    }

    override func encode<T: EncodableWithConfiguration>(_ value: T, configuration: T.EncodingConfiguration) throws -> Data {
        Cost.countCoding("encode(_:configuration:)")
        return try super.encode(value, configuration: configuration)
    }

    override func encode<T, C>(_ value: T, configuration: C.Type) throws -> Data
    where T: EncodableWithConfiguration, C: EncodingConfigurationProviding, T.EncodingConfiguration == C.EncodingConfiguration {
        Cost.countCoding("encode(_:configuration:)")
        return try super.encode(value, configuration: configuration)
    }
}

final class CountedPropertyListDecoder: Foundation.PropertyListDecoder, @unchecked Sendable {
    override func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        Cost.countCoding("decode(_:from:)")
        return try super.decode(type, from: data)
    }

    override func decode<T: Decodable>(_ type: T.Type, from data: Data, format: inout PropertyListDecoder.PropertyListFormat) throws -> T {
        Cost.countCoding("decode(_:from:format:)")
        return try super.decode(type, from: data, format: &format)
    }
}

final class CountedPropertyListEncoder: Foundation.PropertyListEncoder, @unchecked Sendable {
    override func encode<T: Encodable>(_ value: T) throws -> Data {
        Cost.countCoding("encode(_:)")
        return try super.encode(value)
    }
}

extension Cost {
    static func countCoding(_ work: String) {
        charge(coders, by: 1, at: Site(work: work))
    }
}
