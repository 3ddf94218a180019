import Foundation

/// The screens of a class's failing checks as PNG files of its report folder (``ClassReportWriter``): for each student ×
/// exercise that failed, the screen of its first failing test that was drawn (``FailureScreen``), as
/// `screens/<student>__<exercise>.png` (``SafeFileNames`` of the student's id; exercise ids are safe). The dashboard
/// shows them as thumbnails (embedded, ``ScreenPicture/thumbnail(_:)``: the page fetches nothing) that open the file,
/// `junit.xml` attaches them, and `report.json` names them (``FailureScreen/file``).
///
/// Only a report graded in this run has pictures: one read back from `report.json` (`workbook merge`) keeps each
/// screen's cells, not its SVG, so it has none (and names none).
struct ClassScreens {
    /// The folder of the pictures, in the report folder.
    static let folder = "screens"

    /// The pictures, by path relative to the report folder.
    private(set) var files: [ClassReportWriter.File] = []
    /// The picture of each student's exercise, by student id then exercise id.
    private(set) var pictures: [String: [String: OutcomeGrid.Picture]] = [:]
    /// `report` with each screen's ``FailureScreen/file`` set to its picture's path, or cleared (a path of the copy the
    /// submission was checked in means nothing in the report).
    private(set) var report: ClassReport

    /// - Parameters:
    ///   - names: the students' safe file names, in report order (``SafeFileNames/names(for:)``).
    ///   - png: makes a screen's PNG (``ScreenPicture/png(_:)``); `thumbnail`, its thumbnail.
    init(_ report: ClassReport, names: [String], png: (FailureScreen) -> Data?, thumbnail: (FailureScreen) -> Data?) {
        var report = report
        for (studentIndex, name) in zip(report.students.indices, names) {
            let student = report.students[studentIndex]
            for exercise in report.exercises.map(\.id) {
                guard var grade = student.exercises[exercise] else { continue }
                var chosen = false
                for index in grade.check.tests.indices where grade.check.tests[index].screen != nil {
                    grade.check.tests[index].screen?.file = nil
                    guard !chosen, grade.check.tests[index].status == .fail, let screen = grade.check.tests[index].screen,
                          !screen.svg.isEmpty, let data = png(screen) else { continue }
                    chosen = true
                    let path = "\(Self.folder)/\(name)__\(exercise).png"
                    files.append(ClassReportWriter.File(path: path, data: data))
                    pictures[student.student, default: [:]][exercise] = OutcomeGrid.Picture(
                        link: path, thumbnail: thumbnail(screen).map(ScreenPicture.dataURI))
                    grade.check.tests[index].screen?.file = path
                }
                report.students[studentIndex].exercises[exercise] = grade
            }
        }
        self.report = report
    }
}

/// Makes each screen's PNG once, however many reports embed it (the dashboard's file and the student's Gradescope
/// results): keyed by the SVG's content hash.
final class ScreenPictureCache {
    private var made: [String: Data?] = [:]
    private let make: (FailureScreen) -> Data?

    init(_ make: @escaping (FailureScreen) -> Data? = ScreenPicture.png) { self.make = make }

    func png(_ screen: FailureScreen) -> Data? {
        let key = ContentHash.hex(screen.svg)
        if let known = made[key] { return known }
        let png = make(screen)
        made[key] = png
        return png
    }
}
