import Foundation

/// `workbook run`'s `screenshot [FILE]`: the screen's picture (the SVG the app's ViewSim drew, `AppReply/svg`)
/// written as SVG or, through librsvg's `rsvg-convert` (Debian's `librsvg2-bin`, which `./setup` installs), as PNG
/// at twice the points (an @2x picture, as a simulator's screenshot of a non-Pro iPhone is).
///
/// The file must be inside the workbook (no command touches files outside it): a relative `FILE` is taken from the
/// directory `workbook` runs in; without one, the picture goes to `.build/workbook/screenshots/ID-N.png`, `N` the
/// first number not taken. The same screen gives the same bytes (ViewSim's SVG is deterministic, and `rsvg-convert`
/// writes no time into a PNG).
public enum Screenshot {
    /// The PNG converter, where it is installed.
    static let converter = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Writes `svg` to `requested` (or the default place) and returns the file's path relative to the workbook.
    /// - Throws: ``WorkbookError/refused(_:)`` for a file outside the workbook or of another kind than `.png`/`.svg`;
    ///   ``WorkbookError/setup(_:)`` when a PNG is asked for and `rsvg-convert` is missing or fails.
    public static func write(svg: String, to requested: String?, exercise: Exercise, workbook: Workbook,
                             currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) throws(WorkbookError) -> String {
        let root = workbook.contentRoot.standardizedFileURL.resolvingSymlinksInPath()
        let target: URL
        if let requested {
            let url = requested.hasPrefix("/") ? URL(fileURLWithPath: requested) : currentDirectory.appendingPathComponent(requested)
            target = url.standardizedFileURL
        } else {
            let folder = workbook.workDirectory.appendingPathComponent("screenshots")
            var number = 1
            while FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(exercise.id)-\(number).png").path) { number += 1 }
            target = folder.appendingPathComponent("\(exercise.id)-\(number).png")
        }
        let folder = target.deletingLastPathComponent().resolvingSymlinksInPath()
        guard requested == nil || folder.path == root.path || folder.path.hasPrefix(root.path + "/") else {
            throw .refused("\(requested ?? target.path) is outside the workbook; screenshots are written inside it (\(root.path)).")
        }
        let kind = target.pathExtension.lowercased()
        guard kind == "png" || kind == "svg" else { throw .refused("a screenshot is a .png or an .svg file, not “\(target.lastPathComponent)”.") }
        if let attributes = try? FileManager.default.attributesOfItem(atPath: target.path), attributes[.type] as? FileAttributeType == .typeSymbolicLink {
            throw .refused("\(target.lastPathComponent) is a symbolic link; name another file.")
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .setup("Could not make \(folder.path): \(error.localizedDescription)")
        }
        let final = folder.appendingPathComponent(target.lastPathComponent)
        if kind == "svg" {
            do { try Data(svg.utf8).write(to: final, options: .atomic) } catch { throw .setup("Could not write \(final.path): \(error.localizedDescription)") }
        } else {
            try png(svg: svg, to: final, scratch: workbook.workDirectory)
        }
        return final.path.hasPrefix(root.path + "/") ? String(final.path.dropFirst(root.path.count + 1)) : final.path
    }

    /// Converts `svg` to a PNG at `destination` with `rsvg-convert` (`zoom` pixels a point: 2 by default), within 20
    /// seconds and 64 MiB of output.
    static func png(svg: String, to destination: URL, scratch: URL, zoom: Double = 2) throws(WorkbookError) {
        guard let converter else {
            throw .setup("A PNG needs rsvg-convert (Debian: apt-get install librsvg2-bin; ./setup installs it). `screenshot FILE.svg` works without it.")
        }
        let input = scratch.appendingPathComponent("screenshot-\(UUID().uuidString).svg")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: input)
        } catch {
            throw .setup("Could not write \(input.path): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: input) }
        let request = ChildProcessRequest(
            executable: converter, arguments: ["--zoom", String(format: "%g", zoom), "--format", "png", "--output", destination.path, input.path],
            timeoutSeconds: 20, outputLimitBytes: 64 * 1024, limits: ResourceLimits(fileSizeBytes: 64 << 20))
        let outcome = try ChildProcess.run(request)
        guard outcome.termination == .exited(0) else {
            throw .setup("rsvg-convert could not draw the screenshot: \(outcome.stderrText.prefix(300))")
        }
    }
}
