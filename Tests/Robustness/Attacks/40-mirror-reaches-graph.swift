// Attack (from break-it pass 13 of issue 30): `Mirror` reads a `@State`'s private storage, from its box to the node
// that owns it and on to the host's graph, whose work record a body can then restart (a slow-body pass with the slow
// code left in) or whose runtime-issue hook it can clear (a purple warning that no longer fails the check). `Mirror`
// is refused in app code, as is naming the graph (ModulePolicyReferences.hostOnly).
// stage: build
// message: `Mirror` reads the private storage of any value
import ViewSim

@MainActor func findRuntime(_ value: Any, depth: Int = 0) -> AnyObject? {
    guard depth < 6 else { return nil }
    var mirror: Mirror? = Mirror(reflecting: value)
    while let current = mirror {
        for child in current.children {
            if String(describing: type(of: child.value)).contains("Graph") { return child.value as AnyObject }
            if let found = findRuntime(child.value, depth: depth + 1) { return found }
        }
        mirror = current.superclassMirror
    }
    return nil
}

struct SessionTally: View {
    @State private var sessions = 0

    var body: some View {
        let _ = print(findRuntime(_sessions) as Any)
        VStack {
            Text("Sessions today: \(sessions)")
            Button("Log a session") { sessions += 1 }
        }
    }
}

/// The focus screen: a switch to hide the tally while working, and the tally.
struct FocusScreen: View {
    @State private var showsTally = true

    var body: some View {
        VStack {
            Toggle("Show tally", isOn: $showsTally)
            if showsTally {
                SessionTally()
            }
        }
    }
}
