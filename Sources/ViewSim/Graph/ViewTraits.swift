/// What a view type is to the graph, found once per type: the roles it plays and whether it has dynamic properties.
///
/// A node's view keeps its type for the node's whole life (the type is part of its identity), so the node asks the
/// runtime's conformance tables once per type instead of casting its view at every step of every update. A role the
/// type does not play is then never looked up; one it plays is still found with ``role(of:as:)``.
struct ViewTraits {
    struct Roles: OptionSet {
        let rawValue: UInt16

        /// Built into the runtime (`PrimitiveView`): hands its children to the graph instead of having a `body`.
        static let primitive = Roles(rawValue: 1 << 0)
        static let lifecycle = Roles(rawValue: 1 << 1)
        static let writesEnvironment = Roles(rawValue: 1 << 2)
        static let evaluatesContentClosures = Roles(rawValue: 1 << 3)
        /// Shows the user something (`ElementView` or `NodeElementView`).
        static let showsElement = Roles(rawValue: 1 << 4)
        /// Takes part in layout (``LayoutRole``).
        static let layout = Roles(rawValue: 1 << 5)
        /// Sets a layout trait (``LayoutTraitRole``).
        static let layoutTrait = Roles(rawValue: 1 << 6)
        /// Takes taps or keeps its content from them (``HitTestRole``).
        static let hitTest = Roles(rawValue: 1 << 7)
        /// Shows one of its subviews, chosen by layout (``ChoosesAnOption``).
        static let choosesAnOption = Roles(rawValue: 1 << 8)
        /// Says whether an earlier value lays out as it does (``LayoutInputsComparable``).
        static let comparesLayoutInputs = Roles(rawValue: 1 << 9)
        /// The root of presented content (``PresentationRootView``).
        static let presentationRoot = Roles(rawValue: 1 << 10)
        /// Holds focus state for the fields inside it (``FocusScope``).
        static let focusScope = Roles(rawValue: 1 << 11)
        /// Moves an alignment guide of the view it modifies (`alignmentGuide(_:computeValue:)`).
        static let setsAlignmentGuide = Roles(rawValue: 1 << 12)
        /// Builds only the rows on screen (``LazyContainerView``).
        static let lazyContainer = Roles(rawValue: 1 << 13)
    }

    let roles: Roles
    /// The view's type as a view built into the runtime; `nil` for a view with a `body`.
    let primitiveType: (any PrimitiveView.Type)?
    /// Whether the type has dynamic properties (`@State`, `@Binding`…) that the node links to its storage.
    let hasLinkedFields: Bool

    func contains(_ role: Roles) -> Bool { roles.contains(role) }

    @MainActor @exclusivity(unchecked) private static var cache = TypeKeyedCache<ViewTraits>()

    @MainActor
    static func of(_ type: any View.Type) -> ViewTraits {
        cache.value(for: type) { ViewTraits(of: $0 as! any View.Type) }
    }

    /// Finds the roles the way ``role(of:as:)`` does, on the type: an `Optional` plays none but being a container.
    @MainActor
    private init(of type: any View.Type) {
        var roles: Roles = []
        if type is any PrimitiveView.Type { roles.insert(.primitive) }
        if !(type is any OptionalView.Type) {
            if type is any LifecycleView.Type { roles.insert(.lifecycle) }
            if type is any EnvironmentWritingView.Type { roles.insert(.writesEnvironment) }
            if type is any EvaluatesContentClosures.Type { roles.insert(.evaluatesContentClosures) }
            if type is any ElementView.Type || type is any NodeElementView.Type { roles.insert(.showsElement) }
            if type is any LayoutRole.Type { roles.insert(.layout) }
            if type is any LayoutTraitRole.Type { roles.insert(.layoutTrait) }
            if type is any HitTestRole.Type { roles.insert(.hitTest) }
            if type is any ChoosesAnOption.Type { roles.insert(.choosesAnOption) }
            if type is any LayoutInputsComparable.Type { roles.insert(.comparesLayoutInputs) }
            if type is any PresentationRootView.Type { roles.insert(.presentationRoot) }
            if type is any FocusScope.Type { roles.insert(.focusScope) }
            if type is any AlignmentGuideSetting.Type { roles.insert(.setsAlignmentGuide) }
            if type is any LazyContainerView.Type { roles.insert(.lazyContainer) }
        }
        self.roles = roles
        primitiveType = type as? any PrimitiveView.Type
        hasLinkedFields = !FieldLayout.of(type).linkedFields.isEmpty
    }
}

extension PrimitiveView {
    /// `view`'s children, `view` being of this type: a call through the type found once (``ViewTraits``), as a cast to
    /// the view's own type is cheap where a cast to `any PrimitiveView` searches the conformance tables each time.
    static func makeChildren(of view: any View, into children: inout ChildList, in node: Node) {
        // The view is read where its box holds it: `as! Self` would copy it out (a stack's whole content) and destroy
        // the copy after.
        func open<V: View>(_ view: V) {
            guard V.self == Self.self else { return (view as! Self).makeChildren(into: &children, in: node) }
            withUnsafeAddress(of: view) { pointer in
                UnsafeRawPointer(pointer).assumingMemoryBound(to: Self.self).pointee.makeChildren(into: &children, in: node)
            }
        }
        open(view)
    }
}
