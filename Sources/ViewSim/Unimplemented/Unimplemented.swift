// SwiftUI API that ViewSim does not implement yet, declared unavailable so that a learner who reaches for it gets
// "'NavigationStack' is unavailable: ViewSim does not implement NavigationStack yet…" instead of "cannot find
// 'NavigationStack' in scope". Each declaration goes when the API is implemented. The list of what exists and what
// does not is Sources/ViewSim/SwiftUICompatibility.md.

// MARK: Lists and navigation

@available(*, unavailable, message: "ViewSim does not implement List yet (Sources/ViewSim/SwiftUICompatibility.md); use VStack with ForEach")
public struct List<SelectionValue, Content> {}

@available(*, unavailable, message: "ViewSim does not implement Section yet (Sources/ViewSim/SwiftUICompatibility.md)")
public struct Section<Parent, Content, Footer> {}

@available(*, unavailable, message: "ViewSim does not implement LazyVStack yet (Sources/ViewSim/SwiftUICompatibility.md); use VStack")
public struct LazyVStack<Content> {}

@available(*, unavailable, message: "ViewSim does not implement LazyHStack yet (Sources/ViewSim/SwiftUICompatibility.md); use HStack")
public struct LazyHStack<Content> {}

@available(*, unavailable, message: "ViewSim does not implement NavigationStack yet (Sources/ViewSim/SwiftUICompatibility.md)")
public struct NavigationStack<Data, Root> {}

@available(*, unavailable, message: "ViewSim does not implement NavigationPath yet (Sources/ViewSim/SwiftUICompatibility.md)")
public struct NavigationPath {}

@available(*, unavailable, message: "ViewSim does not implement NavigationLink yet (Sources/ViewSim/SwiftUICompatibility.md)")
public struct NavigationLink<Label, Destination> {}

@available(*, unavailable, message: "ViewSim does not implement NavigationSplitView yet (Sources/ViewSim/SwiftUICompatibility.md)")
public struct NavigationSplitView<Sidebar, Content, Detail> {}

@available(*, unavailable, message: "ViewSim does not implement TabView yet (Sources/ViewSim/SwiftUICompatibility.md)")
public struct TabView<SelectionValue, Content> {}

// MARK: Data flow

@available(*, unavailable, message: "ViewSim does not implement @Environment yet (Sources/ViewSim/SwiftUICompatibility.md)")
@propertyWrapper public struct Environment<Value> {
    public var wrappedValue: Value { fatalError() }
    public init(wrappedValue: Value) { fatalError() }
    public init<Argument>(_ argument: Argument) { fatalError() }
}

@available(*, unavailable, message: "ViewSim does not implement @Bindable yet (Sources/ViewSim/SwiftUICompatibility.md)")
@propertyWrapper public struct Bindable<Value> {
    public var wrappedValue: Value { fatalError() }
    public init(wrappedValue: Value) { fatalError() }
    public init<Argument>(_ argument: Argument) { fatalError() }
}

@available(*, unavailable, message: "ViewSim does not implement ObservableObject yet (Sources/ViewSim/SwiftUICompatibility.md)")
public protocol ObservableObject: AnyObject {}

@available(*, unavailable, message: "ViewSim does not implement @StateObject yet (Sources/ViewSim/SwiftUICompatibility.md)")
@propertyWrapper public struct StateObject<ObjectType> {
    public var wrappedValue: ObjectType { fatalError() }
    public init(wrappedValue: ObjectType) { fatalError() }
    public init<Argument>(_ argument: Argument) { fatalError() }
}

@available(*, unavailable, message: "ViewSim does not implement @ObservedObject yet (Sources/ViewSim/SwiftUICompatibility.md)")
@propertyWrapper public struct ObservedObject<ObjectType> {
    public var wrappedValue: ObjectType { fatalError() }
    public init(wrappedValue: ObjectType) { fatalError() }
    public init<Argument>(_ argument: Argument) { fatalError() }
}

@available(*, unavailable, message: "ViewSim does not implement @EnvironmentObject yet (Sources/ViewSim/SwiftUICompatibility.md)")
@propertyWrapper public struct EnvironmentObject<ObjectType> {
    public var wrappedValue: ObjectType { fatalError() }
    public init(wrappedValue: ObjectType) { fatalError() }
    public init<Argument>(_ argument: Argument) { fatalError() }
}

@available(*, unavailable, message: "ViewSim does not implement @Published yet (Sources/ViewSim/SwiftUICompatibility.md)")
@propertyWrapper public struct Published<Value> {
    public var wrappedValue: Value { fatalError() }
    public init(wrappedValue: Value) { fatalError() }
    public init<Argument>(_ argument: Argument) { fatalError() }
}

@available(*, unavailable, message: "ViewSim does not implement @AppStorage yet (Sources/ViewSim/SwiftUICompatibility.md)")
@propertyWrapper public struct AppStorage<Value> {
    public var wrappedValue: Value { fatalError() }
    public init(wrappedValue: Value) { fatalError() }
    public init<Argument>(_ argument: Argument) { fatalError() }
}

@available(*, unavailable, message: "ViewSim does not implement @SceneStorage yet (Sources/ViewSim/SwiftUICompatibility.md)")
@propertyWrapper public struct SceneStorage<Value> {
    public var wrappedValue: Value { fatalError() }
    public init(wrappedValue: Value) { fatalError() }
    public init<Argument>(_ argument: Argument) { fatalError() }
}

// MARK: Views

@available(*, unavailable, message: "ViewSim does not implement GeometryReader yet (Sources/ViewSim/SwiftUICompatibility.md)")
public struct GeometryReader<Content> {}

@available(*, unavailable, message: "ViewSim does not implement Slider yet (Sources/ViewSim/SwiftUICompatibility.md); use Stepper")
public struct Slider<Label, ValueLabel> {}

@available(*, unavailable, message: "ViewSim does not implement ProgressView yet (Sources/ViewSim/SwiftUICompatibility.md)")
public struct ProgressView<Label, CurrentValueLabel> {}

// MARK: Modifiers

extension View {
    @available(*, unavailable, message: "ViewSim does not implement sheets yet (Sources/ViewSim/SwiftUICompatibility.md)")
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> Never { fatalError() }

    @available(*, unavailable, message: "ViewSim does not implement sheets yet (Sources/ViewSim/SwiftUICompatibility.md)")
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> Never { fatalError() }

    @available(*, unavailable, message: "ViewSim does not implement alerts yet (Sources/ViewSim/SwiftUICompatibility.md)")
    public func alert<A: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> Never { fatalError() }

    @available(*, unavailable, message: "ViewSim does not implement task yet (Sources/ViewSim/SwiftUICompatibility.md)")
    public func task(_ action: @escaping @Sendable () async -> Void) -> Never { fatalError() }

    @available(*, unavailable, message: "ViewSim does not implement task(id:) yet (Sources/ViewSim/SwiftUICompatibility.md)")
    public func task<T: Equatable>(id value: T, _ action: @escaping @Sendable () async -> Void) -> Never { fatalError() }

    @available(*, unavailable, message: "ViewSim does not implement navigation yet (Sources/ViewSim/SwiftUICompatibility.md)")
    public func navigationTitle<S: StringProtocol>(_ title: S) -> Never { fatalError() }

    @available(*, unavailable, message: "ViewSim does not implement navigation yet (Sources/ViewSim/SwiftUICompatibility.md)")
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> Never { fatalError() }

    @available(*, unavailable, message: "ViewSim does not implement the environment yet (Sources/ViewSim/SwiftUICompatibility.md)")
    public func environment<T: AnyObject>(_ object: T?) -> Never { fatalError() }

    @available(*, unavailable, message: "ViewSim does not implement the environment yet (Sources/ViewSim/SwiftUICompatibility.md)")
    public func environmentObject<T: AnyObject>(_ object: T) -> Never { fatalError() }

    @available(*, unavailable, message: "ViewSim does not implement searchable yet (Sources/ViewSim/SwiftUICompatibility.md); use a TextField")
    public func searchable(text: Binding<String>) -> Never { fatalError() }

    @available(*, unavailable, message: "ViewSim does not implement toolbars yet (Sources/ViewSim/SwiftUICompatibility.md)")
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> Never { fatalError() }

    @available(*, unavailable, message: "ViewSim does not implement _logChanges yet (Sources/ViewSim/SwiftUICompatibility.md); use _printChanges()")
    public static func _logChanges() { fatalError() }
}
