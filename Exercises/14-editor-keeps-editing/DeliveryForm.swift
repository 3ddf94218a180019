import ViewSim

/// A note with its own editing mode: a field and “Done” while editing, the note and “Edit note” otherwise.
/// While editing, the field has the keyboard.
struct NoteEditor: View {
    @Binding var text: String
    @Binding var isEditing: Bool
    @FocusState private var fieldIsFocused: Bool

    var body: some View {
        VStack {
            if isEditing {
                TextField("Note for the driver", text: $text)
                    .focused($fieldIsFocused)
                Button("Done") { isEditing = false }
            } else {
                Text(text.isEmpty ? "No note for the driver" : "Note: \(text)")
                Button("Edit note") { isEditing = true }
            }
        }
        .onChange(of: isEditing, initial: true) { _, editing in
            fieldIsFocused = editing
        }
    }
}

/// The last step of checkout: where to deliver, and a note for the driver (which opens ready to type).
struct DeliveryForm: View {
    @State private var address = "12 Rua Augusta"
    @State private var note = ""

    var body: some View {
        VStack {
            Text("Delivery")
            TextField("Address", text: $address)
            NoteEditor(text: $note, isEditing: .constant(true))
            Button("Place order") {}
        }
    }
}
