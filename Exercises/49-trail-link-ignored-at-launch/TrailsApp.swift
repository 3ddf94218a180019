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
        }
        .onOpenURL { url in
            open(url)
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
