import ViewSim

/// A train station.
struct Station: Hashable, Identifiable {
    let id: Int
    let name: String
    let nextDeparture: String
}

/// One station's departures.
struct DepartureBoard: View {
    let station: Station

    var body: some View {
        VStack {
            Text(station.name)
            Text("Next train: \(station.nextDeparture)")
        }
        .navigationTitle(station.name)
    }
}

/// The search sheet: every station; picking one hands it to `onPick`.
struct StationSearch: View {
    let stations: [Station]
    let onPick: (Station) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Find a station")
            ForEach(stations) { station in
                Button(station.name) { onPick(station) }
            }
            Button("Cancel") { dismiss() }
        }
    }
}

/// The user's saved stations, and a search for any other; a station opens its departures.
struct StationBoard: View {
    let stations = [
        Station(id: 1, name: "Central", nextDeparture: "08:12"),
        Station(id: 2, name: "Harbour", nextDeparture: "08:20"),
        Station(id: 3, name: "Airport", nextDeparture: "08:31"),
        Station(id: 4, name: "University", nextDeparture: "08:45"),
    ]
    let savedIDs = [1, 2]
    @State private var path: [Station] = []
    @State private var showsSearch = false

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                ForEach(stations.filter { savedIDs.contains($0.id) }) { station in
                    NavigationLink(station.name, value: station)
                }
                Button("Find a station") { showsSearch = true }
            }
            .navigationTitle("My stations")
            .navigationDestination(for: Station.self) { station in
                DepartureBoard(station: station)
            }
        }
        .sheet(isPresented: $showsSearch) {
            StationSearch(stations: stations) { station in
                path.append(station)
            }
        }
    }
}
