import Foundation
import Testing
@testable import WorkbookKit
#if canImport(Glibc)
import Glibc
#endif

/// `workbook run` and a line built to be expensive: refused before it is parsed, kept only up to the limit by the line
/// sources, and long labels cut in what the grader says.
@Suite struct RunLineLimitTests {
    static let limit = RunInput.maximumLineBytes

    @Test func aLineOverTheLimitIsRefusedUnparsedAndNamesTheLimit() {
        let atLimit = "tap " + String(repeating: "a", count: Self.limit - 4)
        guard case .success(.app(let command)) = RunInput.parse(atLimit) else {
            Issue.record("a line of exactly \(Self.limit) bytes was refused")
            return
        }
        #expect(command.label?.count == Self.limit - 4)
        // Over by one byte, and by a mebibyte: the same plain refusal, whatever the line would have parsed to.
        for line in [atLimit + "a", "tap " + String(repeating: "a", count: 1 << 20), "nonsense " + String(repeating: "\"", count: Self.limit)] {
            guard case .failure(let problem) = RunInput.parse(line) else {
                Issue.record("a line of \(line.utf8.count) bytes was taken")
                continue
            }
            #expect(problem.message == "this line is longer than 4096 bytes, the most `workbook run` takes, so it was not read; a command is one short line, e.g. `tap \"Log a session\"`.")
        }
    }

    /// `text` written to a pipe from another thread (it is larger than the pipe holds); the read end.
    func pipe(feeding text: [UInt8]) throws -> Int32 {
        var fds: [Int32] = [-1, -1]
        try #require(Glibc.pipe(&fds) == 0)
        let writer = fds[1]
        Thread.detachNewThread {
            var sent = 0
            while sent < text.count {
                let count = text[sent...].withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                sent += count
            }
            close(writer)
        }
        return fds[0]
    }

    @Test func aPipedLineIsKeptOnlyJustOverTheLimit() throws {
        let long = "tap " + String(repeating: "é", count: 1 << 19)  // a mebibyte of two-byte characters
        let crlf = String(repeating: "b", count: Self.limit) + "\r"  // at the limit once its \r is trimmed
        let overWithReturn = String(repeating: "c", count: Self.limit) + "\r\r" + "more"
        let input = [long, "screen", crlf, overWithReturn, "back"].joined(separator: "\n")
        let descriptor = try pipe(feeding: Array(input.utf8))
        defer { close(descriptor) }
        let source = DescriptorLineSource(descriptor: descriptor)
        func next() -> String? { source.nextLine(prompt: "", completions: { _ in [] }) }

        let first = try #require(next())
        #expect(first.utf8.count > Self.limit && first.utf8.count <= Self.limit + 3)
        #expect(first.hasPrefix("tap éé"))
        guard case .failure = RunInput.parse(first) else { Issue.record("the cut line parsed"); return }
        #expect(next() == "screen")
        #expect(next() == String(repeating: "b", count: Self.limit))
        let over = try #require(next())
        #expect(over.utf8.count == Self.limit + 1)  // its \r kept: still over, still refused
        guard case .failure = RunInput.parse(over) else { Issue.record("a line over the limit parsed once trimmed"); return }
        #expect(next() == "back")  // the last line, without a newline
        #expect(next() == nil)
    }

    @Test func theTerminalEditorStopsTakingKeysJustOverTheLimit() throws {
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try #require(master >= 0)
        defer { close(master) }
        var unlock: Int32 = 0, number: UInt32 = 0
        #expect(ioctl(master, 0x4004_5431 /* TIOCSPTLCK */, &unlock) == 0)
        #expect(ioctl(master, 0x8004_5430 /* TIOCGPTN */, &number) == 0)
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        try #require(slave >= 0)
        defer { close(slave) }
        var settings = termios()
        #expect(tcgetattr(slave, &settings) == 0)
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
        #expect(tcsetattr(slave, TCSANOW, &settings) == 0)
        // The editor echoes to the terminal: drain it, so its writes never wait for a reader.
        let drain = master
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while buffer.withUnsafeMutableBytes({ read(drain, $0.baseAddress, $0.count) }) > 0 {}
        }
        let editor = try #require(TerminalLineEditor(input: slave, output: slave))
        let keys = Array(("tap " + String(repeating: "x", count: 3 * Self.limit) + "\nback\n").utf8)
        Thread.detachNewThread {
            var sent = 0
            while sent < keys.count {
                let count = keys[sent...].withUnsafeBytes { write(master, $0.baseAddress, min($0.count, 1024)) }
                guard count > 0 else { break }
                sent += count
            }
        }
        let line = try #require(editor.nextLine(prompt: "› ", completions: { _ in [] }))
        #expect(line.utf8.count == Self.limit + 1)
        guard case .failure = RunInput.parse(line) else { Issue.record("the over-long typed line parsed"); return }
        #expect(editor.nextLine(prompt: "› ", completions: { _ in [] }) == "back")
    }

    @Test func longLabelsAreCutInWhatTheGraderSays() {
        let label = String(repeating: "a", count: 10_000)
        let shown = String(repeating: "a", count: RunInput.maximumShownCharacters) + "…"
        #expect(RunInput.shortened(label) == shown)
        #expect(RunInput.shortened("Log a session") == "Log a session")
        #expect(RunInput.shorteningQuotes("No button labelled “\(label)” is on screen; “Log a session” is.")
            == "No button labelled “\(shown)” is on screen; “Log a session” is.")

        var reply = RunInputTests.reply
        reply.error = "No button labelled “\(label)” is on screen."
        reply.controls.append(.init(kind: "Button", label: label, disabled: false))
        reply.title = label
        let view = RunView(style: TerminalStyle(colour: false), width: nil)
        let step = AppSession.Step(output: "", reply: reply, stop: nil)
        let rendered = view.render(step, exercise: Exercise(id: "01-a", title: "A", category: .stateReset), after: AppCommand("tap", label: label))
        #expect(rendered.contains("✘ No button labelled “\(shown)” is on screen."))
        #expect(rendered.contains("tap \"\(shown)\""))
        #expect(!rendered.contains(String(repeating: "a", count: RunInput.maximumShownCharacters + 1)))
        reply.error = nil
        let heading = view.render(AppSession.Step(output: "", reply: reply, stop: nil), exercise: Exercise(id: "01-a", title: "A", category: .stateReset))
        #expect(heading.contains("“\(shown)”"))

        #expect(AppSession.describe(AppCommand("type", label: label, text: label)) == "type \"\(shown)\" into \"\(shown)\"")
        #expect(view.echo("tap " + label).hasSuffix("tap " + String(repeating: "a", count: RunInput.maximumShownCharacters - 4) + "…"))
        #expect(view.echo("tap Log a session").hasSuffix("tap Log a session"))
        #expect(view.problem("there is no command “\(label)”").contains("“\(shown)”"))

        // A typed escape or text-direction character is written out, never sent to the terminal (issue 30, item 5).
        let hostile = "Log\u{1B}[2J\u{202E}"
        #expect(view.echo("tap " + hostile).hasSuffix("tap Log\\u{1B}[2J\\u{202E}"))
        #expect(view.problem("there is no button “\(hostile)”").contains("“Log\\u{1B}[2J\\u{202E}”"))
        #expect(AppSession.describe(AppCommand("tap", label: hostile)) == "tap \"Log\\u{1B}[2J\\u{202E}\"")
    }

    @Test func aStepOverTheLimitIsRefusedWithTheLimitAndItsStartOnly() {
        let step = "tap " + String(repeating: "a", count: 1 << 20)
        let text = "version: 1\nexercises:\n  - id: 01-a\n    title: A\n    category: state-reset\n    root: 'A()'\n    steps: ['\(step)']\n"
        #expect {
            try Catalogue.parse(text)
        } throws: { error in
            guard let error = error as? CatalogueError else { return false }
            return error.position.line == 7 && error.message.count < 400
                && error.message.hasPrefix("step “tap aaa") && error.message.contains("longer than 4096 bytes")
        }
    }

    @Test func theAnswerIsFoundAcrossReadsWithItsLeadSplit() {
        let lead = Data("\u{1E}token reply ".utf8)
        var scan = AppSession.AnswerScan(lead: lead)
        var data = Data("printed by the app\n\u{1E}tok".utf8)
        #expect(scan.isComplete(data) == false)  // mutating: compared, not passed to #expect as a call
        data += Data("en reply {\"screen\":".utf8)
        #expect(scan.isComplete(data) == false)
        data += Data(repeating: UInt8(ascii: "x"), count: 100_000)
        #expect(scan.isComplete(data) == false)
        #expect(!scan.isFlooded(data, limit: 1_000))  // the answer began before the limit: it is no flood
        data += Data("}\n".utf8)
        #expect(scan.isComplete(data) == true)

        var flood = AppSession.AnswerScan(lead: lead)
        let printed = Data(repeating: UInt8(ascii: "p"), count: 2_000)
        #expect(flood.isComplete(printed) == false)
        #expect(flood.isFlooded(printed, limit: 1_000))
    }
}
