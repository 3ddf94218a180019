import Testing
@testable import WorkbookKit

@Suite struct CommandOptionsTests {
    @Test func everyCommandTakesItsOwnOptionsAndRoot() {
        for (command, options) in CommandOptions.accepted {
            #expect(CommandOptions.problem(command: command, given: [.root] + options.sorted { $0.rawValue < $1.rawValue }, id: nil) == nil, "\(command)")
        }
        #expect(CommandOptions.problem(command: "check", given: [.json, .format, .track], id: "01") == nil)
        #expect(CommandOptions.problem(command: "reset", given: [.json, .all], id: nil) == nil)
        #expect(CommandOptions.problem(command: "solution", given: [.force, .root], id: "01") == nil)
    }

    @Test func optionsACommandDoesNotTakeAreNamedOnce() {
        #expect(CommandOptions.problem(command: "tracks", given: [.json], id: nil) == nil)  // `tracks --json`
        #expect(CommandOptions.problem(command: "tracks", given: [.format], id: nil) == "tracks does not take --format.")
        #expect(CommandOptions.problem(command: "list", given: [.format, .json, .format, .force], id: nil)
                == "list does not take --format or --force.")
        #expect(CommandOptions.problem(command: "log", given: [.track], id: nil) == "log does not take --track.")
        #expect(CommandOptions.problem(command: "watch", given: [.json], id: nil) == "watch does not take --json.")
        for command in ["log", "solution", "reset", "tracks", "verify", "help", "version"] {
            #expect(CommandOptions.problem(command: command, given: [.track], id: nil) != nil, "\(command)")
        }
    }

    @Test func hintTakesATrackOnlyWithoutAnID() {
        #expect(CommandOptions.problem(command: "hint", given: [.track], id: nil) == nil)
        #expect(CommandOptions.problem(command: "hint", given: [.track], id: "01")
                == "`hint 01` names the exercise, so --track has none to pick; drop one of them.")
    }

    @Test func checkTakesAllAndAuthorAndVerifyTakesWorkingTree() {
        #expect(CommandOptions.problem(command: "check", given: [.all, .format, .track], id: nil) == nil)
        #expect(CommandOptions.problem(command: "check", given: [.author, .json], id: "01") == nil)
        #expect(CommandOptions.problem(command: "verify", given: [.workingTree, .json], id: "01") == nil)
        #expect(CommandOptions.problem(command: "list", given: [.author], id: nil) == "list does not take --author.")
        #expect(CommandOptions.problem(command: "check", given: [.workingTree], id: nil) == "check does not take --working-tree.")
    }

    @Test func anUnknownCommandIsLeftToTheCaller() {
        #expect(CommandOptions.problem(command: "chek", given: [.json, .force], id: nil) == nil)
    }

    @Test func outputChoicesMustAgree() {
        #expect(CommandOptions.disagreement(json: false, formats: []) == nil)
        #expect(CommandOptions.disagreement(json: true, formats: []) == nil)
        #expect(CommandOptions.disagreement(json: true, formats: [.json]) == nil)
        #expect(CommandOptions.disagreement(json: false, formats: [.junit, .junit]) == nil)
        #expect(CommandOptions.disagreement(json: true, formats: [.junit]) == "--json and --format junit disagree; pick one.")
        #expect(CommandOptions.disagreement(json: true, formats: [.json, .text]) == "--json and --format text disagree; pick one.")
        #expect(CommandOptions.disagreement(json: false, formats: [.text, .exercism]) == "--format text and --format exercism disagree; pick one.")
    }
}
