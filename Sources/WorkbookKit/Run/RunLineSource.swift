#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Where `workbook run` reads the learner's commands.
public protocol RunLineSource: AnyObject {
    /// The next line, or nil at the end of input. `completions` gives, for the line typed so far, every full line it
    /// can become (for Tab).
    func nextLine(prompt: String, completions: (String) -> [String]) -> String?
    /// Whether the line typed is already on the screen (a terminal echoes it); else the caller shows it.
    var showsInput: Bool { get }
}

/// Lines from a file descriptor that is not a terminal (a pipe, a file): read as they come, nothing echoed.
///
/// Each byte read is looked at once. Of a line longer than ``RunInput/maximumLineBytes`` only its first bytes are
/// kept, just over the limit and untrimmed, so that ``RunInput/parse(_:)`` refuses it; the rest is read and dropped.
public final class DescriptorLineSource: RunLineSource {
    private let descriptor: Int32
    /// Bytes read and not yet taken: from `offset` to the end of `pending`.
    private var pending: [UInt8] = []
    private var offset = 0
    /// The line being read, up to one byte over ``RunInput/maximumLineBytes``, and whether bytes past that were dropped.
    private var line: [UInt8] = []
    private var overflowed = false
    private var ended = false

    public init(descriptor: Int32 = 0) { self.descriptor = descriptor }

    public var showsInput: Bool { false }

    public func nextLine(prompt: String, completions: (String) -> [String]) -> String? {
        while true {
            if let newline = pending[offset...].firstIndex(of: 0x0A) {
                keep(pending[offset..<newline])
                offset = newline + 1
                return take(trimming: true)
            }
            keep(pending[offset...])
            pending.removeAll(keepingCapacity: true)
            offset = 0
            if ended { return line.isEmpty ? nil : take(trimming: false) }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                pending = Array(chunk[0..<count])
            } else if count < 0, errno == EINTR {
                continue
            } else {
                ended = true
            }
        }
    }

    private func keep(_ bytes: ArraySlice<UInt8>) {
        let room = max(0, RunInput.maximumLineBytes + 1 - line.count)
        if bytes.count > room { overflowed = true }
        line += bytes.prefix(room)
    }

    /// The line read, which is then forgotten; a cut one is left as kept (`\r` and all), so it stays over the limit.
    private func take(trimming: Bool) -> String {
        defer { line.removeAll(keepingCapacity: true); overflowed = false }
        let text = String(decoding: line, as: UTF8.self)
        guard trimming, !overflowed else { return text }
        return text.trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
    }
}

/// A line editor on a terminal: the keys as typed, Backspace, Ctrl-U (clear the line), ↑ and ↓ (earlier lines), Tab
/// (complete from what is on screen: once to fill in what every candidate shares, or the only one; twice to list
/// them), Enter, Ctrl-D on an empty line (end). The terminal is in single-key mode (``RawTerminal``) only while a
/// line is being read, and always put back; Ctrl-C still interrupts. A line takes characters up to just over
/// ``RunInput/maximumLineBytes`` (so that Enter has it refused); past that, keys ring the bell once and are dropped.
public final class TerminalLineEditor: RunLineSource {
    private let terminal: RawTerminal
    private let output: Int32
    private var history: [String] = []

    /// Nil when `input` is not a terminal.
    public init?(input: Int32 = 0, output: Int32 = 1) {
        guard let terminal = RawTerminal(descriptor: input) else { return nil }
        self.terminal = terminal
        self.output = output
    }

    public var showsInput: Bool { true }

    private func write(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(output, $0.baseAddress, $0.count) }
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(terminal.descriptor, &byte, 1)
            if count == 1 { return byte }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    public func nextLine(prompt: String, completions: (String) -> [String]) -> String? {
        terminal.enter()
        defer { terminal.restore() }
        var line = ""
        var pending: [UInt8] = []  // the bytes of a character not yet complete
        var historyIndex = history.count
        var lastWasTab = false
        var full = false  // the line is over the limit: what is typed now is dropped
        func redraw() { write("\r\u{1B}[K" + prompt + line) }
        write(prompt)
        while let byte = readByte() {
            let tab = byte == 0x09
            defer { lastWasTab = tab }
            switch byte {
            case 0x0A, 0x0D:
                write("\n")
                if !line.trimmingCharacters(in: .whitespaces).isEmpty, history.last != line { history.append(line) }
                return line
            case 0x04:
                if line.isEmpty { write("\n"); return nil }
            case 0x7F, 0x08:
                if !line.isEmpty { line.removeLast(); full = false; redraw() }
            case 0x15:
                line = ""; full = false; redraw()
            case 0x09:
                let candidates = completions(line)
                if candidates.count == 1 {
                    line = candidates[0]; redraw()
                } else if !candidates.isEmpty {
                    let shared = RunCompletion.commonPrefix(candidates)
                    if shared.count > line.count {
                        line = shared; redraw()
                    } else if lastWasTab {
                        write("\n" + candidates.joined(separator: "   ") + "\n"); redraw()
                    } else {
                        write("\u{7}")
                    }
                } else {
                    write("\u{7}")
                }
            case 0x1B:
                guard readByte() == UInt8(ascii: "["), let key = readByte() else { continue }
                if key == UInt8(ascii: "A"), historyIndex > 0 {
                    historyIndex -= 1; line = history[historyIndex]; redraw()
                } else if key == UInt8(ascii: "B"), historyIndex < history.count {
                    historyIndex += 1; line = historyIndex < history.count ? history[historyIndex] : ""; redraw()
                }
            default:
                guard byte >= 0x20 else { continue }
                guard line.utf8.count <= RunInput.maximumLineBytes else {
                    if !full { write("\u{7}") }
                    full = true
                    continue
                }
                pending.append(byte)
                let text = String(decoding: pending, as: UTF8.self)
                // Wait for the rest of a multi-byte character (a lone lead byte decodes as U+FFFD).
                if text == "\u{FFFD}", pending.count < 4, byte >= 0x80 { continue }
                pending.removeAll()
                line += text
                write(text)
            }
        }
        write("\n")
        return line.isEmpty ? nil : line
    }
}
