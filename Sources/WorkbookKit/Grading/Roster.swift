import Foundation

/// A class list for `workbook grade --roster roster.csv`: who is graded, under which name, from which source.
///
/// The file is CSV (RFC 4180: fields may be quoted with `"`, a quote inside doubled; a quote inside an unquoted
/// field is kept as it is; UTF-8) with a header row naming
/// at least the columns `student`, `name` and `source` (any order, any case; other columns are ignored). Each row is
/// one student: `student` is the id reports use, `name` what an instructor reads, `source` a local path (relative to
/// the roster's folder) or a git URL. Blank lines are skipped. `student` and `name` are taken without control or
/// text-direction characters (``UntrustedText/printable(_:)``), so ids stay unique as every report prints them.
public struct Roster: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var student: String
        public var name: String
        public var source: String

        public init(student: String, name: String, source: String) { self.student = student; self.name = name; self.source = source }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    /// Reads and parses the roster at `file`; relative local sources are resolved against its folder.
    ///
    /// - Throws: ``WorkbookError/setup(_:)`` naming the file and line of what is wrong: an unreadable file, a missing
    ///   column, an empty field, an unclosed quote, a student id given twice.
    public static func read(_ file: URL) throws(WorkbookError) -> Roster {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        guard size <= maximumBytes else {
            throw .setup("\(file.path) is over \(maximumBytes >> 20) MiB; a roster is a few lines per student, far less than that.")
        }
        guard let data = FileManager.default.contents(atPath: file.path) else { throw .setup("Cannot read the roster \(file.path).") }
        guard let text = String(data: data, encoding: .utf8) else { throw .setup("\(file.path) is not UTF-8 text.") }
        var roster = try parse(text, name: file.lastPathComponent)
        let folder = file.deletingLastPathComponent()
        for index in roster.entries.indices where !SubmissionSource.isURL(roster.entries[index].source) && !roster.entries[index].source.hasPrefix("/") {
            roster.entries[index].source = folder.appendingPathComponent(roster.entries[index].source).standardizedFileURL.path
        }
        return roster
    }

    /// Most bytes a roster file may have: ten thousand students with long sources fit many times over.
    public static let maximumBytes = 8 << 20
    /// Most characters a student id or name may have; a source (a path or URL) may have ``maximumSourceLength``.
    public static let maximumFieldLength = 200
    public static let maximumSourceLength = 4_096

    /// Parses roster text; `name` is the file's name for messages.
    public static func parse(_ text: String, name: String = "roster") throws(WorkbookError) -> Roster {
        let rows = try csvRows(text, name: name)
        guard let (headerLine, header) = rows.first else { throw .setup("\(name) is empty: it needs a header row `student,name,source`.") }
        let columns = header.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        var positions: [String: Int] = [:]
        for required in ["student", "name", "source"] {
            guard let position = columns.firstIndex(of: required) else {
                throw .setup("\(name):\(headerLine): the header has no `\(required)` column (it needs student, name and source).")
            }
            positions[required] = position
        }
        var entries: [Entry] = []
        var seen: [String: Int] = [:]
        for (line, row) in rows.dropFirst() {
            func field(_ column: String) throws(WorkbookError) -> String {
                let position = positions[column]!
                let value = position < row.count ? row[position].trimmingCharacters(in: .whitespaces) : ""
                guard !value.isEmpty else { throw .setup("\(name):\(line): the `\(column)` field is empty.") }
                let limit = column == "source" ? maximumSourceLength : maximumFieldLength
                guard value.count <= limit else {
                    throw .setup("\(name):\(line): the `\(column)` field is \(value.count) characters long, over the \(limit) it may have.")
                }
                guard column != "source" else { return value }
                let printable = UntrustedText.printable(value).trimmingCharacters(in: .whitespaces)
                guard !printable.isEmpty else { throw .setup("\(name):\(line): the `\(column)` field holds only control or text-direction characters.") }
                return printable
            }
            let entry = Entry(student: try field("student"), name: try field("name"), source: try field("source"))
            if let first = seen[entry.student] {
                throw .setup("\(name):\(line): student \(entry.student) is listed twice (first on line \(first)).")
            }
            seen[entry.student] = line
            entries.append(entry)
        }
        return Roster(entries: entries)
    }

    /// RFC 4180 rows with the line each starts on; blank lines are skipped.
    static func csvRows(_ text: String, name: String) throws(WorkbookError) -> [(line: Int, fields: [String])] {
        var rows: [(Int, [String])] = []
        var fields: [String] = [], field = "", quoted = false
        var line = 1, rowStart = 1, quoteStart = 1
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            let isNewline = character == "\n" || character == "\r\n" || character == "\r"
            if quoted {
                if character == "\"" {
                    if index < characters.count, characters[index] == "\"" { field.append("\""); index += 1 } else { quoted = false }
                } else {
                    field.append(character)
                    if isNewline { line += 1 }
                }
                continue
            }
            if character == "\"", field.isEmpty {
                quoted = true; quoteStart = line
            } else if character == "," {
                fields.append(field); field = ""
            } else if isNewline {
                fields.append(field)
                if fields != [""] { rows.append((rowStart, fields)) }
                fields = []; field = ""
                line += 1; rowStart = line
            } else {
                field.append(character)
            }
        }
        if quoted { throw .setup("\(name):\(quoteStart): a quoted field is never closed.") }
        fields.append(field)
        if fields != [""] { rows.append((rowStart, fields)) }
        return rows
    }
}
