import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs watch mode: a ``WatchSession`` driven by a ``FileWatcher`` on `Exercises/`, single keys from standard
/// input and the end of the session's background check, in one `poll(2)` loop, so keys and saves are handled while a
/// check runs. Saves are debounced (100 ms of quiet) and then re-check the current exercise (stopping a check of
/// older code). The screen is cleared before each screen only when standard output is a terminal; there, a check
/// running longer than a second shows a spinner and its seconds, redrawn in place ten times a second.
public enum WatchLoop {
    /// Runs until `q` (or end of input on a non-terminal and `stopAtEndOfInput`, once no check runs). Returns the
    /// exit code (0). A check still running when it returns is stopped first; the terminal is restored.
    ///
    /// - Parameters:
    ///   - write: prints a screen, or the escape sequences that redraw the status line (the CLI writes it to standard
    ///     output, adding a newline unless the text ends in one; every text passed ends in one).
    public static func run(
        _ session: WatchSession, input: Int32 = 0, clearScreen: Bool = isatty(1) == 1, stopAtEndOfInput: Bool = false,
        write: @escaping (String) -> Void
    ) -> Int32 {
        let watcher = FileWatcher(root: session.workbook.contentRoot.appendingPathComponent("Exercises"))
        session.watchMethod = watcher.method
        let terminal = RawTerminal(descriptor: input)
        terminal?.enter()
        defer { terminal?.restore() }
        defer { session.stopChecking() }  // runs first: no child outlives the loop

        func show(_ screen: String) {
            write((clearScreen ? "\u{1B}[2J\u{1B}[H" : "") + screen + "\n")
        }
        /// On a terminal, the next screen fits its size now (it may have been resized).
        func measure() {
            guard clearScreen else { return }
            if let rows = RawTerminal.rows(of: 1) { session.height = rows }
            if let columns = RawTerminal.columns(of: 1) { session.width = columns }
        }

        show(session.start())
        var readingInput = true
        var quitWhenIdle = false
        var pendingSince: Date?
        while true {
            var descriptors = [
                pollfd(fd: watcher.descriptor ?? -1, events: Int16(POLLIN), revents: 0),
                pollfd(fd: readingInput ? input : -1, events: Int16(POLLIN), revents: 0),
                pollfd(fd: session.checkDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
            ]
            var timeout: Int32 = -1
            func wakeWithin(_ seconds: Double) {
                let milliseconds = Int32(max(0, seconds * 1000).rounded(.up))
                timeout = timeout < 0 ? milliseconds : min(timeout, milliseconds)
            }
            if let pendingSince { wakeWithin(0.1 - Date().timeIntervalSince(pendingSince)) }
            if watcher.descriptor == nil { wakeWithin(watcher.pollInterval) }
            if session.isChecking { wakeWithin(0.1) }  // the spinner; also notices the end if the check has no pipe
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready < 0 && errno != EINTR { break }
            measure()

            if session.isCheckFinished, let screen = session.checkFinished() {
                show(screen)
                if quitWhenIdle && !session.isChecking { return 0 }
            }
            if descriptors[1].revents != 0 {
                var byte: UInt8 = 0
                let count = read(input, &byte, 1)
                if count <= 0 {
                    readingInput = false
                    if stopAtEndOfInput {
                        guard session.isChecking else { return 0 }
                        quitWhenIdle = true
                    }
                } else if let key = WatchSession.Key(rawValue: Character(UnicodeScalar(byte))) ?? WatchSession.Key(rawValue: Character(UnicodeScalar(byte)).lowercased().first!) {
                    let stopping = session.isChecking ? session.current?.id : nil
                    guard let screen = session.handle(key) else {
                        if let stopping { write("Stopped checking \(stopping); that check is not recorded.\n") }
                        return 0
                    }
                    show(screen)
                }
            }
            if descriptors[0].revents != 0 || watcher.descriptor == nil {
                if !watcher.changes().isEmpty { pendingSince = Date() }
            }
            if let since = pendingSince, Date().timeIntervalSince(since) >= 0.1 {
                pendingSince = nil
                show(session.filesChanged())
            }
            // Redraw the status line (the last but one; the cursor is on the line after the legend) in place, and
            // come back down with two newlines (the write ends in a newline, so `write` adds none).
            if clearScreen, let elapsed = session.checkElapsedSeconds, elapsed >= 1, let line = session.checkingLine() {
                write("\u{1B}[2A\r\u{1B}[2K" + line + "\n\n")
            }
        }
        return 0
    }
}
