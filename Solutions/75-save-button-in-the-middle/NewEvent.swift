import ViewSim

/// The sheet that adds an event to the calendar: a bar with Cancel, the title and Save, then the event's details.
struct NewEventScreen: View {
    @State private var status = "Not saved"

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Button("Cancel") { status = "Discarded" }
                Spacer()
                Text("New event")
                    .font(.headline)
                Spacer()
                Button("Save") { status = "Saved" }
            }
            .padding()
            Divider()
            VStack(alignment: .leading, spacing: 12) {
                Text("Dentist")
                Text("Tuesday 9:30 – 10:15")
                Text(status)
            }
            .padding()
            Spacer()
        }
    }
}
