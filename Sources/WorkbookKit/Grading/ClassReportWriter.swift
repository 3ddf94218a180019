import Foundation

/// Writes every report of a class into an output folder `DIR` (what `workbook grade --out DIR` and `workbook merge
/// --out DIR` leave):
///
/// | file | what | written by |
/// | --- | --- | --- |
/// | `report.json` | the model, which `merge` reads back | ``ClassReport/jsonData()`` |
/// | `grades.csv` | a row per student, a column per exercise | ``GradesCSV`` |
/// | `junit.xml` | a suite per student × exercise | ``ClassReport/junitXML`` |
/// | `gradescope/<student>.json` | Gradescope's `results.json`, one per student | ``ClassReport/gradescopeData(for:pictures:)`` |
/// | `summary.md` | pass rates, students, stuck, flags | ``ClassSummary`` |
/// | `index.html` | the offline dashboard | ``Dashboard`` |
/// | `screens/<student>__<exercise>.png` | the screen of each failing check's first failure | ``ClassScreens`` |
///
/// Student file names are ``SafeFileNames`` of their ids. `DIR` is created if missing; each file is replaced
/// atomically and `gradescope/` and `screens/` as a whole (no file of an earlier run stays there); nothing is written outside `DIR`,
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
    /// The folders replaced whole by each write.
    static let replacedFolders = [gradescopeFolder, ClassScreens.folder]

    /// Every file, rendered, in the order above (students in report order), from the report made printable
    /// (``ClassReport/printable``: no control or text-direction character a student put in reaches any file); nothing
    /// is written. `pictures` makes the PNG of a screen (``ScreenPicture/png(_:)``; a stand-in in tests), `thumbnails`
    /// its thumbnail.
    public static func files(
        _ report: ClassReport, pictures: @escaping GradescopeReport.Pictures = ScreenPicture.png,
        thumbnails: GradescopeReport.Pictures = ScreenPicture.thumbnail
    ) -> [File] {
        let printable = report.printable
        let names = SafeFileNames.names(for: printable.students.map(\.student))
        let cache = ScreenPictureCache(pictures)
        let screens = ClassScreens(printable, names: names, png: cache.png, thumbnail: thumbnails)
        let report = screens.report
        var files = [
            File(path: "report.json", data: report.jsonData()),
            File(path: "grades.csv", data: Data(GradesCSV.text(report).utf8)),
            File(path: "junit.xml", data: Data(report.junitXML.utf8)),
        ]
        for (student, name) in zip(report.students, names) {
            files.append(File(path: "\(gradescopeFolder)/\(name).json", data: report.gradescopeData(for: student, pictures: cache.png)))
        }
        files.append(File(path: "summary.md", data: Data(ClassSummary.markdown(report).utf8)))
        files.append(File(path: "index.html", data: Data(Dashboard.html(report, pictures: screens.pictures).utf8)))
        return files + screens.files
    }

    /// The files written, as a sentence says them: each file, then each folder replaced whole with how many files it
    /// holds (`report.json, …, index.html, gradescope/ (12 files), screens/ (7 files)`); an empty folder is left out.
    public static func listing(_ written: [File]) -> String {
        var parts = written.filter { file in !replacedFolders.contains { file.path.hasPrefix($0 + "/") } }.map(\.path)
        for folder in replacedFolders {
            let count = written.filter { $0.path.hasPrefix(folder + "/") }.count
            if count > 0 { parts.append("\(folder)/ (\(count) file\(count == 1 ? "" : "s"))") }
        }
        return parts.joined(separator: ", ")
    }

    /// Renders and writes every file into `directory`.
    ///
    /// - Returns: the files written (paths relative to `directory`).
    /// - Throws: ``WorkbookError/setup(_:)`` naming the file that could not be written.
    @discardableResult
    public static func write(
        _ report: ClassReport, to directory: URL, pictures: @escaping GradescopeReport.Pictures = ScreenPicture.png,
        thumbnails: GradescopeReport.Pictures = ScreenPicture.thumbnail
    ) throws(WorkbookError) -> [File] {
        let files = files(report, pictures: pictures, thumbnails: thumbnails)
        let folder = try ReportFolder(directory)
        func isIn(_ replaced: String, _ file: File) -> Bool { file.path.hasPrefix(replaced + "/") }
        for file in files where !replacedFolders.contains(where: { isIn($0, file) }) {
            try folder.write(file.data, as: file.path)
        }
        for replaced in replacedFolders {
            let inside = files.filter { isIn(replaced, $0) }.map { (name: String($0.path.dropFirst(replaced.count + 1)), data: $0.data) }
            // A class with no failure's screen (or a merge, which draws none) has no screens/ folder, not an empty one.
            if inside.isEmpty, replaced != gradescopeFolder { try folder.removeFolder(replaced) } else { try folder.replaceFolder(replaced, with: inside) }
        }
        return files
    }
}
