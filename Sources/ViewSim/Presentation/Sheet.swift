extension View {
    /// Presents a sheet while `isPresented` is `true`.
    ///
    /// Source: Apple, "sheet(isPresented:onDismiss:content:)"
    /// (https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)).
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> _PresentationView<Self, Bool, Bool, Content> {
        presentation(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a sheet for `item` while it is not `nil`; an item with a different id is a new sheet.
    ///
    /// Source: Apple, "sheet(item:onDismiss:content:)"
    /// (https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)).
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> _PresentationView<Self, Item?, Item, Content> {
        presentation(.sheet, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents a view covering the whole screen while `isPresented` is `true`.
    ///
    /// Source: Apple, "fullScreenCover(isPresented:onDismiss:content:)"
    /// (https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:)).
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> _PresentationView<Self, Bool, Bool, Content> {
        presentation(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a view covering the whole screen for `item` while it is not `nil`.
    ///
    /// Source: Apple, "fullScreenCover(item:onDismiss:content:)"
    /// (https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)).
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> _PresentationView<Self, Item?, Item, Content> {
        presentation(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents a popover while `isPresented` is `true` (on iPhone, in compact width, it is shown as a sheet).
    ///
    /// Source: Apple, "popover(isPresented:attachmentAnchor:arrowEdge:content:)"
    /// (https://developer.apple.com/documentation/swiftui/view/popover(ispresented:attachmentanchor:arrowedge:content:)).
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> _PresentationView<Self, Bool, Bool, Content> {
        presentation(.popover, isPresented: isPresented, onDismiss: nil, content: content)
    }

    /// Presents a popover for `item` while it is not `nil`.
    ///
    /// Source: Apple, "popover(item:attachmentAnchor:arrowEdge:content:)"
    /// (https://developer.apple.com/documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:)).
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> _PresentationView<Self, Item?, Item, Content> {
        presentation(.popover, item: item, onDismiss: nil, content: content)
    }

    func presentation<Content: View>(
        _ kind: PresentationKind, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
        content: @escaping () -> Content
    ) -> _PresentationView<Self, Bool, Bool, Content> {
        _PresentationView(
            content: self, kind: kind, trigger: isPresented, item: { $0 ? true : nil }, identity: { _ in AnyHashable(true) },
            dismissedValue: false, onDismiss: onDismiss, presented: { _ in content() })
    }

    func presentation<Item: Identifiable, Content: View>(
        _ kind: PresentationKind, item: Binding<Item?>, onDismiss: (() -> Void)?, content: @escaping (Item) -> Content
    ) -> _PresentationView<Self, Item?, Item, Content> {
        _PresentationView(
            content: self, kind: kind, trigger: item, item: { $0 }, identity: { AnyHashable($0.id) },
            dismissedValue: nil, onDismiss: onDismiss, presented: content)
    }
}

/// Where a popover's arrow points. Layout is not simulated; the value is kept for fidelity.
///
/// Source: Apple, "PopoverAttachmentAnchor" (https://developer.apple.com/documentation/swiftui/popoverattachmentanchor).
public enum PopoverAttachmentAnchor: Sendable {
    /// An anchor: a rectangle of the view.
    public enum Anchor: Sendable { case bounds }
    case rect(Anchor)
}
