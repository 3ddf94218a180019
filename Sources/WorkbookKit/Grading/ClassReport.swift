import Foundation

/// What `workbook grade` found for a whole class: `report.json` in its output folder, and the one model every other
/// report there (`grades.csv`, `junit.xml`, Gradescope's `results.json` per student, `summary.md`, `index.html`) is
/// written from — so `workbook merge` can join shard reports from their `report.json` alone.
///
/// JSON:
/// ```json
/// {"workbook": "swiftui-debugging-workbook", "graded_at": "2026-12-01T10:00:00Z",
///  "exercises": [{"id": "01-state-reset", "title": "…", "category": "state-reset"}],
///  "shard": {"index": 1, "count": 4},
///  "students": [{"student": "s123", "name": "Ada", "source": "https://…/ada.git", "commit": "9f…",
///                "exercises": {"01-state-reset": {"status": "pass", "stage": null, "tests": […], "budgets": […],
///                                                  "attempts": 3, "hints_used": 1, …}},
///                "flags": [{"kind": "tampering", "exercise": null, "path": "grader.yml", "message": "…"}]}]}
/// ```
/// `shard` is absent for a whole class. Students are in roster order (sources in the order given).
public struct ClassReport: Sendable, Codable, Equatable {
    /// The instructor's workbook: its folder name.
    public var workbook: String
    public var gradedAt: Date
    /// The exercises graded, in catalogue order: the columns of every report.
    public var exercises: [Column]
    public var shard: Shard?
    public var students: [StudentGrade]

    /// One exercise column.
    public struct Column: Sendable, Codable, Equatable {
        public var id: String
        public var title: String
        public var category: String

        public init(id: String, title: String, category: String) { self.id = id; self.title = title; self.category = category }
    }

    /// A deterministic slice of a class (`--shard index/count`, `index` from 1).
    public struct Shard: Sendable, Codable, Equatable {
        public var index: Int
        public var count: Int

        public init(index: Int, count: Int) { self.index = index; self.count = count }
    }

    public init(workbook: String, gradedAt: Date, exercises: [Column], shard: Shard? = nil, students: [StudentGrade]) {
        self.workbook = workbook; self.gradedAt = gradedAt; self.exercises = exercises; self.shard = shard; self.students = students
    }

    enum CodingKeys: String, CodingKey {
        case workbook, exercises, shard, students
        case gradedAt = "graded_at"
    }

    /// `report.json`'s bytes: pretty, key-sorted, ISO 8601 dates.
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return (try? encoder.encode(self)) ?? Data()
    }

    /// The largest `report.json` read.
    static let maximumBytes = 64 << 20
    /// The most exercises a report grades, and the most cells (students × exercises) of its grid: every page and file
    /// written from a report has one entry per cell, so a small file claiming a huge grid would take minutes and
    /// gigabytes (break-it pass 35: 2,000 × 2,000 from 367 KB took 32 s and 2.4 GB). A class of 12,000 students on the
    /// whole catalogue fits.
    static let maximumExercises = 1_000
    static let maximumCells = 1_000_000

    /// Throws when the report's grid is larger than any class's (``maximumExercises``, ``maximumCells``).
    func refuseOversizedGrid(named name: String) throws(WorkbookError) {
        let (cells, overflow) = students.count.multipliedReportingOverflow(by: exercises.count)
        guard exercises.count <= Self.maximumExercises, !overflow, cells <= Self.maximumCells else {
            throw .setup("\(name) grades \(students.count) students on \(exercises.count) exercises, more than a class report written by `workbook grade` can hold (at most \(Self.maximumExercises) exercises and \(Self.maximumCells) students × exercises).")
        }
    }

    /// Reads a `report.json`, its students' texts made printable (``printable``) whoever wrote it.
    ///
    /// - Throws: ``WorkbookError/setup(_:)`` naming the file when it is not a class report.
    public static func read(_ file: URL) throws(WorkbookError) -> ClassReport {
        // A class of thousands writes a few megabytes; one far larger is no report `grade` wrote (break-it pass 34).
        if let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int, size > maximumBytes {
            throw .setup("\(file.path) is \(size >> 20) MiB, more than a class report written by `workbook grade` can be (at most \(maximumBytes >> 20) MiB).")
        }
        guard let data = FileManager.default.contents(atPath: file.path) else { throw .setup("Cannot read \(file.path).") }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let report: ClassReport
        do {
            report = try decoder.decode(ClassReport.self, from: data).printable
        } catch {
            throw .setup("\(file.path) is not a class report written by `workbook grade`: \(error)")
        }
        try report.refuseOversizedGrid(named: file.path)
        return report
    }
}

/// One student's grades (an entry of ``ClassReport/students``).
public struct StudentGrade: Sendable, Codable, Equatable {
    /// The roster's student id (without a roster: the source's folder or repository name).
    public var student: String
    /// The roster's name (without a roster: the same as ``student``).
    public var name: String
    /// The local path or git URL graded.
    public var source: String
    /// The commit graded (full hex); `nil` when the source could not be read.
    public var commit: String?
    /// By exercise id; an exercise not graded (the source could not be read) is absent.
    public var exercises: [String: ExerciseGrade]
    /// Everything refused or suspicious in the submission, in the order found.
    public var flags: [GradeFlag]
    /// Why nothing of this source could be graded (a clone that failed, no commit before the deadline), if so.
    public var error: String?

    public init(student: String, name: String, source: String, commit: String? = nil, exercises: [String: ExerciseGrade] = [:],
                flags: [GradeFlag] = [], error: String? = nil) {
        self.student = student; self.name = name; self.source = source; self.commit = commit
        self.exercises = exercises; self.flags = flags; self.error = error
    }

    /// Exercises passed.
    public var passed: Int { exercises.values.filter { $0.check.status == .pass }.count }
}

/// One exercise of one student: the check's result (its JSON fields, as `workbook check --json` prints them) and the
/// student's own history of it from `refs/workbook/progress`, side by side in one JSON object.
public struct ExerciseGrade: Sendable, Equatable {
    /// The instructor's check of the student's code.
    public var check: CheckResult
    /// Attempts the student recorded (`attempts`).
    public var attempts: Int
    /// Highest hint tier the student revealed (`hints_used`).
    public var hintsUsed: Int
    /// The student viewed the solution before passing (`solution_viewed`).
    public var solutionViewed: Bool
    /// The student's first recorded pass (`first_pass`), and seconds from their first attempt to it (`seconds_to_pass`).
    public var firstPass: Date?
    public var secondsToPass: Double?

    public init(check: CheckResult, attempts: Int = 0, hintsUsed: Int = 0, solutionViewed: Bool = false, firstPass: Date? = nil,
                secondsToPass: Double? = nil) {
        self.check = check; self.attempts = attempts; self.hintsUsed = hintsUsed; self.solutionViewed = solutionViewed
        self.firstPass = firstPass; self.secondsToPass = secondsToPass
    }
}

extension ExerciseGrade: Codable {
    enum CodingKeys: String, CodingKey {
        case attempts
        case hintsUsed = "hints_used", solutionViewed = "solution_viewed", firstPass = "first_pass", secondsToPass = "seconds_to_pass"
    }

    public func encode(to encoder: any Encoder) throws {
        try check.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(attempts, forKey: .attempts)
        try container.encode(hintsUsed, forKey: .hintsUsed)
        try container.encode(solutionViewed, forKey: .solutionViewed)
        try container.encodeIfPresent(firstPass, forKey: .firstPass)
        try container.encodeIfPresent(secondsToPass, forKey: .secondsToPass)
    }

    public init(from decoder: any Decoder) throws {
        check = try CheckResult(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        attempts = try container.decode(Int.self, forKey: .attempts)
        hintsUsed = try container.decode(Int.self, forKey: .hintsUsed)
        solutionViewed = try container.decode(Bool.self, forKey: .solutionViewed)
        firstPass = try container.decodeIfPresent(Date.self, forKey: .firstPass)
        secondsToPass = try container.decodeIfPresent(Double.self, forKey: .secondsToPass)
    }
}

/// Something refused or suspicious in a submission: never used, always reported.
public struct GradeFlag: Sendable, Codable, Equatable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// The student's copy of a file the instructor's workbook provides (`grader.yml`, `Tests/Hidden/…`,
        /// `Package.swift`, `Sources/…`) differs from the instructor's; the instructor's was used.
        case tampering
        /// A symbolic link under `Exercises/`; not copied.
        case symlink
        /// A file that is not a regular file or folder (a device, a FIFO, a socket, a submodule); not copied.
        case specialFile = "special-file"
        /// A file over the size limit; not copied.
        case oversize
        /// A path that is not valid UTF-8, or otherwise unusable as a file name; not copied.
        case badName = "bad-name"
        /// The exercise's code uses what exercises may not (``ModulePolicy``).
        case refusedConstruct = "refused-construct"
        /// The code went over a limit of the sandbox (memory, processes, time, output).
        case limit
        /// The student's progress history could not be read; attempts and hints show 0.
        case progressUnreadable = "progress-unreadable"
    }

    public var kind: Kind
    /// The exercise it concerns, if one.
    public var exercise: String?
    /// The path in the student's repository, if one.
    public var path: String?
    /// What was found and what was done about it, in plain words.
    public var message: String

    public init(kind: Kind, exercise: String? = nil, path: String? = nil, message: String) {
        self.kind = kind; self.exercise = exercise; self.path = path; self.message = message
    }
}
