// Standard output and the command pipe of `workbook run`'s app (see ViewHostConsole.swift), at the level of the C
// library. This file imports Glibc alone, not Foundation: Foundation re-exports Glibc without `@preconcurrency`, and
// Swift 6 then refuses any use of the C `stdout`.
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

enum ConsoleStream {
    /// Makes standard output unbuffered, so what `print` writes reaches the pipe at once, in order with
    /// ``write(_:)``'s lines, and nothing is lost if the app crashes.
    static func unbufferStandardOutput() {
        setvbuf(stdout, nil, _IONBF, 0)
    }

    /// Writes `bytes` to standard output through the C library's stream, the one `print` uses.
    static func write(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, stdout) }
    }

    /// Everything a pipe at `descriptor` holds until its end, as text, and closes it; nil if there is no such pipe.
    static func takeInput(_ descriptor: Int32) -> String? {
        var reader = LineReader(descriptor: descriptor)
        var lines: [[UInt8]] = []
        while let line = reader.next() { lines.append(line) }
        guard close(descriptor) == 0 else { return nil }
        return String(decoding: Array(lines.joined(separator: [0x0A])), as: UTF8.self)
    }

    /// Reads lines from a file descriptor (a pipe), blocking until one is complete.
    struct LineReader {
        let descriptor: Int32
        private var buffer: [UInt8] = []
        private var ended = false

        init(descriptor: Int32) { self.descriptor = descriptor }

        /// The next line without its newline; nil at the end of input (or a read error).
        mutating func next() -> [UInt8]? {
            while true {
                if let newline = buffer.firstIndex(of: 0x0A) {
                    let line = Array(buffer[..<newline])
                    buffer.removeSubrange(...newline)
                    return line
                }
                if ended {
                    guard !buffer.isEmpty else { return nil }
                    defer { buffer.removeAll() }
                    return buffer
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
}
