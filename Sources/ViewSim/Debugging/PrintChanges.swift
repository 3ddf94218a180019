extension View {
    /// Prints why this view's body is being evaluated, in SwiftUI's format, to standard output and the host's log.
    ///
    /// Call it from `body` (`let _ = Self._printChanges()`). Lines look like `Counter: @self, @identity, _count changed.`
    /// (first evaluation at a new identity), `Counter: @self changed.` (the parent passed new inputs),
    /// `Counter: _count changed.` (a dynamic property changed) or `Counter: unchanged.`.
    ///
    /// Source: Apple, "_printChanges()" as shown in WWDC21 "Demystify SwiftUI"
    /// (https://developer.apple.com/videos/play/wwdc2021/10022/) and WWDC23 "Demystify SwiftUI performance".
    public static func _printChanges() {
        guard let node = ViewGraph.evaluatingNode else { return }
        let line = "\(Self.self): \(node.changeReasons.description)"
        print(line)
        node.graph.appendLog(line)
    }
}

extension View {
    /// Logs why this view's body is being evaluated, in the same words as ``_printChanges()``, to the host's log only
    /// (SwiftUI writes it to the unified log, subsystem `com.apple.SwiftUI`, category "Changed Body Properties", not to
    /// standard output).
    ///
    /// Source: Apple, iOS 17 SwiftUI release notes, "`View._logChanges()`"; WWDC23 "Demystify SwiftUI performance".
    public static func _logChanges() {
        guard let node = ViewGraph.evaluatingNode else { return }
        node.graph.appendLog("\(Self.self): \(node.changeReasons.description)")
    }
}

/// Why a node's body is being evaluated.
struct ChangeReasons {
    var isNewIdentity = false
    var selfChanged = false
    /// An observable property the body read changed.
    var dependenciesChanged = false
    var changedProperties: [String] = []

    var description: String {
        var parts: [String] = []
        if selfChanged { parts.append("@self") }
        if isNewIdentity { parts.append("@identity") }
        if dependenciesChanged { parts.append("@dependencies") }
        parts += changedProperties
        return parts.isEmpty ? "unchanged." : parts.joined(separator: ", ") + " changed."
    }
}
