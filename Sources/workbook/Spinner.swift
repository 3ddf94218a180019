import Foundation
import Synchronization
import WorkbookKit

/// A stderr spinner for long work, shown only on a TTY; elsewhere the message is printed once.
final class Spinner: ActivityReporter {
    private let running = Mutex<Int>(0)  // generation of the active spinner; 0 = none
    private let interactive: Bool

    init(interactive: Bool) { self.interactive = interactive }

    func begin(_ message: String) {
        guard interactive else {
            FileHandle.standardError.write(Data("\(message)\n".utf8))
            return
        }
        let generation = running.withLock { value in value += 1; return value }
        Thread.detachNewThread { [self] in
            let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
            var index = 0
            while running.withLock({ $0 == generation }) {
                FileHandle.standardError.write(Data("\r\(frames[index % frames.count]) \(message)".utf8))
                index += 1
                Thread.sleep(forTimeInterval: 0.08)
            }
            FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        }
    }

    func end() {
        running.withLock { $0 += 1_000_000 }
        if interactive { Thread.sleep(forTimeInterval: 0.1) }
    }
}
