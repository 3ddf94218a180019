import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs watch mode: a ``WatchSession`` driven by a ``FileWatcher`` on `Exercises/` and single keys from standard
/// input, in one `poll(2)` loop. Saves are debounced (100 ms of quiet) and then re-check the current exercise.
/// The screen is cleared before each screen only when standard output is a terminal.
public enum WatchLoop {
    /// Runs until `q` (or end of input on a non-terminal and `stopAtEndOfInput`). Returns the exit code (0).
    ///
    /// - Parameters:
    ///   - write: prints a screen (the CLI writes it to standard output).
    public static func run(
        _ session: WatchSession, input: Int32 = 0, clearScreen: Bool = isatty(1) == 1, stopAtEndOfInput: Bool = false,
        write: @escaping (String) -> Void
    ) -> Int32 {
        let watcher = FileWatcher(root: session.workbook.contentRoot.appendingPathComponent("Exercises"))
        session.watchMethod = watcher.method
        let terminal = RawTerminal(descriptor: input)
        terminal?.enter()
        defer { terminal?.restore() }

        func show(_ screen: String) {
            write((clearScreen ? "\u{1B}[2J\u{1B}[H" : "") + screen + "\n")
        }
        session.willCheck = { exercise in
            write((clearScreen ? "\u{1B}[2J\u{1B}[H" : "\n") + session.checkingLine(exercise) + "\n")
        }
        defer { session.willCheck = nil }

        show(session.start())
        var readingInput = true
        var pendingSince: Date?
        while true {
            var descriptors = [
                pollfd(fd: watcher.descriptor ?? -1, events: Int16(POLLIN), revents: 0),
                pollfd(fd: readingInput ? input : -1, events: Int16(POLLIN), revents: 0),
            ]
            var timeout: Int32 = -1
            if let pendingSince {
                timeout = Int32(max(0, (0.1 - Date().timeIntervalSince(pendingSince)) * 1000))
            } else if watcher.descriptor == nil {
                timeout = Int32(watcher.pollInterval * 1000)
            }
            let ready = poll(&descriptors, 2, timeout)
            if ready < 0 && errno != EINTR { break }

            if descriptors[1].revents != 0 {
                var byte: UInt8 = 0
                let count = read(input, &byte, 1)
                if count <= 0 {
                    readingInput = false
                    if stopAtEndOfInput { return 0 }
                } else if let key = WatchSession.Key(rawValue: Character(UnicodeScalar(byte))) ?? WatchSession.Key(rawValue: Character(UnicodeScalar(byte)).lowercased().first!) {
                    guard let screen = session.handle(key) else { return 0 }
                    show(screen)
                }
            }
            if descriptors[0].revents != 0 || watcher.descriptor == nil {
                if !watcher.changes().isEmpty { pendingSince = Date() }
            }
            if let since = pendingSince, Date().timeIntervalSince(since) >= 0.1 {
                pendingSince = nil
                show(session.filesChanged())
                _ = watcher.changes()  // the check itself does not write under Exercises/, but a save during it would show next
            }
        }
        return 0
    }
}
