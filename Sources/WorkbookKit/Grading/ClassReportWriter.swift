import Foundation

/// Writes every report of a class into an output folder `DIR` (what `workbook grade --out DIR` and `workbook merge
/// --out DIR` leave):
///
/// | file | what | written by |
/// | --- | --- | --- |
/// | `report.json` | the model, which `merge` reads back | ``ClassReport/jsonData()`` |
/// | `grades.csv` | a row per student, a column per exercise | ``GradesCSV`` |
/// | `junit.xml` | a suite per student × exercise | ``ClassReport/junitXML`` |
/// | `gradescope/<student>.json` | Gradescope's `results.json`, one per student | ``ClassReport/gradescopeData(for:)`` |
/// | `summary.md` | pass rates, students, stuck, flags | ``ClassSummary`` |
/// | `index.html` | the offline dashboard | ``Dashboard`` |
///
/// Student file names are ``SafeFileNames`` of their ids. `DIR` is created if missing; each file is replaced
/// atomically and `gradescope/` as a whole (no file of an earlier run stays there); nothing is written outside `DIR`,
/// and a link found in `DIR` is replaced, never followed. Other files in `DIR` are left alone.
public enum ClassReportWriter {
    /// One file of the output folder: its path relative to `DIR` (`report.json`, `gradescope/s1.json`) and bytes.
    public struct File: Sendable, Equatable {
        public var path: String
        public var data: Data

        public init(path: String, data: Data) { self.path = path; self.data = data }
    }

    /// The folder of per-student Gradescope files.
    public static let gradescopeFolder = "gradescope"

    /// Every file, rendered, in the order above (students in report order), from the report made printable
    /// (``ClassReport/printable``: no control or text-direction character a student put in reaches any file); nothing
    /// is written.
    public static func files(_ report: ClassReport) -> [File] {
        let report = report.printable
        var files = [
            File(path: "report.json", data: report.jsonData()),
            File(path: "grades.csv", data: Data(GradesCSV.text(report).utf8)),
            File(path: "junit.xml", data: Data(report.junitXML.utf8)),
        ]
        let names = SafeFileNames.names(for: report.students.map(\.student))
        for (student, name) in zip(report.students, names) {
            files.append(File(path: "\(gradescopeFolder)/\(name).json", data: report.gradescopeData(for: student)))
        }
        files.append(File(path: "summary.md", data: Data(ClassSummary.markdown(report).utf8)))
        files.append(File(path: "index.html", data: Data(Dashboard.html(report).utf8)))
        return files
    }

    /// Renders and writes every file into `directory`.
    ///
    /// - Returns: the files written (paths relative to `directory`).
    /// - Throws: ``WorkbookError/setup(_:)`` naming the file that could not be written.
    @discardableResult
    public static func write(_ report: ClassReport, to directory: URL) throws(WorkbookError) -> [File] {
        let files = files(report)
        let folder = try ReportFolder(directory)
        let prefix = gradescopeFolder + "/"
        for file in files where !file.path.hasPrefix(prefix) {
            try folder.write(file.data, as: file.path)
        }
        try folder.replaceFolder(gradescopeFolder, with: files.filter { $0.path.hasPrefix(prefix) }.map {
            (name: String($0.path.dropFirst(prefix.count)), data: $0.data)
        })
        return files
    }
}
