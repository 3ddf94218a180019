/// Decides whether a view value re-created by its parent has the same inputs as the one the node holds.
///
/// Mirrors how SwiftUI decides whether a child's body must run when its parent's body re-ran:
/// - a plain-data (POD) view is compared byte for byte, even when it defines `==`;
/// - a view that is not plain data and is `Equatable` is compared with its `==`;
/// - any other view field by field: `Equatable` fields with `==`, objects by identity, bindings by what they are
///   connected to (a `.constant` binding is a new connection each time), nested plain values field by field; a field
///   that cannot be compared (a closure, for instance) counts as changed;
/// - ``EquatableView`` (`.equatable()`) always uses `==`.
/// `@State` fields are not inputs: the node owns their storage.
///
/// Source: WWDC23 "Demystify SwiftUI performance" (https://developer.apple.com/videos/play/wwdc2023/10160/),
/// "dependencies" and view-value comparison; Apple, "EquatableView"
/// (https://developer.apple.com/documentation/swiftui/equatableview) and "equatable()"
/// (https://developer.apple.com/documentation/swiftui/view/equatable()); the POD rule is the SwiftUI team's public
/// answer (SwiftUI Lab, "The Mystery Behind View Equality"; Javier Nigro's WWDC lab notes), which `_isPOD` reproduces.
@MainActor
enum InputComparison {
    static func sameInputs(_ old: any View, _ new: any View) -> Bool {
        if let forced = role(of: old, as: (any ForcedEquatableView).self) { return forced.isEqual(toAny: new) }
        if let same = plainDataEqual(old, new) { return same }
        if let same = areEqual(old, new) { return same }
        let layout = FieldLayout.of(type(of: old))
        let oldFields = Mirror(reflecting: old).children
        let newFields = Mirror(reflecting: new).children
        for (oldField, newField) in zip(oldFields, newFields) {
            guard let name = oldField.label, layout.inputFieldNames.contains(name) else { continue }
            if !sameValue(oldField.value, newField.value) { return false }
        }
        return true
    }

    /// Byte-for-byte equality when `old` is plain data (no references, no closures); `nil` otherwise.
    private static func plainDataEqual(_ old: any View, _ new: any View) -> Bool? {
        func compare<V: View>(_ old: V) -> Bool? {
            guard _isPOD(V.self) else { return nil }
            guard var new = new as? V else { return false }
            var old = old
            return withUnsafeBytes(of: &old) { lhs in withUnsafeBytes(of: &new) { rhs in lhs.elementsEqual(rhs) } }
        }
        return compare(old)
    }

    static func sameValue(_ old: Any, _ new: Any, depth: Int = 0) -> Bool {
        if let same = areEqual(old, new) { return same }
        if let connection = old as? any ComparableConnection {
            return connection.isSameConnection(asAny: new) ?? false
        }
        let oldMirror = Mirror(reflecting: old)
        if oldMirror.displayStyle == .class {
            return (old as AnyObject) === (new as AnyObject)
        }
        guard depth < 4, let style = oldMirror.displayStyle,
              [.struct, .tuple, .enum, .optional, .collection].contains(style)
        else { return false }
        let newMirror = Mirror(reflecting: new)
        guard oldMirror.children.count == newMirror.children.count else { return false }
        if style == .enum || style == .optional, String(describing: old) != String(describing: new),
           oldMirror.children.isEmpty {
            return false
        }
        for (lhs, rhs) in zip(oldMirror.children, newMirror.children) {
            if lhs.label != rhs.label || !sameValue(lhs.value, rhs.value, depth: depth + 1) { return false }
        }
        return true
    }
}
