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
public final class DescriptorLineSource: RunLineSource {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var ended = false

    public init(descriptor: Int32 = 0) { self.descriptor = descriptor }

    public var showsInput: Bool { false }

    public func nextLine(prompt: String, completions: (String) -> [String]) -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[..<newline]
                buffer.removeSubrange(...newline)
                return String(decoding: line, as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
            }
            if ended {
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return String(decoding: buffer, as: UTF8.self)
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk[0..<count]
            } else if count < 0, errno == EINTR {
                continue
            } else {
                ended = true
            }
        }
    }
}

/// A line editor on a terminal: the keys as typed, Backspace, Ctrl-U (clear the line), ↑ and ↓ (earlier lines), Tab
/// (complete from what is on screen: once to fill in what every candidate shares, or the only one; twice to list
/// them), Enter, Ctrl-D on an empty line (end). The terminal is in single-key mode (``RawTerminal``) only while a
/// line is being read, and always put back; Ctrl-C still interrupts.
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
                if !line.isEmpty { line.removeLast(); redraw() }
            case 0x15:
                line = ""; redraw()
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
