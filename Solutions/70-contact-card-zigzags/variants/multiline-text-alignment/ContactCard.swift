import ViewSim

/// Someone in the address book.
struct Contact {
    let name: String
    let phone: String
    let email: String
    let addressLines: [String]

    static let isla = Contact(name: "Isla Fraser", phone: "+44 131 496 0721", email: "isla@fraser.example",
                              addressLines: ["12 Harbour Street", "Leith, Edinburgh", "EH6 6LU"])
}

/// A contact's card: the name, then each detail under its label, and a button to call.
struct ContactCard: View {
    let contact: Contact
    @State private var isCalling = false

    var body: some View {
        VStack(spacing: 8) {
            Text(contact.name)
                .font(.title)
            Text("Phone")
                .font(.caption)
            Text(contact.phone)
            Text("Email")
                .font(.caption)
            Text(contact.email)
            Text("Address")
                .font(.caption)
            ForEach(contact.addressLines, id: \.self) { line in
                Text(line)
            }
            Button(isCalling ? "Calling…" : "Call \(contact.name)") { isCalling = true }
        }
        .multilineTextAlignment(.leading)
        .padding()
    }
}
