/// Values found once per type (a view type's traits, its field layout), looked up at every node: a small table indexed
/// by the type's address answers most lookups without hashing; a dictionary keeps every value.
struct TypeKeyedCache<Value> {
    private static var tableSize: Int { 256 }
    private var table: [(type: ObjectIdentifier, value: Value)?] = Array(repeating: nil, count: tableSize)
    private var values: [ObjectIdentifier: Value] = [:]

    mutating func value(for type: Any.Type, make: (Any.Type) -> Value) -> Value {
        let key = ObjectIdentifier(type)
        // Type metadata is at least 8-byte aligned: the low bits say nothing.
        let slot = Int((UInt(bitPattern: key) >> 3) % UInt(Self.tableSize))
        if let entry = table[slot], entry.type == key { return entry.value }
        let value: Value
        if let known = values[key] {
            value = known
        } else {
            value = make(type)
            values[key] = value
        }
        table[slot] = (key, value)
        return value
    }
}
