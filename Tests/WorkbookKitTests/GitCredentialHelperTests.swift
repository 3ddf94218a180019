import Foundation
import Testing
@testable import WorkbookKit

/// `https://` remotes authenticate as `git push` would: through the user's git credential helpers (issue 14).
@Suite struct GitCredentialHelperTests {
    static let git = Sandbox.tool("git")

    @Test(.enabled(if: git != nil, "needs the git command, whose credential helpers this asks"))
    func theUsersCredentialHelperIsAskedForAnHTTPSRemote() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("credential-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        // A helper that answers for one host only, as `store` would.
        try Data("""
            [credential]
            \thelper = "!f() { test \\"$1\\" = get || exit 0; while read line && [ -n \\"$line\\" ]; do case \\"$line\\" in host=git.example.com) ok=1;; esac; done; [ -n \\"$ok\\" ] && echo username=ada && echo password=s3cret; }; f"
            """.utf8).write(to: home.appendingPathComponent(".gitconfig"))
        let environment = ["HOME": home.path, "PATH": "/usr/bin:/bin", "GIT_CONFIG_NOSYSTEM": "1"]
        let found = GitCredentialHelper.fill(url: "https://git.example.com/class/ada.git", environment: environment)
        #expect(found?.username == "ada")
        #expect(found?.password == "s3cret")
        // Nothing stored for another host: no answer, and no prompt (it returns at once).
        #expect(GitCredentialHelper.fill(url: "https://other.example.com/x.git", environment: environment) == nil)
        #expect(GitCredentialHelper.fill(url: "ssh://git.example.com/x.git", environment: environment) == nil)
    }
}
