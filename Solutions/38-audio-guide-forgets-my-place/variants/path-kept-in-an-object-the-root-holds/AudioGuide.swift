import Foundation
import ViewSim

/// A room of the museum.
struct Room: Hashable, Codable, Identifiable {
    let id: Int
    let name: String
    let exhibits: [Exhibit]
}

/// One stop of the audio tour.
struct Exhibit: Hashable, Codable, Identifiable {
    let id: Int
    let number: Int
    let title: String
}

enum Museum {
    static let rooms = [
        Room(id: 1, name: "Ancient Egypt", exhibits: [
            Exhibit(id: 101, number: 3, title: "The Book of the Dead"),
            Exhibit(id: 102, number: 4, title: "Coffin of Nespawershefyt"),
        ]),
        Room(id: 2, name: "Dutch Masters", exhibits: [
            Exhibit(id: 201, number: 14, title: "The Milkmaid"),
            Exhibit(id: 202, number: 15, title: "View of Delft"),
        ]),
    ]
}

/// The audio guide: the museum's rooms, a room's exhibits, and the exhibit being listened to.
/// Where the visitor is, kept beside the guide.
@MainActor final class PlaceMemory {
    var path = NavigationPath()
}

struct AudioGuide: View {
    @State private var path = NavigationPath()
    private let memory = PlaceMemory()
    @SceneStorage("audioGuide.hasPlace") private var hasPlace = false

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("Choose a room")
                ForEach(Museum.rooms) { room in
                    NavigationLink(room.name, value: room)
                }
            }
            .navigationTitle("Audio guide")
            .navigationDestination(for: Room.self) { room in
                RoomScreen(room: room)
            }
            .navigationDestination(for: Exhibit.self) { exhibit in
                ExhibitScreen(exhibit: exhibit)
            }
        }
        .onAppear {
            if hasPlace { path = memory.path } else { memory.path = NavigationPath() }
        }
        .onChange(of: path) {
            memory.path = path
            hasPlace = true
        }
    }
}

/// A room: its exhibits, in the order of the tour.
struct RoomScreen: View {
    let room: Room

    var body: some View {
        VStack {
            ForEach(room.exhibits) { exhibit in
                NavigationLink("\(exhibit.number). \(exhibit.title)", value: exhibit)
            }
        }
        .navigationTitle(room.name)
    }
}

/// An exhibit's audio track.
struct ExhibitScreen: View {
    let exhibit: Exhibit
    @State private var isPlaying = false

    var body: some View {
        VStack {
            Text("Stop \(exhibit.number)")
            Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
        }
        .navigationTitle(exhibit.title)
    }
}
