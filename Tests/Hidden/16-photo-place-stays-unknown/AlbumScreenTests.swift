import Testing
import ViewSim
import ViewSimTesting
@testable import PhotoPlaceStaysUnknown

/// The place line under a photo's caption, as the user reads it.
@MainActor
func place(of caption: String, in app: ViewHost<AlbumScreen>) -> String {
    let texts = app.texts
    guard let index = texts.firstIndex(of: caption), index + 1 < texts.count else { return "(no photo \(quoted: caption) on screen)" }
    return texts[index + 1]
}

/// The “N photos without a place” line.
@MainActor
func missingSummary(_ app: ViewHost<AlbumScreen>) -> String {
    app.texts.first { $0.hasSuffix("without a place") || $0.hasSuffix("has a place") } ?? "(no count of missing places on screen)"
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct AlbumSymptoms {
    @Test("“Find places” names the photos that had no place")
    func findPlacesNamesRows() throws {
        let app = ViewHost(AlbumScreen(album: .lisbon))
        try app.tap("Find places")
        for (caption, expected) in [("Pastéis de nata", "Belém"), ("Pena Palace", "Sintra")] {
            let shown = place(of: caption, in: app)
            #expect(shown == expected,
                    "After tapping “Find places”, the \(quoted: caption) photo reads \(quoted: shown); it should read \(quoted: expected).")
        }
    }

    @Test("The count of photos without a place goes to zero")
    func countClears() throws {
        let app = ViewHost(AlbumScreen(album: .lisbon))
        try app.tap("Find places")
        let summary = missingSummary(app)
        #expect(summary == "Every photo has a place",
                "After tapping “Find places”, the album says \(quoted: summary); it should say “Every photo has a place”.")
    }

    @Test("A photo taken in Porto is named “Porto”")
    func otherAlbum() throws {
        let album = Album(title: "Porto weekend", photos: [
            Photo(id: 1, caption: "Dom Luís bridge", location: PhotoLocation(latitude: 41.1400, longitude: -8.6094)),
        ])
        let app = ViewHost(AlbumScreen(album: album))
        try app.tap("Find places")
        let shown = place(of: "Dom Luís bridge", in: app)
        #expect(shown == "Porto",
                "After tapping “Find places” in the Porto album, the “Dom Luís bridge” photo reads \(quoted: shown); it should read “Porto”.")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct AlbumRegressions {
    @Test("The album opens with the places it already knows")
    func initialAlbum() throws {
        let app = ViewHost(AlbumScreen(album: .lisbon))
        let expected = ["Tram 28": "Lisbon", "Pastéis de nata": "Unknown place", "Pena Palace": "Unknown place", "Sunset at the cape": "Cabo da Roca"]
        for (caption, placeName) in expected {
            let shown = place(of: caption, in: app)
            #expect(shown == placeName,
                    "When the album opens, the \(quoted: caption) photo reads \(quoted: shown); it should read \(quoted: placeName). The screen shows:\n\(app.screen)")
        }
        let summary = missingSummary(app)
        #expect(summary == "2 photos without a place",
                "When the album opens it says \(quoted: summary); it should say “2 photos without a place”.")
    }

    @Test("Reopening the album shows the places that were found")
    func reopening() throws {
        let album = Album.lisbon
        let first = ViewHost(AlbumScreen(album: album))
        try first.tap("Find places")
        let reopened = ViewHost(AlbumScreen(album: album))
        for (caption, expected) in [("Pastéis de nata", "Belém"), ("Pena Palace", "Sintra")] {
            let shown = place(of: caption, in: reopened)
            #expect(shown == expected,
                    "After “Find places” and reopening the album, the \(quoted: caption) photo reads \(quoted: shown); it should read \(quoted: expected).")
        }
    }

    @Test("“Find places” keeps the names a photo already had")
    func keepsKnownNames() throws {
        let album = Album.lisbon
        let app = ViewHost(AlbumScreen(album: album))
        try app.tap("Find places")
        for (caption, expected) in [("Tram 28", "Lisbon"), ("Sunset at the cape", "Cabo da Roca")] {
            let shown = place(of: caption, in: app)
            #expect(shown == expected,
                    "After tapping “Find places”, the \(quoted: caption) photo reads \(quoted: shown); it should still read \(quoted: expected).")
        }
        #expect(album.photos.map(\.location.placeName) == ["Lisbon", "Belém", "Sintra", "Cabo da Roca"],
                "After tapping “Find places”, the album's photos should be named Lisbon, Belém, Sintra and Cabo da Roca; they are \(album.photos.map { $0.location.placeName ?? "(none)" }).")
    }

    @Test("Every photo is listed under the album's title")
    func listsPhotos() throws {
        let app = ViewHost(AlbumScreen(album: .lisbon))
        #expect(app.texts.first == "Lisbon, May", "The album should open with its title “Lisbon, May”. The screen shows:\n\(app.screen)")
        for caption in ["Tram 28", "Pastéis de nata", "Pena Palace", "Sunset at the cape"] {
            #expect(app.texts.contains(caption), "The photo \(quoted: caption) should be in the album. The screen shows:\n\(app.screen)")
        }
    }
}
