import ViewSim

/// Private notes about a contact, with a live character count.
struct NotesEditor: View {
    let caption: String
    @Binding var notes: String

    var body: some View {
        VStack {
            TextField("Notes", text: $notes)
            Text("\(notes.count) of 200 characters")
            Text(caption)
        }
    }
}

/// A contact's profile. “Edit profile” unlocks the notes; switching it off locks them again.
struct ProfileScreen: View {
    let name: String
    @State private var isEditable = true
    @State private var notes = ""

    var body: some View {
        VStack {
            Text(name)
            Toggle("Edit profile", isOn: $isEditable)
            if isEditable {
                NotesEditor(caption: "Notes are only visible to you.", notes: $notes)
            } else {
                NotesEditor(caption: "Switch on “Edit profile” to change your notes.", notes: $notes)
                    .disabled(true)
            }
        }
    }
}
