import Testing
import ViewSim
import ViewSimTesting

@Observable private final class Account { var name = "Ada" }
@Observable private final class Download { var progress = 0 }

/// Sheets, covers, alerts and dialogs.
/// Sources: Apple, "sheet(isPresented:onDismiss:content:)", "sheet(item:onDismiss:content:)",
/// "fullScreenCover(isPresented:onDismiss:content:)", "alert(_:isPresented:actions:message:)",
/// "alert(_:isPresented:presenting:actions:)", "confirmationDialog(_:isPresented:titleVisibility:actions:)",
/// "DismissAction" (https://developer.apple.com/documentation/swiftui/dismissaction).
@Suite("Presentation") @MainActor
struct PresentationTests {
    struct Note: Identifiable, Equatable { let id: Int; let title: String }

    struct Draft: View {
        let title: String
        @State private var words = 0
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            Text("Editing \(title)")
            Text("Words: \(words)")
            Button("Type") { words += 1 }
            Button("Done") { dismiss() }
        }
    }

    struct Notes: View {
        @State private var isEditing = false
        @State private var dismissals = 0
        @State private var title = "Groceries"
        var body: some View {
            Text("Dismissed \(dismissals)")
            Button("Edit") { isEditing = true }
            Button("Rename") { title = "Errands" }
                .sheet(isPresented: $isEditing, onDismiss: { dismissals += 1 }) {
                    Draft(title: title)
                    Button("Rename inside") { title = "Chores" }
                }
        }
    }

    @Test("Setting isPresented shows the sheet's content on top; what is beneath cannot be tapped (Apple, sheet(isPresented:onDismiss:content:))")
    func sheetIsPresented() throws {
        let app = ViewHost(Notes())
        try app.tap("Edit")
        #expect(app.presentation == .sheet)
        #expect(app.texts == ["Editing Groceries", "Words: 0"])
        #expect(throws: ViewHostError.self) { try app.tap("Edit") }
    }

    @Test("Swiping the sheet down writes false to the binding and runs onDismiss (Apple, sheet(isPresented:onDismiss:content:))")
    func swipeDownDismisses() throws {
        let app = ViewHost(Notes())
        try app.tap("Edit")
        try app.dismissPresentation()
        #expect(app.presentation == nil)
        #expect(app.texts == ["Dismissed 1"])
    }

    @Test("dismiss() from the environment dismisses the sheet the view is in (Apple, DismissAction)")
    func environmentDismiss() throws {
        let app = ViewHost(Notes())
        try app.tap("Edit")
        try app.tap("Done")
        #expect(app.presentation == nil)
        #expect(app.texts == ["Dismissed 1"])
    }

    @Test("Each presentation is new: state typed in one sheet is gone when the sheet is shown again (Apple, sheet; WWDC21 Demystify SwiftUI)")
    func eachPresentationIsFresh() throws {
        let app = ViewHost(Notes())
        try app.tap("Edit")
        try app.tap("Type")
        try app.tap("Done")
        try app.tap("Edit")
        #expect(app.texts == ["Editing Groceries", "Words: 0"])
    }

    @Test("When the presenter's body re-runs, the sheet's content is rebuilt with new inputs and keeps its @State (seed 000 root cause 5; Apple, sheet)")
    func contentClosureIsReevaluated() throws {
        let app = ViewHost(Notes())
        try app.tap("Edit")
        try app.tap("Type")
        try app.tap("Rename inside")
        #expect(app.texts == ["Editing Chores", "Words: 1"])
    }

    struct Library: View {
        @State private var selected: Note?
        @State private var showsDetail = false
        let notes = [Note(id: 1, title: "Plan"), Note(id: 2, title: "Retro")]
        let usesItem: Bool
        var body: some View {
            ForEach(notes) { note in
                Button(note.title) {
                    selected = note
                    showsDetail = true
                }
            }
            if usesItem {
                Text("Library").sheet(item: $selected) { note in Text("Detail: \(note.title)") }
            } else {
                Text("Library").sheet(isPresented: $showsDetail) { Text("Detail: \(selected?.title ?? "none")") }
            }
        }
    }

    @Test("sheet(isPresented:) content reading a value set in the same tap shows the value from the presenter's last update: 'none' the first time (the update model's snapshot rule; widely reported)")
    func staleSheetContent() throws {
        let app = ViewHost(Library(usesItem: false))
        try app.tap("Retro")
        #expect(app.texts == ["Detail: none"])
        try app.dismissPresentation()
        try app.tap("Plan")
        #expect(app.texts == ["Detail: Plan"], "selected was read once, so the presenter now re-runs and the closure is fresh")
    }

    @Test("sheet(item:) hands the content the item: it shows the tapped one (Apple, sheet(item:onDismiss:content:))")
    func itemSheetShowsItem() throws {
        let app = ViewHost(Library(usesItem: true))
        try app.tap("Retro")
        #expect(app.texts == ["Detail: Retro"])
        try app.dismissPresentation()
        #expect(app.presentation == nil)
    }

    @Test("sheet(item:) with an item of a different id is a new presentation with fresh state (Apple, sheet(item:onDismiss:content:))")
    func differentItemIsNewSheet() throws {
        struct Picker: View {
            @State private var note: Note?
            var body: some View {
                Button("Open 1") { note = Note(id: 1, title: "One") }
                    .sheet(item: $note) { note in
                        Draft(title: note.title)
                        Button("Switch to 2") { self.note = Note(id: 2, title: "Two") }
                    }
            }
        }
        let app = ViewHost(Picker())
        try app.tap("Open 1")
        try app.tap("Type")
        try app.tap("Switch to 2")
        #expect(app.texts == ["Editing Two", "Words: 0"])
    }

    @Test("A full-screen cover presents and dismisses like a sheet (Apple, fullScreenCover(isPresented:onDismiss:content:))")
    func fullScreenCover() throws {
        struct Player: View {
            @State private var isPlaying = false
            var body: some View {
                Button("Play") { isPlaying = true }
                    .fullScreenCover(isPresented: $isPlaying) { Draft(title: "Video") }
            }
        }
        let app = ViewHost(Player())
        try app.tap("Play")
        #expect(app.presentation == .fullScreenCover)
        try app.tap("Done")
        #expect(app.presentation == nil)
    }

    struct Trash: View {
        @State private var asksToDelete = false
        @State private var log: [String] = []
        var body: some View {
            Text(log.joined(separator: ","))
            Button("Delete") { asksToDelete = true }
                .alert("Delete draft?", isPresented: $asksToDelete) {
                    Button("Delete", role: .destructive) { log.append("deleted") }
                    Button("Cancel", role: .cancel) { log.append("kept") }
                } message: {
                    Text("This can't be undone.")
                }
        }
    }

    @Test("An alert shows its title, message and buttons; tapping a button runs it and dismisses the alert (Apple, alert(_:isPresented:actions:message:))")
    func alertButtonsDismiss() throws {
        let app = ViewHost(Trash())
        try app.tap("Delete")
        #expect(app.presentation == .alert(title: "Delete draft?"))
        #expect(app.screen == "Alert “Delete draft?”\n  Text “This can't be undone.”\n  Button “Delete”\n  Button “Cancel”")
        try app.tap("Cancel")
        #expect(app.presentation == nil)
        #expect(app.texts == ["kept"])
    }

    @Test("An alert with no buttons gets an OK button that dismisses it (Apple, alert(_:isPresented:actions:): \"If you don't provide any actions, the system includes a standard action\")")
    func alertWithoutButtons() throws {
        struct Saved: View {
            @State private var showsAlert = false
            var body: some View {
                Button("Save") { showsAlert = true }
                    .alert("Saved", isPresented: $showsAlert) {}
            }
        }
        let app = ViewHost(Saved())
        try app.tap("Save")
        try app.tap("OK")
        #expect(app.presentation == nil)
    }

    @Test("An alert cannot be swiped away: only its buttons dismiss it (Apple, alert)")
    func alertIsNotSwipedAway() throws {
        let app = ViewHost(Trash())
        try app.tap("Delete")
        #expect(throws: ViewHostError.self) { try app.dismissPresentation() }
        #expect(app.presentation == .alert(title: "Delete draft?"))
    }

    @Test("alert(presenting:) builds its buttons from the data (Apple, alert(_:isPresented:presenting:actions:))")
    func alertPresentingData() throws {
        struct Conflicts: View {
            @State private var conflict: Note?
            @State private var showsConflict = false
            @State private var resolved = ""
            var body: some View {
                Text("Resolved: \(resolved)")
                Button("Sync") { conflict = Note(id: 9, title: "Budget"); showsConflict = true }
                    .alert("Conflict", isPresented: $showsConflict, presenting: conflict) { note in
                        Button("Keep \(note.title)") { resolved = note.title }
                    }
            }
        }
        let app = ViewHost(Conflicts())
        try app.tap("Sync")
        try app.tap("Keep Budget")
        #expect(app.texts == ["Resolved: Budget"])
    }

    @Test("A confirmation dialog's buttons run and dismiss it; tapping outside dismisses it too (Apple, confirmationDialog(_:isPresented:titleVisibility:actions:))")
    func confirmationDialog() throws {
        struct Share: View {
            @State private var asks = false
            @State private var target = "nobody"
            var body: some View {
                Text("Shared with \(target)")
                Button("Share") { asks = true }
                    .confirmationDialog("Share with", isPresented: $asks) {
                        Button("Team") { target = "team" }
                    }
            }
        }
        let app = ViewHost(Share())
        try app.tap("Share")
        try app.tap("Team")
        #expect(app.texts == ["Shared with team"])
        try app.tap("Share")
        try app.dismissPresentation()
        #expect(app.presentation == nil)
    }

    @Test("Presented content inherits the presenter's environment (Apple, sheet; Environment)")
    func sheetInheritsEnvironment() throws {
        struct Profile: View {
            @Environment(Account.self) private var account
            var body: some View { Text("Signed in as \(account.name)") }
        }
        struct Home: View {
            @State private var account = Account()
            @State private var showsProfile = false
            var body: some View {
                VStack {
                    Button("Profile") { showsProfile = true }
                        .sheet(isPresented: $showsProfile) { Profile() }
                }
                .environment(account)
            }
        }
        let app = ViewHost(Home())
        try app.tap("Profile")
        #expect(app.texts == ["Signed in as Ada"])
    }

    @Test("A sheet's content appears when presented and disappears when dismissed (Apple, onAppear; onDisappear)")
    func sheetLifecycle() throws {
        struct Tracked: View {
            @State private var showsSheet = false
            @State private var events: [String] = []
            var body: some View {
                Text(events.joined(separator: ","))
                Button("Open") { showsSheet = true }
                    .sheet(isPresented: $showsSheet) {
                        Text("Sheet").onAppear { events.append("appear") }.onDisappear { events.append("disappear") }
                    }
            }
        }
        let app = ViewHost(Tracked())
        try app.tap("Open")
        try app.dismissPresentation()
        #expect(app.texts == ["appear,disappear"])
    }

    @Test("An observable property read in the sheet's content closure is observed: the sheet updates when it changes (Apple, Managing model data in your app; WWDC23 Discover Observation in SwiftUI)")
    func sheetClosureReadsAreObserved() throws {
        struct Downloads: View {
            let download: Download
            @State private var showsProgress = false
            var body: some View {
                Button("Show") { showsProgress = true }
                    .sheet(isPresented: $showsProgress) {
                        Text("Progress: \(download.progress)%")
                        Button("Advance") { download.progress += 50 }
                    }
            }
        }
        let app = ViewHost(Downloads(download: Download()))
        try app.tap("Show")
        try app.tap("Advance")
        #expect(app.texts == ["Progress: 50%"])
    }

    @Test("A sheet stays up when the screen that presented it is covered by a push; a link inside a sheet does not push on the stack beneath (Apple, sheet; NavigationStack)")
    func sheetOverPushedStack() throws {
        struct Finder: View {
            @State private var path: [String] = []
            @State private var searching = true
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Stations")
                        .navigationDestination(for: String.self) { Text("Departures from \($0)") }
                        .sheet(isPresented: $searching) {
                            Button("Pick Airport") { path.append("Airport") }
                            NavigationLink("Airport link", value: "Airport")
                        }
                }
            }
        }
        let app = ViewHost(Finder())
        try app.tapLink("Airport link")
        #expect(app.presentation == .sheet)
        #expect(app.navigationPath.isEmpty, "the sheet is not inside the stack")
        try app.tap("Pick Airport")
        #expect(app.presentation == .sheet, "the push happened behind the sheet, which is still up")
        try app.dismissPresentation()
        #expect(app.texts == ["Departures from Airport"])
    }
}

/// A full-screen cover hides its presenter; a sheet does not.
/// Sources: Apple, "fullScreenCover(isPresented:onDismiss:content:)"
/// (https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:)): it
/// "covers as much of the screen as possible"; UIKit's full-screen presentation takes the presenting view controller's
/// view out of the window until the dismissal (it gets `viewWillDisappear`/`viewDidDisappear`: Michael Long, "Do you
/// remember what happens to the UIKit presentingViewController of a modally presented VC?", 2019), so SwiftUI runs
/// `onDisappear` for the presenter, and a `.task` is cancelled when its view disappears (Apple, "task(priority:_:)").
/// A sheet leaves the presenter on screen beneath it.
@Suite("Covers and their presenters") @MainActor
struct CoverPresenterTests {
    typealias EventLog = TaskTests.EventLog

    struct Library: View {
        let log: EventLog
        let usesCover: Bool
        @State private var isPlaying = false
        var body: some View {
            let list = Button("Play") { isPlaying = true }
                .onAppear { log.events.append("appear") }
                .onDisappear { log.events.append("disappear") }
                .task {
                    log.events.append("start")
                    do { try await Task.sleep(for: .seconds(60)) } catch { log.events.append("cancelled") }
                }
            if usesCover {
                list.fullScreenCover(isPresented: $isPlaying) { Button("Close") { isPlaying = false } }
            } else {
                list.sheet(isPresented: $isPlaying) { Button("Close") { isPlaying = false } }
            }
        }
    }

    @Test("A full-screen cover takes its presenter off screen: onDisappear runs and its task is cancelled; dismissed, it appears again (Apple, fullScreenCover(isPresented:onDismiss:content:); task(priority:_:))")
    func coverHidesPresenter() async throws {
        let log = EventLog()
        let app = ViewHost(Library(log: log, usesCover: true))
        await app.settle()
        try app.tap("Play")
        await app.settle()
        #expect(log.events == ["appear", "start", "disappear", "cancelled"])
        try app.tap("Close")
        await app.settle()
        #expect(log.events == ["appear", "start", "disappear", "cancelled", "appear", "start"])
    }

    @Test("A sheet leaves its presenter on screen: no onDisappear, and its task keeps running (Apple, sheet(isPresented:onDismiss:content:))")
    func sheetKeepsPresenter() async throws {
        let log = EventLog()
        let app = ViewHost(Library(log: log, usesCover: false))
        await app.settle()
        try app.tap("Play")
        await app.settle()
        #expect(log.events == ["appear", "start"])
        #expect(app.clock.sleeperCount == 1)
    }
}

/// One presentation at a time per presenting context.
/// Sources: UIKit, "present(_:animated:completion:)"; SwiftUI's console messages as developers quote them: "Currently,
/// only presenting a single sheet is supported. The next sheet will be presented when the currently presented sheet
/// gets dismissed." (subconsciousnetwork/subconscious issue 900, 2023) and UIKit's "Attempt to present … which is
/// already presenting …" (stleamist/BetterSafariView issue 8; joogps/SlideOverCard issue 6). That a refused alert
/// stays unshown after the sheet is dismissed, until its binding is set again, is ViewSim's choice.
@Suite("Presentation contexts") @MainActor
struct PresentationContextTests {
    struct Account: View {
        @State private var editsProfile = false
        @State private var showsHelp = false
        @State private var warnsOffline = false
        var body: some View {
            VStack {
                Button("Edit profile") { editsProfile = true }
                Text("Help: \(showsHelp)")
            }
            .sheet(isPresented: $editsProfile) {
                Text("Profile")
                Button("Help") { showsHelp = true }
                Button("Go offline") { warnsOffline = true }
                Button("Close") { editsProfile = false }
            }
            .sheet(isPresented: $showsHelp) { Text("Help page") }
            .alert("You are offline", isPresented: $warnsOffline) {}
        }
    }

    @Test("A second sheet asked for while one is up waits, with SwiftUI's warning, and is presented when the first is dismissed (SwiftUI console message; UIKit, present(_:animated:completion:))")
    func secondSheetWaits() throws {
        let app = ViewHost(Account(), expecting: [.presentingWhilePresenting])
        try app.tap("Edit profile")
        try app.tap("Help")
        #expect(app.texts.contains("Profile"), "the first sheet is still the one on screen")
        #expect(app.runtimeIssues.first?.message.hasPrefix("Currently, only presenting a single sheet is supported.") == true)
        try app.tap("Close")
        #expect(app.presentation == .sheet)
        #expect(app.texts == ["Help page"])
    }

    @Test("An alert asked for while its context presents a sheet shows nothing, with UIKit's warning, even after the sheet is dismissed (UIKit's console message)")
    func alertOverSheetNeverShows() throws {
        let app = ViewHost(Account(), expecting: [.presentingWhilePresenting])
        try app.tap("Edit profile")
        try app.tap("Go offline")
        #expect(app.presentation == .sheet)
        #expect(app.runtimeIssues.first?.message.contains("Attempt to present <UIAlertController> on <UIHostingController> which is already presenting <PresentationHostingController>") == true)
        try app.tap("Close")
        #expect(app.presentation == nil)
    }

    struct AlertInSheet: View {
        @State private var editsProfile = false
        var body: some View {
            Button("Edit profile") { editsProfile = true }
                .sheet(isPresented: $editsProfile) { Offline() }
        }
    }

    struct Offline: View {
        @State private var warnsOffline = false
        var body: some View {
            Button("Go offline") { warnsOffline = true }
                .alert("You are offline", isPresented: $warnsOffline) {}
        }
    }

    @Test("An alert declared inside the sheet's content presents over the sheet (UIKit: the sheet's controller presents it)")
    func alertFromInsideTheSheetShows() throws {
        let app = ViewHost(AlertInSheet())
        try app.tap("Edit profile")
        try app.tap("Go offline")
        #expect(app.presentation == .alert(title: "You are offline"))
        #expect(app.runtimeIssues.isEmpty)
    }
}

extension PresentationContextTests {
    @Test("A sheet presented after the first one was dismissed shows at once, with no warning (UIKit, present(_:animated:completion:))")
    func sheetAfterDismissalShows() throws {
        let app = ViewHost(Account())
        try app.tap("Edit profile")
        try app.tap("Close")
        try app.tap("Edit profile")
        #expect(app.texts.contains("Profile"))
        #expect(app.runtimeIssues.isEmpty)
    }
}

extension PresentationContextTests {
    struct Dialog: View {
        @State private var editsProfile = false
        @State private var asksToLeave = false
        var body: some View {
            Button("Edit profile") { editsProfile = true }
                .sheet(isPresented: $editsProfile) { Button("Leave") { asksToLeave = true } }
                .confirmationDialog("Leave the group?", isPresented: $asksToLeave) { Button("Leave", role: .destructive) {} }
        }
    }

    @Test("A confirmation dialog asked for while its context presents a sheet shows nothing, with UIKit's warning (UIKit's console message)")
    func dialogOverSheetShowsNothing() throws {
        let app = ViewHost(Dialog(), expecting: [.presentingWhilePresenting])
        try app.tap("Edit profile")
        try app.tap("Leave")
        #expect(app.presentation == .sheet)
        #expect(app.runtimeIssues.map(\.kind) == [.presentingWhilePresenting])
    }
}
