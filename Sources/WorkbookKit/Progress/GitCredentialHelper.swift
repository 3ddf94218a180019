import Foundation

/// The user's git credential helpers, asked as git asks them: `git credential fill` with the remote's URL on stdin,
/// `username=` and `password=` lines back (git-credential(1)). Used for `https://` remotes, so `workbook sync`,
/// `submit` and `grade` authenticate as `git push` would (a token in the macOS keychain, `store`, `cache`, a CI's
/// helper). Never prompts: `GIT_TERMINAL_PROMPT=0`, no stdin but the request, and a deadline.
enum GitCredentialHelper {
    /// The user name and password git's helpers give for `url`, or nil (no git, no helper, nothing stored).
    static func fill(url: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> (username: String, password: String)? {
        guard let git = Sandbox.tool("git"), url.hasPrefix("https://") || url.hasPrefix("http://") else { return nil }
        var environment = environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_ASKPASS"] = "/bin/false"
        environment["SSH_ASKPASS"] = "/bin/false"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git)
        process.arguments = ["credential", "fill"]
        process.environment = environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        input.fileHandleForWriting.write(Data("url=\(url)\n\n".utf8))
        try? input.fileHandleForWriting.close()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 20, execute: watchdog)
        let answer = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else { return nil }
        var fields: [String: String] = [:]
        for line in String(decoding: answer, as: UTF8.self).split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            fields[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        guard let username = fields["username"], let password = fields["password"] else { return nil }
        return (username, password)
    }
}
