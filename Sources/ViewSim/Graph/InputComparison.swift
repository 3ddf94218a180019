/// Decides whether a view value re-created by its parent has the same inputs as the one the node holds.
///
/// Mirrors how SwiftUI skips a child's body when its parent re-runs: `Equatable` views are compared with `==`; other
/// views field by field — plain data by value, objects by identity, bindings by what they are connected to. A field that
/// cannot be compared (a closure, for instance) counts as changed.
///
/// Source: WWDC23 "Demystify SwiftUI performance" (https://developer.apple.com/videos/play/wwdc2023/10160/),
/// "dependencies" and view-value comparison; Apple, "EquatableView"
/// (https://developer.apple.com/documentation/swiftui/equatableview).
@MainActor
enum InputComparison {
    static func sameInputs(_ old: any View, _ new: any View) -> Bool {
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
