import Testing
import ViewSim
import ViewSimTesting
@testable import DuplicatedFeeMissing

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct DuplicatedFeeSymptoms {
    @Test("A duplicated invoice shows its call-out fee")
    func duplicateShowsFee() throws {
        let app = ViewHost(InvoicesScreen())
        try app.tap("Duplicate last invoice")
        let fee = try app.value(of: "Call-out fee (€)")
        let total = (try? app.text(startingWith: "Total:")) ?? "no total"
        #expect(fee == "45",
                "After “Duplicate last invoice” the call-out fee field \(fee.isEmpty ? "is empty" : "shows \(quoted: fee)"), though the total (\(quoted: total)) already charges the €45 fee; the field should show “45”.")
    }

    @Test("Clearing the fee of a duplicated invoice takes it off the total")
    func clearingDuplicatedFee() throws {
        let app = ViewHost(InvoicesScreen())
        try app.tap("Duplicate last invoice")
        try app.replaceText(in: "Call-out fee (€)", with: "")
        let total = try app.text(startingWith: "Total:")
        #expect(total == "Total: €180",
                "After duplicating the last invoice and clearing the call-out fee field, the total reads \(quoted: total); with no fee, 3 hours at €60 should read “Total: €180”.")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct DuplicatedFeeRegressions {
    @Test("A duplicated invoice keeps the client, the hours and the total")
    func duplicateCopiesTheRest() throws {
        let app = ViewHost(InvoicesScreen())
        try app.tap("Duplicate last invoice")
        #expect(try app.value(of: "Client") == "Harbour Café",
                "The duplicated invoice's client should be “Harbour Café”. The screen shows:\n\(app.screen)")
        #expect(app.isShowing(.stepper, "Hours: 3") && app.texts.contains("Total: €225"),
                "The duplicated invoice should have “Hours: 3” and “Total: €225” (3 hours at €60 and the €45 fee). The screen shows:\n\(app.screen)")
    }

    @Test("A new invoice starts with no fee, and a typed fee is added to the total")
    func newInvoiceTypedFee() throws {
        let app = ViewHost(InvoicesScreen())
        try app.tap("New invoice")
        let fee = try app.value(of: "Call-out fee (€)")
        #expect(fee == "" && app.texts.contains("Total: €0"),
                "A new invoice should start with an empty call-out fee and “Total: €0”; the fee field shows \(quoted: fee). The screen shows:\n\(app.screen)")
        try app.increment("Hours")
        try app.increment("Hours")
        try app.type("20", into: "Call-out fee (€)")
        #expect(app.texts.contains("Total: €140"),
                "After 2 hours and a typed fee of 20 the total should read “Total: €140”. The screen shows:\n\(app.screen)")
        #expect(try app.value(of: "Call-out fee (€)") == "20",
                "The fee field should keep the “20” that was typed. The screen shows:\n\(app.screen)")
    }

    @Test("“Standard call-out fee” fills in the field and the total, and clearing the field removes it")
    func standardFee() throws {
        let app = ViewHost(InvoicesScreen())
        try app.tap("New invoice")
        try app.tap("Standard call-out fee")
        let fee = try app.value(of: "Call-out fee (€)")
        #expect(fee == "35" && app.texts.contains("Total: €35"),
                "After “Standard call-out fee” the field should show “35” and the total “Total: €35”; the field shows \(quoted: fee). The screen shows:\n\(app.screen)")
        try app.replaceText(in: "Call-out fee (€)", with: "")
        #expect(app.texts.contains("Total: €0"),
                "After clearing the fee field the total should be back to “Total: €0”. The screen shows:\n\(app.screen)")
    }

    @Test("Discarding a duplicated invoice and starting a new one gives an empty fee")
    func discardThenNew() throws {
        let app = ViewHost(InvoicesScreen())
        try app.tap("Duplicate last invoice")
        try app.tap("Discard")
        try app.tap("New invoice")
        let fee = try app.value(of: "Call-out fee (€)")
        #expect(fee == "" && app.texts.contains("Total: €0"),
                "A new invoice after discarding a duplicate should have an empty fee and “Total: €0”; the fee field shows \(quoted: fee). The screen shows:\n\(app.screen)")
    }
}
