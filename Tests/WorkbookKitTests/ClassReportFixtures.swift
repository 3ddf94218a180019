import Foundation
@testable import WorkbookKit

/// Class reports for the batch-grading report tests: a small one whose students are hostile (names, ids and sources
/// that try HTML, spreadsheet formulas, path traversal and case clashes) and a deterministic class of any size.
enum ClassReportFixtures {
    static let gradedAt = Date(timeIntervalSince1970: 1_796_119_200)  // 2026-12-01 10:00 UTC

    static let columns = [
        ClassReport.Column(id: "01-hidden-tally-resets", title: "The tally starts over", category: "state-reset"),
        ClassReport.Column(id: "02-edits-go-nowhere", title: "Edits go nowhere", category: "lost-binding"),
        ClassReport.Column(id: "03-restore-defaults-does-nothing", title: "Restore defaults does nothing", category: "observers"),
    ]

    static let scriptName = "<script>alert(1)</script>"
    static let attributeBreak = "\"onmouseover=alert(2) x=\""
    static let formula = "=HYPERLINK(\"http://evil.example\",\"click\")"

    static func check(_ exercise: String, _ status: CheckResult.Status, failing: Int = 0, passing: Int = 2, message: String = "It reads 0; it should read 2.") -> CheckResult {
        var tests = (0..<passing).map { TestOutcome(name: "Works \($0 + 1)", status: .pass, tags: [$0 == 0 ? "symptom" : "regression"]) }
        tests += (0..<failing).map { TestOutcome(name: "Breaks \($0 + 1)", status: .fail, message: message, tags: ["symptom"]) }
        switch status {
        case .pass: return CheckResult(exercise: exercise, title: "T", status: .pass, stage: nil, tests: tests, durationSeconds: 1.2)
        case .fail: return CheckResult(exercise: exercise, title: "T", status: .fail, stage: .test, tests: tests, durationSeconds: 1.5)
        case .error:
            return CheckResult(exercise: exercise, title: "T", status: .error, stage: .build, durationSeconds: 0.4,
                               detail: "Your code in Exercises/\(exercise)/ does not compile (1 error).", buildOrigin: .exercise)
        }
    }

    static func grade(_ exercise: String, _ status: CheckResult.Status, attempts: Int = 1, hints: Int = 0, solution: Bool = false, message: String = "It reads 0; it should read 2.") -> ExerciseGrade {
        ExerciseGrade(check: check(exercise, status, failing: status == .fail ? 1 : 0, message: message), attempts: attempts, hintsUsed: hints, solutionViewed: solution)
    }

    /// Six students: hostile text everywhere, a case clash of ids (`Ada`, `ada`), one source that could not be read.
    static var hostileClass: ClassReport {
        let (a, b, c) = (columns[0].id, columns[1].id, columns[2].id)
        return ClassReport(workbook: "SwiftUI Debugging Workbook", gradedAt: gradedAt, exercises: columns, students: [
            StudentGrade(student: "s1", name: scriptName, source: "https://example.com/s1.git", commit: "9f1c",
                         exercises: [a: grade(a, .pass, attempts: 2), b: grade(b, .fail, attempts: 7, hints: 2), c: grade(c, .error, attempts: 3)]),
            StudentGrade(student: attributeBreak, name: attributeBreak, source: formula, commit: "ab12",
                         exercises: [a: grade(a, .fail, attempts: 9, hints: 3, solution: true, message: "<img src=x onerror=alert(3)>"),
                                     b: grade(b, .pass), c: grade(c, .pass)],
                         flags: [GradeFlag(kind: .tampering, path: "grader.yml", message: "<b>grader.yml</b> differs; the instructor's was used.")]),
            StudentGrade(student: "../../etc/passwd", name: "-2+3,\"quoted\"\nsecond line", source: "@SUM(A1)", commit: "cd34",
                         exercises: [a: grade(a, .pass), b: grade(b, .pass), c: grade(c, .fail, attempts: 1)],
                         flags: [GradeFlag(kind: .symlink, exercise: c, path: "Exercises/\(c)/<evil>.swift", message: "A symbolic link to /etc/passwd; not copied.")]),
            StudentGrade(student: "Ada", name: "Ada Lovelace", source: "/srv/class/ada", commit: "ef56",
                         exercises: [a: grade(a, .pass), b: grade(b, .pass), c: grade(c, .pass)]),
            StudentGrade(student: "ada", name: "Ada Byron", source: "/srv/class/ada2", commit: "0a0b",
                         exercises: [a: grade(a, .pass), b: grade(b, .fail, attempts: 0, hints: 1), c: grade(c, .pass)]),
            StudentGrade(student: "bob", name: "Bob", source: "https://example.com/bob.git",
                         error: "Could not clone https://example.com/bob.git: repository not found."),
        ])
    }

    /// `students` × `exercises`, the same every run: a third of the students far along, a third midway, a third
    /// stuck early, with attempts, hints, errors, a few ungraded sources and flags.
    static func bigClass(students: Int = 30, exercises: Int = 15) -> ClassReport {
        let categories = ["state-reset", "lost-binding", "observers", "presentation", "previews", "navigation", "performance"]
        let slugs = ["hidden-tally-resets", "edits-go-nowhere", "restore-defaults-does-nothing", "sheet-shows-stale-data",
                     "preview-crashes", "link-does-not-push", "screen-pops-itself", "path-not-restored", "tab-loses-state",
                     "split-view-selection", "order-history-stutters", "formatter-per-row", "sorting-in-body",
                     "rows-rerun", "eager-stack"]
        let columns = (0..<exercises).map { index in
            let slug = slugs[index % slugs.count]
            return ClassReport.Column(id: String(format: "%02d", index + 1) + "-" + slug, title: slug.replacingOccurrences(of: "-", with: " ").capitalized,
                                      category: categories[index % categories.count])
        }
        let first = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "John", "Margaret", "Ken", "Radia", "Tim",
                     "Hedy", "Linus", "Katherine", "Dennis", "Adele", "Niklaus", "Sophie", "Guido"]
        let last = ["Lovelace", "Hopper", "Turing", "Dijkstra", "Liskov", "Knuth", "Allen", "McCarthy", "Hamilton", "Thompson",
                    "Perlman", "Berners-Lee", "Lamarr", "Torvalds", "Johnson", "Ritchie", "Goldberg", "Wirth", "Wilson", "van Rossum"]
        var seed: UInt64 = 42
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        var grades: [StudentGrade] = []
        for index in 0..<students {
            let id = String(format: "s%03d", index + 1)
            let name = "\(first[index % first.count]) \(last[(index * 7) % last.count])"
            if index == 17 {
                grades.append(StudentGrade(student: id, name: name, source: "https://git.example.edu/class/\(id).git",
                                           error: "Could not clone https://git.example.edu/class/\(id).git: authentication required."))
                continue
            }
            let reach = index % 3 == 0 ? exercises : index % 3 == 1 ? exercises / 2 : 3
            var exercisesGraded: [String: ExerciseGrade] = [:]
            for (position, column) in columns.enumerated() {
                let roll = next(100)
                let status: CheckResult.Status = position < reach ? (roll < 85 ? .pass : .fail)
                    : position == reach ? (roll < 25 ? .error : .fail) : (roll < 10 ? .error : .fail)
                let attempts = position < reach ? 1 + next(4) : position == reach ? 5 + next(12) : next(2)
                let hints = position <= reach ? next(4) : 0
                exercisesGraded[column.id] = grade(column.id, status, attempts: attempts, hints: hints, solution: position == reach && roll % 7 == 0)
            }
            var flags: [GradeFlag] = []
            if index == 4 { flags.append(GradeFlag(kind: .tampering, path: "Tests/Hidden/01-hidden-tally-resets/Tests.swift", message: "The hidden suite differs from the instructor's; the instructor's was used.")) }
            if index == 11 { flags.append(GradeFlag(kind: .limit, exercise: columns[2].id, message: "The tests used more than 512 MiB of memory; the check was stopped.")) }
            if index == 23 { flags.append(GradeFlag(kind: .symlink, exercise: columns[1].id, path: "Exercises/\(columns[1].id)/Model.swift", message: "A symbolic link to /etc/passwd; not copied.")) }
            grades.append(StudentGrade(student: id, name: name, source: "https://git.example.edu/class/\(id).git",
                                       commit: String(format: "%040lx", index * 2_654_435_761), exercises: exercisesGraded, flags: flags))
        }
        return ClassReport(workbook: "SwiftUI Debugging Workbook", gradedAt: gradedAt, exercises: columns, students: grades)
    }

    /// A fresh folder under the temporary directory.
    static func scratchFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
