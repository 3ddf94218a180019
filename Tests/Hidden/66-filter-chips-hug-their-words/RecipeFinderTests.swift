import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import FilterChipsHugTheirWords

/// The chips as the user sees them, left to right: Vegan, Under 30 min, Gluten-free.
@MainActor
private func chips(in app: ViewHost<RecipeFinder>) throws -> [CGRect] {
    let chips = app.frames(of: FilterChip.self)
    try #require(chips.count == RecipeFilter.allCases.count,
                 "The finder should show \(RecipeFilter.allCases.count) filter chips; it shows \(chips.count). The screen shows:\n\(app.screen)")
    return chips
}

/// Points on a chip a finger or an eye would find beside its title: in its padding, left of the title and above it,
/// inside the pill's rounded ends.
private func besideTheTitle(of chip: CGRect) -> [(CGPoint, String)] {
    [(CGPoint(x: chip.minX + 6, y: chip.midY), "just left of the title"),
     (CGPoint(x: chip.maxX - 6, y: chip.midY), "just right of the title"),
     (CGPoint(x: chip.midX, y: chip.minY + 3), "just above the title")]
}

/// The recipes listed, in order.
@MainActor
private func recipes(in app: ViewHost<RecipeFinder>) -> [String] {
    app.texts.filter { $0.hasSuffix(" min") && $0.contains(" · ") }
}

/// Taps the middle of the chip for `filter`, on its title, as the user taps the word.
@MainActor
private func tapTitle(of filter: RecipeFilter, in app: ViewHost<RecipeFinder>) throws {
    let chip = try chips(in: app)[RecipeFilter.allCases.firstIndex(of: filter)!]
    try app.tap(at: CGPoint(x: chip.midX, y: chip.midY))
}

/// Taps `point`, recording in the user's words a tap that reached nothing.
@MainActor
private func tap(_ point: CGPoint, on what: String, in app: ViewHost<RecipeFinder>) {
    do {
        try app.tap(at: point)
    } catch let error as ViewHostError {
        Issue.record("A tap \(what) should turn the filter on, but did nothing: \(error.sentence)")
    } catch {
        Issue.record("A tap \(what) should turn the filter on: \(error)")
    }
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct RecipeFinderSymptoms {
    @Test("Each chip's colour fills the pill around its title, on or off")
    func colourFillsTheChip() throws {
        let app = ViewHost(RecipeFinder())
        try tapTitle(of: .vegan, in: app)
        for (filter, chip) in zip(RecipeFilter.allCases, try chips(in: app)) {
            let state = filter == .vegan ? "on" : "off"
            let behindTitle = app.drawing(at: CGPoint(x: chip.midX, y: chip.midY)).filter { !$0.description.hasPrefix("the text") }
            guard let colour = behindTitle.last else {
                Issue.record("The \(quoted: filter.rawValue) chip (\(state)) draws no colour behind its title. The screen shows:\n\(app.screen)")
                continue
            }
            let bare = besideTheTitle(of: chip).filter { !app.drawing(at: $0.0).contains(colour) }.map(\.1)
            #expect(bare.isEmpty,
                    "The \(quoted: filter.rawValue) chip (\(state)) is drawn with \(colour.description) behind its title, but not \(bare.joined(separator: ", ")): the colour hugs the letters instead of filling the chip.")
        }
    }

    @Test("Tapping a chip beside its title turns its filter on")
    func tapBesideTheTitle() throws {
        let app = ViewHost(RecipeFinder())
        let vegan = try chips(in: app)[0]
        tap(CGPoint(x: vegan.minX + 6, y: vegan.midY), on: "on the Vegan chip just left of the word", in: app)
        #expect(recipes(in: app) == ["Chickpea curry · 25 min", "Lentil soup · 40 min", "Tofu stir-fry · 15 min"],
                "After a tap on the Vegan chip beside the word, only the 3 vegan recipes should be listed. The screen shows:\n\(app.screen)")
        let quick = try chips(in: app)[1]
        tap(CGPoint(x: quick.midX, y: quick.minY + 3), on: "on the Under 30 min chip just above its title", in: app)
        #expect(recipes(in: app) == ["Chickpea curry · 25 min", "Tofu stir-fry · 15 min"],
                "With Vegan and Under 30 min on, the 2 quick vegan recipes should be listed. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct RecipeFinderRegressions {
    @Test("Every recipe is listed before a filter is on, and a tap on a chip's title turns it on and off")
    func tapOnTheTitle() throws {
        let app = ViewHost(RecipeFinder())
        #expect(app.texts.contains("6 recipes") && recipes(in: app).count == 6,
                "Before any filter is on, all 6 recipes should be listed. The screen shows:\n\(app.screen)")
        try tapTitle(of: .glutenFree, in: app)
        #expect(app.texts.contains("4 recipes") && recipes(in: app) == ["Chickpea curry · 25 min", "Lentil soup · 40 min", "Omelette · 10 min", "Pad thai · 20 min"],
                "After tapping “Gluten-free”, the 4 gluten-free recipes should be listed. The screen shows:\n\(app.screen)")
        try tapTitle(of: .glutenFree, in: app)
        #expect(recipes(in: app).count == 6, "Tapping “Gluten-free” again should list all 6 recipes. The screen shows:\n\(app.screen)")
    }

    @Test("Each chip shows its whole title on one line, on a small phone too")
    func titlesStayWhole() throws {
        for device in [Device.iPhone16, .iPhoneSE] {
            let app = ViewHost(RecipeFinder(), device: device)
            for filter in RecipeFilter.allCases {
                let shown = try app.shownText(filter.rawValue)
                #expect(shown.lines == [filter.rawValue] && !shown.isTruncated,
                        "On an \(device), the \(quoted: filter.rawValue) chip shows \(quoted: shown)\(shown.lines.count > 1 ? " on \(shown.lines.count) lines" : ""): its title should be whole, on one line.")
            }
            let frames = try chips(in: app)
            for (left, right) in zip(frames, frames.dropFirst()) {
                #expect(!left.intersects(right), "On an \(device), two chips overlap: \(left) and \(right). The screen shows:\n\(app.screen)")
            }
        }
    }
}
