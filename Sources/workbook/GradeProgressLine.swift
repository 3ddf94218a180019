import Foundation
import Synchronization
import WorkbookKit

/// Prints `workbook grade`'s progress on stderr: a bar redrawn in place on a terminal, else one line per student.
final class GradeProgressLine: Sendable {
    private let interactive: Bool
    private let report: GradeReport
    private let start = ContinuousClock.now
    private let checks = Mutex<Int>(0)

    init(interactive: Bool, style: TerminalStyle) {
        self.interactive = interactive
        report = GradeReport(style: style)
    }

    func update(_ grade: StudentGrade, done: Int, total: Int) {
        let checked = checks.withLock { value in value += grade.exercises.count; return value }
        if interactive {
            let elapsed = ContinuousClock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let text = "\r\u{1B}[2K" + report.line(grade, done: done, total: total) + "\n"
                + report.bar(done: done, total: total, checks: checked, seconds: seconds)
            FileHandle.standardError.write(Data(text.utf8))
        } else {
            FileHandle.standardError.write(Data((report.line(grade, done: done, total: total) + "\n").utf8))
        }
    }

    func finish() {
        if interactive { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
    }
}
