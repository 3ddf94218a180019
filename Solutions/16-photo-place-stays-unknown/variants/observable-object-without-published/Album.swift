import ViewSim

/// The offline gazetteer: turns coordinates into the name of the nearest place it knows.
enum Gazetteer {
    private static let places: [(name: String, latitude: Double, longitude: Double)] = [
        ("Lisbon", 38.7139, -9.1394),
        ("Belém", 38.6975, -9.2063),
        ("Sintra", 38.7976, -9.3904),
        ("Cabo da Roca", 38.7804, -9.4989),
        ("Cascais", 38.6979, -9.4215),
        ("Porto", 41.1413, -8.6110),
    ]

    /// The name of the known place nearest to the coordinates.
    static func placeName(latitude: Double, longitude: Double) -> String {
        func distance(_ place: (name: String, latitude: Double, longitude: Double)) -> Double {
            let dLat = place.latitude - latitude
            let dLon = place.longitude - longitude
            return dLat * dLat + dLon * dLon
        }
        return places.min { distance($0) < distance($1) }!.name
    }
}

/// Where a photo was taken. The camera records coordinates; the place's name is looked up later.
final class PhotoLocation: ObservableObject {
    let latitude: Double
    let longitude: Double
    var placeName: String?

    init(latitude: Double, longitude: Double, placeName: String? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        self.placeName = placeName
    }

    /// Looks the coordinates up and keeps the place's name.
    func locate() {
        placeName = Gazetteer.placeName(latitude: latitude, longitude: longitude)
    }
}

/// One photo of an album.
struct Photo: Identifiable {
    let id: Int
    let caption: String
    var location: PhotoLocation
}

/// A trip's photos.
struct Album {
    let title: String
    var photos: [Photo]

    /// The photos of the Lisbon trip, as imported: two of them have no place yet.
    static var lisbon: Album {
        Album(title: "Lisbon, May", photos: [
            Photo(id: 1, caption: "Tram 28", location: PhotoLocation(latitude: 38.7115, longitude: -9.1300, placeName: "Lisbon")),
            Photo(id: 2, caption: "Pastéis de nata", location: PhotoLocation(latitude: 38.6972, longitude: -9.2030)),
            Photo(id: 3, caption: "Pena Palace", location: PhotoLocation(latitude: 38.7876, longitude: -9.3906)),
            Photo(id: 4, caption: "Sunset at the cape", location: PhotoLocation(latitude: 38.7808, longitude: -9.4991, placeName: "Cabo da Roca")),
        ])
    }
}

/// One row of the album: the photo's caption and where it was taken.
struct PhotoRow: View {
    let caption: String
    @ObservedObject var location: PhotoLocation

    var body: some View {
        VStack {
            Text(caption)
            Text(location.placeName ?? "Unknown place")
        }
    }
}

/// An album: its photos, how many still lack a place, and a button that looks the missing places up.
struct AlbumScreen: View {
    let album: Album

    var body: some View {
        VStack {
            Text(album.title)
            Text(missingPlacesSummary)
            ForEach(album.photos) { photo in
                PhotoRow(caption: photo.caption, location: photo.location)
            }
            Button("Find places") {
                for photo in album.photos where photo.location.placeName == nil {
                    photo.location.locate()
                }
            }
        }
    }

    private var missingPlacesSummary: String {
        let missing = album.photos.filter { $0.location.placeName == nil }.count
        switch missing {
        case 0: return "Every photo has a place"
        case 1: return "1 photo without a place"
        default: return "\(missing) photos without a place"
        }
    }
}
