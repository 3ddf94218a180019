// The placeholder exercise `workbook new` writes for each category (NewCommand.swift): a real, minimal bug of that
// kind, its fix, a hidden suite (one `.symptom` and one `.regression` test; for slow-body a `.hotPath` test instead of
// the symptom test, with budgets in grader.yml), a bug-report README and graded hints, so that `workbook verify NN`
// passes as soon as the exercise is made. The author then replaces every part with the real bug. Each was checked with
// `workbook verify` (NewCommandTests verifies them all).

/// The files and catalogue fields of a new exercise of one category, before the author replaces them.
struct ExerciseTemplate: Sendable {
    /// The exercise's (and the solution's) one Swift file, e.g. `WaterTracker.swift`.
    var fileName: String
    /// `Exercises/<id>/<fileName>`: the module with its placeholder bug.
    var exercise: String
    /// `Solutions/<id>/<fileName>`: the same module, fixed.
    var solution: String
    /// `Tests/Hidden/<id>/<hiddenSuiteFileName>`.
    var hiddenSuiteFileName: String
    var hiddenSuite: String
    /// `Exercises/<id>/README.md`: the placeholder bug told as a user's bug report, under a comment for the author.
    var readme: String
    /// Graded hints for the placeholder bug, from a nudge to nearly the answer.
    var hints: [String]
    /// The seed section the placeholder bug teaches (the `seed_ref` entry says to replace it).
    var seedExample: String
    /// The track the category's exercises are usually in (grader.yml's declared tracks).
    var track: String
    /// `hot_paths:` lines for grader.yml, indented as under an exercise's keys (slow-body only).
    var hotPaths: [String] = []
    /// `root:`: the placeholder's screen, as its hidden suite hosts it (what `workbook run` shows).
    var root: String = ""
    /// `steps:`: the README's steps as `workbook run` commands (what `workbook run NN --steps` replays).
    var steps: [String] = []
}

extension ExerciseTemplate {
    /// The template for `category`, for an exercise whose module is `module`, numbered `shortID` (`63`), titled `title`.
    static func make(for category: ExerciseCategory, module: String, shortID: String, title: String) -> ExerciseTemplate {
        switch category {
        case .stateReset:
            return ExerciseTemplate(
                fileName: "WaterTracker.swift",
                exercise: #"""
                import ViewSim

                /// Counts the cups of water drunk today.
                struct CupCounter: View {
                    @State private var cups = 0

                    var body: some View {
                        VStack {
                            Text("Cups today: \(cups)")
                            Button("Add a cup") { cups += 1 }
                        }
                    }
                }

                /// The tracker: a switch for the dark theme, and today's counter.
                struct WaterTracker: View {
                    @State private var darkMode = false

                    var body: some View {
                        VStack {
                            Toggle("Dark mode", isOn: $darkMode)
                            Text(darkMode ? "Theme: dark" : "Theme: light")
                            // Redraw the counter in the new theme.
                            CupCounter()
                                .id(darkMode)
                        }
                    }
                }

                """#,
                solution: #"""
                import ViewSim

                /// Counts the cups of water drunk today.
                struct CupCounter: View {
                    @State private var cups = 0

                    var body: some View {
                        VStack {
                            Text("Cups today: \(cups)")
                            Button("Add a cup") { cups += 1 }
                        }
                    }
                }

                /// The tracker: a switch for the dark theme, and today's counter.
                struct WaterTracker: View {
                    @State private var darkMode = false

                    var body: some View {
                        VStack {
                            Toggle("Dark mode", isOn: $darkMode)
                            Text(darkMode ? "Theme: dark" : "Theme: light")
                            // One identity whatever the theme: the counter keeps its @State (a theme change redraws it anyway).
                            CupCounter()
                        }
                    }
                }

                """#,
                hiddenSuiteFileName: "WaterTrackerTests.swift",
                hiddenSuite: #"""
                import Testing
                import ViewSim
                import ViewSimTesting
                @testable import \#(module)

                @Suite("What the user reported", .tags(.symptom)) @MainActor
                struct WaterTrackerSymptoms {
                    @Test("The count of cups survives switching to dark mode")
                    func countSurvivesDarkMode() throws {
                        let app = ViewHost(WaterTracker())
                        try app.tap("Add a cup")
                        try app.tap("Add a cup")
                        try app.toggle("Dark mode")
                        let shown = try app.text(startingWith: "Cups today:")
                        #expect(shown == "Cups today: 2",
                                "After adding 2 cups and switching “Dark mode” on, the counter reads “\(shown)”; it should still read “Cups today: 2”.")
                    }
                }

                @Suite("What the fix must keep working", .tags(.regression)) @MainActor
                struct WaterTrackerRegressions {
                    @Test("Adding a cup counts it, and “Dark mode” switches the theme")
                    func addingAndTheming() throws {
                        let app = ViewHost(WaterTracker())
                        #expect(app.texts.contains("Cups today: 0"), "A new day should start at “Cups today: 0”. The screen shows:\n\(app.screen)")
                        try app.tap("Add a cup")
                        #expect(app.texts.contains("Cups today: 1"), "After one tap on “Add a cup” the counter should read “Cups today: 1”. The screen shows:\n\(app.screen)")
                        try app.toggle("Dark mode")
                        #expect(app.texts.contains("Theme: dark"), "After switching “Dark mode” on the screen should say “Theme: dark”. The screen shows:\n\(app.screen)")
                    }
                }

                """#,
                readme: #"""
                # \#(shortID) · \#(title)

                <!--
                For the author (delete this comment when the exercise is yours): this README is the first thing a learner reads. Tell
                the bug the way a user reported it, with no spoilers (never the cause, never the fix). The report below describes the
                placeholder bug in WaterTracker.swift; replace it with yours, keeping its parts: who reports it and where; what they
                did and saw, in their words; Steps, Expected and Actual. Then one paragraph: which file to fix, and what must keep
                working. docs/authoring.md has the rules.
                -->

                > **Bug report** — Water tracker, today screen
                >
                > I tap **Add a cup** every time I finish a glass of water. In the evening I switch **Dark mode** on, and the
                > counter goes straight back to **Cups today: 0**. Switching dark mode off again doesn't bring my cups back either.
                >
                > Steps: tap “Add a cup” twice → switch “Dark mode” on.
                > Expected: “Cups today: 2”, in the dark theme. Actual: “Cups today: 0”.

                Fix `WaterTracker.swift` so the count of cups survives a change of theme. “Dark mode” must still switch the theme.

                Check your fix with `workbook check \#(shortID)`. Stuck? `workbook hint \#(shortID)`.

                """#,
                hints: [
                    "The counter keeps its count in @State. What happens to that storage when something about CupCounter's identity changes?",
                    "`.id(_:)` is explicit identity: a new value makes the view a different view. `.id(darkMode)` gives the counter a new identity every time the theme changes, so SwiftUI throws the old counter away, @State and all, and builds a fresh one at 0.",
                    "Remove `.id(darkMode)`. The counter is redrawn when the theme changes anyway; only its identity must stay the same.",
                ],
                seedExample: "000 view identity (explicit identity: an .id whose value changes makes a new view, with fresh @State); WWDC21 Demystify SwiftUI, explicit identity",
                track: "state-reset",
                root: "WaterTracker()", steps: [#"tap "Add a cup""#, #"tap "Add a cup""#, #"toggle "Dark mode""#])
        case .lostBinding:
            return ExerciseTemplate(
                fileName: "SoundSettings.swift",
                exercise: #"""
                import ViewSim

                /// A labelled volume stepper. The caller owns the volume.
                struct VolumeControl: View {
                    let title: String
                    @Binding var level: Int

                    var body: some View {
                        Stepper("\(title): \(level)", value: $level, in: 0...10)
                    }
                }

                /// The sound settings: the ringtone's volume, a summary of it, and a mute button.
                struct SoundSettings: View {
                    @State private var volume = 5

                    var body: some View {
                        VStack {
                            VolumeControl(title: "Ringtone", level: .constant(volume))
                            Text(volume == 0 ? "Ringtone muted" : "Ringtone at \(volume) of 10")
                            Button("Mute") { volume = 0 }
                        }
                    }
                }

                """#,
                solution: #"""
                import ViewSim

                /// A labelled volume stepper. The caller owns the volume.
                struct VolumeControl: View {
                    let title: String
                    @Binding var level: Int

                    var body: some View {
                        Stepper("\(title): \(level)", value: $level, in: 0...10)
                    }
                }

                /// The sound settings: the ringtone's volume, a summary of it, and a mute button.
                struct SoundSettings: View {
                    @State private var volume = 5

                    var body: some View {
                        VStack {
                            VolumeControl(title: "Ringtone", level: $volume)
                            Text(volume == 0 ? "Ringtone muted" : "Ringtone at \(volume) of 10")
                            Button("Mute") { volume = 0 }
                        }
                    }
                }

                """#,
                hiddenSuiteFileName: "SoundSettingsTests.swift",
                hiddenSuite: #"""
                import Testing
                import ViewSim
                import ViewSimTesting
                @testable import \#(module)

                @Suite("What the user reported", .tags(.symptom)) @MainActor
                struct SoundSettingsSymptoms {
                    @Test("Turning the ringtone up changes its volume")
                    func turningUpChangesVolume() throws {
                        let app = ViewHost(SoundSettings())
                        try app.increment("Ringtone")
                        try app.increment("Ringtone")
                        let summary = try app.text(startingWith: "Ringtone")
                        #expect(summary == "Ringtone at 7 of 10",
                                "After tapping “+” on the ringtone's volume twice, the summary reads “\(summary)”; it should read “Ringtone at 7 of 10”.")
                    }
                }

                @Suite("What the fix must keep working", .tags(.regression)) @MainActor
                struct SoundSettingsRegressions {
                    @Test("The ringtone starts at 5 of 10, and “Mute” mutes it")
                    func startsAtFiveAndMutes() throws {
                        let app = ViewHost(SoundSettings())
                        #expect(app.texts == ["Ringtone at 5 of 10"], "The settings should open with “Ringtone at 5 of 10”. The screen shows:\n\(app.screen)")
                        try app.tap("Mute")
                        #expect(app.texts == ["Ringtone muted"] && app.isShowing(.stepper, "Ringtone: 0"),
                                "After “Mute” the summary should read “Ringtone muted” and the stepper “Ringtone: 0”. The screen shows:\n\(app.screen)")
                    }
                }

                """#,
                readme: #"""
                # \#(shortID) · \#(title)

                <!--
                For the author (delete this comment when the exercise is yours): this README is the first thing a learner reads. Tell
                the bug the way a user reported it, with no spoilers (never the cause, never the fix). The report below describes the
                placeholder bug in SoundSettings.swift; replace it with yours, keeping its parts: who reports it and where; what they
                did and saw, in their words; Steps, Expected and Actual. Then one paragraph: which file to fix, and what must keep
                working. docs/authoring.md has the rules.
                -->

                > **Bug report** — Phone settings, Sounds
                >
                > My ringtone is too quiet, so I tap **+** on **Ringtone** in Sounds. Nothing changes: the stepper still says
                > “Ringtone: 5” and the line under it still says “Ringtone at 5 of 10”. **Mute** works fine, so the setting itself isn't
                > stuck.
                >
                > Steps: open Sounds → tap **+** on “Ringtone” twice.
                > Expected: “Ringtone at 7 of 10”. Actual: “Ringtone at 5 of 10”.

                Fix `SoundSettings.swift` so the stepper changes the ringtone's volume. “Mute” must keep working.

                Check your fix with `workbook check \#(shortID)`. Stuck? `workbook hint \#(shortID)`.

                """#,
                hints: [
                    "Mute works, so the volume itself can change. What does SoundSettings hand VolumeControl to change it with?",
                    "A Binding is a two-way connection to a value that someone else owns. `.constant(volume)` is a binding to a fixed value: it reads the volume once and ignores every write, so the stepper's + and − go nowhere.",
                    "Pass the state's own binding: `VolumeControl(title: \"Ringtone\", level: $volume)`.",
                ],
                seedExample: "000 root cause 2 (lost binding identity: a constant binding is read-only)",
                track: "lost-binding",
                root: "SoundSettings()", steps: [#"increment "Ringtone""#, #"increment "Ringtone""#])
        case .missingObserver:
            return ExerciseTemplate(
                fileName: "Basket.swift",
                exercise: #"""
                import ViewSim

                /// The shopping basket, shared by the screens of the shop.
                final class Basket {
                    private(set) var items: [String] = []

                    func add(_ item: String) {
                        items.append(item)
                    }
                }

                /// The badge at the top of the shop: how many things are in the basket.
                struct BasketBadge: View {
                    let basket: Basket

                    var body: some View {
                        Text(basket.items.isEmpty ? "Basket empty" : "\(basket.items.count) in basket")
                    }
                }

                /// The shop: the badge, and a button that puts apples in the basket.
                struct ShopScreen: View {
                    @State private var basket = Basket()

                    var body: some View {
                        VStack {
                            BasketBadge(basket: basket)
                            Button("Add apples") { basket.add("Apples") }
                        }
                    }
                }

                """#,
                solution: #"""
                import ViewSim

                /// The shopping basket, shared by the screens of the shop.
                /// Observable, so every view that reads `items` updates when it changes.
                @Observable
                final class Basket {
                    private(set) var items: [String] = []

                    func add(_ item: String) {
                        items.append(item)
                    }
                }

                /// The badge at the top of the shop: how many things are in the basket.
                struct BasketBadge: View {
                    let basket: Basket

                    var body: some View {
                        Text(basket.items.isEmpty ? "Basket empty" : "\(basket.items.count) in basket")
                    }
                }

                /// The shop: the badge, and a button that puts apples in the basket.
                struct ShopScreen: View {
                    @State private var basket = Basket()

                    var body: some View {
                        VStack {
                            BasketBadge(basket: basket)
                            Button("Add apples") { basket.add("Apples") }
                        }
                    }
                }

                """#,
                hiddenSuiteFileName: "BasketTests.swift",
                hiddenSuite: #"""
                import Testing
                import ViewSim
                import ViewSimTesting
                @testable import \#(module)

                @Suite("What the user reported", .tags(.symptom)) @MainActor
                struct BasketSymptoms {
                    @Test("The badge counts the apples put in the basket")
                    func badgeCounts() throws {
                        let app = ViewHost(ShopScreen())
                        try app.tap("Add apples")
                        try app.tap("Add apples")
                        let badge = app.texts.first ?? "nothing"
                        #expect(badge == "2 in basket",
                                "After tapping “Add apples” twice, the badge reads “\(badge)”; it should read “2 in basket”.")
                    }
                }

                @Suite("What the fix must keep working", .tags(.regression)) @MainActor
                struct BasketRegressions {
                    @Test("The shop opens with an empty basket, and “Add apples” puts apples in it")
                    func opensEmptyAndAdds() throws {
                        let basket = Basket()
                        #expect(basket.items.isEmpty, "A new basket should be empty; it holds \(basket.items).")
                        basket.add("Apples")
                        #expect(basket.items == ["Apples"], "After adding apples the basket should hold [\"Apples\"]; it holds \(basket.items).")
                        let app = ViewHost(ShopScreen())
                        #expect(app.texts == ["Basket empty"], "The shop should open with “Basket empty”. The screen shows:\n\(app.screen)")
                    }
                }

                """#,
                readme: #"""
                # \#(shortID) · \#(title)

                <!--
                For the author (delete this comment when the exercise is yours): this README is the first thing a learner reads. Tell
                the bug the way a user reported it, with no spoilers (never the cause, never the fix). The report below describes the
                placeholder bug in Basket.swift; replace it with yours, keeping its parts: who reports it and where; what they did and
                saw, in their words; Steps, Expected and Actual. Then one paragraph: which file to fix, and what must keep working.
                docs/authoring.md has the rules.
                -->

                > **Bug report** — Grocery app, shop screen
                >
                > I tap **Add apples** and the badge at the top keeps saying **Basket empty**. I tapped it three times to be
                > sure. When I check out, the apples are all there, so the app did put them in my basket; the badge just never
                > notices.
                >
                > Steps: open the shop → tap “Add apples” twice.
                > Expected: the badge reads “2 in basket”. Actual: “Basket empty”.

                Fix `Basket.swift` so the badge follows what is in the basket. The shop must still open with an empty basket.

                Check your fix with `workbook check \#(shortID)`. Stuck? `workbook hint \#(shortID)`.

                """#,
                hints: [
                    "The apples do go into the basket (the model is right), yet the badge doesn't change. What tells SwiftUI that `basket.items` changed?",
                    "SwiftUI redraws a view only for a change it watches: @State, a binding, an @Observable model. Basket is a plain class: appending to its `items` tells nobody, and the @State holding it still holds the same object, so nothing is redrawn.",
                    "Make the model observable: put `@Observable` before `final class Basket`. The badge reads `items`, so it updates whenever `items` changes.",
                ],
                seedExample: "000 root cause 4 (missing observer pattern): a plain class model",
                track: "observers",
                root: "ShopScreen()", steps: [#"tap "Add apples""#, #"tap "Add apples""#])
        case .closureReinit:
            return ExerciseTemplate(
                fileName: "Contacts.swift",
                exercise: #"""
                import ViewSim

                /// Someone in the address book.
                struct Contact: Identifiable, Equatable {
                    let id: Int
                    let name: String
                    let phone: String
                }

                /// One contact's card, shown in a sheet.
                struct ContactCard: View {
                    let contact: Contact?
                    @Environment(\.dismiss) private var dismiss

                    var body: some View {
                        VStack {
                            if let contact {
                                Text(contact.name)
                                Text("Phone: \(contact.phone)")
                            } else {
                                Text("No contact selected")
                            }
                            Button("Done") { dismiss() }
                        }
                    }
                }

                /// The address book; tapping a name opens that contact's card.
                struct ContactList: View {
                    let contacts = [
                        Contact(id: 1, name: "Ada Lovelace", phone: "020 7946 0001"),
                        Contact(id: 2, name: "Grace Hopper", phone: "020 7946 0002"),
                    ]
                    @State private var selectedContact: Contact?
                    @State private var showsCard = false

                    var body: some View {
                        VStack {
                            Text("Contacts")
                            ForEach(contacts) { contact in
                                Button(contact.name) {
                                    selectedContact = contact
                                    showsCard = true
                                }
                            }
                        }
                        .sheet(isPresented: $showsCard) {
                            ContactCard(contact: selectedContact)
                        }
                    }
                }

                """#,
                solution: #"""
                import ViewSim

                /// Someone in the address book.
                struct Contact: Identifiable, Equatable {
                    let id: Int
                    let name: String
                    let phone: String
                }

                /// One contact's card, shown in a sheet.
                struct ContactCard: View {
                    let contact: Contact
                    @Environment(\.dismiss) private var dismiss

                    var body: some View {
                        VStack {
                            Text(contact.name)
                            Text("Phone: \(contact.phone)")
                            Button("Done") { dismiss() }
                        }
                    }
                }

                /// The address book; tapping a name opens that contact's card.
                struct ContactList: View {
                    let contacts = [
                        Contact(id: 1, name: "Ada Lovelace", phone: "020 7946 0001"),
                        Contact(id: 2, name: "Grace Hopper", phone: "020 7946 0002"),
                    ]
                    // One piece of state says both whether the card is open and whose it is.
                    @State private var selectedContact: Contact?

                    var body: some View {
                        VStack {
                            Text("Contacts")
                            ForEach(contacts) { contact in
                                Button(contact.name) { selectedContact = contact }
                            }
                        }
                        // sheet(item:) hands the content the contact that opened it, so the card never reads a stale selection.
                        .sheet(item: $selectedContact) { contact in
                            ContactCard(contact: contact)
                        }
                    }
                }

                """#,
                hiddenSuiteFileName: "ContactsTests.swift",
                hiddenSuite: #"""
                import Testing
                import ViewSim
                import ViewSimTesting
                @testable import \#(module)

                @Suite("What the user reported", .tags(.symptom)) @MainActor
                struct ContactCardSymptoms {
                    @Test("The first contact opened after launch shows its own card")
                    func firstCardShowsTappedContact() throws {
                        let app = ViewHost(ContactList())
                        try app.tap("Grace Hopper")
                        #expect(app.texts == ["Grace Hopper", "Phone: 020 7946 0002"],
                                "Right after launch, tapping “Grace Hopper” should open her card (“Grace Hopper”, “Phone: 020 7946 0002”); the card shows \(app.texts.map { "“\($0)”" }.joined(separator: ", ")).")
                    }
                }

                @Suite("What the fix must keep working", .tags(.regression)) @MainActor
                struct ContactCardRegressions {
                    @Test("The app opens on the contacts, and “Done” closes a card")
                    func listAndDone() throws {
                        let app = ViewHost(ContactList())
                        #expect(app.presentation == nil && app.isShowing(.button, "Ada Lovelace") && app.isShowing(.button, "Grace Hopper"),
                                "The app should open on the contacts, “Ada Lovelace” and “Grace Hopper”, with no card open. The screen shows:\n\(app.screen)")
                        try app.tap("Ada Lovelace")
                        #expect(app.presentation == .sheet, "Tapping “Ada Lovelace” should open a card. The screen shows:\n\(app.screen)")
                        try app.tap("Done")
                        #expect(app.presentation == nil && app.isShowing(.button, "Grace Hopper"),
                                "After “Done” the card should close and the contacts be back. The screen shows:\n\(app.screen)")
                    }
                }

                """#,
                readme: #"""
                # \#(shortID) · \#(title)

                <!--
                For the author (delete this comment when the exercise is yours): this README is the first thing a learner reads. Tell
                the bug the way a user reported it, with no spoilers (never the cause, never the fix). The report below describes the
                placeholder bug in Contacts.swift; replace it with yours, keeping its parts: who reports it and where; what they did
                and saw, in their words; Steps, Expected and Actual. Then one paragraph: which file to fix, and what must keep
                working. docs/authoring.md has the rules.
                -->

                > **Bug report** — Address book, build 17
                >
                > Right after I open the app I tap **Grace Hopper**. Her card slides up, but it only says **No contact
                > selected**. I close it with **Done**, tap her name again, and now it shows her phone number. It happens with the first
                > contact I open every time I launch the app.
                >
                > Steps: launch the app → tap **Grace Hopper**.
                > Expected: a card with “Grace Hopper” and “Phone: 020 7946 0002”, and **Done** to close it. Actual: “No contact selected”.

                Fix `Contacts.swift` so the card always shows the contact that was tapped, the first time too. **Done** must still
                close it.

                Check your fix with `workbook check \#(shortID)`. Stuck? `workbook hint \#(shortID)`.

                """#,
                hints: [
                    "The card shows the contact the second time, never the first. What does the sheet's content read `selectedContact` from, and when was that value last brought up to date?",
                    "ContactList's body never reads `selectedContact`, so setting it does not update ContactList; when `showsCard` opens the sheet, its content is built from the state as ContactList last saw it: nil, the first time. Two pieces of state that must agree (open? whose?) can disagree.",
                    "Let one piece of state say both: drop `showsCard`, use `.sheet(item: $selectedContact) { contact in ContactCard(contact: contact) }` with `let contact: Contact` in the card, and set only `selectedContact = contact` in the button.",
                ],
                seedExample: "000 root cause 5 (@ViewBuilder closure re-initialisation: sheet content is built from the presenter's state as of its last update)",
                track: "presentation",
                root: "ContactList()", steps: [#"tap "Grace Hopper""#])
        case .previewCrash:
            return ExerciseTemplate(
                fileName: "Welcome.swift",
                exercise: #"""
                import ViewSim

                /// Who is signed in, shared through the environment.
                @Observable final class Profile {
                    var name: String

                    init(name: String) {
                        self.name = name
                    }
                }

                /// The greeting at the top of the home screen.
                struct Greeting: View {
                    @Environment(Profile.self) private var profile

                    var body: some View {
                        Text("Hello, \(profile.name)!")
                    }
                }

                /// The app's root: it signs Ada in and puts her profile in the environment.
                struct WelcomeScreen: View {
                    @State private var profile = Profile(name: "Ada")

                    var body: some View {
                        VStack {
                            Greeting()
                            Button("Sign in as Grace") { profile.name = "Grace" }
                        }
                        .environment(profile)
                    }
                }

                /// What Xcode's canvas shows while the greeting is being designed.
                struct Greeting_Previews: PreviewProvider {
                    static var previews: some View {
                        Greeting()
                    }
                }

                """#,
                solution: #"""
                import ViewSim

                /// Who is signed in, shared through the environment.
                @Observable final class Profile {
                    var name: String

                    init(name: String) {
                        self.name = name
                    }
                }

                /// The greeting at the top of the home screen.
                struct Greeting: View {
                    @Environment(Profile.self) private var profile

                    var body: some View {
                        Text("Hello, \(profile.name)!")
                    }
                }

                /// The app's root: it signs Ada in and puts her profile in the environment.
                struct WelcomeScreen: View {
                    @State private var profile = Profile(name: "Ada")

                    var body: some View {
                        VStack {
                            Greeting()
                            Button("Sign in as Grace") { profile.name = "Grace" }
                        }
                        .environment(profile)
                    }
                }

                /// What Xcode's canvas shows while the greeting is being designed.
                struct Greeting_Previews: PreviewProvider {
                    static var previews: some View {
                        // A preview is a hierarchy of its own: it gets its model here, as the app's root gives the real one.
                        Greeting()
                            .environment(Profile(name: "Preview"))
                    }
                }

                """#,
                hiddenSuiteFileName: "WelcomeTests.swift",
                hiddenSuite: #"""
                import Testing
                import ViewSim
                import ViewSimTesting
                @testable import \#(module)

                @Suite("What the user reported", .tags(.symptom)) @MainActor
                struct GreetingPreviewSymptoms {
                    @Test("The greeting's preview shows a greeting")
                    func previewRenders() {
                        let preview = ViewHost(preview: Greeting_Previews.self)
                        #expect(preview.texts.count == 1 && preview.texts[0].hasPrefix("Hello, "),
                                "The greeting's preview should show a greeting such as “Hello, Preview!”; it shows:\n\(preview.screen)")
                    }
                }

                @Suite("What the fix must keep working", .tags(.regression)) @MainActor
                struct GreetingRegressions {
                    @Test("The app greets Ada, and Grace once she signs in")
                    func appGreets() throws {
                        let app = ViewHost(WelcomeScreen())
                        #expect(app.texts == ["Hello, Ada!"], "The app should open with “Hello, Ada!”. The screen shows:\n\(app.screen)")
                        try app.tap("Sign in as Grace")
                        #expect(app.texts == ["Hello, Grace!"], "After “Sign in as Grace” the greeting should read “Hello, Grace!”. The screen shows:\n\(app.screen)")
                    }
                }

                """#,
                readme: #"""
                # \#(shortID) · \#(title)

                <!--
                For the author (delete this comment when the exercise is yours): this README is the first thing a learner reads. Tell
                the bug the way a user reported it, with no spoilers (never the cause, never the fix). The report below describes the
                placeholder bug in Welcome.swift; replace it with yours, keeping its parts: who reports it and where; what they did
                and saw, in their words; Steps, Expected and Actual. Then one paragraph: which file to fix, and what must keep
                working. docs/authoring.md has the rules.
                -->

                > **Bug report** — Xcode canvas, Greeting.swift (from a teammate)
                >
                > I opened the greeting to change its wording, and the canvas won't show it: the preview crashes straight away
                > with a message about a Profile that was “not found”. The app itself runs fine and greets me as it should.
                >
                > Steps: open the greeting's file → look at its preview.
                > Expected: the preview shows a greeting such as “Hello, Preview!”. Actual: the preview crashes.

                Fix `Welcome.swift` so the greeting's preview shows a greeting. The app must keep greeting whoever is signed in.

                Check your fix with `workbook check \#(shortID)`. Stuck? `workbook hint \#(shortID)`.

                """#,
                hints: [
                    "The app runs, only the preview fails. What does Greeting need that WelcomeScreen gives it in the app, and the preview does not?",
                    "`@Environment(Profile.self)` does not make a Profile, it finds the one an ancestor placed with `.environment(_:)`. In the app WelcomeScreen places one; a preview is a hierarchy of its own with no WelcomeScreen above it, so Greeting finds nothing (“No Observable object of type Profile found”) and the canvas crashes.",
                    "Give the preview its own model: `Greeting().environment(Profile(name: \"Preview\"))` in `Greeting_Previews.previews`.",
                ],
                seedExample: "000 preview crash decision tree, error type 1 (a missing dependency: the view's @Environment model is not provided)",
                track: "previews",
                // The preview crashes as it loads: looking at it is the one step.
                root: "Greeting_Previews.previews", steps: ["screen"])
        case .navigation:
            return ExerciseTemplate(
                fileName: "Recipes.swift",
                exercise: #"""
                import ViewSim

                /// A recipe of the cookbook.
                struct Recipe: Hashable, Identifiable {
                    let name: String
                    let minutes: Int

                    var id: String { name }
                }

                /// One recipe's page.
                struct RecipeDetail: View {
                    let recipe: Recipe

                    var body: some View {
                        VStack {
                            Text(recipe.name)
                            Text("Ready in \(recipe.minutes) min")
                        }
                        .navigationTitle(recipe.name)
                    }
                }

                /// The cookbook: every recipe; tapping one opens its page.
                struct RecipeList: View {
                    let recipes = [
                        Recipe(name: "Shakshuka", minutes: 25),
                        Recipe(name: "Dal", minutes: 40),
                    ]

                    var body: some View {
                        NavigationStack {
                            List(recipes) { recipe in
                                NavigationLink(recipe.name, value: recipe.name)
                            }
                            .navigationTitle("Recipes")
                            .navigationDestination(for: Recipe.self) { recipe in
                                RecipeDetail(recipe: recipe)
                            }
                        }
                    }
                }

                """#,
                solution: #"""
                import ViewSim

                /// A recipe of the cookbook.
                struct Recipe: Hashable, Identifiable {
                    let name: String
                    let minutes: Int

                    var id: String { name }
                }

                /// One recipe's page.
                struct RecipeDetail: View {
                    let recipe: Recipe

                    var body: some View {
                        VStack {
                            Text(recipe.name)
                            Text("Ready in \(recipe.minutes) min")
                        }
                        .navigationTitle(recipe.name)
                    }
                }

                /// The cookbook: every recipe; tapping one opens its page.
                struct RecipeList: View {
                    let recipes = [
                        Recipe(name: "Shakshuka", minutes: 25),
                        Recipe(name: "Dal", minutes: 40),
                    ]

                    var body: some View {
                        NavigationStack {
                            List(recipes) { recipe in
                                // The value pushed is a Recipe, the type the destination below is declared for.
                                NavigationLink(recipe.name, value: recipe)
                            }
                            .navigationTitle("Recipes")
                            .navigationDestination(for: Recipe.self) { recipe in
                                RecipeDetail(recipe: recipe)
                            }
                        }
                    }
                }

                """#,
                hiddenSuiteFileName: "RecipesTests.swift",
                hiddenSuite: #"""
                import Testing
                import ViewSim
                import ViewSimTesting
                @testable import \#(module)

                @Suite("What the user reported", .tags(.symptom)) @MainActor
                struct RecipeLinkSymptoms {
                    @Test("Tapping a recipe opens its page")
                    func tappingOpensRecipe() throws {
                        let app = ViewHost(RecipeList())
                        try app.tapLink("Dal")
                        #expect(app.screenTitle == "Dal" && app.texts.contains("Ready in 40 min"),
                                "Tapping “Dal” should open its page (“Ready in 40 min”); nothing happened, the screen is still “\(app.screenTitle ?? "untitled")”:\n\(app.screen)")
                    }
                }

                @Suite("What the fix must keep working", .tags(.regression)) @MainActor
                struct RecipeListRegressions {
                    @Test("The app opens on the list of recipes")
                    func launchScreen() {
                        let app = ViewHost(RecipeList())
                        #expect(app.screenTitle == "Recipes" && app.navigationPath.isEmpty,
                                "The app should open on “Recipes”. The screen shows:\n\(app.screen)")
                        for name in ["Shakshuka", "Dal"] {
                            #expect(app.isShowing(.button, name), "The list should offer “\(name)”. The screen shows:\n\(app.screen)")
                        }
                    }
                }

                """#,
                readme: #"""
                # \#(shortID) · \#(title)

                <!--
                For the author (delete this comment when the exercise is yours): this README is the first thing a learner reads. Tell
                the bug the way a user reported it, with no spoilers (never the cause, never the fix). The report below describes the
                placeholder bug in Recipes.swift; replace it with yours, keeping its parts: who reports it and where; what they did
                and saw, in their words; Steps, Expected and Actual. Then one paragraph: which file to fix, and what must keep
                working. docs/authoring.md has the rules.
                -->

                > **Bug report** — Cookbook app, build 9
                >
                > I tap **Dal** in my list of recipes and nothing happens: no page, no error, the list just stays there. It's
                > the same for every recipe.
                >
                > Steps: open the app → tap **Dal**.
                > Expected: Dal's page (“Ready in 40 min”), with Back to the recipes. Actual: nothing happens.

                Fix `Recipes.swift` so tapping a recipe opens its page. The app must still open on the list of recipes.

                Check your fix with `workbook check \#(shortID)`. Stuck? `workbook hint \#(shortID)`.

                """#,
                hints: [
                    "The destination and the recipe page both exist. Compare the type of the value each NavigationLink pushes with the type the `navigationDestination` is declared for.",
                    "A NavigationStack finds a destination by the exact type of the value pushed. The links push `recipe.name`, a String, but the only destination is `for: Recipe.self`, so nothing handles the String: the tap does nothing (SwiftUI logs that no destination was found).",
                    "Push the recipe itself: `NavigationLink(recipe.name, value: recipe)`.",
                ],
                seedExample: "001 pattern 1c (type registration mismatch: the value a link pushes must have exactly the type a navigationDestination is registered for)",
                track: "navigation",
                root: "RecipeList()", steps: [#"tap "Dal""#])
        case .layout:
            return ExerciseTemplate(
                fileName: "Checkout.swift",
                exercise: #"""
                import ViewSim

                /// The shop's offer, shown over the checkout.
                struct PromoBanner: View {
                    var body: some View {
                        Text("Free delivery on orders over £20")
                            .frame(maxWidth: .infinity)
                            .padding(.vertical, 24)
                            .background(Color.yellow)
                    }
                }

                /// The checkout: what is in the basket, the Pay button at the bottom, and the shop's offer.
                struct CheckoutScreen: View {
                    @State private var isPaid = false

                    var body: some View {
                        ZStack(alignment: .bottom) {
                            VStack {
                                Text("Basket: 3 items")
                                Text("Total: £12.50")
                                Spacer()
                                Button(isPaid ? "Paid, thank you" : "Pay £12.50") { isPaid = true }
                                    .padding()
                            }
                            PromoBanner()
                        }
                    }
                }

                """#,
                solution: #"""
                import ViewSim

                /// The shop's offer, shown above the Pay button.
                struct PromoBanner: View {
                    var body: some View {
                        Text("Free delivery on orders over £20")
                            .frame(maxWidth: .infinity)
                            .padding(.vertical, 24)
                            .background(Color.yellow)
                    }
                }

                /// The checkout: what is in the basket, the shop's offer, and the Pay button at the bottom.
                struct CheckoutScreen: View {
                    @State private var isPaid = false

                    var body: some View {
                        // One stack: the banner takes its own place above the button instead of being drawn over it.
                        VStack {
                            Text("Basket: 3 items")
                            Text("Total: £12.50")
                            Spacer()
                            PromoBanner()
                            Button(isPaid ? "Paid, thank you" : "Pay £12.50") { isPaid = true }
                                .padding()
                        }
                    }
                }

                """#,
                hiddenSuiteFileName: "CheckoutTests.swift",
                hiddenSuite: #"""
                import Testing
                import ViewSim
                import ViewSimTesting
                @testable import \#(module)

                @Suite("What the user reported", .tags(.symptom)) @MainActor
                struct CheckoutSymptoms {
                    @Test("Tapping Pay pays")
                    func tappingPayPays() throws {
                        let app = ViewHost(CheckoutScreen())
                        #expect(throws: Never.self, "Tapping “Pay £12.50” should reach the button") { try app.tap("Pay £12.50") }
                        #expect(app.isShowing(.button, "Paid, thank you"),
                                "After tapping “Pay £12.50” the button should say “Paid, thank you”. The screen shows:\n\(app.screen)")
                    }
                }

                @Suite("What the fix must keep working", .tags(.regression)) @MainActor
                struct CheckoutRegressions {
                    @Test("The checkout shows the basket, the total and the free-delivery offer")
                    func checkoutShowsEverything() {
                        let app = ViewHost(CheckoutScreen())
                        for text in ["Basket: 3 items", "Total: £12.50", "Free delivery on orders over £20"] {
                            #expect(app.texts.contains(text), "The checkout should show “\(text)”. The screen shows:\n\(app.screen)")
                        }
                    }
                }

                """#,
                readme: #"""
                # \#(shortID) · \#(title)

                <!--
                For the author (delete this comment when the exercise is yours): this README is the first thing a learner reads. Tell
                the bug the way a user reported it, with no spoilers (never the cause, never the fix). The report below describes the
                placeholder bug in Checkout.swift; replace it with yours, keeping its parts: who reports it and where; what they did
                and saw, in their words; Steps, Expected and Actual. Then one paragraph: which file to fix, and what must keep
                working. docs/authoring.md has the rules.
                -->

                > **Bug report** — Shop app, build 3
                >
                > I can't pay. I tap **Pay £12.50** at the bottom of the checkout and nothing happens. The yellow free-delivery
                > banner is there too, right at the bottom.
                >
                > Steps: open the checkout → tap **Pay £12.50**.
                > Expected: the button says “Paid, thank you”. Actual: nothing happens.

                Fix `Checkout.swift` so tapping Pay pays. The checkout must still show the basket, the total and the offer.

                Check your fix with `workbook check \#(shortID)`. Stuck? `workbook hint \#(shortID)`.

                """#,
                hints: [
                    "The button's action is right: something stops the tap from reaching it. What is drawn where the button is?",
                    "In a ZStack, later children are drawn in front of earlier ones and take the taps where they are. The banner comes after the stack holding the button, aligned to the bottom, so it covers the button: the finger lands on the banner.",
                    "Give the banner its own place instead of drawing it over the button: move `PromoBanner()` into the VStack, above the button, and drop the ZStack.",
                ],
                seedExample: "000 layout (ZStack order and zIndex: a later sibling is drawn on top and takes the taps)",
                track: "layout",
                root: "CheckoutScreen()", steps: [#"tap "Pay £12.50""#])
        case .slowBody:
            return ExerciseTemplate(
                fileName: "Readings.swift",
                exercise: #"""
                import ViewSim

                /// One temperature reading from the greenhouse sensor.
                struct Reading: Identifiable {
                    let id: Int
                    let takenAt: Date
                    let celsius: Int

                    /// A day's readings, one every five minutes from midnight (UTC).
                    static let today: [Reading] = {
                        let midnight = Date(timeIntervalSince1970: 1_749_945_600)  // 15 June 2025, 00:00 UTC
                        return (0..<288).map { index in
                            Reading(id: index, takenAt: midnight.addingTimeInterval(Double(index) * 300), celsius: 14 + index % 9)
                        }
                    }()
                }

                /// One reading in the log: when it was taken, and the temperature.
                struct ReadingRow: View {
                    let reading: Reading

                    var body: some View {
                        let formatter = DateFormatter()
                        formatter.locale = Locale(identifier: "en_GB")
                        formatter.timeZone = TimeZone(identifier: "UTC")
                        formatter.dateFormat = "HH:mm"

                        return Text("\(formatter.string(from: reading.takenAt)) · \(reading.celsius) °C")
                    }
                }

                /// The log of today's readings.
                struct ReadingLog: View {
                    let readings: [Reading]

                    init(readings: [Reading] = Reading.today) {
                        self.readings = readings
                    }

                    var body: some View {
                        NavigationStack {
                            List(readings) { reading in
                                ReadingRow(reading: reading)
                            }
                            .navigationTitle("Greenhouse")
                        }
                    }
                }

                """#,
                solution: #"""
                import ViewSim

                /// One temperature reading from the greenhouse sensor.
                struct Reading: Identifiable {
                    let id: Int
                    let takenAt: Date
                    let celsius: Int

                    /// A day's readings, one every five minutes from midnight (UTC).
                    static let today: [Reading] = {
                        let midnight = Date(timeIntervalSince1970: 1_749_945_600)  // 15 June 2025, 00:00 UTC
                        return (0..<288).map { index in
                            Reading(id: index, takenAt: midnight.addingTimeInterval(Double(index) * 300), celsius: 14 + index % 9)
                        }
                    }()
                }

                /// One reading in the log: when it was taken, and the temperature.
                struct ReadingRow: View {
                    let reading: Reading

                    /// Made once, the first time a row needs it, and shared by every row: building a formatter is expensive, using one
                    /// is cheap.
                    private static let time: DateFormatter = {
                        let formatter = DateFormatter()
                        formatter.locale = Locale(identifier: "en_GB")
                        formatter.timeZone = TimeZone(identifier: "UTC")
                        formatter.dateFormat = "HH:mm"
                        return formatter
                    }()

                    var body: some View {
                        Text("\(Self.time.string(from: reading.takenAt)) · \(reading.celsius) °C")
                    }
                }

                /// The log of today's readings.
                struct ReadingLog: View {
                    let readings: [Reading]

                    init(readings: [Reading] = Reading.today) {
                        self.readings = readings
                    }

                    var body: some View {
                        NavigationStack {
                            List(readings) { reading in
                                ReadingRow(reading: reading)
                            }
                            .navigationTitle("Greenhouse")
                        }
                    }
                }

                """#,
                hiddenSuiteFileName: "ReadingsTests.swift",
                hiddenSuite: #"""
                import Testing
                import ViewSim
                import ViewSimTesting
                @testable import \#(module)

                @Suite("What the fix must keep working", .tags(.regression)) @MainActor
                struct ReadingLogRegressions {
                    @Test("The log opens on midnight's reading, with its time and temperature")
                    func opensAtMidnight() {
                        let app = ViewHost(ReadingLog())
                        #expect(app.screenTitle == "Greenhouse", "The screen should be titled “Greenhouse”. The screen shows:\n\(app.screen)")
                        #expect(app.texts.first == "00:00 · 14 °C",
                                "The log should open on midnight's reading, “00:00 · 14 °C”; it opens on “\(app.texts.first ?? "nothing")”.")
                    }
                }

                @Suite("Scrolling the log", .tags(.hotPath)) @MainActor
                struct ReadingLogHotPaths {
                    @Test("Flicking through five screens of readings shows the later ones")
                    func scrollThroughReadings() throws {
                        let app = ViewHost(ReadingLog())
                        let onScreen = app.texts.count
                        let cost = try app.measure("scroll through the readings") {
                            for _ in 0..<5 { try app.scroll(screens: 1) }
                        }
                        #expect(cost.rowsBuilt >= 5 * onScreen, "Flicking through five screens of readings should bring five screens of rows on screen.")
                        let first = app.texts.first ?? "nothing"
                        #expect(first >= "05:00",
                                "Five screens of \(onScreen) readings down, the first reading on screen should be from 05:00 or later; it is “\(first)”.")
                    }
                }

                """#,
                readme: #"""
                # \#(shortID) · \#(title)

                <!--
                For the author (delete this comment when the exercise is yours): this README is the first thing a learner reads. Tell
                the bug the way a user reported it, with no spoilers (never the cause, never the fix). The report below describes the
                placeholder bug in Readings.swift; replace it with yours, keeping its parts: who reports it and where; what they did
                and saw, in their words; Steps, Expected and Actual. Then one paragraph: which file to fix, and what must keep
                working. docs/authoring.md has the rules.
                -->

                > **Bug report** — Greenhouse monitor, build 31
                >
                > The log of today's temperatures judders when I flick through it: every new screen of readings catches for a
                > moment. Everything it shows is right (“05:00 · 20 °C” and so on), it is just slow to get there.
                >
                > Steps: open the log → flick down through a few screens.
                > Expected: the log scrolls smoothly. Actual: every new screen of readings stutters.

                Fix `Readings.swift` so flicking through the log no longer does expensive work for every row that comes on screen.
                Every row must still show the same text.

                Check your fix with `workbook check \#(shortID)`. Stuck? `workbook hint \#(shortID)`.

                """#,
                hints: [
                    "Every row shows the right thing, so look at what each row does to show it. What does ReadingRow's body make, every time it runs?",
                    "A List builds a row's body each time the row comes on screen, so flicking through five screens runs ReadingRow's body 60 times, and each run builds a brand-new DateFormatter (locale and calendar data, then the pattern) only to format one time and throw it away.",
                    "Make the formatter once and share it: `private static let time: DateFormatter = { let formatter = DateFormatter(); …; return formatter }()` on ReadingRow, and `Self.time.string(from: reading.takenAt)` in the body.",
                ],
                seedExample: "003 problem 1 (long view body updates: a formatter created in body) and pattern 3 (reuse formatters)",
                track: "performance",
                hotPaths: [
                    "hot_paths:",
                    "  - name: scroll through the readings",
                    "    title: Flicking through five screens of readings",
                    "    budgets:",
                    "      max_counter: {formatters: 2}",
                ],
                root: "ReadingLog()", steps: ["scroll 5"])
        }
    }
}
