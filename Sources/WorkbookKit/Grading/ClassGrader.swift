#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// `workbook grade`: checks every student's submission with the instructor's workbook and gathers a ``ClassReport``.
///
/// Each student is graded in a scratch folder under `.build/workbook/grade/` (emptied before and after): their
/// source is fetched into a bare repository there (``SubmissionSource``), their exercises copied out of the chosen
/// commit next to the instructor's files (``SubmissionCopy``), and each exercise checked by the instructor's
/// ``CheckPipeline`` — contained as every check is (sandbox, limits, results that cannot be forged) and recording
/// nothing anywhere. Their `refs/workbook/progress` history gives attempts, hints, solutions viewed and first passes.
/// Builds are cached by content across students, so identical interfaces share a hidden-test runner. The scratch folder
/// is one of a few fixed slots (``GradingSlot``), one per grading thread, reused student after student: the compiler's
/// clang module cache is keyed by the source path's prefix map, so a fresh path per student would build its modules
/// again (seconds, and about 17 MiB of cache, each).
/// Anything a student's code does ends up in that student's result; one student never stops the others.
public struct ClassGrader: Sendable {
    public var pipeline: CheckPipeline
    /// The exercises graded, in catalogue order.
    public var exercises: [Exercise]
    /// Grade the last commit before this date, if set.
    public var deadline: Date?
    /// Students graded at once.
    public var jobs: Int

    public init(pipeline: CheckPipeline, exercises: [Exercise], deadline: Date? = nil, jobs: Int = 1) {
        self.pipeline = pipeline; self.exercises = exercises; self.deadline = deadline; self.jobs = max(1, jobs)
    }

    /// One student finished: their grade, and how many of how many are done.
    public typealias Progress = @Sendable (_ grade: StudentGrade, _ done: Int, _ total: Int) -> Void

    /// Grades `students` (in that order in the report) and returns the class's report.
    public func grade(_ students: [Roster.Entry], shard: ClassReport.Shard? = nil, progress: @escaping Progress = { _, _, _ in }) -> ClassReport {
        let workbook = pipeline.workbook
        let provided = SubmissionCopy.Provided(workbook)
        let results = StudentResults(count: students.count)
        let next = NextIndex()
        let cancellation = ChildProcess.cancellation
        let group = DispatchGroup()
        for _ in 0..<min(jobs, max(1, students.count)) {
            group.enter()
            Thread.detachNewThread {
                ChildProcess.$cancellation.withValue(cancellation) {
                    let slot = GradingSlot.claim(in: workbook.workDirectory.appendingPathComponent("grade"))
                    defer { slot.release() }
                    while let index = next.take(below: students.count) {
                        let grade = gradeStudent(students[index], provided: provided, in: slot.directory)
                        let done = results.set(grade, at: index)
                        progress(grade, done, students.count)
                    }
                }
                group.leave()
            }
        }
        group.wait()
        return ClassReport(
            workbook: workbook.contentRoot.lastPathComponent, gradedAt: Date(),
            exercises: exercises.map { ClassReport.Column(id: $0.id, title: $0.title, category: $0.category.rawValue) },
            shard: shard, students: results.all)
    }

    /// The students of `entries` in shard `shard`: the `index`-th of `count` contiguous blocks of the roster, as
    /// even as they can be (the first ones one longer), so shards merged in order (`workbook merge`) list the students
    /// exactly as one run over the whole roster does.
    public static func members(of shard: ClassReport.Shard, in entries: [Roster.Entry]) -> [Roster.Entry] {
        let base = entries.count / shard.count, longer = entries.count % shard.count
        let index = shard.index - 1
        let start = index * base + min(index, longer)
        let end = start + base + (index < longer ? 1 : 0)
        return Array(entries[start..<end])
    }

    /// Grades one student in `scratch` (emptied before and after); every failure becomes part of their grade, and every
    /// text the student controls in it is made printable (``StudentGrade/printable``).
    func gradeStudent(_ student: Roster.Entry, provided: SubmissionCopy.Provided, in scratch: URL) -> StudentGrade {
        var grade = StudentGrade(student: student.student, name: student.name, source: student.source)
        try? FileManager.default.removeItem(at: scratch)
        defer { try? FileManager.default.removeItem(at: scratch) }
        do throws(WorkbookError) {
            do { try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true) } catch {
                throw DiskSpace.setupError(error, creating: scratch)
            }
            let fetched = try SubmissionSource(location: student.source).fetch(into: scratch.appendingPathComponent("repository.git"), before: deadline)
            grade.commit = fetched.commit
            let root = scratch.appendingPathComponent("workbook")
            grade.flags = try SubmissionCopy.make(from: fetched, instructor: pipeline.workbook, exercises: exercises, provided: provided, at: root)
            let copy = Workbook(contentRoot: root, packageRoot: pipeline.workbook.packageRoot, catalogue: pipeline.workbook.catalogue)
            let history = studentHistory(fetched.path, flags: &grade.flags)
            var limits = SubmissionLimitStops()
            for exercise in exercises {
                var result: CheckResult
                do throws(WorkbookError) {
                    if let cut = SubmissionCopy.notCopied(exercise.id, in: grade.flags) {
                        throw .setup(cut.message)
                    }
                    if let refusal = limits.refusal { throw .setup(refusal) }
                    result = try pipeline.with(workbook: copy).check(exercise)
                } catch {
                    result = CheckResult(exercise: exercise.id, title: exercise.title, status: .error, stage: .build, detail: error.description)
                }
                limits.record(result)
                grade.flags += Self.flags(for: result)
                let row = history.first { $0.id == exercise.id }
                grade.exercises[exercise.id] = ExerciseGrade(
                    check: result, attempts: row?.attempts ?? 0, hintsUsed: row?.hintsUsed ?? 0, solutionViewed: row?.solutionForced ?? false,
                    firstPass: row?.firstPass, secondsToPass: row?.secondsToPass)
            }
        } catch {
            grade.error = error.description
        }
        return grade.printable
    }

    /// The most progress events read of one student (the newest), each commit's size checked from its header first.
    static let maxProgressEvents = 20_000
    /// The most bytes of commits read of one student's progress history (a real event is under a kilobyte, so more
    /// than ten thousand events).
    static let maxProgressBytes = 8 << 20

    /// The student's own record of each exercise from their progress history (empty, with a flag, when unreadable; with
    /// a flag saying so when only its newest ``maxProgressEvents`` events, or those above an oversized commit, were read).
    private func studentHistory(_ repository: URL, flags: inout [GradeFlag]) -> [ExerciseHistory] {
        do throws(GitError) {
            let read = try Self.progressEvents(in: repository)
            if let cut = read.cut {
                flags.append(GradeFlag(kind: .progressUnreadable, message: "The progress history (refs/workbook/progress) was read in part: \(cut); attempts and hints count only those."))
            }
            return ProgressSummary.make(events: read.events, exercises: exercises).exercises
        } catch {
            flags.append(GradeFlag(kind: .progressUnreadable, message: "The progress history (refs/workbook/progress) could not be read: \(error.message)"))
            return []
        }
    }

    /// The events of `repository`'s progress history, newest first, within ``maxProgressEvents``; none when it has none.
    static func progressEvents(in repository: URL, limit: Int = maxProgressEvents) throws(GitError) -> (events: [ProgressEvent], cut: String?) {
        guard let opened = try GitRepository.open(containing: repository.path),
              let tip = try opened.resolve(reference: ProgressStore.reference) else { return ([], nil) }
        let history = try opened.boundedHistory(from: tip, limit: limit, maxTotalBytes: maxProgressBytes)
        return (history.entries.compactMap { ProgressEvent.parse(commit: $0.id, message: $0.message, time: $0.time) }, history.cut)
    }

    /// Flags a result raises: the module policy or strict memory safety refused the code, or it (or its compiler) went
    /// over a limit of the sandbox.
    static func flags(for result: CheckResult) -> [GradeFlag] {
        let firstLine = result.detail?.split(separator: "\n").first.map(String.init) ?? ""
        if result.isRefusedByPolicy || result.usesUnsafeMemory {
            let uses = result.diagnostics.filter { $0.severity == "error" }.map(\.headline)
            return [GradeFlag(kind: .refusedConstruct, exercise: result.exercise, message: ([firstLine] + uses.prefix(5)).joined(separator: "\n"))]
        }
        switch result.stage {
        case .timeout?, .outputLimit?, .memoryLimit?:
            return [GradeFlag(kind: .limit, exercise: result.exercise, message: firstLine)]
        case .crash? where firstLine.localizedCaseInsensitiveContains("limit"),
             .build? where firstLine.hasPrefix("The compiler was stopped") || firstLine.hasPrefix(SubmissionLimitStops.refusalPrefix):
            return [GradeFlag(kind: .limit, exercise: result.exercise, message: firstLine)]
        default:
            return []
        }
    }
}

/// A fixed scratch folder for one grading thread (`grade/slot-<n>/`), held with an exclusive `flock` on
/// `grade/slot-<n>.lock` so two graders at once never share one; the lowest free number is taken.
struct GradingSlot {
    let directory: URL
    private let lock: Int32

    static func claim(in parent: URL) -> GradingSlot {
        try? FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        var number = 0
        while true {
            let descriptor = open(parent.appendingPathComponent("slot-\(number).lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            if descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                return GradingSlot(directory: parent.appendingPathComponent("slot-\(number)"), lock: descriptor)
            }
            if descriptor >= 0 { close(descriptor) }
            number += 1
        }
    }

    func release() {
        try? FileManager.default.removeItem(at: directory)
        close(lock)
    }
}

/// The next student to grade, shared by the grading threads.
private final class NextIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    func take(below count: Int) -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}

/// Grades as they finish, kept in the students' order.
private final class StudentResults: @unchecked Sendable {
    private let lock = NSLock()
    private var grades: [StudentGrade?]
    private var done = 0

    init(count: Int) { grades = Array(repeating: nil, count: count) }

    /// Stores a grade; returns how many are done.
    func set(_ grade: StudentGrade, at index: Int) -> Int {
        lock.withLock {
            grades[index] = grade
            done += 1
            return done
        }
    }

    var all: [StudentGrade] { lock.withLock { grades.compactMap { $0 } } }
}
