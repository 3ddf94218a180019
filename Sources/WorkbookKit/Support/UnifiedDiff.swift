import CGit2
import Foundation

/// A unified diff of two texts, made by libgit2 (`git_patch_from_buffers`), in `git diff`'s format:
/// `diff --git a/… b/…`, `--- a/…`, `+++ b/…`, then `@@` hunks with `contextLines` of context.
///
/// - Parameters:
///   - old: the text before (nil: the file does not exist, shown as `/dev/null`); `oldPath` names it.
///   - new: the text after (nil: deleted).
/// - Returns: the patch text, or an empty string when the texts are equal.
public func unifiedDiff(old: Data?, oldPath: String, new: Data?, newPath: String, contextLines: Int = 3) -> String {
    _ = diffLibgit2Ready
    var options = git_diff_options()
    git_diff_options_init(&options, 1)  // GIT_DIFF_OPTIONS_VERSION
    options.context_lines = UInt32(max(0, contextLines))
    var patch: OpaquePointer?
    let oldBytes = old.map { [UInt8]($0) }
    let newBytes = new.map { [UInt8]($0) }
    let code: Int32 = withOptionalBuffer(oldBytes) { oldPointer, oldCount in
        withOptionalBuffer(newBytes) { newPointer, newCount in
            git_patch_from_buffers(&patch, oldPointer, oldCount, oldPath, newPointer, newCount, newPath, &options)
        }
    }
    guard code == 0, let patch else { return "" }
    defer { git_patch_free(patch) }
    guard git_patch_num_hunks(patch) > 0 else { return "" }
    var buffer = git_buf()
    defer { git_buf_dispose(&buffer) }
    guard git_patch_to_buf(&buffer, patch) == 0, let pointer = buffer.ptr else { return "" }
    return String(decoding: UnsafeRawBufferPointer(start: pointer, count: buffer.size), as: UTF8.self)
}

/// libgit2 is reference-counted; one more initialisation for diffs made before any repository is opened.
private let diffLibgit2Ready: Bool = git_libgit2_init() > 0

private func withOptionalBuffer<R>(_ bytes: [UInt8]?, _ body: (UnsafeRawPointer?, Int) -> R) -> R {
    guard let bytes else { return body(nil, 0) }
    return bytes.withUnsafeBytes { body($0.baseAddress ?? UnsafeRawPointer(bitPattern: 1), $0.count) }
}
