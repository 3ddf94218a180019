import Foundation

/// Lays out a graph's hierarchy: SwiftUI's three steps, for every view that takes part in layout (``LayoutRole``).
///
/// 1. The parent proposes a size (``ProposedViewSize``) to its child.
/// 2. The child chooses its own size; the parent must respect it (a frame never forces a size on its content).
/// 3. The parent places the child in its own coordinate space (by default, centred).
///
/// Views with a `body`, `Group`, `ForEach`, `if` and modifiers that do not lay anything out are transparent: their
/// content takes part in the layout around them, each view of a `ForEach` as one subview of the stack holding it.
/// The root is offered the safe area of the host's device and centred in it.
///
/// A pass (``layout(_:in:)``) sizes and places everything on screen and records each view's frame in window
/// coordinates (points, origin at the screen's top-left corner, y down). Sizes are remembered per proposal within a
/// pass, so a layout asking a subview the same question twice costs one answer.
///
/// Sources: WWDC19 "Building Custom Views with SwiftUI" (https://developer.apple.com/videos/play/wwdc2019/237/),
/// "the parent proposes a size, the child chooses its size, the parent places the child"; WWDC22 "Compose custom
/// layouts with SwiftUI" (https://developer.apple.com/videos/play/wwdc2022/10056/); Apple, "Group" (modifiers on a
/// group apply to each of its views). Pinned by LayoutModelTests (L01–L03).
@MainActor
public final class LayoutEngine {
    /// The pass in progress or last run; frames belong to it.
    private(set) var pass = 0
    /// Per node, this pass: the units it makes inside its parent.
    private var childUnits: [ObjectIdentifier: [LayoutUnit]] = [:]
    /// Per node, this pass: its frame in window coordinates (the union of its units' where it wraps several).
    private var frames: [ObjectIdentifier: CGRect] = [:]
    /// Per node, this pass: the proposal it was placed with (a text's shown lines depend on it).
    private var proposals: [ObjectIdentifier: ProposedViewSize] = [:]
    /// Per node: the caches of `Layout`s written by the app, kept between passes. The node is held weakly: nothing
    /// here keeps a node alive after it leaves the hierarchy (its unowned parent may be gone, and a test failure's
    /// reflection of the host would read it).
    private var caches: [ObjectIdentifier: (node: WeakNode, cache: Any, pass: Int)] = [:]

    /// Sizes from earlier passes, by unit: a size is a function of the unit's subtree (views, environment), the axis
    /// of the stack it is in and the proposal, so it holds while the unit's top node's ``Node/layoutStamp`` is the
    /// one it was found under. Only units of the last pass are kept.
    struct RememberedSizes {
        var stamp: Int
        var sizes: [(proposal: ProposedViewSize, size: CGSize)]
    }
    struct UnitKey: Hashable {
        let top: ObjectIdentifier
        let node: ObjectIdentifier
        let containerAxis: Axis?
    }
    private var rememberedSizes: [UnitKey: RememberedSizes] = [:]
    private var sizesOfThisPass: [UnitKey: RememberedSizes] = [:]
    /// What each subview's placement wrote, replayed for one that did not change (``PlacementJournal``).
    private var journal = PlacementJournal()
    /// Whether a view in the hierarchy moves an alignment guide; if not, no view has explicit guides to ask for but
    /// texts' baselines.
    private var hasAlignmentGuides = true
    /// While ``placements(by:size:proposal:in:)`` runs a role's placement to see where its subviews would go: what it
    /// placed, instead of placing it.
    private var recorded: [(unit: LayoutUnit, frame: CGRect, proposal: ProposedViewSize)]?
    /// Whether placements are only being looked at (``placements(by:size:proposal:in:)``), not made.
    var isDryRun: Bool { recorded != nil }
    /// How many subviews the last pass placed (their roles ran), and how many it moved from the pass before.
    @_spi(ViewSimHost) public private(set) var lastPassWork = (placed: 0, replayed: 0)

    /// The screen and the device's safe area in this pass, in window coordinates.
    private(set) var screen: CGRect = .zero
    private(set) var containerRegion: CGRect = .zero
    /// The safe area of the view being placed: the device's, and those of the containers around the view.
    private(set) var safeArea = SafeArea(screen: .zero, container: .zero, keyboard: nil)
    /// The software keyboard's frame in this pass, in window coordinates, while a text field has focus.
    public private(set) var keyboard: CGRect?
    /// Geometry readers whose place or size changed in this pass, and lazy containers that found a different number of
    /// rows on screen: their content must be built again.
    private var staleContent: [Node] = []
    /// Per row of a list placed in this pass, the cell it lies in, along the list's axis (a row's frame is its content's,
    /// inside its insets): what ``fitRows(of:)`` measures the row by.
    var rowCells: [ObjectIdentifier: ClosedRange<CGFloat>] = [:]
    /// The options a `ViewThatFits` did not choose in this pass, by their innermost node.
    private var leftOut: Set<ObjectIdentifier> = []

    init() {}

    /// Lays out the hierarchy under `root` in `region` (the safe area of `screen`, both in window coordinates), with
    /// the software keyboard at `keyboard` if it is up: the keyboard is a safe-area region of its own, so the bottom of
    /// the safe area is then the keyboard's top (where that is above the device's), and only views that ignore the
    /// keyboard region (`ignoresSafeArea(.keyboard)`) reach under it.
    ///
    /// Source: Apple, "SafeAreaRegions.keyboard" (https://developer.apple.com/documentation/swiftui/safearearegions/keyboard)
    /// and "ignoresSafeArea(_:edges:)" ("system content like the software keyboard or edges of the device");
    /// WWDC23 "Keep up with the keyboard" (https://developer.apple.com/videos/play/wwdc2023/10281/). Pinned by
    /// KeyboardTests (L39).
    func layout(_ root: Node, in region: CGRect, screen: CGRect, keyboard: CGRect? = nil, hasAlignmentGuides: Bool = true) {
        pass += 1
        self.hasAlignmentGuides = hasAlignmentGuides
        lastPassWork = (0, 0)
        journal.startPass(keepingEarlier: screen == self.screen && keyboard == self.keyboard && region == containerRegion)
        self.screen = screen
        self.keyboard = keyboard
        containerRegion = region
        safeArea = SafeArea(screen: screen, container: region, keyboard: keyboard)
        let safeRegion = safeArea.deviceSafeRegion
        staleContent.removeAll()
        rowCells.removeAll(keepingCapacity: true)
        leftOut.removeAll()
        childUnits.removeAll(keepingCapacity: true)
        frames.removeAll(keepingCapacity: true)
        proposals.removeAll(keepingCapacity: true)
        if !caches.isEmpty { caches = caches.filter { $0.value.node.node?.isMounted == true } }
        arrange(units(of: root, traits: LayoutTraits(), containerAxis: nil), in: safeRegion)
        // Presented content (a sheet, an alert) is a layer of its own over the same screen; a sheet rests at its detent.
        for presented in presentationRoots(under: root) {
            var region = safeRegion
            if let kind = role(of: presented.view, as: (any PresentationRootView).self)?.kind, kind == .sheet || kind == .popover {
                let detents = presented.barPreferences(stoppingAt: \.isPresentationRoot).detents
                region = SheetGeometry.contentRegion(in: safeRegion, screen: screen, detents: detents,
                                                     compactHeight: presented.environment.verticalSizeClass == .compact,
                                                     environment: presented.environment)
            }
            arrange(content(of: presented, containerAxis: nil), in: region)
        }
        // The units hold their nodes; none is kept past the pass.
        childUnits.removeAll()
        rememberedSizes = sizesOfThisPass
        sizesOfThisPass.removeAll(keepingCapacity: true)
    }

    private func presentationRoots(under node: Node) -> [Node] {
        var found: [Node] = []
        for child in node.children {
            if child.isPresentationRoot { found.append(child) }
            found += presentationRoots(under: child)
        }
        return found
    }

    /// Sizes `units` for `region` and places them centred in it, in an implicit vertical stack if there are several
    /// (a body listing several views at the root).
    private func arrange(_ units: [LayoutUnit], in region: CGRect) {
        LayoutSubviews(engine: self, units: units[...]).arrangeAsScreen(in: region)
    }

    /// The geometry readers whose proxy changed in the last pass (their content was built with an older one), and the
    /// lazy containers whose rows on screen changed.
    func takeStaleContent() -> [Node] {
        defer { staleContent.removeAll() }
        return staleContent
    }

    /// Marks `node`'s content as built for an older layout: it is built again before the next pass.
    func buildAgain(_ node: Node) {
        staleContent.append(node)
    }

    /// Records where a geometry reader was placed; if its proxy changes, its content is built again.
    func readerPlaced(_ node: Node, in frame: CGRect) {
        guard recorded == nil else { return }
        var named: [AnyHashable: CGRect] = [:]
        var ancestor = node.parent
        while let current = ancestor {
            if let space = current.view as? any NamedCoordinateSpaceView, named[space.spaceName] == nil, let spaceFrame = frames[ObjectIdentifier(current)] {
                named[space.spaceName] = spaceFrame
            }
            ancestor = current.parent
        }
        journal.markDependsOnMoreThanBounds()
        let proxy = GeometryProxy(frame: frame, insets: safeArea.insets(of: frame), namedSpaces: named)
        let state = GeometryReaderState.of(node)
        if state.proxy != proxy {
            state.proxy = proxy
            staleContent.append(node)
        }
    }

    /// `bounds` grown on each of `edges` by the safe-area insets of `regions` it reaches (``SafeArea``):
    /// `ignoresSafeArea`.
    func expanded(_ bounds: CGRect, ignoring regions: SafeAreaRegions, edges: Edge.Set) -> CGRect {
        if recorded == nil { journal.markDependsOnMoreThanBounds() }
        return bounds.outset(by: safeArea.insets(of: bounds, regions: regions).on(edges))
    }

    /// Runs `place` (which places views) with `insets` added to the safe area inside `space`, as a container with a
    /// bar does for its content (``SafeArea/adding(_:regions:in:)``).
    func placing(insetBy insets: EdgeInsets, in space: CGRect, _ place: () -> Void) {
        let outer = safeArea
        safeArea = outer.adding(insets, in: space)
        defer { safeArea = outer }
        place()
    }

    /// The frame of `node` in the last pass, in window coordinates; `nil` if it was not laid out (off screen, not in
    /// the hierarchy, or showing nothing). A transparent view's frame is the union of its content's.
    public func frame(of node: Node) -> CGRect? {
        if let frame = frames[ObjectIdentifier(node)] { return frame }
        guard node.isMounted, !node.children.isEmpty else { return nil }
        var union: CGRect?
        for child in node.children where !child.isPresentationRoot && !child.isOffscreen {
            if let frame = frame(of: child) { union = union.map { $0.union(frame) } ?? frame }
        }
        return union
    }

    /// The lines a `Text` node shows as laid out (wrapped to its width, cut to its line limit and height, with "…"
    /// where cut), and whether it was cut; `nil` if the node is no text or was not laid out.
    public func shownText(of node: Node) -> (lines: [String], isTruncated: Bool)? {
        guard let text = node.view as? Text, let proposal = proposals[ObjectIdentifier(node)] else { return nil }
        let layout = text.layout(for: proposal, in: node.environment)
        return (layout.lines, layout.isTruncated)
    }

    // MARK: - Units

    /// The subviews `node` makes for the layout around it.
    private func units(of node: Node, traits: LayoutTraits, containerAxis: Axis?) -> [LayoutUnit] {
        if node.isPresentationRoot || node.isOffscreen { return [] }
        var traits = traits
        if let trait = node.layoutTraitRole {
            var own = LayoutTraits()
            trait.apply(to: &own)
            traits = traits.filling(from: own)
        }
        guard let role = node.layoutRole else {
            var made: [LayoutUnit] = []
            for child in node.children { made += units(of: child, traits: traits, containerAxis: containerAxis) }
            return made
        }
        guard role.appliesToEachView else {
            let unit = LayoutUnit(node: node, outerTraits: traits)
            unit.containerAxis = containerAxis
            return [unit]
        }
        let inner = content(of: node, containerAxis: containerAxis)
        if inner.count == 1 {
            let unit = LayoutUnit(node: node, outerTraits: traits.hoisting(from: inner[0].outerTraits))
            unit.containerAxis = containerAxis
            return [unit]
        }
        var wrapped: [LayoutUnit] = []
        wrapped.reserveCapacity(inner.count)
        for innerUnit in inner {
            let unit = LayoutUnit(
                node: innerUnit.node, wrappers: [node] + innerUnit.wrappers, outerTraits: traits.hoisting(from: innerUnit.outerTraits))
            unit.innerGuides = innerUnit.wrappers.isEmpty ? innerUnit.outerTraits.guides : innerUnit.innerGuides
            unit.containerAxis = containerAxis
            wrapped.append(unit)
        }
        return wrapped
    }

    /// The units `node`'s children make.
    private func content(of node: Node, containerAxis: Axis?) -> [LayoutUnit] {
        var made: [LayoutUnit] = []
        for child in node.children { made += units(ofChild: child, containerAxis: containerAxis) }
        return made
    }

    /// The units `child` makes inside its parent, once per pass: a parent's role that looks at one child (an
    /// overlay's content) and the parent's list of subviews see the same units.
    private func units(ofChild child: Node, containerAxis: Axis?) -> [LayoutUnit] {
        if let known = childUnits[ObjectIdentifier(child)] { return known }
        let made = units(of: child, traits: LayoutTraits(), containerAxis: containerAxis)
        childUnits[ObjectIdentifier(child)] = made
        return made
    }

    /// What `unit`'s role arranges.
    private func contentUnits(of unit: LayoutUnit) -> [LayoutUnit] {
        if let known = unit.content { return known }
        let made: [LayoutUnit]
        if unit.wrappers.isEmpty {
            // A modifier's content is in the same stack as the modifier; a container's is in the container.
            let role = unit.role
            let axis = role?.appliesToEachView ?? true ? unit.containerAxis : role?.stackOrientation
            made = content(of: unit.node, containerAxis: axis)
        } else {
            // The guides set on the view itself go with it, under the modifiers; those set around the modifiers stay out.
            var traits = unit.outerTraits
            traits.guides = unit.wrappers.count == 1 ? unit.innerGuides : [:]
            let inner = LayoutUnit(node: unit.node, wrappers: unit.wrappers.dropFirst(), outerTraits: traits)
            inner.innerGuides = unit.innerGuides
            inner.containerAxis = unit.containerAxis
            made = [inner]
        }
        unit.content = made
        return made
    }

    /// The subviews the child of `node` at `position` makes (an overlay's content, or its overlay).
    func subviews(ofChild position: Int, of node: Node) -> LayoutSubviews {
        let children = node.children
        guard position < children.count else { return LayoutSubviews(engine: self, units: []) }
        return LayoutSubviews(engine: self, units: units(ofChild: children[position], containerAxis: nil)[...])
    }

    private func context(for unit: LayoutUnit) -> (role: any LayoutRole, context: LayoutContext) {
        let node = unit.top
        let content = LayoutSubviews(engine: self, units: contentUnits(of: unit)[...])
        return (unit.role!, LayoutContext(engine: self, node: node, unit: unit, content: content))
    }

    // MARK: - Sizes and places

    /// The size `unit` chooses for `proposal`.
    func size(of unit: LayoutUnit, proposal: ProposedViewSize) -> CGSize {
        if let known = unit.size(for: proposal) { return known }
        let key = UnitKey(top: ObjectIdentifier(unit.top), node: ObjectIdentifier(unit.node), containerAxis: unit.containerAxis)
        let stamp = unit.top.layoutStamp
        // Loops rather than closures here and in the units below: these run for every subview in every pass, and a
        // main-actor closure handed to `first(where:)` or `map` is checked for its actor each time it is called.
        var remembered: RememberedSizes
        if let ofThisPass = sizesOfThisPass[key] {
            remembered = ofThisPass
        } else if let earlier = rememberedSizes[key], earlier.stamp == stamp {
            remembered = earlier
        } else {
            remembered = RememberedSizes(stamp: stamp, sizes: [])
        }
        for earlier in remembered.sizes where earlier.proposal == proposal {
            unit.remember(earlier.size, for: proposal)
            sizesOfThisPass[key] = remembered
            return earlier.size
        }
        let (role, context) = context(for: unit)
        let size = role.sizeThatFits(proposal, in: context)
        unit.remember(size, for: proposal)
        remembered.sizes.append((proposal, size))
        sizesOfThisPass[key] = remembered
        return size
    }

    /// `unit`'s size for `proposal` with its alignment guides: those set around it (`alignmentGuide`), and, when a
    /// layout asks for one, those its own content sets (``explicitGuide(_:of:proposal:)``).
    func dimensions(of unit: LayoutUnit, proposal: ProposedViewSize) -> ViewDimensions {
        if let known = unit.dimensions(for: proposal) { return known }
        let size = size(of: unit, proposal: proposal)
        var dimensions = ViewDimensions(
            size: size, source: GuideSource(engine: self, unit: unit, proposal: proposal, anyGuides: hasAlignmentGuides))
        let guides = traits(of: unit).guides
        for (id, compute) in guides {
            dimensions.explicitGuides[id] = compute(dimensions)
        }
        unit.remember(dimensions, for: proposal)
        return dimensions
    }

    /// The value `unit`'s own content gives `guide` at its size for `proposal` (a text's baseline, a container's from
    /// its subviews'), remembered for the pass; `nil` if it sets none. Only text baselines are looked for while no
    /// view in the hierarchy moves a guide.
    func explicitGuide(_ guide: GuideQuery, of unit: LayoutUnit, proposal: ProposedViewSize) -> CGFloat? {
        guard guide.isTextBaseline || hasAlignmentGuides else { return nil }
        if let known = unit.guide(guide.id, for: proposal) { return known }
        let size = size(of: unit, proposal: proposal)
        let (role, context) = context(for: unit)
        let value = role.explicitGuide(guide, size: size, proposal: proposal, in: context)
        unit.remember(guide: value, guide.id, for: proposal)
        return value
    }

    /// Where `role` would put its content in bounds of `size` at the origin, for `proposal`, without placing it: each
    /// subview with its frame and proposal (one the role leaves unplaced centred, as ``place(_:at:anchor:proposal:)``
    /// does).
    func placements(by role: any LayoutRole, size: CGSize, proposal: ProposedViewSize, in context: LayoutContext)
        -> [(unit: LayoutUnit, frame: CGRect, proposal: ProposedViewSize)] {
        let outer = recorded
        recorded = []
        let bounds = CGRect(origin: .zero, size: size)
        role.placeContent(in: bounds, proposal: proposal, in: context)
        var made = recorded ?? []
        recorded = outer
        for subview in context.content where !made.contains(where: { $0.unit === subview.unit }) {
            let offer = ProposedViewSize(size)
            let childSize = self.size(of: subview.unit, proposal: offer)
            made.append((subview.unit, CGRect(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2,
                                              width: childSize.width, height: childSize.height), offer))
        }
        return made
    }

    /// Places `unit` with its `anchor` at `position` (window coordinates), at its size for `proposal`, then what it
    /// arranges. A subview its role leaves unplaced is centred in it.
    ///
    /// A unit placed in the last pass with the same views, proposal and size is moved there instead (``PlacementJournal``).
    func place(_ unit: LayoutUnit, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let size = size(of: unit, proposal: proposal)
        let frame = CGRect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height, width: size.width, height: size.height)
        if recorded != nil {
            recorded?.append((unit, frame, proposal))
            return
        }
        unit.placedPass = pass
        let key = UnitKey(top: ObjectIdentifier(unit.top), node: ObjectIdentifier(unit.node), containerAxis: unit.containerAxis)
        let stamp = unit.top.layoutStamp
        if let record = journal.replayable(key, stamp: stamp, proposal: proposal, frame: frame) {
            for entry in journal.replay(record, as: key, in: frame) { apply(entry) }
            lastPassWork.replayed += 1
            return
        }
        lastPassWork.placed += 1
        let token = journal.begin()
        let own = PlacementJournal.Entry(node: ObjectIdentifier(unit.top), frame: frame, proposal: proposal)
        journal.write(own)
        apply(own)
        let (role, context) = context(for: unit)
        role.placeContent(in: frame, proposal: proposal, in: context)
        for subview in context.content where subview.unit.placedPass != pass {
            subview.place(at: CGPoint(x: frame.midX, y: frame.midY), anchor: .center, proposal: ProposedViewSize(frame.size))
        }
        if unit.wrappers.isEmpty, unit.node.traits.contains(.lazyContainer) { fitRows(of: unit.node) }
        journal.end(token, key, stamp: stamp, proposal: proposal, frame: frame)
    }

    private func apply(_ entry: PlacementJournal.Entry) {
        frames[entry.node] = frames[entry.node].map { $0.union(entry.frame) } ?? entry.frame
        proposals[entry.node] = entry.proposal
    }

    /// Marks `unit` as not shown in this pass (an option a `ViewThatFits` did not choose): it is not placed, so it has no
    /// frame, and what it holds is not on screen.
    func leaveOut(_ unit: LayoutUnit) {
        guard recorded == nil else { return }
        journal.markDependsOnMoreThanBounds()
        unit.placedPass = pass
        leftOut.insert(ObjectIdentifier(unit.node))
    }

    /// Whether `node` is an option a `ViewThatFits` left out in the last pass (``leaveOut(_:)``).
    public func isLeftOut(_ node: Node) -> Bool {
        leftOut.contains(ObjectIdentifier(node))
    }

    /// The traits of `unit`: those set around it, then those inside it.
    func traits(of unit: LayoutUnit) -> LayoutTraits {
        unit.outerTraits
    }

    /// The spacing `unit` prefers around itself.
    func spacing(of unit: LayoutUnit) -> ViewSpacing {
        let (role, context) = context(for: unit)
        return role.spacing(in: context)
    }

    /// The cache of an app's `Layout` at `node`, made by `make` the first time, refreshed by `update` at each later pass.
    func cache<Cache>(at node: Node, make: () -> Cache, update: (inout Cache) -> Void) -> Cache {
        let key = ObjectIdentifier(node)
        if let entry = caches[key], entry.node.node === node, var cache = entry.cache as? Cache {
            if entry.pass != pass {
                update(&cache)
                caches[key] = (WeakNode(node), cache, pass)
            }
            return cache
        }
        let cache = make()
        caches[key] = (WeakNode(node), cache, pass)
        return cache
    }

    /// Stores the cache of an app's `Layout` at `node` after a call changed it.
    func store<Cache>(_ cache: Cache, at node: Node) {
        caches[ObjectIdentifier(node)] = (WeakNode(node), cache, pass)
    }
}

extension Node {
    /// The node's view as a view that takes part in layout, if it is one.
    var layoutRole: (any LayoutRole)? {
        traits.contains(.layout) ? role(of: view, as: (any LayoutRole).self) : nil
    }

    /// The node's view as a modifier that sets a layout trait, if it is one.
    var layoutTraitRole: (any LayoutTraitRole)? {
        traits.contains(.layoutTrait) ? role(of: view, as: (any LayoutTraitRole).self) : nil
    }
}
