import Foundation

/// `workbook grade SOURCE... [--roster FILE] [--jobs N] [--before DATE] [--exercises IDS] [--shard I/N] --out DIR`:
/// grades a class with this workbook's hidden suites (``ClassGrader``) and writes its reports into `DIR`
/// (``ClassReportWriter``).
public enum GradeCommand {
    /// What the command line asked for, as given.
    public struct Request: Sendable {
        public var sources: [String] = []
        public var roster: String?
        public var jobs: String?
        public var before: String?
        public var exercises: String?
        public var shard: String?
        public var out: String

        public init(out: String) { self.out = out }
    }

    /// The graded report and the files written.
    public struct Outcome: Sendable {
        public var report: ClassReport
        public var written: [ClassReportWriter.File]
    }

    /// Grades and writes the reports; `progress` is called as each student finishes (from grading threads).
    ///
    /// - Throws: ``WorkbookError/setup(_:)`` for a request that cannot be graded (no students, a bad option value, a
    ///   roster error naming its line), on a machine where students' code would not be contained
    ///   (``Sandbox/gradingRefusal(environment:)``), or when the reports cannot be written.
    public static func run(
        _ workbook: Workbook, request: Request, environment: [String: String] = ProcessInfo.processInfo.environment,
        reporter: any ActivityReporter = SilentReporter(), progress: @escaping ClassGrader.Progress
    ) throws(WorkbookError) -> Outcome {
        if let refusal = try Sandbox.gradingRefusal(environment: environment) { throw .setup(refusal) }
        var students = try students(request)
        let shard = try request.shard.map { text throws(WorkbookError) in try parseShard(text, environment: environment) }
        if let shard { students = ClassGrader.members(of: shard, in: students) }
        let deadline = try request.before.map { text throws(WorkbookError) in try parseDeadline(text) }
        let exercises = try chosenExercises(request.exercises, in: workbook)
        let jobs = try request.jobs.map { text throws(WorkbookError) -> Int in
            guard let jobs = Int(text), (1...64).contains(jobs) else { throw .setup("--jobs takes a number of students graded at once, 1 to 64; got '\(text)'.") }
            return jobs
        } ?? defaultJobs
        let pipeline = try CheckPipeline.prepare(workbook, reporter: reporter)
        let grader = ClassGrader(pipeline: pipeline, exercises: exercises, deadline: deadline, jobs: jobs)
        let report = grader.grade(students, shard: shard, progress: progress)
        let written = try ClassReportWriter.write(report, to: URL(fileURLWithPath: request.out))
        return Outcome(report: report, written: written)
    }

    /// Students graded at once by default: one per core (`bench/batch-throughput`: on 2 cores, one at a time left half
    /// the machine idle; two reached 2.6 checks a second).
    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// The roster's students, then one per source given on the command line (id and name: the folder or repository
    /// name, made unique with `-2`, `-3`…).
    static func students(_ request: Request) throws(WorkbookError) -> [Roster.Entry] {
        var entries = try request.roster.map { path throws(WorkbookError) in try Roster.read(URL(fileURLWithPath: path)).entries } ?? []
        var taken = Set(entries.map(\.student))
        for source in request.sources {
            let trimmed = source.hasSuffix("/") ? String(source.dropLast()) : source
            var stem = trimmed.split(whereSeparator: { "/:".contains($0) }).last.map { UntrustedText.printable(String($0)) } ?? ""
            if stem.hasSuffix(".git") { stem = String(stem.dropLast(4)) }
            if stem.isEmpty { stem = "student" }
            var id = stem, suffix = 2
            while taken.contains(id) { id = "\(stem)-\(suffix)"; suffix += 1 }
            taken.insert(id)
            let location = SubmissionSource.isURL(source) ? source : URL(fileURLWithPath: source).standardizedFileURL.path
            entries.append(Roster.Entry(student: id, name: id, source: location))
        }
        guard !entries.isEmpty else { throw .setup("grade needs students: give their repositories (paths or git URLs) or --roster FILE.") }
        return entries
    }

    /// `I/N` (1 ≤ I ≤ N), or `auto/N`: the index from Kubernetes' `JOB_COMPLETION_INDEX`, or a CI's (`CI_NODE_INDEX`
    /// on GitLab, from 1; `CIRCLE_NODE_INDEX`, `BUILDKITE_PARALLEL_JOB`, from 0), or `WORKBOOK_SHARD_INDEX` (from 0;
    /// GitHub Actions: `${{ strategy.job-index }}`).
    public static func parseShard(_ text: String, environment: [String: String]) throws(WorkbookError) -> ClassReport.Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let count = Int(parts[1]), count >= 1 else {
            throw .setup("--shard takes I/N (this machine's slice, 1 to N, of N) or auto/N; got '\(text)'.")
        }
        var index: Int
        if parts[0] == "auto" {
            let fromZero = ["JOB_COMPLETION_INDEX", "WORKBOOK_SHARD_INDEX", "CIRCLE_NODE_INDEX", "BUILDKITE_PARALLEL_JOB"]
            if let key = fromZero.first(where: { environment[$0] != nil }), let value = Int(environment[key]!) {
                guard (0..<count).contains(value) else {
                    throw .setup("--shard auto/\(count): \(key) counts shards from 0, so it must be 0 to \(count - 1); it is \(value).")
                }
                index = value + 1
            } else if let value = environment["CI_NODE_INDEX"].flatMap(Int.init) {
                index = value
            } else {
                throw .setup("--shard auto/\(count) found no shard index: set JOB_COMPLETION_INDEX (Kubernetes Indexed Job), WORKBOOK_SHARD_INDEX (from 0; in GitHub Actions `${{ strategy.job-index }}`), CI_NODE_INDEX, CIRCLE_NODE_INDEX or BUILDKITE_PARALLEL_JOB.")
            }
        } else {
            guard let given = Int(parts[0]) else { throw .setup("--shard takes I/N or auto/N; got '\(text)'.") }
            index = given
        }
        guard (1...count).contains(index) else { throw .setup("--shard \(text): the index must be 1 to \(count); it is \(index).") }
        return ClassReport.Shard(index: index, count: count)
    }

    /// `text` as an ISO 8601 date-time or date whose fields are all in range: written back, it gives its own date,
    /// time and offset again (24:00, second 60, month 13, day 30 of February and offsets past ±18:00 are refused).
    private static func strictDeadline(_ text: String) -> Date? {
        let pattern = #/^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(Z|[+-](\d{2}):(\d{2})))?$/#
        guard let match = text.wholeMatch(of: pattern) else { return nil }
        let full = ISO8601DateFormatter()
        let dayOnly = ISO8601DateFormatter()
        dayOnly.formatOptions = [.withFullDate]
        guard let date = full.date(from: text) ?? dayOnly.date(from: text) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        var offset = 0
        if let hours = match.8.flatMap({ Int($0) }), let minutes = match.9.flatMap({ Int($0) }) {
            guard hours <= 18, minutes < 60 else { return nil }
            offset = (hours * 3600 + minutes * 60) * (match.7?.hasPrefix("-") == true ? -1 : 1)
        }
        guard let zone = TimeZone(secondsFromGMT: offset) else { return nil }
        calendar.timeZone = zone
        let fields = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let given = [Int(match.1), Int(match.2), Int(match.3), match.4.flatMap { Int($0) } ?? 0, match.5.flatMap { Int($0) } ?? 0,
                     match.6.flatMap { Int($0) } ?? 0]
        let found = [fields.year, fields.month, fields.day, fields.hour, fields.minute, fields.second]
        return given == found ? date : nil
    }

    /// An ISO 8601 date-time (`2026-12-01T17:00:00Z`, `2026-12-01T17:00:00+01:00`), or a date alone (`2026-12-01`:
    /// the start of that day, UTC).
    public static func parseDeadline(_ text: String) throws(WorkbookError) -> Date {
        // Only ASCII digits, and a date that is one (Foundation takes 2026-02-30 as 2026-03-02, and other digits).
        if text.unicodeScalars.allSatisfy({ $0.isASCII }), let date = Self.strictDeadline(text) { return date }
        throw .setup("--before takes a date and time such as 2026-12-01T17:00:00Z (or +01:00), or a date such as 2026-12-01 (its start, UTC); got '\(text)'.")
    }

    /// The exercises named (comma-separated ids, in catalogue order), or all.
    static func chosenExercises(_ text: String?, in workbook: Workbook) throws(WorkbookError) -> [Exercise] {
        guard let text else { return workbook.catalogue.exercises }
        var ids = Set<String>()
        for query in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !query.isEmpty {
            ids.insert(try workbook.catalogue.resolve(query).id)
        }
        guard !ids.isEmpty else { throw .setup("--exercises takes exercise ids separated by commas, e.g. 01,02,05.") }
        return workbook.catalogue.exercises.filter { ids.contains($0.id) }
    }
}
