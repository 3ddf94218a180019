import ViewSim

/// The festival's poster for an evening: a sun setting into the sea, printed at 3:4.
struct FestivalPoster: View {
    var body: some View {
        ZStack {
            Color.orange
            Circle()
                .fill(.yellow)
                .padding(60)
            VStack {
                Spacer()
                Color.blue
                    .frame(height: 120)
            }
        }
    }
}

/// An evening's page: its name with a Share button, its poster as a banner, and what happened last.
struct EventScreen: View {
    @State private var status = "Doors 19:00 · Pier Stage"
    @State private var showsWholePoster = false

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text("Sunset Sessions")
                    .font(.headline)
                Spacer()
                Button("Share") { status = "Link copied" }
            }
            .padding()

            FestivalPoster()
                .aspectRatio(3 / 4, contentMode: .fill)
                .frame(height: 200)
                .clipped()
                .allowsHitTesting(false)
                .onTapGesture { showsWholePoster = true }

            Text(status)
                .padding()
            Spacer()
        }
        .sheet(isPresented: $showsWholePoster) {
            FestivalPoster()
                .aspectRatio(3 / 4, contentMode: .fit)
        }
    }
}
