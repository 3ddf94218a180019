import Foundation
import Testing
@testable import WorkbookKit

/// `workbook merge`: shard reports of one class join into the whole class's report; anything else is refused, naming
/// the folder.
@Suite struct ClassReportMergeTests {
    let whole = ClassReportFixtures.bigClass(students: 7, exercises: 4)

    /// The class cut in contiguous slices, as shards `1…count` graded a minute apart.
    func shards(_ count: Int) -> [ClassReport] {
        let size = (whole.students.count + count - 1) / count
        return (0..<count).map { index in
            var shard = whole
            shard.shard = ClassReport.Shard(index: index + 1, count: count)
            shard.students = Array(whole.students.dropFirst(index * size).prefix(size))
            shard.gradedAt = whole.gradedAt.addingTimeInterval(Double(index - count + 1) * 60)
            return shard
        }
    }

    @Test func twoShardsJoinIntoTheWholeClassInShardOrder() throws {
        let parts = shards(2)
        let merged = try ClassReport.merged([("out-2", parts[1]), ("out-1", parts[0])])
        #expect(merged == whole)
        #expect(merged.shard == nil)
        #expect(!String(decoding: merged.jsonData(), as: UTF8.self).contains("\"shard\""))
        // An empty shard (more shards than students) is fine.
        var empty = parts[0]
        empty.students = []
        empty.shard = ClassReport.Shard(index: 3, count: 3)
        var first = parts[0], second = parts[1]
        first.shard?.count = 3; second.shard?.count = 3
        #expect(try ClassReport.merged([("a", first), ("b", second), ("c", empty)]).students == whole.students)
    }

    @Test func mergingFoldersWritesTheSameReportAsOneRun() throws {
        let base = try ClassReportFixtures.scratchFolder("class-report-merge")
        defer { try? FileManager.default.removeItem(at: base) }
        let folders = shards(3).enumerated().map { base.appendingPathComponent("shard-\($0.offset + 1)") }
        for (folder, shard) in zip(folders, shards(3)) { try ClassReportWriter.write(shard, to: folder) }
        let merged = try ClassReport.merged(folders: folders.reversed())
        try ClassReportWriter.write(merged, to: base.appendingPathComponent("merged"))
        try ClassReportWriter.write(whole, to: base.appendingPathComponent("whole"))
        for file in ClassReportWriter.files(whole) {
            let mergedFile = FileManager.default.contents(atPath: base.appendingPathComponent("merged/\(file.path)").path)
            #expect(mergedFile == file.data, "\(file.path) differs between merged shards and one run")
        }
    }

    @Test func shardsOfDifferentClassesAreRefusedNamingTheFolder() throws {
        let parts = shards(2)
        func refusal(_ reports: [(folder: String, report: ClassReport)]) -> String {
            let error = #expect(throws: WorkbookError.self) { try ClassReport.merged(reports) }
            return error?.description ?? ""
        }
        var otherExercises = parts[1]
        otherExercises.exercises.removeLast()
        #expect(refusal([("out/a", parts[0]), ("out/b", otherExercises)]) == "out/b graded other exercises than out/a: it lacks 04-sheet-shows-stale-data; shards must grade the same exercises (the same --exercises and grader.yml).")
        var reordered = parts[1]
        reordered.exercises.swapAt(0, 1)
        #expect(refusal([("out/a", parts[0]), ("out/b", reordered)]).contains("the same exercises in another order"))
        var retitled = parts[1]
        retitled.exercises[1].title = "Another title"
        #expect(refusal([("out/a", parts[0]), ("out/b", retitled)]).contains("the title or category of 02-edits-go-nowhere differs"))
        var otherWorkbook = parts[1]
        otherWorkbook.workbook = "Another Workbook"
        #expect(refusal([("out/a", parts[0]), ("out/b", otherWorkbook)]).hasPrefix("out/b grades the workbook \"Another Workbook\""))
        var otherCount = parts[1]
        otherCount.shard = ClassReport.Shard(index: 2, count: 3)
        #expect(refusal([("out/a", parts[0]), ("out/b", otherCount)]).hasPrefix("out/b is shard 2 of 3, but out/a is one of 2"))
        #expect(refusal([("out/a", parts[0]), ("out/b", parts[0])]) == "out/b and out/a are both shard 1 of 2; give each shard once.")
        #expect(refusal([("out/a", parts[0])]) == "Shard 2 of 2 is missing; give the folder of every shard.")
        // Break-it pass 33 of issue 30: a report claiming Int.max shards made merge list every missing one (4 GB and
        // counting); one claiming an index outside its count is no shard a grade run writes.
        var huge = parts[0]
        huge.shard = ClassReport.Shard(index: 1, count: .max)
        #expect(refusal([("out/a", huge)]) == "Shards 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and \(Int.max - 11) more of \(Int.max) are missing; give the folder of every shard.")
        var outside = parts[0]
        outside.shard = ClassReport.Shard(index: 0, count: 2)
        #expect(refusal([("out/a", outside)]) == "out/a says it is shard 0 of 2, which no grade run writes; give the folders `workbook grade --shard` wrote.")
        #expect(refusal([("out/whole", whole)]).hasPrefix("out/whole holds a whole class's report, not a shard's"))
        #expect(refusal([]).hasPrefix("Nothing to merge"))
        var twice = parts[1]
        twice.students.append(parts[0].students[0])
        #expect(refusal([("out/a", parts[0]), ("out/b", twice)]) == "The student \"s001\" is in both out/a and out/b; a student belongs to one shard.")
    }

    @Test func aFolderWithoutAReportIsNamed() throws {
        let base = try ClassReportFixtures.scratchFolder("class-report-merge")
        defer { try? FileManager.default.removeItem(at: base) }
        let error = #expect(throws: WorkbookError.self) { try ClassReport.merged(folders: [base]) }
        #expect(error?.description == "Cannot read \(base.path)/report.json.")
    }
}

@Suite struct MergeCommandOptionsTests {
    @Test func mergeTakesOutAndOtherCommandsDoNot() {
        #expect(CommandOptions.problem(command: "merge", given: [.out, .root], id: nil) == nil)
        #expect(CommandOptions.problem(command: "merge", given: [.json], id: nil) == "merge does not take --json.")
        #expect(CommandOptions.problem(command: "check", given: [.out], id: nil) == "check does not take --out.")
    }
}
