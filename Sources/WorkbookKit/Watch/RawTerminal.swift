#if canImport(Glibc)
import Glibc
#endif

/// The terminal settings saved before entering raw mode; read by the signal handler, which may run at any time.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var savedDescriptor: Int32 = -1
/// The dispositions of SIGINT, SIGTERM and SIGHUP before ours, handed the signal after the terminal is restored.
nonisolated(unsafe) private var previousActions: [sigaction] = [.init(), .init(), .init()]
private let restoredSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
/// Whether the handlers are in place: installed once per process. (Installed again, a handler would find itself as
/// the disposition to hand the signal on to, and raise it to itself for ever.)
nonisolated(unsafe) private var handlersInstalled = false

/// Single-key input: turns off line buffering and echo on a terminal (`termios`), and always puts the settings back —
/// on ``restore()``, and on SIGINT, SIGTERM and SIGHUP, whose handler restores the terminal and then hands the
/// signal to the disposition that was there before (the grader's child-group reaper, or the default, so the shell
/// sees the usual exit status). Signals (Ctrl-C) stay enabled.
public final class RawTerminal {
    public let descriptor: Int32
    private var active = false

    /// Nil when `descriptor` is not a terminal (keys are then read as they come, e.g. from a pipe).
    public init?(descriptor: Int32 = 0) {
        guard isatty(descriptor) == 1 else { return nil }
        self.descriptor = descriptor
    }

    deinit { restore() }

    /// Enters single-key mode.
    public func enter() {
        guard !active else { return }
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return }
        savedSettings = settings
        savedDescriptor = descriptor
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &settings.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        tcsetattr(descriptor, TCSANOW, &settings)
        active = true
        guard !handlersInstalled else { return }
        handlersInstalled = true
        for (index, signalNumber) in restoredSignals.enumerated() {
            var action: sigaction = .init()
            action.__sigaction_handler.sa_handler = { number in
                if savedDescriptor >= 0 { tcsetattr(savedDescriptor, TCSANOW, &savedSettings) }
                // Hand the signal on: re-install what was there and raise it again (delivered once we return).
                for (index, candidate) in [SIGINT, SIGTERM, SIGHUP].enumerated() where candidate == number {
                    sigaction(number, &previousActions[index], nil)
                }
                raise(number)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signalNumber, &action, &previousActions[index])
        }
    }

    /// Puts the saved settings back (idempotent).
    public func restore() {
        guard active else { return }
        tcsetattr(descriptor, TCSANOW, &savedSettings)
        // Leave the handlers in place: with no saved terminal they only hand the signal on, and a handler installed
        // after ours (the reaper) may be chaining to them.
        savedDescriptor = -1
        active = false
    }

    /// Rows of the terminal on `descriptor`, or nil if unknown.
    public static func rows(of descriptor: Int32 = 1) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    /// Columns of the terminal on `descriptor`, or nil if unknown (not a terminal).
    public static func columns(of descriptor: Int32 = 1) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
