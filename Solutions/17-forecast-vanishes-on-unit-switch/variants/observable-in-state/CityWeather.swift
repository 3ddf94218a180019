import ViewSim

/// One day of a forecast. Temperatures arrive in degrees Celsius.
struct DayForecast: Identifiable {
    let day: String
    let highCelsius: Int
    let summary: String
    var id: String { day }
}

/// The weather service. Every call is a download, which the app keeps to a minimum (people roam on metered data).
@MainActor
final class ForecastService {
    static let shared = ForecastService()

    /// How many forecasts have been downloaded since launch.
    private(set) var downloads = 0

    private let weeks: [String: [DayForecast]] = [
        "Bergen": [
            DayForecast(day: "Mon", highCelsius: 12, summary: "Rain"),
            DayForecast(day: "Tue", highCelsius: 14, summary: "Showers"),
            DayForecast(day: "Wed", highCelsius: 17, summary: "Sunny"),
        ],
        "Tromsø": [
            DayForecast(day: "Mon", highCelsius: -3, summary: "Snow"),
            DayForecast(day: "Tue", highCelsius: 1, summary: "Cloudy"),
            DayForecast(day: "Wed", highCelsius: 0, summary: "Snow"),
        ],
    ]

    /// Downloads the next days' forecast for `city`.
    func forecast(for city: String) -> [DayForecast] {
        downloads += 1
        return weeks[city] ?? []
    }
}

/// The forecast a screen has downloaded.
@Observable
final class ForecastModel {
    private(set) var days: [DayForecast] = []

    @MainActor
    func load(city: String) {
        days = ForecastService.shared.forecast(for: city)
    }
}

/// The next days' forecast for a city, in the unit the user picked. It downloads the forecast once, when it appears;
/// “Refresh” downloads it again.
struct ForecastList: View {
    let city: String
    let usesCelsius: Bool
    @State private var forecast = ForecastModel()

    var body: some View {
        VStack {
            if forecast.days.isEmpty {
                Text("No forecast yet")
            } else {
                ForEach(forecast.days) { day in
                    Text("\(day.day): \(temperature(day.highCelsius)) · \(day.summary)")
                }
            }
            Button("Refresh") { forecast.load(city: city) }
        }
        .onAppear { forecast.load(city: city) }
    }

    private func temperature(_ celsius: Int) -> String {
        if usesCelsius { return "\(celsius)°C" }
        let fahrenheit = (Double(celsius) * 9 / 5 + 32).rounded()
        return "\(Int(fahrenheit))°F"
    }
}

/// A city's weather screen: its name, a unit switch, and the forecast.
struct CityWeather: View {
    let city: String
    @State private var usesCelsius = true

    var body: some View {
        VStack {
            Text(city)
            Toggle("Celsius", isOn: $usesCelsius)
            ForecastList(city: city, usesCelsius: usesCelsius)
        }
    }
}
