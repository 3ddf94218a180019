import Foundation

/// Recognises filesystems on which inotify cannot see changes made elsewhere (by the host of a VM, by WSL's Windows
/// side, by another machine), so a watcher must poll there.
///
/// The filesystem type comes from `/proc/self/mountinfo` (the mount with the longest mount point containing the
/// path). That is what `statfs(2)`'s `f_type` would tell, but by name — `statfs` is not exported by Swift's Glibc
/// module — and it also names FUSE-backed shares such as VMware's `fuse.vmhgfs-fuse`.
public enum MountKind {
    /// Filesystem types where a watcher must poll, with a name for the message.
    static let pollingOnly: [String: String] = [
        "nfs": "NFS", "nfs4": "NFS", "cifs": "SMB/CIFS", "smb3": "SMB", "smbfs": "SMB", "9p": "9p (WSL2 drvfs or a VM share)",
        "drvfs": "WSL drvfs", "vboxsf": "VirtualBox shared-folder (vboxsf)", "virtiofs": "virtiofs (VM share)",
        "prl_fs": "Parallels shared-folder", "fuse.vmhgfs-fuse": "VMware shared-folder", "afs": "AFS", "coda": "Coda",
        "ceph": "Ceph", "glusterfs": "GlusterFS", "fuse.sshfs": "SSHFS",
    ]

    /// The name of the network or host-shared filesystem `path` is on, or nil for a local one (or when unknown).
    public static func networkOrShared(path: String, mountInfo: String? = nil) -> String? {
        guard let type = filesystemType(of: path, mountInfo: mountInfo) else { return nil }
        return pollingOnly[type]
    }

    /// The filesystem type (`ext4`, `9p`, `nfs4`, …) of the mount holding `path`, from `/proc/self/mountinfo`
    /// (or the given text in that format).
    public static func filesystemType(of path: String, mountInfo: String? = nil) -> String? {
        guard let text = mountInfo ?? (try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8)) else { return nil }
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var best: (point: String, type: String)?
        for line in text.split(separator: "\n") {
            // id parent major:minor root mount-point options [optional fields…] - type source super-options
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count > 6, let dash = fields.firstIndex(of: "-"), dash + 1 < fields.count else { continue }
            let point = unescape(fields[4])
            let inside = point == "/" || target == point || target.hasPrefix(point.hasSuffix("/") ? point : point + "/")
            if inside, point.count >= (best?.point.count ?? -1) { best = (point, fields[dash + 1]) }
        }
        return best?.type
    }

    /// mountinfo escapes space, tab, newline and backslash as `\040` etc.
    private static func unescape(_ field: String) -> String {
        guard field.contains("\\") else { return field }
        var result = ""
        var iterator = Array(field)[...]
        while let character = iterator.popFirst() {
            if character == "\\", iterator.count >= 3, let code = UInt8(String(iterator.prefix(3)), radix: 8) {
                result.append(Character(UnicodeScalar(code)))
                iterator = iterator.dropFirst(3)
            } else {
                result.append(character)
            }
        }
        return result
    }
}
