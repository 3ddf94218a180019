import Foundation
import ViewSim

/// One upcoming shift at one of the company's sites.
struct Shift: Identifiable {
    let id: Int
    let date: String
    /// The day of the month, for sorting by date.
    let day: Int
    let site: String

    static let upcoming = [
        Shift(id: 1, date: "Mon 3 Mar", day: 3, site: "Riverside depot"),
        Shift(id: 2, date: "Tue 4 Mar", day: 4, site: "Airport hub"),
        Shift(id: 3, date: "Thu 6 Mar", day: 6, site: "Riverside depot"),
        Shift(id: 4, date: "Fri 7 Mar", day: 7, site: "City centre"),
    ]
}

/// How the shift list is sorted.
enum ShiftOrder: String {
    case date, site
}

/// The home screen's model: the worker's upcoming shifts, whether the required safety training is done, and how the
/// list is sorted. The last two are saved, so they survive relaunches.
@MainActor @Observable final class ShiftsModel {
    let shifts = Shift.upcoming
    var showsTraining = false

    // Moved here from the view when the screen got its @Observable model; the compiler asked for
    // @ObservationIgnored, because a property wrapper can't be used on the properties @Observable tracks.
    /// The one model of the app, loaded from the saved settings when first used.
    static let shared = ShiftsModel()

    var hasFinishedTraining = UserDefaults.standard.bool(forKey: "finishedSafetyTraining") {
        didSet { UserDefaults.standard.set(hasFinishedTraining, forKey: "finishedSafetyTraining") }
    }
    @ObservationIgnored @AppStorage("shiftOrder") private var storedOrder = ShiftOrder.date
    var order: ShiftOrder {
        get { access(keyPath: \.order); return storedOrder }
        set { withMutation(keyPath: \.order) { storedOrder = newValue } }
    }

    var sortedShifts: [Shift] {
        switch order {
        case .date: shifts.sorted { $0.day < $1.day }
        case .site: shifts.sorted { ($0.site, $0.day) < ($1.site, $1.day) }
        }
    }

    func startTraining() {
        showsTraining = true
    }

    func finishTraining() {
        hasFinishedTraining = true
        showsTraining = false
    }
}

/// The banner at the top of the home screen: the training still to do, or that it is done.
struct TrainingBanner: View {
    let model: ShiftsModel

    var body: some View {
        if model.hasFinishedTraining {
            Text("Safety training complete")
        } else {
            Text("Complete your safety training before your first shift")
            Button("Start Required Training") { model.startTraining() }
        }
    }
}

/// The safety training, shown as a sheet.
struct TrainingSheet: View {
    let model: ShiftsModel

    var body: some View {
        VStack {
            Text("Safety training")
            Text("Lift with your legs, and keep fire exits clear.")
            Button("Finish training") { model.finishTraining() }
        }
    }
}

/// The home screen: the training banner, then the upcoming shifts in the order the worker chose.
struct ShiftsScreen: View {
    @State private var model = ShiftsModel.shared

    var body: some View {
        @Bindable var model = model
        VStack {
            TrainingBanner(model: model)
            Picker("Sort shifts by", selection: $model.order) {
                Text("Date").tag(ShiftOrder.date)
                Text("Site").tag(ShiftOrder.site)
            }
            ForEach(model.sortedShifts) { shift in
                Text("\(shift.date) · \(shift.site)")
            }
        }
        .sheet(isPresented: $model.showsTraining) {
            TrainingSheet(model: model)
        }
    }
}
