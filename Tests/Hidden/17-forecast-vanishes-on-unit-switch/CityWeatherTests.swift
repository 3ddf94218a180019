import Testing
import ViewSim
import ViewSimTesting
@testable import ForecastVanishesOnUnitSwitch

/// The forecast lines (“Mon: 12°C · Rain”), or what the screen shows instead.
@MainActor
func forecastLines(_ app: ViewHost<CityWeather>) -> [String] {
    app.texts.filter { $0.contains(" · ") || $0 == "No forecast yet" }
}

@MainActor
func quoted(_ lines: [String]) -> String {
    lines.isEmpty ? "nothing" : lines.map { "\(quoted: $0)" }.joined(separator: ", ")
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct ForecastSymptoms {
    @Test("Switching to Fahrenheit keeps the forecast")
    func fahrenheitKeepsForecast() throws {
        let app = ViewHost(CityWeather(city: "Bergen"))
        try app.toggle("Celsius")
        let lines = forecastLines(app)
        #expect(lines == ["Mon: 54°F · Rain", "Tue: 57°F · Showers", "Wed: 63°F · Sunny"],
                "After switching “Celsius” off, Bergen's forecast reads \(quoted(lines)); it should read “Mon: 54°F · Rain”, “Tue: 57°F · Showers”, “Wed: 63°F · Sunny”.")
    }

    @Test("Switching back to Celsius still shows the forecast")
    func celsiusAgainKeepsForecast() throws {
        let app = ViewHost(CityWeather(city: "Tromsø"))
        try app.toggle("Celsius")
        try app.toggle("Celsius")
        let lines = forecastLines(app)
        #expect(lines == ["Mon: -3°C · Snow", "Tue: 1°C · Cloudy", "Wed: 0°C · Snow"],
                "After switching “Celsius” off and on again, Tromsø's forecast reads \(quoted(lines)); it should read “Mon: -3°C · Snow”, “Tue: 1°C · Cloudy”, “Wed: 0°C · Snow”.")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct ForecastRegressions {
    @Test("The screen opens with the forecast in Celsius")
    func opensWithForecast() throws {
        let app = ViewHost(CityWeather(city: "Bergen"))
        #expect(app.texts.first == "Bergen", "The screen should be titled “Bergen”. The screen shows:\n\(app.screen)")
        #expect(try app.isOn("Celsius"), "“Celsius” should start on. The screen shows:\n\(app.screen)")
        let lines = forecastLines(app)
        #expect(lines == ["Mon: 12°C · Rain", "Tue: 14°C · Showers", "Wed: 17°C · Sunny"],
                "When Bergen opens its forecast reads \(quoted(lines)); it should read “Mon: 12°C · Rain”, “Tue: 14°C · Showers”, “Wed: 17°C · Sunny”.")
    }

    @Test("Opening the screen downloads the forecast once")
    func oneDownloadOnOpen() throws {
        let before = ForecastService.shared.downloads
        let app = ViewHost(CityWeather(city: "Bergen"))
        _ = app.texts
        let downloads = ForecastService.shared.downloads - before
        #expect(downloads == 1, "Opening Bergen downloaded the forecast \(downloads) times; it should download it once.")
    }

    @Test("Switching units downloads nothing")
    func unitSwitchDownloadsNothing() throws {
        let app = ViewHost(CityWeather(city: "Bergen"))
        let before = ForecastService.shared.downloads
        try app.toggle("Celsius")
        try app.toggle("Celsius")
        let downloads = ForecastService.shared.downloads - before
        #expect(downloads == 0,
                "Switching “Celsius” off and on downloaded the forecast \(downloads) more times; switching units should only change how the temperatures are shown.")
    }

    @Test("“Refresh” in Fahrenheit shows the forecast in Fahrenheit")
    func refreshInFahrenheit() throws {
        let app = ViewHost(CityWeather(city: "Tromsø"))
        try app.toggle("Celsius")
        let before = ForecastService.shared.downloads
        try app.tap("Refresh")
        #expect(ForecastService.shared.downloads - before == 1, "“Refresh” should download the forecast once.")
        let lines = forecastLines(app)
        #expect(lines == ["Mon: 27°F · Snow", "Tue: 34°F · Cloudy", "Wed: 32°F · Snow"],
                "After switching to Fahrenheit and tapping “Refresh”, Tromsø's forecast reads \(quoted(lines)); it should read “Mon: 27°F · Snow”, “Tue: 34°F · Cloudy”, “Wed: 32°F · Snow”.")
    }

    @Test("A city the service doesn't know shows no forecast")
    func unknownCity() throws {
        let app = ViewHost(CityWeather(city: "Atlantis"))
        let lines = forecastLines(app)
        #expect(lines == ["No forecast yet"], "A city with no forecast should say “No forecast yet”; the screen shows \(quoted(lines)).")
    }
}
