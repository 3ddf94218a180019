/// A view that displays nothing. The result of an empty `@ViewBuilder` closure.
///
/// Source: Apple, "EmptyView" (https://developer.apple.com/documentation/swiftui/emptyview).
public struct EmptyView: View, PrimitiveView {
    public init() {}
    func makeChildren(into children: inout ChildList) {}
}

/// The views of a `@ViewBuilder` block with several statements. Each child's identity is its position in the block.
///
/// Source: Apple, "TupleView" (https://developer.apple.com/documentation/swiftui/tupleview).
public struct TupleView<each Content: View>: View, PrimitiveView {
    public let value: (repeat each Content)

    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    func makeChildren(into children: inout ChildList) {
        // A pack expansion over the stored tuple: iterating `repeat each value` with `for … in` copies the whole tuple
        // first, looking its type up in the runtime's tuple metadata cache.
        var position = 0
        func append<Child: View>(_ child: Child) {
            children.append(child, key: .position(position))
            position += 1
        }
        repeat append(each value)
    }
}

/// The result of an `if`/`else` in a `@ViewBuilder`. The two branches are two different identities: switching branch
/// discards the other branch's state, even if both branches hold the same view type.
///
/// Source: WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/), structural identity.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    func makeChildren(into children: inout ChildList) {
        switch storage {
        case .trueContent(let content): children.append(content, key: .trueBranch)
        case .falseContent(let content): children.append(content, key: .falseBranch)
        }
    }
}

/// An `if` without `else`: the content exists only while the condition holds, and is a new identity each time it returns.
///
/// Source: Apple, "Optional" conformance to View (https://developer.apple.com/documentation/swift/optional).
extension Optional: View, PrimitiveView where Wrapped: View {
    func makeChildren(into children: inout ChildList) {
        if case .some(let content) = self {
            children.append(content, key: .some)
        }
    }
}

/// A transparent container whose children take part in the parent's layout.
///
/// Source: Apple, "Group" (https://developer.apple.com/documentation/swiftui/group).
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeChildren(into children: inout ChildList) {
        children.append(content, key: .content)
    }
}
