import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import CityNameUnderTheClock

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct TodayScreenSymptoms {
    @Test("The city's name is below the clock and the Dynamic Island", arguments: [Device.iPhone16, .iPhoneSE])
    func nameIsBelowTheStatusBar(_ device: Device) throws {
        let app = ViewHost(TodayScreen(), device: device)
        let name = try app.frame(of: "London")
        let free = device.safeArea(in: .portrait)
        #expect(name.minY >= free.minY,
                "On an \(device), “London” starts at y \(Int(name.minY)), under the status bar (the screen is free from y \(Int(free.minY))): the user sees only part of it.")
    }

    @Test("The forecast button is above the home indicator, and opens the forecast")
    func buttonIsAboveTheHomeIndicator() throws {
        let app = ViewHost(TodayScreen())
        let button = try app.frame(of: "See the 10-day forecast")
        let free = Device.iPhone16.safeArea(in: .portrait)
        #expect(button.maxY <= free.maxY,
                "On an iPhone 16, “See the 10-day forecast” reaches y \(Int(button.maxY)), behind the home indicator (the screen is free down to y \(Int(free.maxY))): a swipe there goes home.")
        try app.tap("See the 10-day forecast")
        #expect(app.texts.contains("Tomorrow 16°, then rain"), "Tapping the button should show the forecast. The screen shows:\n\(app.screen)")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct TodayScreenRegressions {
    @Test("The sky reaches every edge of the screen", arguments: [Device.iPhone16, .iPhoneSE])
    func skyFillsTheScreen(_ device: Device) throws {
        let app = ViewHost(TodayScreen(), device: device)
        let size = device.screenSize(in: .portrait)
        let edges: [(String, CGPoint)] = [
            ("top-left corner", CGPoint(x: 0.5, y: 0.5)), ("top edge", CGPoint(x: size.width / 2, y: 0.5)),
            ("top-right corner", CGPoint(x: size.width - 0.5, y: 0.5)), ("left edge", CGPoint(x: 0.5, y: size.height / 2)),
            ("right edge", CGPoint(x: size.width - 0.5, y: size.height / 2)), ("bottom-left corner", CGPoint(x: 0.5, y: size.height - 0.5)),
            ("bottom edge", CGPoint(x: size.width / 2, y: size.height - 0.5)), ("bottom-right corner", CGPoint(x: size.width - 0.5, y: size.height - 0.5)),
        ]
        // The sky must be drawn at each edge, mostly opaque, with nothing but text in front of it.
        func showsTheSky(_ drawn: [DrawnView]) -> Bool {
            guard let sky = drawn.lastIndex(where: { $0.description.hasSuffix("in SkyBackground") }), drawn[sky].isMostlyOpaque else { return false }
            return drawn[(sky + 1)...].allSatisfy { $0.description.hasPrefix("the text") }
        }
        func frontmost(_ drawn: [DrawnView]) -> String {
            guard let front = drawn.last else { return "nothing" }
            return front.isMostlyOpaque ? front.description : "\(front.description), drawn \(Int((front.opacity * 100).rounded()))% opaque"
        }
        let bare = edges.filter { !showsTheSky(app.drawing(at: $0.1)) }
        let seen = bare.first.map { frontmost(app.drawing(at: $0.1)) } ?? ""
        #expect(bare.isEmpty,
                "On an \(device) the sky should reach every edge of the screen; at its \(bare.map(\.0).joined(separator: ", ")) the user sees \(seen) instead, so the phone's bars show another colour there.")
    }

    @Test("The name and the weather are at the top, the button at the bottom")
    func arrangement() throws {
        let app = ViewHost(TodayScreen())
        let name = try app.frame(of: "London"), weather = try app.frame(of: "14° and cloudy")
        let button = try app.frame(of: "See the 10-day forecast")
        let free = Device.iPhone16.safeArea(in: .portrait)
        #expect(name.maxY <= weather.minY, "The weather should be under the city's name.")
        #expect(name.minY < free.minY + 60, "The city's name should be at the top of the screen, not \(Int(name.minY - free.minY)) points below the clock.")
        #expect(button.maxY > free.maxY - 80, "The forecast button should be at the bottom of the screen; it ends at y \(Int(button.maxY)).")
    }
}
