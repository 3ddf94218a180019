import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import StickersOneToARow

/// How many stickers share the first row of the shop on `device`, and their names.
@MainActor
private func firstRow(on device: Device) throws -> [String] {
    let app = ViewHost(StickerShopScreen(), device: device)
    let first = try app.frame(of: stickerCatalogue[0].name)
    var names: [String] = []
    for sticker in stickerCatalogue {
        let frame = try app.frame(of: sticker.name)
        guard abs(frame.midY - first.midY) < 1 else { break }
        names.append(sticker.name)
    }
    return names
}

@MainActor
private func expectAtLeastThreeARow(on device: Device) throws {
    let row = try firstRow(on: device)
    #expect(row.count >= 3,
            "On an \(device), the first row holds \(row.count == 1 ? "one sticker (\(quoted: row[0]) alone)" : "\(row.count) stickers (\(row.joined(separator: ", ")))"); a phone should show at least three side by side.")
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct StickerShopSymptoms {
    @Test("On an iPhone 16, at least three stickers share a row")
    func threeOnAnIPhone16() throws {
        try expectAtLeastThreeARow(on: .iPhone16)
    }

    @Test("On an iPhone SE too, at least three stickers share a row")
    func threeOnAnSE() throws {
        try expectAtLeastThreeARow(on: .iPhoneSE)
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct StickerShopRegressions {
    @Test("On an iPad, more stickers share a row than on a phone")
    func moreOnAnIPad() throws {
        let pad = try firstRow(on: .iPadPro11)
        let phone = try firstRow(on: .iPhone16)
        #expect(pad.count >= 4 && pad.count > phone.count,
                "On an iPad the first row holds \(pad.count) stickers, on an iPhone 16 \(phone.count): the wider screen should fit more of them, as the designs show.")
    }

    @Test("Every sticker's name fits on one line, on a phone and on an iPad")
    func namesOnOneLine() throws {
        for device in [Device.iPhone16, .iPhoneSE, .iPadPro11] {
            let app = ViewHost(StickerShopScreen(), device: device)
            for sticker in stickerCatalogue {
                try app.scroll(to: sticker.id)
                let shown = try app.shownText(sticker.name)
                #expect(shown.lines.count == 1 && !shown.isTruncated,
                        "On an \(device), \(quoted: sticker.name) is shown as \(shown.lines.map { "\(quoted: $0)" }.joined(separator: " / ")): the stickers are too narrow for their names.")
            }
        }
    }
}
