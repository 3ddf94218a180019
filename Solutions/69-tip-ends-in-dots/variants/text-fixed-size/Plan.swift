import ViewSim

/// Today's tip from the coach: a sentence or two, its length up to the coach.
struct Tip {
    let text: String

    static let today = Tip(text: "Warm up for five minutes before you run: walk briskly, then jog slowly, and keep your first kilometre easy.")
    static let short = Tip(text: "Rest day: stretch and sleep well.")
}

/// The tip at the top of the plan, on a yellow banner the design gives a height of 72 points.
struct TipBanner: View {
    let tip: Tip

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: "lightbulb")
            Text(tip.text)
                .fixedSize()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .frame(height: 72)
        .background(Color.yellow.opacity(0.3))
    }
}

/// The training plan: the coach's tip, then today's sessions.
struct PlanScreen: View {
    var tip = Tip.today

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            TipBanner(tip: tip)
            Text("Today's plan")
                .font(.headline)
            Text("Easy run · 5 km")
            Text("Core strength · 15 min")
            Spacer()
        }
        .padding()
    }
}
