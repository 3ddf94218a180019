import Foundation
import ViewSim

/// A walking trail.
struct Trail: Hashable, Identifiable {
    let id: String
    let name: String
    let kilometres: Int
}

/// The trail server.
enum TrailService {
    /// Downloads the trails (the network takes a moment).
    static func fetchTrails() async -> [Trail] {
        try? await Task.sleep(for: .milliseconds(800))
        return [
            Trail(id: "ridgeway", name: "The Ridgeway", kilometres: 139),
            Trail(id: "seven-sisters", name: "Seven Sisters Cliffs", kilometres: 21),
            Trail(id: "malham", name: "Malham Cove Loop", kilometres: 12),
        ]
    }
}

/// The app: the trails, and the trail a friend shared.
struct TrailsApp: View {
    @State private var trails: [Trail] = []
    @State private var path: [Trail] = []
    // When a link launches the app, onOpenURL runs before the view has appeared, so before the task has even started
    // to download the trails: there is nothing yet to look the link up in. Keep it until the trails are here.
    @State private var hasLoaded = false
    @State private var pendingLink: URL?

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                if trails.isEmpty {
                    Text("Loading trails…")
                }
                ForEach(trails) { trail in
                    NavigationLink(trail.name, value: trail)
                }
            }
            .navigationTitle("Trails")
            .navigationDestination(for: Trail.self) { trail in
                TrailScreen(trail: trail)
            }
        }
        .task {
            trails = await TrailService.fetchTrails()
            hasLoaded = true
            if let pendingLink {
                self.pendingLink = nil
                open(pendingLink)
            }
        }
        .onOpenURL { url in
            if hasLoaded {
                open(url)
            } else {
                pendingLink = url  // opened once the trails have loaded
            }
        }
    }

    /// Opens the trail a shared link names: `trails://trail/ridgeway`.
    private func open(_ url: URL) {
        guard url.scheme == "trails", url.host == "trail",
              let trail = trails.first(where: { $0.id == url.lastPathComponent })
        else { return }
        path = [trail]
    }
}

/// One trail.
struct TrailScreen: View {
    let trail: Trail

    var body: some View {
        VStack {
            Text("\(trail.kilometres) km")
            Button("Start walk") {}
        }
        .navigationTitle(trail.name)
    }
}
