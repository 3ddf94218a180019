import Foundation

/// File names made from untrusted ids (a class's student ids, for `gradescope/<student>.json`): safe on every common
/// file system and unique even where case is ignored.
///
/// An id made only of ASCII letters, digits, `.`, `_` and `-`, not starting with `.` or `-`, at most 64 characters,
/// not a name Windows reserves (`CON`, `NUL`, `COM1`…) and not equal to another's ignoring case is kept as is.
/// Any other id becomes its safe characters (others replaced by `_`, at most 40) then `-` and the first 10 hex digits
/// of its content hash (``ContentHash``), e.g. `../../etc` → `_._.._etc-` and ten hex digits (a leading `.` or `-`
/// becomes `_`). The result depends on the id and on which other ids share its name, never on their order.
public enum SafeFileNames {
    /// One name (without extension) per id, in the same order.
    public static func names(for ids: [String]) -> [String] {
        let kept = ids.map { id in isSafe(id) ? id : nil }
        var clashes: [String: Int] = [:]
        for name in kept.compactMap({ $0 }) { clashes[name.lowercased(), default: 0] += 1 }
        var names = zip(ids, kept).map { id, kept in
            if let kept, clashes[kept.lowercased()] == 1 { return kept }
            return hashed(id, digits: 10)
        }
        // Ten hex digits of two different ids agreeing is all but impossible; if it happens, the whole hash tells them apart.
        var seen: [String: Int] = [:]
        for name in names { seen[name.lowercased(), default: 0] += 1 }
        for index in names.indices where seen[names[index].lowercased()]! > 1 && names[index] != ids[index] {
            names[index] = hashed(ids[index], digits: 40)
        }
        return names
    }

    static func isSafe(_ id: String) -> Bool {
        guard !id.isEmpty, id.utf8.count <= 64, let first = id.unicodeScalars.first, first != ".", first != "-" else { return false }
        guard id.unicodeScalars.allSatisfy(isSafeScalar) else { return false }
        let stem = id.split(separator: ".", maxSplits: 1).first.map { $0.uppercased() } ?? ""
        return !reserved.contains(stem)
    }

    private static func isSafeScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": return true
        default: return false
        }
    }

    private static func hashed(_ id: String, digits: Int) -> String {
        let safe = String(String.UnicodeScalarView(id.unicodeScalars.prefix(40).map { isSafeScalar($0) ? $0 : "_" }))
        let stem = safe.first == "." || safe.first == "-" ? "_" + safe.dropFirst() : safe
        return (stem.isEmpty ? "" : stem + "-") + String(ContentHash.hex(id).prefix(digits))
    }

    private static let reserved = Set(["CON", "PRN", "AUX", "NUL"] + (1...9).flatMap { ["COM\($0)", "LPT\($0)"] })
}
