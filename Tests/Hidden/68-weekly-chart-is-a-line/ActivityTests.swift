import Foundation
import Testing
import ViewSim
import ViewSimTesting
@testable import WeeklyChartIsALine

/// The week's bars as laid out, Monday to Sunday.
@MainActor
private func bars(in app: ViewHost<TodayScreen>, on phone: Device) throws -> [CGRect] {
    let bars = app.frames(of: DayBar.self)
    try #require(bars.count == ActiveDay.thisWeek.count,
                 "On an \(phone), the chart should have a bar for each of the 7 days; it has \(bars.count). The screen shows:\n\(app.screen)")
    return bars
}

/// Checks that the bars show the week on `phone`: the best day about as tall as the 200-point chart, every other day
/// in proportion to its minutes.
@MainActor
private func expectTheWeek(on phone: Device) throws {
    let app = ViewHost(TodayScreen(), device: phone)
    let bars = try bars(in: app, on: phone)
    let days = ActiveDay.thisWeek
    let best = days.map(\.minutes).max()!
    let tallest = bars.map(\.height).max()!
    #expect(tallest >= 150,
            "On an \(phone), the tallest bar (Saturday's 90 minutes) is \(Int(tallest.rounded())) points high: the chart should be about 200 points tall, and the user sees \(tallest < 2 ? "no bars at all" : "a sliver").")
    guard tallest >= 1 else { return }
    for (day, bar) in zip(days, bars) {
        let expected = tallest * CGFloat(day.minutes) / CGFloat(best)
        #expect(abs(bar.height - expected) < 1,
                "On an \(phone), \(day.name)'s bar (\(day.minutes) min) is \(Int(bar.height.rounded())) points high; beside Saturday's \(Int(tallest.rounded())) it should be \(Int(expected.rounded())).")
    }
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct WeeklyChartSymptoms {
    @Test("The chart shows the week: Saturday's bar about 200 points high, the others in proportion")
    func chartShowsTheWeek() throws {
        try expectTheWeek(on: .iPhone16)
    }

    @Test("On a small phone too, the chart shows the week")
    func chartOnASmallPhone() throws {
        try expectTheWeek(on: .iPhoneSE)
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct WeeklyChartRegressions {
    @Test("The chart sits between “This week” and the recent workouts, which are all listed")
    func chartBetweenTheHeadings() throws {
        let app = ViewHost(TodayScreen())
        let bars = try bars(in: app, on: .iPhone16)
        let title = try app.frame(of: "This week")
        let heading = try app.frame(of: "Recent workouts")
        #expect(bars.allSatisfy { $0.minY >= title.maxY - 0.5 && $0.maxY <= heading.minY + 0.5 },
                "The bars should be drawn between “This week” and “Recent workouts”, not over them. The screen shows:\n\(app.screen)")
        for workout in Workout.recent {
            #expect(app.texts.contains("\(workout.title) · \(workout.day)"),
                    "“\(workout.title) · \(workout.day)” should be listed under the chart. The screen shows:\n\(app.screen)")
        }
    }

    @Test("Every bar is inside the screen's margins, side by side, on every phone")
    func barsInsideTheMargins() throws {
        for phone in [Device.iPhone16, .iPhoneSE] {
            let app = ViewHost(TodayScreen(), device: phone)
            let bars = try bars(in: app, on: phone)
            let width = phone.screenSize(in: .portrait).width
            for (day, bar) in zip(ActiveDay.thisWeek, bars) {
                #expect(bar.minX >= 16 - 0.5 && bar.maxX <= width - 16 + 0.5,
                        "On an \(phone), \(day.name)'s bar runs from x \(Int(bar.minX)) to \(Int(bar.maxX)), outside the screen's 16-point margins (16 to \(Int(width - 16))).")
            }
            for (left, right) in zip(bars, bars.dropFirst()) {
                #expect(left.maxX <= right.minX + 0.5, "On an \(phone), two bars overlap: \(left) and \(right).")
            }
        }
    }
}
