import ViewSim

/// The screens a guest goes through after Welcome.
enum Step: Hashable {
    case details
    case confirm
    case done
}

/// Where the kiosk is: the screens pushed on top of Welcome.
final class KioskRouter: ObservableObject, @unchecked Sendable {
    @Published var path: [Step] = []

    /// Takes the kiosk back to Welcome for the next guest, one screen at a time so each screen slides away, and returns
    /// once Welcome is showing.
    func returnToWelcome() async {
        // The steps run in a task of their own: the first step pops the Done screen, which cancels the task that called
        // this, and a cancelled sleep would no longer wait between the steps.
        await Task {
            while !path.isEmpty {
                try? await Task.sleep(for: .milliseconds(400))
                var steps = path
                steps.removeLast()
                _path = Published(initialValue: steps)   // still off the main actor, but nothing publishes here
                await MainActor.run { objectWillChange.send() }
            }
        }.value
    }
}

struct DetailsScreen: View {
    var body: some View {
        VStack {
            Text("Name: Priya Shah")
            Text("Appointment: 10:30 with Dr. Okafor")
            NavigationLink("That's me", value: Step.confirm)
        }
        .navigationTitle("Your details")
    }
}

struct ConfirmScreen: View {
    @ObservedObject var router: KioskRouter

    var body: some View {
        VStack {
            Text("Check in for 10:30 with Dr. Okafor?")
            Button("Check in") { router.path.append(.done) }
        }
        .navigationTitle("Confirm")
    }
}

/// Shown once the guest has checked in; after a few seconds the kiosk gets ready for the next guest.
struct DoneScreen: View {
    @ObservedObject var router: KioskRouter

    var body: some View {
        VStack {
            Text("You're checked in. Please take a seat.")
        }
        .navigationTitle("Checked in")
        .task {
            // Let the guest read the confirmation first.
            try? await Task.sleep(for: .seconds(3))
            await router.returnToWelcome()
        }
    }
}

/// The kiosk: Welcome, then the check-in screens.
struct KioskApp: View {
    @StateObject private var router = KioskRouter()

    var body: some View {
        NavigationStack(path: $router.path) {
            VStack {
                Text("Welcome to Riverside Clinic")
                NavigationLink("Check in", value: Step.details)
            }
            .navigationTitle("Welcome")
            .navigationDestination(for: Step.self) { step in
                switch step {
                case .details: DetailsScreen()
                case .confirm: ConfirmScreen(router: router)
                case .done: DoneScreen(router: router)
                }
            }
        }
    }
}
