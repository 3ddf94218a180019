import Foundation

extension ClassReport {
    /// Joins the shard reports of one class (`workbook grade --shard i/n`, each in its own folder) into the whole
    /// class's report: what one unsharded run gives, but for `graded_at`, the latest of the shards'.
    ///
    /// Students are joined in shard order (index 1 first), each shard's in its own order; `shard` is dropped.
    ///
    /// - Parameter shards: each report with the folder it came from (named in errors), in any order.
    /// - Throws: ``WorkbookError/setup(_:)`` naming the folder, when the reports are not every shard of one class: one
    ///   is not a shard, grades another workbook or other exercises (ids, titles, categories and their order), has
    ///   another shard count or the index of another; a shard is missing; or a student is in two of them.
    public static func merged(_ shards: [(folder: String, report: ClassReport)]) throws(WorkbookError) -> ClassReport {
        guard let first = shards.first else { throw .setup("Nothing to merge: give the folders of every shard's report.") }
        guard let count = first.report.shard?.count else { throw notAShard(first.folder) }
        var byIndex: [Int: String] = [:]
        for (folder, report) in shards {
            guard let shard = report.shard else { throw notAShard(folder) }
            guard report.workbook == first.report.workbook else {
                throw .setup("\(folder) grades the workbook \(String(reflecting: report.workbook)), not \(String(reflecting: first.report.workbook)) as \(first.folder) does; shards must come from one workbook.")
            }
            guard report.exercises == first.report.exercises else {
                throw .setup("\(folder) graded other exercises than \(first.folder): \(columnDifference(report.exercises, first.report.exercises)); shards must grade the same exercises (the same --exercises and grader.yml).")
            }
            guard shard.count >= 1, (1...shard.count).contains(shard.index) else {
                throw .setup("\(folder) says it is shard \(shard.index) of \(shard.count), which no grade run writes; give the folders `workbook grade --shard` wrote.")
            }
            guard shard.count == count else {
                throw .setup("\(folder) is shard \(shard.index) of \(shard.count), but \(first.folder) is one of \(count); shards must split the class the same way.")
            }
            if let other = byIndex[shard.index] {
                throw .setup("\(folder) and \(other) are both shard \(shard.index) of \(count); give each shard once.")
            }
            byIndex[shard.index] = folder
        }
        // At most `shards.count` indices are present, so the first few missing ones are found within that many
        // more steps, however large a report says the count is.
        let missingCount = count - byIndex.count
        guard missingCount == 0 else {
            var named: [Int] = []
            var index = 1
            while named.count < 10, index <= count {
                if byIndex[index] == nil { named.append(index) }
                index += 1
            }
            let more = missingCount > named.count ? " and \(missingCount - named.count) more" : ""
            throw .setup("Shard\(missingCount == 1 ? "" : "s") \(named.map(String.init).joined(separator: ", "))\(more) of \(count) \(missingCount == 1 ? "is" : "are") missing; give the folder of every shard.")
        }

        let ordered = shards.sorted { $0.report.shard!.index < $1.report.shard!.index }
        var seen: [String: String] = [:]
        var students: [StudentGrade] = []
        for (folder, report) in ordered {
            for student in report.students {
                if let other = seen[student.student] {
                    throw .setup("The student \(String(reflecting: student.student)) is in both \(other) and \(folder); a student belongs to one shard.")
                }
                seen[student.student] = folder
                students.append(student)
            }
        }
        let gradedAt = shards.map(\.report.gradedAt).max()!
        let whole = ClassReport(workbook: first.report.workbook, gradedAt: gradedAt, exercises: first.report.exercises, shard: nil, students: students)
        try whole.refuseOversizedGrid(named: "The merged class")
        return whole
    }

    /// Reads `report.json` in each folder (``read(_:)``) and ``merged(_:)`` them; errors name each folder as given.
    public static func merged(folders: [URL]) throws(WorkbookError) -> ClassReport {
        var shards: [(folder: String, report: ClassReport)] = []
        for folder in folders {
            shards.append((folder.relativePath, try read(folder.appendingPathComponent("report.json"))))
        }
        return try merged(shards)
    }

    private static func notAShard(_ folder: String) -> WorkbookError {
        .setup("\(folder) holds a whole class's report, not a shard's (it has no \"shard\"); merge joins the reports of `workbook grade --shard i/n`.")
    }

    /// `it lacks 03-c, 04-d; it has 05-e that the other lacks`, or what else differs when the ids are the same.
    private static func columnDifference(_ columns: [Column], _ expected: [Column]) -> String {
        let ids = columns.map(\.id), expectedIDs = expected.map(\.id)
        let list = { (ids: [String]) in
            ids.prefix(5).joined(separator: ", ") + (ids.count > 5 ? " and \(ids.count - 5) more" : "")
        }
        let lacking = expectedIDs.filter { !ids.contains($0) }, extra = ids.filter { !expectedIDs.contains($0) }
        var differences: [String] = []
        if !lacking.isEmpty { differences.append("it lacks \(list(lacking))") }
        if !extra.isEmpty { differences.append("it has \(list(extra)) that the other lacks") }
        if differences.isEmpty, ids != expectedIDs { differences.append("the same exercises in another order") }
        if differences.isEmpty, let changed = zip(columns, expected).first(where: { $0 != $1 })?.0.id {
            differences.append("the title or category of \(changed) differs")
        }
        return differences.joined(separator: "; ")
    }
}
