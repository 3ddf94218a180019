/// The parts a view built into the runtime plays for the graph (lifecycle, element, environment writer…), looked up on
/// the view's own type.
///
/// `view as? any LifecycleView` would look inside an `Optional` view (the result of an `if` without `else`) and find the
/// role of the view it wraps, so that view would play it twice: once at the `Optional`'s node, once at its own. An
/// `Optional` view plays no role but being a container.
@MainActor
func role<Role>(of view: any View, as _: Role.Type) -> Role? {
    guard !(type(of: view) is any OptionalView.Type) else { return nil }
    return view as? Role
}

/// Marks `Optional` views, which play no role but containing their content.
protocol OptionalView {}
extension Optional: OptionalView where Wrapped: View {}

extension Node {
    /// The node's view as a view that takes part in the lifecycle (`onAppear`, `onChange`, `.task`…), if it is one.
    var lifecycle: (any LifecycleView)? {
        traits.contains(.lifecycle) ? role(of: view, as: (any LifecycleView).self) : nil
    }
}
