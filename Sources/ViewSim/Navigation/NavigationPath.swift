/// A type-erased list of the values pushed on a `NavigationStack`.
///
/// Behaviour mirrored from SwiftUI: `codable` is `nil` as soon as one element is not `Codable`; a
/// `CodableRepresentation` saved earlier decodes back into a path, and one that no longer decodes (a type renamed, its
/// fields changed) throws a `DecodingError` when it is decoded, instead of trapping.
///
/// Not `Sendable`: its elements may be any `Hashable`, a class of the app's included, and a path sent to another thread
/// would share them (a data race, which reads memory: issue 30).
///
/// Source: Apple, "NavigationPath" (https://developer.apple.com/documentation/swiftui/navigationpath) and
/// "CodableRepresentation" (https://developer.apple.com/documentation/swiftui/navigationpath/codablerepresentation).
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// Creates an empty path.
    public init() {
        elements = []
    }

    /// Creates a path from a sequence of values.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map(AnyHashable.init)
    }

    /// Creates a path from a saved representation (which checked, when it was decoded, that every element decodes).
    public init(_ codable: CodableRepresentation) {
        elements = codable.elements
    }

    /// The number of values on the path.
    public var count: Int { elements.count }

    /// Whether the path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends a value to the end of the path (pushes a screen).
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes `k` values from the end of the path (pops screens).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }

    /// A representation that can be saved and restored, or `nil` if any element is not `Codable`.
    public var codable: CodableRepresentation? {
        var items: [CodableRepresentation.Item] = []
        for element in elements {
            guard let value = element.base as? any Encodable, let json = try? Self.encode(value) else { return nil }
            items.append(.init(type: _mangledTypeName(type(of: element.base)) ?? "", json: json))
        }
        return CodableRepresentation(items: items, elements: elements)
    }

    /// A saved form of a path whose elements are all `Codable`. Decoding it (`JSONDecoder().decode(_:from:)`) decodes
    /// every element and throws a `DecodingError` when an element's type no longer exists or its data no longer fits
    /// it: a stale saved path fails there, it does not trap.
    public struct CodableRepresentation: Codable, Equatable {
        struct Item: Codable, Equatable, Sendable {
            let type: String
            let json: String
        }

        let items: [Item]
        let elements: [AnyHashable]

        init(items: [Item], elements: [AnyHashable]) {
            self.items = items
            self.elements = elements
        }

        public init(from decoder: any Decoder) throws {
            items = try [Item](from: decoder)
            elements = try items.map { item in
                guard let type = _typeByName(item.type) as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "No type named \(item.type)"))
                }
                return try NavigationPath.decode(type, from: item.json)
            }
        }

        public func encode(to encoder: any Encoder) throws {
            try items.encode(to: encoder)
        }

        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.items == rhs.items }
    }

    private static func encode(_ value: some Encodable) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    fileprivate static func decode<T: Decodable & Hashable>(_ type: T.Type, from json: String) throws -> AnyHashable {
        AnyHashable(try JSONDecoder().decode(T.self, from: Data(json.utf8)))
    }
}
