import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import TagsRunOffTheScreen

/// The devices the screen is checked on.
private let devices: [Device] = [.iPhone16, .iPhoneSE, .iPadPro11]

/// The tags as laid out, in the order of the ingredients.
@MainActor
private func tags(in app: ViewHost<IngredientsScreen>, on device: Device) throws -> [CGRect] {
    let tags = app.frames(of: Tag.self)
    try #require(tags.count == IngredientsScreen().ingredients.count,
                 "On an \(device), the screen should show \(IngredientsScreen().ingredients.count) tags; it shows \(tags.count). The screen shows:\n\(app.screen)")
    return tags
}

/// Checks that every tag is inside the 16-point margins on `device`.
@MainActor
private func expectInsideTheMargins(on device: Device) throws {
    let app = ViewHost(IngredientsScreen(), device: device)
    let width = device.screenSize(in: .portrait).width
    let outside = zip(IngredientsScreen().ingredients, try tags(in: app, on: device))
        .filter { $0.1.minX < 16 - 0.5 || $0.1.maxX > width - 16 + 0.5 }
        .map { "\(quoted: $0.0) (x \(Int($0.1.minX)) to \(Int($0.1.maxX)))" }
    #expect(outside.isEmpty,
            "On an \(device), every tag should be inside the margins, x 16 to \(Int(width - 16)); these are not: \(outside.joined(separator: ", ")).")
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct TagsSymptoms {
    @Test("Every tag is inside the screen's margins")
    func insideTheMargins() throws {
        try expectInsideTheMargins(on: .iPhone16)
    }

    @Test("On a small phone too, every tag is inside the margins")
    func insideTheMarginsOnASmallPhone() throws {
        try expectInsideTheMargins(on: .iPhoneSE)
    }

    @Test("On an iPad, the tags use its wider rows")
    func iPadRows() throws {
        let app = ViewHost(IngredientsScreen(), device: .iPadPro11)
        let rows = Set(try tags(in: app, on: .iPadPro11).map { Int($0.minY.rounded()) }).count
        #expect(rows <= 2, "On an iPad the 11 tags fit in 2 rows of its 802-point width; they take \(rows).")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct TagsRegressions {
    @Test("The tags keep their order, row by row, without overlapping")
    func order() throws {
        for device in devices {
            let app = ViewHost(IngredientsScreen(), device: device)
            let tags = try tags(in: app, on: device)
            for (index, (earlier, later)) in zip(tags, tags.dropFirst()).enumerated() {
                let sameRow = abs(earlier.minY - later.minY) < 0.5
                #expect((sameRow && later.minX >= earlier.maxX) || (!sameRow && later.minY >= earlier.maxY),
                        "On an \(device), \(quoted: IngredientsScreen().ingredients[index + 1]) should come after \(quoted: IngredientsScreen().ingredients[index]), on its row or on the next one, without overlapping it.")
            }
        }
    }

    @Test("“Recipes with these” is below the last row of tags")
    func headingBelowTheTags() throws {
        for device in devices {
            let app = ViewHost(IngredientsScreen(), device: device)
            let lowest = try tags(in: app, on: device).map(\.maxY).max() ?? 0
            let heading = try app.frame(of: "Recipes with these")
            #expect(heading.minY >= lowest,
                    "On an \(device), “Recipes with these” starts at y \(Int(heading.minY)), above the bottom of the last tag (\(Int(lowest))): the layout said it needed less height than it used.")
        }
    }
}
