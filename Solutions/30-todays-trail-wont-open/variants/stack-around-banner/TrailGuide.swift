import ViewSim

/// A hiking trail.
struct Trail: Hashable, Identifiable {
    let id: Int
    let name: String
    let distanceKm: Int
    let climbMetres: Int
}

/// One trail's page.
struct TrailDetail: View {
    let trail: Trail

    var body: some View {
        VStack {
            Text(trail.name)
            Text("\(trail.distanceKm) km")
            Text("Climb: \(trail.climbMetres) m")
        }
        .navigationTitle(trail.name)
    }
}

/// The banner with the trail of the day, and a link to it.
struct TodaysPickBanner: View {
    let trail: Trail

    var body: some View {
        HStack {
            Text("Today's pick: \(trail.name)")
            NavigationLink("See today's pick", value: trail)
        }
    }
}

/// The trail guide: today's pick, then every trail; tapping a trail opens its page.
struct TrailGuide: View {
    let trails = [
        Trail(id: 1, name: "Lakeshore Loop", distanceKm: 6, climbMetres: 40),
        Trail(id: 2, name: "Eagle Ridge", distanceKm: 14, climbMetres: 640),
        Trail(id: 3, name: "Fern Gully", distanceKm: 9, climbMetres: 210),
        Trail(id: 4, name: "Summit Path", distanceKm: 18, climbMetres: 1_150),
    ]
    let todaysPickID = 2

    var body: some View {
        VStack {
            NavigationStack {
                TodaysPickBanner(trail: trails.first { $0.id == todaysPickID }!)
            }
            NavigationStack {
                List(trails) { trail in
                    NavigationLink(trail.name, value: trail)
                }
                .navigationTitle("Trails")
                .navigationDestination(for: Trail.self) { trail in
                    TrailDetail(trail: trail)
                }
            }
        }
    }
}
