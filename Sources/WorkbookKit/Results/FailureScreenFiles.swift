import Foundation

/// Writes the screens of a check's failing tests (``FailureScreen``) as SVG files, where an editor, a browser or the
/// `--json` reader finds them: `.build/workbook/screens/<exercise>/<n>-<test>.svg` under the workbook's root, `n` the
/// test's place in the suite (from 1) and `<test>` its name in lowercase ASCII words joined by `-` (at most 48
/// characters). Each check of an exercise replaces the folder's files, so it only ever shows the last check's screens.
/// Writing is best effort: a picture that cannot be written keeps no ``FailureScreen/file``, and the check stands.
public enum FailureScreenFiles {
    /// The folder of `exercise`'s screens.
    public static func folder(of exercise: Exercise, in workbook: Workbook) -> URL {
        workbook.contentRoot.appendingPathComponent(".build/workbook/screens").appendingPathComponent(exercise.id)
    }

    /// Writes the screen of each failing test that has one with an SVG, and sets its ``FailureScreen/file``.
    public static func write(_ tests: inout [TestOutcome], exercise: Exercise, in workbook: Workbook) {
        let folder = folder(of: exercise, in: workbook)
        try? FileManager.default.removeItem(at: folder)
        let root = workbook.contentRoot.path
        for index in tests.indices {
            guard let screen = tests[index].screen, !screen.svg.isEmpty else { continue }
            let file = folder.appendingPathComponent("\(index + 1)-\(slug(tests[index].name)).svg")
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(screen.svg.utf8).write(to: file, options: .atomic)
                tests[index].screen?.file = file.path.hasPrefix(root + "/") ? String(file.path.dropFirst(root.count + 1)) : file.path
            } catch {
                continue
            }
        }
    }

    /// `Ticking “Milk” keeps it ticked` → `ticking-milk-keeps-it-ticked`.
    static func slug(_ name: String) -> String {
        var words: [String] = []
        var word = ""
        for scalar in name.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        var slug = ""
        for word in words {
            guard slug.count + word.count + 1 <= 48 else { break }
            slug += slug.isEmpty ? word : "-" + word
        }
        return slug.isEmpty ? "test" : slug
    }
}
