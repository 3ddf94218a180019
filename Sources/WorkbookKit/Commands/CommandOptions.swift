/// An option of the `workbook` command line, other than `--help` and `--version` (which stand in for the command).
public enum CommandOption: String, Sendable, CaseIterable {
    /// Global: every command takes it.
    case root = "--root"
    case track = "--track", json = "--json", format = "--format", force = "--force", all = "--all", out = "--out"
    /// `check`'s: check as an exercise's author (record nothing, write no git reference).
    case author = "--author"
    /// `verify`'s: verify the files in the working tree instead of the committed ones.
    case workingTree = "--working-tree"
    /// `grade`'s.
    case roster = "--roster", jobs = "--jobs", before = "--before", exercises = "--exercises", shard = "--shard"
    /// `sync`'s and `session`'s.
    case name = "--as", auto = "--auto", html = "--html", watch = "--watch"
    /// `new`'s.
    case category = "--category", title = "--title"
    /// `run`'s.
    case steps = "--steps"
}

/// Which options each `workbook` command takes, and the usage errors of options that do not fit.
public enum CommandOptions {
    /// The options each command takes besides `--root`.
    public static let accepted: [String: Set<CommandOption>] = [
        "watch": [.track],
        "check": [.track, .json, .format, .all, .author],
        "run": [.track, .steps],
        "hint": [.track],
        "list": [.track, .json],
        "progress": [.track, .json],
        "log": [.json],
        "reset": [.json, .all],
        "solution": [.force],
        "tracks": [.json],
        "verify": [.json, .workingTree],
        "new": [.category, .title],
        "merge": [.out],
        "grade": [.out, .roster, .jobs, .before, .exercises, .shard],
        "submit": [],
        "sync": [.name, .auto],
        "session": [.track, .html, .watch, .json],
        "help": [],
        "version": [],
    ]

    /// Why `given` does not fit `command` (one sentence for stderr), or nil when it does or the command is unknown.
    ///
    /// - Parameter id: the exercise id given to the command, if any: with one, `hint` has no use for `--track`
    ///   (`check` still takes it: the track decides which exercise comes next).
    public static func problem(command: String, given: [CommandOption], id: String?) -> String? {
        guard let options = accepted[command] else { return nil }
        var refused: [String] = []
        for option in given where option != .root && !options.contains(option) && !refused.contains(option.rawValue) {
            refused.append(option.rawValue)
        }
        if !refused.isEmpty { return "\(command) does not take \(refused.joined(separator: " or "))." }
        if command == "hint", let id, given.contains(.track) {
            return "`hint \(id)` names the exercise, so --track has none to pick; drop one of them."
        }
        return nil
    }

    /// The sentence for output choices that disagree (`--json` is `--format json`), or nil when they agree.
    public static func disagreement(json: Bool, formats: [ReportFormat]) -> String? {
        let choices = (json ? [ReportFormat.json] : []) + formats
        guard let first = choices.first, let other = choices.firstIndex(where: { $0 != first }) else { return nil }
        let name = { (index: Int) in json && index == 0 ? "--json" : "--format \(choices[index].rawValue)" }
        return "\(name(0)) and \(name(other)) disagree; pick one."
    }
}
