import ViewSim

/// The minutes of exercise on one day of the week.
struct ActiveDay: Identifiable {
    let name: String
    let minutes: Int
    var id: String { name }

    static let thisWeek = [
        ActiveDay(name: "Mon", minutes: 30), ActiveDay(name: "Tue", minutes: 45), ActiveDay(name: "Wed", minutes: 0),
        ActiveDay(name: "Thu", minutes: 60), ActiveDay(name: "Fri", minutes: 20), ActiveDay(name: "Sat", minutes: 90),
        ActiveDay(name: "Sun", minutes: 15),
    ]
}

/// A workout the user logged.
struct Workout: Identifiable {
    let title: String
    let day: String
    var id: String { title + day }

    static let recent = [
        Workout(title: "Morning run", day: "Sat"), Workout(title: "Yoga", day: "Fri"),
        Workout(title: "Cycling", day: "Thu"), Workout(title: "Swim", day: "Tue"),
    ]
}

/// One day's bar, as tall as its share of the best day.
struct DayBar: View {
    let height: CGFloat
    let width: CGFloat

    var body: some View {
        Rectangle()
            .fill(Color.green)
            .frame(width: width, height: height)
    }
}

/// The week at a glance: a bar for each day, sized to the space the chart is given, the best day the tallest.
struct WeeklyChart: View {
    let days: [ActiveDay]

    var body: some View {
        GeometryReader { proxy in
            let best = CGFloat(max(days.map(\.minutes).max() ?? 1, 1))
            let barWidth = proxy.size.width / CGFloat(days.count) - 8
            HStack(alignment: .bottom, spacing: 8) {
                ForEach(days) { day in
                    DayBar(height: proxy.size.height * CGFloat(day.minutes) / best, width: barWidth)
                }
            }
        }
        .frame(maxHeight: .infinity)
    }
}

/// The Today screen: the week's chart, then the recent workouts, in a scroll view as the list grows.
struct TodayScreen: View {
    var days = ActiveDay.thisWeek
    var workouts = Workout.recent

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("This week")
                    .font(.title)
                WeeklyChart(days: days)
                Text("Recent workouts")
                    .font(.headline)
                ForEach(workouts) { workout in
                    Text("\(workout.title) · \(workout.day)")
                }
            }
            .padding()
        }
    }
}
