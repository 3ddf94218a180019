import Foundation
import Testing
@testable import WorkbookKit

/// Issue 30, item 5 for `workbook grade`: a student whose name, id, source path, file names and test output carry
/// escape sequences, a text-direction override and line breaks; none of them reaches the terminal's progress line or
/// any file of the output folder (`report.json`, `grades.csv`, `junit.xml`, Gradescope's JSON, `summary.md`,
/// `index.html`).
@Suite(.enabled(if: GradeTests.git != nil, "needs the git command to make the student's repository"))
struct UntrustedGradeTextTests {
    /// The student's name, id, folder and branch.
    static let hostile = "Mal\u{1B}[2Jlory\u{202E}\nX\u{9B}31m"
    static let cleaned = "Mal[2JloryX31m"
    /// What their code printed, echoed by a test's message and output (several lines, as output is).
    static let echoed = "\u{1B}[2Jred\u{202E}txt\u{9B}\r\nline 2"
    static let echoedCleaned = "[2Jredtxt\nline 2"

    /// Whether `text` holds an escape, a C1 control, a text-direction character, or a control other than a line end or
    /// a tab (the files' own structure).
    static func holdsUnsafe(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 != "\n" && $0 != "\r" && $0 != "\t" && UntrustedText.isUnsafe($0) }
    }

    /// A grade as ``ClassGrader`` gathers one for this student: the flags of their real submission (files named with an
    /// escape, an override and a line break), and a check whose test echoes what their code printed; and the real
    /// errors of a source that is gone and of one whose branch has no commit before the deadline, both named with them.
    static func hostileReport() throws -> ClassReport {
        let room = try HostileSubmissionTests.Class()
        defer { room.remove() }
        let student = try room.student("mallory", files: [
            "Exercises/01-one/A.swift": "let a = 1\n",
            "Exercises/01-one/Evil\n\u{1B}[2J.swift": "let b = 2\n",
            "Exercises/01-one/Back\u{202E}tfiws.swift": "let c = 3\n",
        ])
        let scratch = room.scratch("m")
        try FileManager.default.createDirectory(at: scratch.deletingLastPathComponent(), withIntermediateDirectories: true)
        let fetched = try SubmissionSource(location: student.path).fetch(into: scratch, before: nil)
        let flags = try SubmissionCopy.make(from: fetched, instructor: room.instructor, exercises: room.instructor.catalogue.exercises,
                                            provided: SubmissionCopy.Provided(room.instructor), at: room.base.appendingPathComponent("copy"))
        #expect(flags.count >= 2)
        let gone = room.base.appendingPathComponent("gone-\(hostile)").path
        let goneError = Self.error { _ = try SubmissionSource(location: gone).fetch(into: room.scratch("g"), before: nil) }
        let late = try room.student("late-\(hostile)")
        try room.git(["branch", "-m", "main", "late\u{202E}\u{9B}"], in: late)
        let lateScratch = room.scratch("l")
        try FileManager.default.createDirectory(at: lateScratch.deletingLastPathComponent(), withIntermediateDirectories: true)
        let lateError = Self.error { _ = try SubmissionSource(location: late.path).fetch(into: lateScratch, before: Date(timeIntervalSince1970: 0)) }
        #expect(lateError.contains("dated before 1970"), "\(lateError)")
        #expect(!UntrustedText.needsCleaning(goneError) && !UntrustedText.needsCleaning(lateError), "SubmissionSource's own messages are clean")
        var check = CheckResult(exercise: "01-one", title: "One", status: .fail, stage: .test, tests: [
            TestOutcome(name: "Shows \(hostile)", status: .fail, message: "Expected 1, got \(echoed)", output: "printed \(echoed)\r\n"),
        ], diagnostics: [
            CompilerDiagnostic(file: "Exercises/01-one/\(hostile).swift", line: 1, column: 1, severity: "error", message: "bad \(echoed)", excerpt: [echoed], origin: .exercise),
        ], detail: "stderr: \(echoed)")
        check.budgets = [BudgetOutcome(hotPath: "list", name: "formatters", limit: 1, measured: 2, unit: "formatters", pass: false, message: echoed)]
        let grades = [
            StudentGrade(student: "s\(hostile)", name: hostile, source: "/submissions/\(hostile)", commit: fetched.commit,
                         exercises: ["01-one": ExerciseGrade(check: check)], flags: flags + [GradeFlag(kind: .limit, exercise: "01-one", message: echoed)]),
            StudentGrade(student: "t\(hostile)", name: hostile, source: gone, error: goneError),
            StudentGrade(student: "u\(hostile)", name: hostile, source: late.path, error: lateError),
        ]
        return ClassReport(workbook: "wb", gradedAt: Date(timeIntervalSince1970: 0), exercises: [.init(id: "01-one", title: "One", category: "state-reset")],
                           students: grades)
    }

    /// The message of the error `body` throws.
    static func error(_ body: () throws -> Void) -> String {
        do { try body(); return "" } catch let error as WorkbookError { return error.description } catch { return "\(error)" }
    }

    @Test func noControlOrOverrideReachesAnyReportFile() throws {
        let report = try Self.hostileReport()
        let files = ClassReportWriter.files(report)
        #expect(files.count == 8)
        for file in files {
            let text = String(decoding: file.data, as: UTF8.self)
            #expect(!Self.holdsUnsafe(text), "\(file.path) holds a control or text-direction character")
            #expect(!Self.holdsUnsafe(file.path), "\(file.path)")
            // JSON escaping writes an escape as \u001b: still one for whoever reads the JSON.
            #expect(!text.lowercased().contains("\\u001b") && !text.lowercased().contains("\\u009b") && !text.contains("Mal[2Jlory\\n"), "\(file.path)")
        }
        for name in ["grades.csv", "junit.xml"] {
            let text = String(decoding: try #require(files.first { $0.path == name }).data, as: UTF8.self)
            #expect(text.contains(Self.cleaned), "\(name) lost the student's name")
        }

        let decoded = try JSONDecoder.iso8601.decode(ClassReport.self, from: try #require(files.first { $0.path == "report.json" }).data)
        #expect(decoded.students.map(\.name) == [Self.cleaned, Self.cleaned, Self.cleaned])
        #expect(decoded.students.map(\.student) == ["s", "t", "u"].map { $0 + Self.cleaned })
        let test = try #require(decoded.students[0].exercises["01-one"]?.check.tests.first)
        #expect(test.message == "Expected 1, got \(Self.echoedCleaned)", "a message keeps its line feed, and only that")
        #expect(test.output == "printed \(Self.echoedCleaned)\n")
        #expect(decoded.students[1].error == "\(UntrustedText.printable(decoded.students[1].source)) does not exist.")
        #expect(decoded.students[2].error?.hasSuffix("has no commit on late dated before 1970-01-01T00:00:00Z.") == true, "\(decoded.students[2].error ?? "")")
        for file in files where file.path.hasPrefix(ClassReportWriter.gradescopeFolder + "/") {
            let object = try #require(try JSONSerialization.jsonObject(with: file.data) as? [String: Any])
            let output = try #require(object["output"] as? String)
            #expect(!UntrustedText.needsCleaning(output.replacingOccurrences(of: "\n", with: "")), "\(file.path): \(output)")
        }
    }

    @Test func theProgressLineIsOneCleanLine() throws {
        let report = try Self.hostileReport()
        for (index, grade) in report.students.enumerated() {
            let line = GradeReport(style: TerminalStyle(colour: false)).line(grade, done: index + 1, total: 3)
            #expect(!UntrustedText.needsCleaning(line), "\(line)")
            #expect(line.hasPrefix("[\(index + 1)/3] \(grade.student.first!)\(Self.cleaned) \(Self.cleaned): "), "\(line)")
        }
        let coloured = GradeReport(style: TerminalStyle(colour: true)).line(report.students[1], done: 2, total: 3)
        #expect(coloured.unicodeScalars.filter { $0 == "\u{1B}" }.count == 2, "only the style's own red and reset: \(coloured)")
    }

    @Test func rosterIdsAndNamesAreTakenCleanAndStayUnique() throws {
        let roster = try Roster.parse("student,name,source\n\"s1\u{1B}[2J\",\"Ada\u{202E}\nL\",/a\u{1B}\n")
        #expect(roster.entries == [Roster.Entry(student: "s1[2J", name: "AdaL", source: "/a\u{1B}")], "the source is a path, used as given")
        #expect(throws: WorkbookError.setup("roster:3: student s1 is listed twice (first on line 2).")) {
            try Roster.parse("student,name,source\ns1,A,/a\n\"s1\u{202E}\",B,/b\n")
        }
        #expect(throws: WorkbookError.setup("roster:2: the `student` field holds only control or text-direction characters.")) {
            try Roster.parse("student,name,source\n\u{1B}\u{202E},A,/a\n")
        }
        var request = GradeCommand.Request(out: "/tmp/out")
        request.sources = ["/submissions/eve\u{1B}[2J\u{202E}", "/submissions/eve[2J", "/submissions/\u{1B}"]
        #expect(try GradeCommand.students(request).map(\.student) == ["eve[2J", "eve[2J-2", "student"])
    }
}

extension JSONDecoder {
    /// A decoder of the class report's dates.
    static var iso8601: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
