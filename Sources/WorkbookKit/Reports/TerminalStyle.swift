#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// ANSI styling that is on only when writing to a terminal and `NO_COLOR` is unset (https://no-color.org).
public struct TerminalStyle: Sendable {
    public var colour: Bool

    public init(colour: Bool) { self.colour = colour }

    /// Colour on when `fd` is a TTY, `NO_COLOR` is unset or empty, and `TERM` is not `dumb`.
    public static func detect(fd: Int32 = 1, environment: [String: String] = ProcessInfo.processInfo.environment) -> TerminalStyle {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return TerminalStyle(colour: isatty(fd) == 1 && !noColor && environment["TERM"] != "dumb")
    }

    private func wrap(_ code: String, _ text: String) -> String { colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
    public func red(_ text: String) -> String { wrap("31", text) }
    public func green(_ text: String) -> String { wrap("32", text) }
    public func yellow(_ text: String) -> String { wrap("33", text) }
    public func cyan(_ text: String) -> String { wrap("36", text) }
    public func bold(_ text: String) -> String { wrap("1", text) }
    public func dim(_ text: String) -> String { wrap("2", text) }
}
