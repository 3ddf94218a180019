import Foundation
import ViewSim

/// A hiking trail. Since version 2.0 a trail is known by its slug (“lakeside-loop”), which the web site uses too.
struct Trail: Hashable, Codable, Identifiable {
    let id: String
    let name: String
    let kilometres: Double
}

/// A trail as version 1.4 saved it.
struct TrailV14: Decodable {
    let id: Int
    let name: String
}

enum Guidebook {
    static let trails = [
        Trail(id: "lakeside-loop", name: "Lakeside Loop", kilometres: 6.5),
        Trail(id: "ridge-walk", name: "Ridge Walk", kilometres: 14),
        Trail(id: "falls-path", name: "Falls Path", kilometres: 3.2),
    ]
}

/// The trail guide: the trails, and the trails opened from them. The trails open are saved in the app's settings, so
/// the guide reopens on them even after the app has been closed.
struct TrailsApp: View {
    @State private var path: [Trail] = []
    @AppStorage("openTrails") private var savedPath: Data?

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                ForEach(Guidebook.trails) { trail in
                    NavigationLink(trail.name, value: trail)
                }
            }
            .navigationTitle("Trails")
            .navigationDestination(for: Trail.self) { trail in
                TrailScreen(trail: trail)
            }
        }
        .onAppear {
            guard let savedPath else { return }
            if let trails = try? JSONDecoder().decode([Trail].self, from: savedPath) {
                path = trails
            } else if let old = try? JSONDecoder().decode([TrailV14].self, from: savedPath) {
                // Saved by 1.4, which knew trails by number: find them again by name.
                path = old.compactMap { old in Guidebook.trails.first { $0.name == old.name } }
                self.savedPath = try? JSONEncoder().encode(path)
            } else {
                self.savedPath = nil
            }
        }
        .onChange(of: path) {
            savedPath = try? JSONEncoder().encode(path)
        }
    }
}

/// A trail's details, and the trails nearby.
struct TrailScreen: View {
    let trail: Trail

    var body: some View {
        VStack {
            Text("\(trail.kilometres) km")
            Text("Nearby")
            ForEach(Guidebook.trails.filter { $0 != trail }) { other in
                NavigationLink(other.name, value: other)
            }
        }
        .navigationTitle(trail.name)
    }
}
