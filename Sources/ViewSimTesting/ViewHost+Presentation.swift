import ViewSim

extension ViewHost {
    /// What is presented on top right now (`.sheet`, `.alert(title: "Delete draft?")`…), or `nil` when the app's own
    /// content is on top.
    public var presentation: PresentationKind? {
        guard case .presentation(let kind, _) = presentedRoot?.element else { return nil }
        return kind
    }

    /// Dismisses what is presented on top the way the user does without a button: swiping a sheet down, tapping
    /// outside a popover or a confirmation dialog. The presentation's binding is set to `false`/`nil` and its
    /// `onDismiss` runs.
    /// - Throws: ``ViewHostError`` if nothing is presented, or the top presentation is an alert (which only its
    ///   buttons dismiss).
    public func dismissPresentation() throws {
        guard case .presentation(let kind, let dismiss) = presentedRoot?.element else {
            throw ViewHostError("Nothing is presented, so there is nothing to dismiss.", on: self)
        }
        if case .alert = kind {
            throw ViewHostError("An alert is dismissed only by its buttons.", on: self)
        }
        graph.perform { dismiss() }
    }

    /// The root node of the top presentation, if something is presented.
    var presentedRoot: Node? {
        graph.update()
        return ScreenReader.layers(in: graph) { self.layout }.last?.presentation
    }
}
