import ViewSim

/// A place worth the trip.
struct Landmark: Identifiable, Hashable {
    let id: Int
    let name: String
    let place: String

    static let all: [Landmark] = [
        ("Golden Gate Bridge", "San Francisco"), ("Half Dome", "Yosemite"), ("Old Faithful", "Yellowstone"),
        ("Grand Prismatic Spring", "Yellowstone"), ("Delicate Arch", "Arches"), ("Horseshoe Bend", "Page"),
        ("Antelope Canyon", "Page"), ("Mesa Arch", "Canyonlands"), ("Bryce Amphitheater", "Bryce Canyon"),
        ("The Narrows", "Zion"), ("Angels Landing", "Zion"), ("Mather Point", "Grand Canyon"),
        ("Crater Lake", "Oregon"), ("Multnomah Falls", "Columbia Gorge"), ("Mount Rainier", "Washington"),
        ("Hoh Rain Forest", "Olympic"), ("Glacier Point", "Yosemite"), ("El Capitan", "Yosemite"),
        ("Mono Lake", "Lee Vining"), ("Badwater Basin", "Death Valley"), ("Zabriskie Point", "Death Valley"),
        ("Joshua Tree", "Mojave"), ("Bixby Creek Bridge", "Big Sur"), ("McWay Falls", "Big Sur"),
        ("General Sherman Tree", "Sequoia"), ("Lake Tahoe", "Sierra Nevada"), ("Monument Valley", "Navajo Nation"),
        ("White Sands", "New Mexico"), ("Carlsbad Caverns", "New Mexico"), ("Devils Tower", "Wyoming"),
        ("Grand Teton", "Wyoming"), ("Mount Rushmore", "South Dakota"), ("Badlands Wall", "South Dakota"),
        ("Gateway Arch", "St. Louis"), ("Niagara Falls", "New York"), ("Acadia Cadillac Mountain", "Maine"),
        ("Cape Hatteras Light", "North Carolina"), ("Clingmans Dome", "Smoky Mountains"), ("Everglades", "Florida"),
        ("Mammoth Cave", "Kentucky"), ("Lake Louise", "Banff"), ("Moraine Lake", "Banff"),
        ("Peyto Lake", "Banff"), ("Athabasca Falls", "Jasper"), ("Denali", "Alaska"),
        ("Mendenhall Glacier", "Alaska"), ("Haleakalā", "Maui"), ("Kīlauea", "Hawaiʻi"),
        ("Nā Pali Coast", "Kauaʻi"), ("Waimea Canyon", "Kauaʻi"), ("Chichén Itzá", "Yucatán"),
        ("Machu Picchu", "Cusco"), ("Iguazú Falls", "Misiones"), ("Torres del Paine", "Patagonia"),
        ("Perito Moreno Glacier", "Patagonia"), ("Salar de Uyuni", "Potosí"), ("Angel Falls", "Canaima"),
        ("Christ the Redeemer", "Rio de Janeiro"), ("Sugarloaf Mountain", "Rio de Janeiro"), ("Galápagos", "Ecuador"),
    ].enumerated().map { Landmark(id: $0.offset + 1, name: $0.element.0, place: $0.element.1) }
}

/// The app's data: every landmark and the ones the user marked as favourites.
@Observable final class LandmarkStore {
    let landmarks = Landmark.all
    var favorites: Set<Landmark.ID> = []

    func toggleFavorite(_ landmark: Landmark) {
        if favorites.contains(landmark.id) {
            favorites.remove(landmark.id)
        } else {
            favorites.insert(landmark.id)
        }
    }
}

/// The Landmarks screen's content.
struct LandmarkRow: View {
    let store: LandmarkStore

    var body: some View {
        ScrollView {
            VStack {
                Text("Favourites: \(store.favorites.count)")
                ForEach(store.landmarks) { landmark in
                    let isFavorite = store.favorites.contains(landmark.id)
                    HStack {
                        VStack {
                            Text(landmark.name)
                            Text(landmark.place)
                        }
                        Spacer()
                        Button {
                            store.toggleFavorite(landmark)
                        } label: {
                            Label(isFavorite ? "Favourited" : "Favourite", systemImage: isFavorite ? "heart.fill" : "heart")
                        }
                    }
                }
            }
        }
    }
}

/// The Landmarks screen: how many favourites there are, then every landmark.
struct LandmarkList: View {
    @State private var store = LandmarkStore()

    var body: some View {
        LandmarkRow(store: store)
    }
}
