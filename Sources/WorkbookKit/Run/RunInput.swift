import Foundation

/// One command for the app of `workbook run`, as sent over its pipe: the JSON of `ViewHostConsole.Command`
/// (ViewSimTesting), which the grader does not link.
public struct AppCommand: Codable, Sendable, Equatable {
    public var action: String
    public var label: String?
    public var text: String?
    public var amount: Double?

    public init(_ action: String, label: String? = nil, text: String? = nil, amount: Double? = nil) {
        self.action = action; self.label = label; self.text = text; self.amount = amount
    }

    /// One line of JSON.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
    }
}

/// The app's answer to a command: the JSON of `ViewHostConsole.Reply` (ViewSimTesting).
public struct AppReply: Codable, Sendable, Equatable {
    public struct Control: Codable, Sendable, Equatable {
        /// `Button`, `Toggle`, `TextField`, `Stepper` or `Picker`.
        public var kind: String
        public var label: String
        public var disabled: Bool
    }

    public var screen: String
    public var controls: [Control]
    public var tabs: [String]
    public var selectedTab: String?
    public var title: String?
    public var path: [String]
    public var canGoBack: Bool
    public var canScroll: Bool
    public var canDismiss: Bool
    public var presentation: String?
    /// The prompt of the text field that has the keyboard.
    public var keyboard: String?
    /// The keyboard's top edge while it is up, in points from the top of the screen.
    public var keyboardTop: Double?
    public var issues: [String]
    public var error: String?
    public var unsettled: String?
    public var quitting: Bool?
    /// Whether the device is held sideways (after `rotate`).
    public var sideways: Bool?
    /// The screen drawn in character cells (`ViewHostConsole.Reply.drawing`).
    public var drawing: String?
    /// The screen as an SVG document, in the answer to `screenshot`.
    public var svg: String?

    /// The labels of the controls of `kind` that are not disabled.
    func labels(_ kind: String) -> [String] {
        controls.filter { $0.kind == kind && !$0.disabled }.map(\.label)
    }
}

/// A line the learner typed at `workbook run`'s prompt (or a step of `grader.yml`'s `steps`), parsed.
///
/// Commands, with labels quoted (`"…"`, `“…”`, `'…'`) or bare (the rest of the line):
/// `tap LABEL [in row TEXT]`, `toggle LABEL [in row TEXT]`, `type TEXT into FIELD`, `clear FIELD`, `select OPTION in PICKER`, `increment LABEL`,
/// `decrement LABEL`, `tab LABEL`, `back`, `scroll [up|down] [N]`, `dismiss`, `wait [SECONDS]`, `rotate`,
/// `background`, `foreground`, `relaunch`, `open URL`, `screen`, `help`, `quit`.
public enum RunInput: Equatable, Sendable {
    /// Something for the app to do (`screen` included: it answers with the screen as it is).
    case app(AppCommand)
    case help
    case quit
    /// A blank line.
    case nothing

    /// Why a line is not a command, with what to type instead.
    public struct Problem: Error, Equatable, Sendable {
        public var message: String
    }

    /// The commands, with what each takes, for `help` and completion.
    public static let commands: [(name: String, usage: String, meaning: String)] = [
        ("tap", "tap LABEL [in row TEXT]", "tap a button or link (the one in the row that shows TEXT, where every row has one)"),
        ("toggle", "toggle LABEL [in row TEXT]", "flip a switch (the one in the row that shows TEXT)"),
        ("type", "type TEXT into FIELD", "tap into a text field and type, one keystroke at a time"),
        ("clear", "clear FIELD", "empty a text field"),
        ("select", "select OPTION in PICKER", "choose an option of a picker"),
        ("increment", "increment LABEL", "tap a stepper's +"),
        ("decrement", "decrement LABEL", "tap a stepper's −"),
        ("tab", "tab LABEL", "switch to a tab"),
        ("back", "back", "go back one screen"),
        ("scroll", "scroll [up] [N]", "scroll the list N screens (default 1)"),
        ("dismiss", "dismiss", "swipe a sheet down"),
        ("wait", "wait [SECONDS]", "let time pass for the app's tasks (default 1 second; no real waiting)"),
        ("rotate", "rotate", "turn the device between upright and sideways"),
        ("background", "background", "send the app to the background"),
        ("foreground", "foreground", "bring it back"),
        ("relaunch", "relaunch", "end the app and launch it again"),
        ("open", "open URL", "open a deep link"),
        ("screen", "screen", "show the screen and what you can do on it"),
        ("frames", "frames", "the screen with where each view is (x, y · width×height, in points) and the keyboard"),
        ("screenshot", "screenshot [FILE]", "save a picture of the screen: FILE.png or FILE.svg (default: .build/workbook/screenshots/)"),
        ("help", "help", "this list"),
        ("quit", "quit", "leave (also Ctrl-D)"),
    ]

    /// The longest line `workbook run` takes, in bytes: a command is a few words and a label or two, so a longer line
    /// is refused before it is parsed, and a line source keeps no more of a line than this and a few bytes.
    public static let maximumLineBytes = 4096

    /// The most characters of a label, or of the learner's line, that `workbook run` repeats in what it says; the rest
    /// is cut and shown as "…".
    public static let maximumShownCharacters = 80

    /// The most screens one `scroll` goes: past the end of any list, and small enough for every count to be exact.
    public static let mostScreens = 1_000

    /// Parses one line, in time linear in its length; a line over ``maximumLineBytes`` is refused unread.
    public static func parse(_ line: String) -> Result<RunInput, Problem> {
        guard line.utf8.count <= maximumLineBytes else {
            return .failure(Problem(message: "this line is longer than \(maximumLineBytes) bytes, the most `workbook run` takes, so it was not read; a command is one short line, e.g. `tap \"Log a session\"`."))
        }
        let tokens: [Token]
        switch tokenize(line) {
        case .success(let found): tokens = found
        case .failure(let problem): return .failure(problem)
        }
        guard let first = tokens.first else { return .success(.nothing) }
        let name = first.text.lowercased()
        let rest = Array(tokens.dropFirst())
        func problem(_ message: String) -> Result<RunInput, Problem> { .failure(Problem(message: message)) }
        func label(_ usage: String) -> Result<String, Problem> {
            guard !rest.isEmpty else { return .failure(Problem(message: "say what: `\(usage)`.")) }
            return .success(joined(rest))
        }
        func bare(_ action: String) -> Result<RunInput, Problem> {
            guard rest.isEmpty else { return problem("`\(name)` takes nothing after it.") }
            return .success(.app(AppCommand(action)))
        }
        switch name {
        case "tap", "toggle":
            // `tap Favourite in row "Half Dome"`: the words `in row` (unquoted) scope the label to one row.
            if let inIndex = rest.indices.dropLast(2).last(where: { !rest[$0].quoted && rest[$0].text.lowercased() == "in" && !rest[$0 + 1].quoted && rest[$0 + 1].text.lowercased() == "row" }) {
                guard inIndex > 0 else { return problem("say what to \(name) in that row: `\(name) Favourite in row \"Half Dome\"`.") }
                return .success(.app(AppCommand(name, label: joined(rest[..<inIndex]), text: joined(rest[(inIndex + 2)...]))))
            }
            return label(commands.first { $0.name == name }!.usage).map { .app(AppCommand(name, label: $0)) }
        case "clear", "increment", "decrement", "tab":
            let usage = commands.first { $0.name == name }!.usage
            return label(usage).map { .app(AppCommand(name, label: $0)) }.mapError { $0 }
        case "type":
            guard let into = rest.firstIndex(where: { !$0.quoted && $0.text.lowercased() == "into" }), into > 0, into < rest.count - 1 else {
                return problem("say what and where: `type \"milk\" into Search`.")
            }
            return .success(.app(AppCommand("type", label: joined(rest[(into + 1)...]), text: joined(rest[..<into]))))
        case "select":
            guard let inIndex = rest.lastIndex(where: { !$0.quoted && $0.text.lowercased() == "in" }), inIndex > 0, inIndex < rest.count - 1 else {
                return problem("say which option of which picker: `select Dark in Theme`.")
            }
            return .success(.app(AppCommand("select", label: joined(rest[(inIndex + 1)...]), text: joined(rest[..<inIndex]))))
        case "scroll":
            var amount = 1.0
            var words = rest
            if let direction = words.first?.text.lowercased(), ["up", "down"].contains(direction) {
                if direction == "up" { amount = -1 }
                words.removeFirst()
            }
            if let count = words.first {
                guard words.count == 1, let screens = Int(count.text), screens > 0 else { return problem("scroll takes a direction and a number of screens: `scroll`, `scroll 3`, `scroll up`.") }
                guard screens <= Self.mostScreens else { return problem("scroll goes at most \(Self.mostScreens) screens at a time: `scroll \(Self.mostScreens)`.") }
                amount *= Double(screens)
            }
            return .success(.app(AppCommand("scroll", amount: amount)))
        case "wait":
            // `wait`, `wait 2`, `wait 2s`, `wait 2 seconds`, `wait 0.5`.
            guard let value = rest.first else { return .success(.app(AppCommand("wait", amount: 1))) }
            let units: Set<String> = ["", "s", "sec", "secs", "second", "seconds"]
            let text = value.text.lowercased()
            let number = String(text.prefix { $0.isNumber || $0 == "." })
            let unit = rest.count == 2 ? rest[1].text.lowercased() : String(text.dropFirst(number.count))
            guard rest.count <= 2, rest.count == 1 || number.count == text.count, units.contains(unit),
                  let seconds = Double(number), seconds <= 86_400 else {
                return problem("wait takes a number of seconds: `wait 2`.")
            }
            return .success(.app(AppCommand("wait", amount: seconds)))
        case "screenshot":
            guard rest.count <= 1 else { return problem("say at most one file: `screenshot pay.png`.") }
            return .success(.app(AppCommand("screenshot", text: rest.first?.text)))
        case "open":
            guard rest.count == 1 else { return problem("say which link: `open myapp://item/42`.") }
            return .success(.app(AppCommand("open", text: rest[0].text)))
        case "back", "dismiss", "rotate", "background", "foreground", "relaunch", "screen", "frames":
            return bare(name)
        case "help", "?":
            return .success(.help)
        case "quit", "exit", "q":
            return .success(.quit)
        default:
            let names = commands.map(\.name)
            let nearest = names.min { editDistance($0, name) < editDistance($1, name) }
            var message = "there is no command “\(first.text)”"
            if let nearest, editDistance(nearest, name) <= 2 { message += "; did you mean `\(nearest)`?" } else { message += "; `help` lists them." }
            return problem(message)
        }
    }

    /// A word of the line, or a quoted string (its quotes removed).
    struct Token: Equatable {
        var text: String
        var quoted: Bool
    }

    /// The line's words and quoted strings. Quotes: `"…"`, `'…'` and `“…”`.
    static func tokenize(_ line: String) -> Result<[Token], Problem> {
        var tokens: [Token] = []
        var current = ""
        var closing: Character?
        var inWord = false
        for character in line {
            if let close = closing {
                if character == close {
                    tokens.append(Token(text: current, quoted: true))
                    current = ""
                    closing = nil
                } else {
                    current.append(character)
                }
                continue
            }
            switch character {
            case "\"", "'", "“", "‘":
                if inWord { tokens.append(Token(text: current, quoted: false)); current = ""; inWord = false }
                closing = character == "“" ? "”" : character == "‘" ? "’" : character
            case " ", "\t":
                if inWord { tokens.append(Token(text: current, quoted: false)); current = ""; inWord = false }
            default:
                current.append(character)
                inWord = true
            }
        }
        if closing != nil { return .failure(Problem(message: "a quote is not closed.")) }
        if inWord { tokens.append(Token(text: current, quoted: false)) }
        return .success(tokens)
    }

    /// Tokens as one label: words joined by single spaces.
    private static func joined<S: Sequence>(_ tokens: S) -> String where S.Element == Token {
        tokens.map(\.text).joined(separator: " ")
    }

    /// `text` quoted for a command line: `"Log a session"`.
    static func quoted(_ text: String) -> String { "\"" + text + "\"" }

    /// `text` as `workbook run` repeats it: a control or text-direction character written out (`\u{1B}`,
    /// ``UntrustedText/escaped(_:)``), then cut to ``maximumShownCharacters`` characters and "…" when longer.
    static func shortened(_ text: String) -> String {
        let text = UntrustedText.escaped(text)
        guard let end = text.index(text.startIndex, offsetBy: maximumShownCharacters, limitedBy: text.endIndex), end < text.endIndex else {
            return text
        }
        return text[..<end] + "…"
    }

    /// `message` with each label in it (between “ and ”, as the app quotes them) ``shortened(_:)``.
    static func shorteningQuotes(_ message: String) -> String {
        var result = "", label = ""
        var inLabel = false
        for character in message {
            if inLabel, character == "”" {
                result += shortened(label) + "”"
                label = ""
                inLabel = false
            } else if inLabel {
                label.append(character)
            } else {
                result.append(character)
                inLabel = character == "“"
            }
        }
        return result + (inLabel ? shortened(label) : "")
    }
}

/// Tab completion at `workbook run`'s prompt: what the line typed so far can become, from the commands and what is
/// on screen (the buttons for `tap`, the switches for `toggle`, the fields for `type … into`…).
public enum RunCompletion {
    /// Every full line `line` can be completed to, in screen order (empty: nothing fits).
    public static func candidates(for line: String, screen reply: AppReply?) -> [String] {
        let trimmed = line.drop { $0 == " " }
        guard let space = trimmed.firstIndex(of: " ") else {
            let prefix = trimmed.lowercased()
            return RunInput.commands.map(\.name).filter { $0.hasPrefix(prefix) && available($0, reply) }.map { $0 + " " }
        }
        let command = trimmed[..<space].lowercased()
        let argument = String(trimmed[trimmed.index(after: space)...])
        guard let reply else { return [] }
        func complete(_ labels: [String], after head: String, typed: String) -> [String] {
            let typed = typed.trimmingCharacters(in: .whitespaces)
            let bare = typed.trimmingCharacters(in: CharacterSet(charactersIn: "\"“”'"))
            return unique(labels).filter { $0.lowercased().hasPrefix(bare.lowercased()) }.map { head + RunInput.quoted($0) }
        }
        switch command {
        case "tap": return complete(reply.labels("Button"), after: "tap ", typed: argument)
        case "toggle": return complete(reply.labels("Toggle"), after: "toggle ", typed: argument)
        case "clear": return complete(reply.labels("TextField"), after: "clear ", typed: argument)
        case "increment", "decrement": return complete(reply.labels("Stepper"), after: command + " ", typed: argument)
        case "tab": return complete(reply.tabs, after: "tab ", typed: argument)
        case "type":
            // `type "milk" into Se` → the fields; `type "milk" ` → `into`.
            if let range = argument.range(of: " into ", options: .backwards) {
                return complete(reply.labels("TextField"), after: "type " + argument[..<range.upperBound], typed: String(argument[range.upperBound...]))
            }
            if argument.hasSuffix(" ") || argument.hasSuffix("\"") || argument.hasSuffix("”"), !argument.trimmingCharacters(in: .whitespaces).isEmpty {
                let head = "type " + argument.trimmingCharacters(in: .whitespaces)
                let fields = reply.labels("TextField")
                return fields.count == 1 ? [head + " into " + RunInput.quoted(fields[0])] : [head + " into "]
            }
            return []
        case "select":
            if let range = argument.range(of: " in ", options: .backwards) {
                return complete(reply.labels("Picker"), after: "select " + argument[..<range.upperBound], typed: String(argument[range.upperBound...]))
            }
            return []
        case "scroll": return ["scroll up", "scroll down"].filter { $0.hasPrefix("scroll " + argument) }
        default: return []
        }
    }

    /// The longest text every candidate starts with.
    public static func commonPrefix(_ candidates: [String]) -> String {
        guard var prefix = candidates.first else { return "" }
        for candidate in candidates.dropFirst() {
            while !candidate.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix
    }

    /// What can be done on this screen, for `screen`: `tap "Log a session"`, `toggle "Show tally"`, `back`…
    /// A button or switch whose label several controls share is offered `in row …`, which says which one. Labels are
    /// ``RunInput/shortened(_:)``.
    public static func actions(on reply: AppReply) -> [String] {
        var actions: [String] = []
        let enabled = reply.controls.filter { !$0.disabled }
        var sharing: [String: Int] = [:]
        for control in enabled { sharing[control.kind + "\u{0}" + control.label, default: 0] += 1 }
        func repeated(_ control: AppReply.Control) -> String {
            sharing[control.kind + "\u{0}" + control.label, default: 0] > 1 ? " in row …" : ""
        }
        func quoted(_ label: String) -> String { RunInput.quoted(RunInput.shortened(label)) }
        for control in enabled {
            switch control.kind {
            case "Button": actions.append("tap " + quoted(control.label) + repeated(control))
            case "Toggle": actions.append("toggle " + quoted(control.label) + repeated(control))
            case "TextField": actions.append("type … into " + quoted(control.label))
            case "Stepper": actions.append("increment " + quoted(control.label))
            case "Picker": actions.append("select … in " + quoted(control.label))
            default: break
            }
        }
        actions += reply.tabs.filter { $0 != reply.selectedTab }.map { "tab " + quoted($0) }
        if reply.canGoBack { actions.append("back") }
        if reply.canScroll { actions.append("scroll") }
        if reply.canDismiss { actions.append("dismiss") }
        return unique(actions)
    }

    private static func available(_ command: String, _ reply: AppReply?) -> Bool {
        guard let reply else { return true }
        switch command {
        case "tap": return !reply.labels("Button").isEmpty
        case "toggle": return !reply.labels("Toggle").isEmpty
        case "type", "clear": return !reply.labels("TextField").isEmpty
        case "select": return !reply.labels("Picker").isEmpty
        case "increment", "decrement": return !reply.labels("Stepper").isEmpty
        case "tab": return !reply.tabs.isEmpty
        case "back": return reply.canGoBack
        case "scroll": return reply.canScroll
        case "dismiss": return reply.canDismiss
        default: return true
        }
    }

    private static func unique(_ items: [String]) -> [String] {
        var seen: Set<String> = []
        return items.filter { seen.insert($0).inserted }
    }
}
