import ViewSim

/// An invoice being written. Amounts are whole euros.
@Observable final class InvoiceDraft {
    var client: String
    var hours: Int
    /// The call-out fee, or `nil` when none is charged.
    var fee: Int?
    let hourlyRate = 60

    init(client: String = "", hours: Int = 0, fee: Int? = nil) {
        self.client = client
        self.hours = hours
        self.fee = fee
    }

    var total: Int { hours * hourlyRate + (fee ?? 0) }
}

/// The call-out fee, typed in whole euros; an empty field charges no fee.
///
/// The field keeps the text being typed, so a half-typed or odd entry (“0”, “035”) isn't rewritten under the user's
/// fingers; the draft's fee follows the text, and the text follows fees set elsewhere (“Standard call-out fee”).
struct FeeField: View {
    let draft: InvoiceDraft
    @State private var text = ""

    var body: some View {
        TextField("Call-out fee (€)", text: $text)
            .onChange(of: text) { _, typed in
                let fee = Int(typed)
                if fee != draft.fee { draft.fee = fee }
            }
            .onAppear { text = draft.fee.map { String($0) } ?? "" }
            .onChange(of: draft.fee) { _, fee in
                if Int(text) != fee { text = fee.map { String($0) } ?? "" }
            }
    }
}

/// The invoice form: client, hours, call-out fee, and the total.
struct InvoiceEditor: View {
    let draft: InvoiceDraft

    var body: some View {
        @Bindable var draft = draft
        VStack {
            TextField("Client", text: $draft.client)
            Stepper("Hours: \(draft.hours)", value: $draft.hours, in: 0...40)
            FeeField(draft: draft)
            Button("Standard call-out fee") { draft.fee = 35 }
            Text("Total: €\(draft.total)")
        }
    }
}

/// The invoices tab: start a new invoice, or a copy of the last one, and edit it.
struct InvoicesScreen: View {
    @State private var draft: InvoiceDraft?

    var body: some View {
        VStack {
            if let draft {
                InvoiceEditor(draft: draft)
                Button("Discard") { self.draft = nil }
            } else {
                Text("Last invoice: Harbour Café, 3 hours, call-out fee €45")
                Button("New invoice") { draft = InvoiceDraft() }
                Button("Duplicate last invoice") {
                    draft = InvoiceDraft(client: "Harbour Café", hours: 3, fee: 45)
                }
            }
        }
    }
}
