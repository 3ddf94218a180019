import Foundation
import ViewSim

/// Today's fortune.
struct Fortune: Equatable {
    let message: String
    let luckyNumbers: [Int]
}

/// The server that bakes one cookie a day. Baking takes a couple of seconds.
enum Bakery {
    static func bakeTodaysCookie() async -> Fortune {
        try? await Task.sleep(for: .seconds(2))
        return Fortune(message: "A pleasant surprise is waiting for you.", luckyNumbers: [4, 17, 23])
    }
}

/// The cookie sheet. The first time today: bake the cookie, then let the user crack it open. If it was already opened
/// today (`openedFortune`), show that fortune straight away.
struct CookieSheet: View {
    let openedFortune: Fortune?
    let onBaked: (Fortune) -> Void
    @State private var bakedFortune: Fortune?
    @State private var isCracked = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            if let openedFortune {
                FortuneSlip(fortune: openedFortune)
            } else if let bakedFortune {
                if isCracked {
                    FortuneSlip(fortune: bakedFortune)
                } else {
                    Text("Your cookie is ready")
                    Button("Crack it open") { isCracked = true }
                }
            } else {
                Text("Baking your cookie…")
            }
            Button("Close") { dismiss() }
        }
        .task {
            guard openedFortune == nil else { return }
            let fortune = await Bakery.bakeTodaysCookie()
            bakedFortune = fortune
            onBaked(fortune)
        }
    }
}

/// The paper slip inside the cookie.
struct FortuneSlip: View {
    let fortune: Fortune

    var body: some View {
        VStack {
            Text(fortune.message)
            Text("Lucky numbers: \(fortune.luckyNumbers.map(String.init).joined(separator: ", "))")
        }
    }
}

/// One opening of the cookie sheet, with today's fortune as it was when the sheet opened.
struct CookieVisit: Identifiable {
    let id = UUID()
    let openedFortune: Fortune?
}

/// The app's home screen: today's fortune once it has been opened, and the button that opens the cookie.
struct TodayScreen: View {
    /// Today's fortune, kept so that opening the cookie again doesn't bake a new one.
    @State private var todaysFortune: Fortune?
    @State private var cookieVisit: CookieVisit?

    var body: some View {
        VStack {
            Text(todaysFortune.map { "Today: \($0.message)" } ?? "No fortune yet today")
            // Snapshot the cache when the sheet opens: the sheet's input stays what it was at that moment, however
            // often this body runs while the sheet is up (for instance when onBaked fills the cache).
            Button("Open today's cookie") { cookieVisit = CookieVisit(openedFortune: todaysFortune) }
        }
        .sheet(item: $cookieVisit) { visit in
            CookieSheet(openedFortune: visit.openedFortune, onBaked: { todaysFortune = $0 })
        }
    }
}
