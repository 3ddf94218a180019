import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import WorkbookKit

/// The files `workbook grade` and `workbook merge` write from a class's report: `grades.csv` (RFC 4180, no formula a
/// spreadsheet would run), `junit.xml`, one Gradescope `results.json` per student with safe names, `summary.md`, and the
/// folder they are written to.
@Suite struct ClassReportFilesTests {
    let report = ClassReportFixtures.hostileClass

    /// A strict RFC 4180 reader: records of fields, CRLF between records, quoted fields with doubled quotes.
    func parseCSV(_ text: String) throws -> [[String]] {
        var records: [[String]] = [], fields: [String] = [], field = ""
        var scalars = Array(text.unicodeScalars)[...]
        var quoted = false, wasQuoted = false
        while let scalar = scalars.popFirst() {
            if quoted {
                if scalar == "\"" {
                    if scalars.first == "\"" { scalars.removeFirst(); field.unicodeScalars.append("\"") } else { quoted = false }
                } else {
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"":
                try #require(field.isEmpty && !wasQuoted, "a quote inside an unquoted field")
                quoted = true; wasQuoted = true
            case ",":
                fields.append(field); field = ""; wasQuoted = false
            case "\r":
                try #require(scalars.popFirst() == "\n", "CR without LF outside quotes")
                fields.append(field); records.append(fields); fields = []; field = ""; wasQuoted = false
            case "\n":
                Issue.record("a bare LF ends a record")
            default:
                try #require(!wasQuoted, "text after a closing quote")
                field.unicodeScalars.append(scalar)
            }
        }
        #expect(!quoted && fields.isEmpty && field.isEmpty, "the file ends with CRLF after its last record")
        return records
    }

    @Test func csvQuotesFieldsAndNeutralisesFormulas() throws {
        #expect(GradesCSV.field("plain") == "plain")
        #expect(GradesCSV.field("a,b") == "\"a,b\"")
        #expect(GradesCSV.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(GradesCSV.field("two\nlines") == "\"two\nlines\"")
        #expect(GradesCSV.field("=1+1") == "'=1+1")
        #expect(GradesCSV.field("+1") == "'+1")
        #expect(GradesCSV.field("-2") == "'-2")
        #expect(GradesCSV.field("@SUM(A1)") == "'@SUM(A1)")
        #expect(GradesCSV.field("\tx") == "'\tx")
        #expect(GradesCSV.field(ClassReportFixtures.formula) == "\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"click\"\")\"")
        #expect(GradesCSV.field("") == "")

        let text = GradesCSV.text(report)
        #expect(text.hasPrefix("student,name,source,commit,01-hidden-tally-resets,02-edits-go-nowhere,03-restore-defaults-does-nothing,passed,total\r\n"))
        let records = try parseCSV(text)
        #expect(records.count == 1 + report.students.count)
        #expect(records.allSatisfy { $0.count == 4 + 3 + 2 })
        #expect(records[1] == ["s1", ClassReportFixtures.scriptName, "https://example.com/s1.git", "9f1c", "pass", "fail", "error", "1", "3"])
        #expect(records[2][0] == ClassReportFixtures.attributeBreak)
        #expect(records[2][2] == "'" + ClassReportFixtures.formula)
        // A line break in a name is a control character: removed (issue 30, item 5), the rest of the name kept.
        #expect(records[3][1] == "'-2+3,\"quoted\"second line")
        #expect(records[3][2] == "'@SUM(A1)")
        // Not graded: empty cells, no commit, nothing passed.
        #expect(records[6] == ["bob", "Bob", "https://example.com/bob.git", "", "", "", "", "0", "3"])
        // No cell a spreadsheet would evaluate.
        #expect(records.joined().allSatisfy { cell in !["=", "+", "-", "@"].contains(cell.first.map(String.init) ?? "") })
    }

    @Test func gradescopeFilePerStudentHasATestPerExerciseTest() throws {
        let student = report.students[0]
        let data = report.gradescopeData(for: student)
        let results = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let tests = try #require(results["tests"] as? [[String: Any]])
        let expected = report.exercises.flatMap { column in student.exercises[column.id]!.check.testsAndBudgets.map { "\(column.id): \($0.name)" } }
        #expect(tests.map { $0["name"] as? String } == expected)
        #expect(tests.count == 2 + 3 + 0)
        #expect(tests.allSatisfy { Set($0.keys) == ["name", "score", "max_score", "status", "output", "tags", "visibility"] })
        // One point per symptom test passed: one in 01, one in 02 (whose other symptom test fails); 03 did not build.
        #expect(results["score"] as? Double == 2)
        #expect(results["execution_time"] as? Int == 2 + 2 + 1)
        let output = try #require(results["output"] as? String)
        #expect(output.contains("01-hidden-tally-resets: pass"))
        #expect(output.contains("03-restore-defaults-does-nothing: error (build) does not compile"))

        let flagged = try #require(try JSONSerialization.jsonObject(with: report.gradescopeData(for: report.students[1])) as? [String: Any])
        #expect((flagged["output"] as? String)?.contains("Flagged (tampering) grader.yml: <b>grader.yml</b> differs") == true)
        let unread = try #require(try JSONSerialization.jsonObject(with: report.gradescopeData(for: report.students[5])) as? [String: Any])
        #expect((unread["tests"] as? [Any])?.isEmpty == true)
        #expect(unread["score"] as? Double == 0)
        #expect((unread["output"] as? String) == "Not graded: Could not clone https://example.com/bob.git: repository not found.")
    }

    @Test func gradescopeForOneCheckIsUnchangedByTheSeveralChecksForm() throws {
        let one = ClassReportFixtures.check("01-x", .fail, failing: 1)
        let single = try #require(try JSONSerialization.jsonObject(with: GradescopeReport.data(one)) as? [String: Any])
        let several = try #require(try JSONSerialization.jsonObject(with: GradescopeReport.data([one])) as? [String: Any])
        #expect(single["score"] as? Double == several["score"] as? Double)
        #expect(single["output"] as? String == several["output"] as? String)
        #expect((single["tests"] as? [[String: Any]])?.map { "01-x: " + ($0["name"] as? String ?? "") }
                == (several["tests"] as? [[String: Any]])?.map { $0["name"] as? String ?? "" })
    }

    @Test func studentFileNamesAreSafeUniqueAndIndependentOfOrder() {
        let ids = report.students.map(\.student) + ["", ".hidden", "CON", "nul.txt", "a/b", "Zoë", String(repeating: "x", count: 100)]
        let names = SafeFileNames.names(for: ids)
        let safe = names.allSatisfy { name in
            !name.isEmpty && !name.hasPrefix(".") && !name.hasPrefix("-") && name.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "." || $0 == "_" || $0 == "-"
            }
        }
        #expect(safe)
        #expect(Set(names.map { $0.lowercased() }).count == ids.count)
        #expect(names[0] == "s1")
        #expect(names[5] == "bob")
        #expect(names[3] != "Ada" && names[4] != "ada" && names[3].hasPrefix("Ada-") && names[4].hasPrefix("ada-"))
        #expect(names[2].hasPrefix("_._.._etc_passwd-"))
        #expect(!names.contains("CON") && !names.contains("nul.txt"))
        #expect(names.allSatisfy { $0.utf8.count <= 64 })
        let reversed = SafeFileNames.names(for: ids.reversed())
        #expect(Array(reversed.reversed()) == names)
    }

    #if canImport(FoundationXML)
    @Test func junitHasASuitePerStudentAndExercise() throws {
        let document = try XMLDocument(data: Data(report.junitXML.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        let suites = root.elements(forName: "testsuite")
        let graded = report.students.reduce(0) { $0 + $1.exercises.count }
        #expect(suites.count == graded + 1)
        let names = suites.compactMap { $0.attribute(forName: "name")?.stringValue }
        #expect(names.prefix(3) == ["s1/01-hidden-tally-resets", "s1/02-edits-go-nowhere", "s1/03-restore-defaults-does-nothing"])
        #expect(names.contains("\(ClassReportFixtures.attributeBreak)/01-hidden-tally-resets"))
        #expect(names.contains("bob"))
        for suite in suites {
            let name = suite.attribute(forName: "name")?.stringValue
            #expect(suite.elements(forName: "testcase").allSatisfy { $0.attribute(forName: "classname")?.stringValue == name })
            #expect(suite.attribute(forName: "tests")?.stringValue == String(suite.elements(forName: "testcase").count))
        }
        func total(_ attribute: String) -> Int { suites.reduce(0) { $0 + Int($1.attribute(forName: attribute)?.stringValue ?? "0")! } }
        for attribute in ["tests", "failures", "errors", "skipped"] {
            #expect(root.attribute(forName: attribute)?.stringValue == String(total(attribute)))
        }
        let bob = try #require(suites.first { $0.attribute(forName: "name")?.stringValue == "bob" })
        let error = try #require(bob.elements(forName: "testcase").first?.elements(forName: "error").first)
        #expect(error.stringValue == "Could not clone https://example.com/bob.git: repository not found.")
        let hostile = try #require(suites.first { $0.attribute(forName: "name")?.stringValue == "\(ClassReportFixtures.attributeBreak)/01-hidden-tally-resets" })
        #expect(hostile.elements(forName: "testcase").last?.elements(forName: "failure").first?.stringValue == "<img src=x onerror=alert(3)>")
    }
    #endif

    @Test func junitForOneCheckIsUnchanged() {
        let one = ClassReportFixtures.check("01-x", .fail, failing: 1)
        #expect(JUnitReport.xml(one) == JUnitReport.xml(suites: [.check(name: "01-x", one)]))
        #expect(JUnitReport.xml(one).contains("<testsuites name=\"workbook\" tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"0\" time=\"1.500\">"))
    }

    @Test func summaryEscapesStudentTextAndListsStuckAndFlags() {
        let summary = ClassSummary.markdown(report)
        #expect(!summary.contains("<script>") && !summary.contains("<b>") && !summary.contains("<img"))
        #expect(summary.contains("\\<script\\>alert(1)\\</script\\>"))
        #expect(summary.contains("Graded 2026-12-01 10:00 UTC · 6 students · 3 exercises · 10 of 15 checks passed (67%)"))
        #expect(summary.contains("| 01-hidden-tally-resets | The tally starts over | 4 | 1 | 0 | 1 | 80% | 14 |"))
        // Most attempts without a pass first; a hint without an attempt counts as trying.
        let stuck = report.stuck
        #expect(stuck.map(\.attempts) == [9, 7, 3, 1, 0])
        #expect(stuck.first?.person == ClassReportFixtures.attributeBreak && stuck.first?.solutionViewed == true)
        #expect(summary.contains("| tampering |  | grader.yml | \\<b\\>grader.yml\\</b\\> differs; the instructor's was used. |"))
        #expect(summary.contains("| bob | https://example.com/bob.git | Could not clone https://example.com/bob.git: repository not found. |"))
        // A name with a line break stays on its row.
        #expect(summary.contains("| ../../etc/passwd | -2+3,\"quoted\" second line | 2/3 |"))
    }

    @Test func writerPutsEveryFileInTheFolderAndNothingOutside() throws {
        let base = try ClassReportFixtures.scratchFolder("class-report-writer")
        defer { try? FileManager.default.removeItem(at: base) }
        let out = base.appendingPathComponent("out/nested"), outside = base.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: outside.appendingPathComponent("report.json"))
        try Data("keep".utf8).write(to: outside.appendingPathComponent("s1.json"))

        // A first run, then links planted where reports go: they are replaced, not followed.
        try ClassReportWriter.write(report, to: out)
        try FileManager.default.removeItem(at: out.appendingPathComponent("report.json"))
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("report.json"), withDestinationURL: outside.appendingPathComponent("report.json"))
        try FileManager.default.removeItem(at: out.appendingPathComponent("gradescope"))
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("gradescope"), withDestinationURL: outside)
        try Data("mine".utf8).write(to: out.appendingPathComponent("notes.txt"))

        let written = try ClassReportWriter.write(report, to: out)
        #expect(try String(contentsOf: outside.appendingPathComponent("report.json"), encoding: .utf8) == "keep")
        #expect(try String(contentsOf: outside.appendingPathComponent("s1.json"), encoding: .utf8) == "keep")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).sorted() == ["report.json", "s1.json"])

        let gradescope = SafeFileNames.names(for: report.students.map(\.student)).map { "gradescope/\($0).json" }
        #expect(written.map(\.path) == ["report.json", "grades.csv", "junit.xml"] + gradescope + ["summary.md", "index.html"])
        let enumerator = try #require(FileManager.default.enumerator(atPath: out.path))
        let onDisk = Set(enumerator.compactMap { $0 as? String })
        #expect(onDisk == Set(written.map(\.path) + ["gradescope", "notes.txt"]))
        for file in written {
            #expect(FileManager.default.contents(atPath: out.appendingPathComponent(file.path).path) == file.data, "\(file.path)")
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent("gradescope").path)
        #expect(attributes[.type] as? FileAttributeType == .typeDirectory)
        #expect(try ClassReport.read(out.appendingPathComponent("report.json")) == report.printable)

        // A smaller class leaves no stale Gradescope file behind.
        var smaller = report
        smaller.students = [report.students[0]]
        try ClassReportWriter.write(smaller, to: out)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("gradescope").path) == ["s1.json"])
    }

    /// Issue 24: a failing check's screen (its first failure's) becomes `screens/<student>__<exercise>.png`, a thumbnail
    /// embedded in the dashboard's cell that links to it (the page still fetches nothing), a JUnit attachment, and a
    /// picture in the student's Gradescope results; `report.json` names the file. A screen the report only has the cells
    /// of (read back by `merge`) makes no picture, and a class without pictures has no `screens/` folder.
    @Test func failingChecksScreensArePicturesInEveryReport() throws {
        let base = try ClassReportFixtures.scratchFolder("class-report-screens")
        defer { try? FileManager.default.removeItem(at: base) }
        var report = report
        let exercise = ClassReportFixtures.columns[1].id
        let screen = FailureScreen(cells: "╭──╮\n│Count: 0│\n╰──╯", svg: "<svg xmlns=\"http://www.w3.org/2000/svg\"/>", file: "/tmp/scratch/screen.svg")
        let breaks = try #require(report.students[0].exercises[exercise]?.check.tests.firstIndex { $0.status == .fail })
        report.students[0].exercises[exercise]?.check.tests[breaks].screen = screen
        var readBack = screen
        readBack.svg = ""
        report.students[4].exercises[exercise]?.check.tests[2].screen = readBack
        let png = Data([0x89, 0x50, 0x4E, 0x47])
        var made = 0
        let written = try ClassReportWriter.write(report, to: base, pictures: { _ in made += 1; return png }, thumbnails: { _ in Data([1, 2]) })
        let path = "screens/s1__\(exercise).png"
        #expect(written.filter { $0.path.hasPrefix("screens/") }.map(\.path) == [path])
        #expect(FileManager.default.contents(atPath: base.appendingPathComponent(path).path) == png)
        #expect(made == 1, "one PNG for the file and the Gradescope picture")
        let page = try String(contentsOf: base.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<a class=\"shot\" href=\"\(path)\"><img src=\"data:image/png;base64,AQI=\""))
        #expect(page.contains("img-src data:"), "the page's policy still allows no fetch")
        let junit = try String(contentsOf: base.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("[[ATTACHMENT|\(path)]]") && !junit.contains("/tmp/scratch"))
        let gradescope = try String(contentsOf: base.appendingPathComponent("gradescope/s1.json"), encoding: .utf8)
        #expect(gradescope.contains("\"output_format\" : \"html\"") && gradescope.contains("data:image\\/png;base64,iVBORw==")
                || gradescope.contains("data:image/png;base64,iVBORw=="), "\(gradescope.prefix(800))")
        let json = try String(contentsOf: base.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(json.contains("\"file\" : \"\(path)\"") && !json.contains("/tmp/scratch") && !json.contains("<svg"))

        report.students[0].exercises[exercise]?.check.tests[breaks].screen = readBack
        try ClassReportWriter.write(report, to: base, pictures: { _ in png })
        #expect(!FileManager.default.fileExists(atPath: base.appendingPathComponent("screens").path))
    }

    @Test func writerSaysWhichFolderItCannotCreate() throws {
        let base = try ClassReportFixtures.scratchFolder("class-report-writer")
        defer { try? FileManager.default.removeItem(at: base) }
        let file = base.appendingPathComponent("a-file")
        try Data().write(to: file)
        let error = #expect(throws: WorkbookError.self) {
            try ClassReportWriter.write(report, to: file.appendingPathComponent("out"))
        }
        #expect(error?.description.contains(file.path) == true)
    }
}
