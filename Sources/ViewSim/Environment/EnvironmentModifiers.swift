extension View {
    /// Sets the environment value at `keyPath` for this view and the views inside it. Only the views that read that
    /// key re-run when the value changes.
    ///
    /// Source: Apple, "environment(_:_:)" (https://developer.apple.com/documentation/swiftui/view/environment(_:_:)).
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> _EnvironmentWritingView<Self> {
        _EnvironmentWritingView(content: self, value: value) { environment in environment[keyPath: keyPath] = value }
    }

    /// Places an observable object in the environment of this view and the views inside it, for
    /// `@Environment(Model.self)` to find.
    ///
    /// Source: Apple, "environment(_:)" (https://developer.apple.com/documentation/swiftui/view/environment(_:)).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> _EnvironmentWritingView<Self> {
        _EnvironmentWritingView(content: self, value: object as Any) { environment in
            if let object { environment.write(object, for: ObjectIdentifier(T.self)) }
        }
    }

    /// Places an `ObservableObject` in the environment of this view and the views inside it, for
    /// `@EnvironmentObject` to find.
    ///
    /// Source: Apple, "environmentObject(_:)" (https://developer.apple.com/documentation/swiftui/view/environmentobject(_:)).
    public func environmentObject<T: ObservableObject>(_ object: T) -> _EnvironmentWritingView<Self> {
        _EnvironmentWritingView(content: self, value: object) { environment in
            environment.write(object, for: ObjectIdentifier(EnvironmentObjectKey<T>.self))
        }
    }
}

/// Content whose environment has one value written by this modifier.
public struct _EnvironmentWritingView<Content: View>: View, PrimitiveView, EnvironmentWritingView {
    let content: Content
    let value: Any
    let apply: (inout EnvironmentValues) -> Void

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }

    func childEnvironment(from parent: EnvironmentValues, in node: Node) -> EnvironmentValues {
        EnvironmentWriteCache.environment(from: parent, writing: value, in: node, apply: apply)
    }
}

/// A view built into the runtime that changes the environment of its content.
@MainActor
protocol EnvironmentWritingView {
    func childEnvironment(from parent: EnvironmentValues, in node: Node) -> EnvironmentValues
}

/// What an environment-writing node wrote last, so that writing an equal value (or an identical object) again keeps
/// the entry's version, and readers of that key do not re-run.
struct EnvironmentWriteCache {
    let parentRevision: Int
    let value: Any
    let versions: [ObjectIdentifier: Int]
    let result: EnvironmentValues

    @MainActor
    static func environment(
        from parent: EnvironmentValues, writing value: Any, in node: Node, apply: (inout EnvironmentValues) -> Void
    ) -> EnvironmentValues {
        let cache = node.builtInState as? EnvironmentWriteCache
        let sameValue = cache.map { isSame($0.value, value) } ?? false
        if let cache, sameValue, cache.parentRevision == parent.revision { return cache.result }
        var environment = parent
        apply(&environment)
        var versions: [ObjectIdentifier: Int] = [:]
        for (id, entry) in environment.entries where parent.version(of: id) != entry.version {
            let version = sameValue ? cache?.versions[id] ?? entry.version : entry.version
            environment.setVersion(version, of: id)
            versions[id] = version
        }
        node.builtInState = EnvironmentWriteCache(
            parentRevision: parent.revision, value: value, versions: versions, result: environment)
        return environment
    }

    private static func isSame(_ lhs: Any, _ rhs: Any) -> Bool {
        if let equal = areEqual(lhs, rhs) { return equal }
        if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
        return false
    }
}
