import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// The part of Combine SwiftUI lessons use, re-exported by ViewSim as SwiftUI re-exports Combine (issue 22, item 12).
/// Sources: Apple, "ObservableObject" (https://developer.apple.com/documentation/combine/observableobject),
/// "Published" (https://developer.apple.com/documentation/combine/published), "AnyCancellable"
/// (https://developer.apple.com/documentation/combine/anycancellable), "PassthroughSubject", "CurrentValueSubject",
/// "onReceive(_:perform:)" (https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)) and
/// "publish(every:tolerance:on:in:options:)" (https://developer.apple.com/documentation/foundation/timer/publish(every:tolerance:on:in:options:)).
@Suite("Combine, as far as SwiftUI lessons use it") @MainActor
struct CombineTests {
    final class Profile: ObservableObject {
        @Published var name = "Ada"
    }

    final class Account: ObservableObject {
        let profile = Profile()
        private var cancellables = Set<AnyCancellable>()

        init(forwarding: Bool) {
            guard forwarding else { return }
            // The standard fix for a nested ObservableObject: forward the child's changes.
            profile.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }.store(in: &cancellables)
        }
    }

    struct AccountScreen: View {
        @ObservedObject var account: Account
        var body: some View {
            Text("Name: \(account.profile.name)")
            Button("Rename") { account.profile.name = "Grace" }
        }
    }

    @Test("A nested ObservableObject is heard only when the outer one forwards its objectWillChange (Apple, ObservableObject)")
    func forwardingTheNestedObjectsChanges() throws {
        let silent = ViewHost(AccountScreen(account: Account(forwarding: false)))
        try silent.tap("Rename")
        #expect(silent.texts == ["Name: Ada"])
        let forwarded = ViewHost(AccountScreen(account: Account(forwarding: true)))
        try forwarded.tap("Rename")
        #expect(forwarded.texts == ["Name: Grace"])
    }

    @Test("$property gives the current value first, then each new one before it is stored (Apple, Published: willSet)")
    func publishedPublisherEmitsInWillSet() {
        let profile = Profile()
        var seen: [String] = []
        var stored: [String] = []
        let subscription = profile.$name.sink { value in
            seen.append(value)
            stored.append(profile.name)
        }
        profile.name = "Grace"
        profile.name = "Grace"
        #expect(seen == ["Ada", "Grace", "Grace"])
        #expect(stored == ["Ada", "Ada", "Grace"], "the property still holds the old value while subscribers run")
        subscription.cancel()
        profile.name = "Edsger"
        #expect(seen.count == 3, "a cancelled subscription hears nothing more")
    }

    final class Mirror: ObservableObject {
        @Published var shown = ""
        init(from source: some Publisher<String, Never>) { source.assign(to: &$shown) }
    }

    @Test("assign(to: &$property) republishes each value into the property, its object publishing first (Apple, assign(to:))")
    func assignToAPublishedProperty() {
        let source = PassthroughSubject<String, Never>()
        let mirror = Mirror(from: source)
        var pings = 0
        let kept = mirror.objectWillChange.sink { pings += 1 }
        source.send("Ada")
        source.send("Grace")
        #expect(mirror.shown == "Grace")
        #expect(pings == 2)
        _ = kept
    }

    @Test("An AnyCancellable cancels its subscription when it is released (Apple, AnyCancellable)")
    func releasingTheCancellableEndsTheSubscription() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        var kept: [AnyCancellable] = []
        subject.sink { seen.append($0) }.store(in: &kept)
        do { _ = subject.sink { seen.append($0 * 100) } }  // released at once: never hears anything
        subject.send(1)
        kept.removeAll()
        subject.send(2)
        #expect(seen == [1])
    }

    @Test("A passthrough subject keeps nothing for later subscribers; a current value subject gives its value first (Apple)")
    func subjects() {
        let passthrough = PassthroughSubject<String, Never>()
        passthrough.send("early")
        var heard: [String] = []
        let first = passthrough.sink { heard.append($0) }
        passthrough.send("late")
        let current = CurrentValueSubject<Int, Never>(1)
        var values: [Int] = []
        let second = current.map { $0 * 10 }.filter { $0 != 20 }.sink { values.append($0) }
        current.send(2)
        current.value = 3
        passthrough.send(completion: .finished)
        passthrough.send("after")
        #expect(heard == ["late"])
        #expect(values == [10, 30])
        _ = (first, second)
    }

    actor Hub: ObservableObject {}

    @Test("A ping sent from another thread reaches a main-queue subscriber on the main queue, after the send (choice, see Origin: Combine would run the closure on the sender's thread, a data race the compiler cannot see)")
    func aPingFromAnotherThreadArrivesOnTheMainQueue() async {
        let hub = Hub()
        var pings = 0
        let kept = hub.objectWillChange.sink { pings += 1 }
        await Task.detached { hub.objectWillChange.send() }.value
        await Task.yield()
        #expect(pings == 1)
        hub.objectWillChange.send()
        #expect(pings == 2, "a send on the main queue reaches it at once")
        _ = kept
    }

    struct Clock: View {
        @State private var ticks = 0
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        var body: some View {
            Text("Ticks: \(ticks)")
                .onReceive(timer) { _ in ticks += 1 }
        }
    }

    @Test("A Timer.publish timer ticks once per interval of the host's virtual time while its view is on screen (Apple, Timer.publish)")
    func timerTicksOnTheVirtualClock() async {
        let app = ViewHost(Clock())
        await app.advance(by: .seconds(3))
        #expect(app.texts == ["Ticks: 3"])
        await app.advance(by: .milliseconds(500))
        #expect(app.texts == ["Ticks: 3"])
        await app.advance(by: .milliseconds(500))
        #expect(app.texts == ["Ticks: 4"])
    }

    struct Workout: View {
        @State private var reps = 0
        var body: some View {
            Button("Rep \(reps)") { reps += 1 }
            Countdown()
        }
    }

    struct Countdown: View {
        @State private var left = 10
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        var body: some View {
            Text("Left: \(left)")
                .onReceive(timer) { _ in left -= 1 }
        }
    }

    @Test("A timer made in a view's initializer is a new timer each time the parent's body runs: onReceive subscribes to it and the countdown restarts its second (evidence and choice in onReceive)")
    func aTimerMadeInInitRestartsWhenTheParentUpdates() async throws {
        let app = ViewHost(Workout())
        await app.advance(by: .milliseconds(900))
        try app.tap("Rep 0")
        await app.advance(by: .milliseconds(900))
        #expect(app.texts == ["Left: 10"], "each tap started a fresh one-second interval")
        await app.advance(by: .milliseconds(100))
        #expect(app.texts == ["Left: 9"])
    }

    struct Greeting: View {
        @ObservedObject var profile: Profile
        @State private var shown = ""
        @State private var mark = ""
        var body: some View {
            Text("Hello, \(shown)\(mark)")
                .onReceive(profile.$name) { shown = $0 }
                .onReceive(Just("!")) { mark = $0 }
            Button("Rename") { profile.name = "Grace" }
        }
    }

    @Test("A publisher that emits as it is subscribed runs the action after the update, never during it (Apple, onReceive)")
    func valuesOnSubscriptionArriveAfterTheUpdate() async throws {
        let profile = Profile()
        let app = ViewHost(Greeting(profile: profile))
        #expect(app.texts == ["Hello, Ada!"])
        #expect(app.runtimeIssues.isEmpty)
        try app.tap("Rename")
        #expect(app.texts == ["Hello, Grace!"])
        #expect(app.runtimeIssues.isEmpty)
    }
}
