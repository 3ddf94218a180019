@_spi(Reflection) import Swift

/// The stored fields of one view type, found once and cached: their names, and which of them are dynamic properties
/// the graph must link (with their byte offsets).
struct FieldLayout {
    struct LinkedField {
        let name: String
        let offset: Int
        let type: any GraphLinkedProperty.Type
    }

    /// Dynamic properties (`@State`, `@Binding`, …) in declaration order; a field's index is its storage slot.
    let linkedFields: [LinkedField]
    /// Names of fields the graph compares to decide whether a re-created view has new inputs (`@State` is not an input).
    let inputFieldNames: Set<String>
    /// Whether linking any of the dynamic properties may read the environment (see `mayReadEnvironment`).
    let linkingReadsEnvironment: Bool

    @MainActor @exclusivity(unchecked) private static var cache = TypeKeyedCache<FieldLayout>()

    @MainActor
    static func of(_ type: Any.Type) -> FieldLayout {
        cache.value(for: type, make: find)
    }

    @MainActor
    private static func find(_ type: Any.Type) -> FieldLayout {
        var linked: [LinkedField] = []
        var inputs: Set<String> = []
        _ = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
            let fieldName = String(cString: name)
            if let linkedType = fieldType as? any GraphLinkedProperty.Type {
                linked.append(LinkedField(name: fieldName, offset: offset, type: linkedType))
            }
            if !(fieldType is any StateProperty.Type) {
                inputs.insert(fieldName)
            }
            return true
        }
        return FieldLayout(linkedFields: linked, inputFieldNames: inputs,
                           linkingReadsEnvironment: linked.contains { $0.type.mayReadEnvironment })
    }
}

/// Marks properties whose stored value is not an input of the view: `@State` (the node owns its storage) and
/// `@Environment` (it reads the environment, followed per key).
protocol StateProperty {}
