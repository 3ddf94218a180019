import ViewSim

/// A boarding pass: the flight, the seat, and what the traveller can do with the pass.
struct BoardingPassScreen: View {
    @State private var status = "Ready to board"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("LHR → JFK · BA 117")
                .font(.headline)
            Text("Seat 14A · Gate B22 · Boarding 10:05")
            Text(status)
            // The actions side by side where they fit, one under another where they don't.
            ViewThatFits {
                VStack(alignment: .leading) {
                    actions
                }
                HStack {
                    actions
                }
            }
            Spacer()
        }
        .padding()
    }

    @ViewBuilder private var actions: some View {
        Button("Add to Apple Wallet") { status = "Added to Wallet" }
        Button("Share boarding pass") { status = "Shared" }
        Button("Change seat") { status = "Choosing a seat" }
    }
}
