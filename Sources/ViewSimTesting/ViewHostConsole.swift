import Foundation
import ViewSim

/// Drives a ``ViewHost`` from commands, one at a time: what `workbook run` runs, to show the learner's screen in a
/// terminal the way the hidden tests see it.
///
/// `workbook run` builds a small app executable around the exercise (`ViewHostConsole.run { FocusScreen() }`) and
/// starts it contained, like a hidden-suite runner. The app hosts the root view, lets its tasks settle, and answers;
/// then it reads one command a line from file descriptor 3 (the grader's pipe), performs it on the host as a test would
/// (`app.tap("Log a session")`), lets the app's tasks settle (`.task` work runs on the host's virtual clock), and
/// answers again. Standard output is unbuffered and carries both what the app prints (`print`, `Self._printChanges()`)
/// and, after each command, the answer: one line `␞<token> reply <JSON>` (␞ is U+001E; the token is read from
/// descriptor 4, a pipe the grader filled, which is closed before the app's code runs, so the app cannot find it in
/// its environment, files or descriptors and print a made-up answer), so what the app printed while handling a
/// command is everything before its answer. The console exits at the end of its input or on `quit`.
///
/// Command (JSON): `{"action": "tap", "label": "Log a session"}`; actions: `screen` (answers with the screen as it
/// is), `tap`, `toggle`, `type` (`text` into `label`), `clear` (the field `label`), `select` (`text`, an option, in the
/// picker `label`), `increment`, `decrement`, `tab` (`label`), `back`, `scroll` (`amount` screens, negative is up),
/// `dismiss`, `wait` (`amount` seconds of virtual time), `rotate` (turns the device between portrait and
/// landscape; the size classes follow, ``ViewHost/orientation``), `background`,
/// `foreground`, `relaunch`, `open` (`text`, a URL), `screenshot` (answers with the screen as an SVG picture too), `quit`.
///
/// Answer (JSON): see ``Reply``.
@MainActor
public enum ViewHostConsole {
    /// One command, as the grader sends it.
    public struct Command: Codable, Sendable, Equatable {
        public var action: String
        public var label: String?
        public var text: String?
        public var amount: Double?

        public init(action: String, label: String? = nil, text: String? = nil, amount: Double? = nil) {
            self.action = action; self.label = label; self.text = text; self.amount = amount
        }
    }

    /// One thing on screen the user can act on.
    public struct Control: Codable, Sendable, Equatable {
        /// `Button`, `Toggle`, `TextField`, `Stepper` or `Picker` (``ScreenElement/Kind``'s raw values).
        public var kind: String
        public var label: String
        public var disabled: Bool
    }

    /// The answer to a command: the screen after it, and what happened.
    public struct Reply: Codable, Sendable, Equatable {
        /// The screen as ``ViewHost/screen`` shows it.
        public var screen: String
        /// What can be tapped, switched, typed into, stepped or picked, in screen order.
        public var controls: [Control]
        /// The tab bar's labels (empty without a tab view) and the selected one.
        public var tabs: [String]
        public var selectedTab: String?
        /// The navigation title of the screen on top, and the navigation stack's path.
        public var title: String?
        public var path: [String]
        /// Whether `back` has a screen to go back from, `scroll` a list to scroll, `dismiss` something to dismiss.
        public var canGoBack: Bool
        public var canScroll: Bool
        public var canDismiss: Bool
        /// What is presented on top (`Sheet`, `Alert “Delete?”`), if anything.
        public var presentation: String?
        /// The prompt of the text field that has the keyboard, if one has.
        public var keyboard: String?
        /// Where the keyboard's top edge is while it is up, in points from the top of the screen.
        public var keyboardTop: Double?
        /// The runtime issues (SwiftUI's purple warnings) reported since the previous answer, in SwiftUI's words.
        public var issues: [String]
        /// Why the command could not be done, as a sentence about the screen; nil when it was done.
        public var error: String?
        /// Tasks that were still running when the app should have been idle (a loop that never sleeps).
        public var unsettled: String?
        /// `true` in the answer to `quit`.
        public var quitting: Bool = false
        /// `true` while the device is held sideways (after `rotate`).
        public var sideways: Bool = false
        /// The screen drawn in character cells, 40 wide inside its outline (``ViewHost/cellDrawing(columns:)``).
        public var drawing: String?
        /// The screen as an SVG document, in the answer to `screenshot` (``ViewHost/svg(showingSafeArea:)``).
        public var svg: String?
    }

    /// The file descriptor commands are read from.
    public static let commandDescriptor: Int32 = 3
    /// The file descriptor the reply token is read from, once, before the app's code runs.
    public static let tokenDescriptor: Int32 = 4

    /// Hosts `root()` on `device`, held upright, and serves commands until the input ends or `quit`; then exits the
    /// process.
    public static func run<Root: View>(device: Device = .iPhone16, _ root: @escaping @MainActor () -> Root) async -> Never {
        ConsoleStream.unbufferStandardOutput()
        LaunchState.keep()  // before the root, the app's first code, is made
        let token = ConsoleStream.takeInput(tokenDescriptor) ?? ""
        // `UserDefaults.standard`, as a hidden test that names no store has it (break-it pass 48 of issue 30: an app that
        // read which store `@AppStorage` used told `workbook run` from the tests). It starts empty at every launch: the
        // run's home, where it is kept, is the run's own and thrown away with it.
        let host = ViewHost(root(), device: device)
        var session = Session(host: host, token: token)
        await session.settle()
        session.answer(error: nil)
        var reader = ConsoleStream.LineReader(descriptor: commandDescriptor)
        while let line = reader.next() {
            guard !line.isEmpty else { continue }
            guard let command = try? JSONDecoder().decode(Command.self, from: Data(line)) else {
                session.answer(error: "The console did not understand that command.")
                continue
            }
            if command.action == "quit" {
                session.answer(error: nil, quitting: true)
                exit(0)
            }
            let error = await session.perform(command)
            await session.settle()
            session.answer(error: error)
        }
        exit(0)
    }

    /// A host and what has been reported from it so far.
    @MainActor struct Session<Root: View> {
        let host: ViewHost<Root>
        let token: String
        var issuesReported = 0
        var unsettled: String?
        /// Whether the next answer shows where each view is (the `frames` command).
        var showsFrames = false
        /// Whether the next answer carries the screen as a picture (the `screenshot` command).
        var takesPicture = false

        init(host: ViewHost<Root>, token: String) { self.host = host; self.token = token }

        /// Lets the app's tasks run until each has finished or sleeps on the virtual clock.
        mutating func settle() async {
            do {
                try await host.graph.settleTasks()
            } catch {
                unsettled = error.description
            }
        }

        /// Performs `command`; the sentence saying why it could not be done, or nil.
        mutating func perform(_ command: Command) async -> String? {
            let label = command.label ?? ""
            do {
                switch command.action {
                case "screen": break
                case "frames": showsFrames = true
                case "screenshot": takesPicture = true
                // `text`, for tap and toggle: the row the control is in (`tap Favourite in row "Half Dome"`).
                case "tap": if let row = command.text { try host.row(containing: row).tap(label) } else { try host.tap(label) }
                case "toggle": if let row = command.text { try host.row(containing: row).toggle(label) } else { try host.toggle(label) }
                case "type": try await host.type(command.text ?? "", into: label)
                case "clear": try host.replaceText(in: label, with: "")
                case "select": try host.select(command.text ?? "", in: label)
                case "increment": try host.increment(label)
                case "decrement": try host.decrement(label)
                case "tab": try host.selectTab(label)
                case "back": try host.back()
                case "scroll": try host.scroll(screens: Int((command.amount ?? 1).rounded()))
                case "dismiss": try host.dismissPresentation()
                case "wait":
                    let seconds = max(0, command.amount ?? 1)
                    do {
                        try await host.graph.advanceTasks(by: .milliseconds(Int64((seconds * 1000).rounded())))
                    } catch {
                        unsettled = error.description
                    }
                case "rotate": host.orientation = host.orientation == .portrait ? .landscape : .portrait
                case "background": host.background()
                case "foreground": host.foreground()
                case "relaunch":
                    host.relaunch()
                    issuesReported = 0  // the relaunched app's issues start again
                case "open":
                    guard let url = URL(string: command.text ?? ""), url.scheme != nil else { return "“\(command.text ?? "")” is not a URL." }
                    host.open(url: url)
                default: return "There is no command “\(command.action)”."
                }
            } catch let error as ViewHostError {
                return error.sentence
            } catch {
                return "\(error)"
            }
            return nil
        }

        /// Writes the answer line: the screen as it is, and what was reported since the last answer (``reply(error:quitting:)``).
        mutating func answer(error: String?, quitting: Bool = false) {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let json = (try? encoder.encode(reply(error: error, quitting: quitting))) ?? Data("{}".utf8)
            ConsoleStream.write(Array("\u{1E}\(token) reply ".utf8) + Array(json) + [0x0A])
        }

        /// The answer: the screen as it is, and the runtime issues and unsettled tasks since the last answer.
        mutating func reply(error: String?, quitting: Bool = false) -> Reply {
            let issues = host.runtimeIssues
            let fresh = issues.count >= issuesReported ? issues[issuesReported...].map(\.message) : issues.map(\.message)
            issuesReported = issues.count
            let controlKinds: Set<ScreenElement.Kind> = [.button, .toggle, .textField, .stepper, .picker]
            let elements = host.elements
            let presentation = host.presentation
            var reply = Reply(
                screen: showsFrames ? host.screenWithFrames : host.screen,
                controls: elements.filter { controlKinds.contains($0.kind) }.map {
                    Control(kind: $0.kind.rawValue, label: $0.label, disabled: $0.isDisabled)
                },
                tabs: host.tabs, selectedTab: host.selectedTab, title: host.screenTitle, path: host.navigationPath,
                canGoBack: host.canGoBack, canScroll: host.canScroll,
                canDismiss: presentation.map { !$0.dismissesOnAction } ?? false,
                presentation: presentation?.label, keyboard: host.focusedFieldPrompt, issues: fresh, error: error,
                unsettled: unsettled)
            reply.quitting = quitting
            reply.sideways = host.orientation == .landscape
            reply.keyboardTop = host.keyboardFrame.map { Double($0.minY) }
            let drawn = host.drawnScreen
            reply.drawing = CellScreen.drawing(drawn)
            if takesPicture { reply.svg = SVGScreen.document(drawn) }
            takesPicture = false
            showsFrames = false
            unsettled = nil
            return reply
        }
    }
}
