import Foundation

/// The library search path an ELF executable carries (`DT_RUNPATH`, or the older `DT_RPATH`), so a sandbox can show
/// a runner exactly the library directories it was linked to load from (the toolchain's runtime, the core's
/// `.build/debug`). Little-endian ELF64 only (x86_64, aarch64); anything else — a script, a 32-bit file, a damaged
/// header — has none.
enum SandboxRunPath {
    /// The directories of `executable`'s run path, `$ORIGIN` replaced by its directory; empty if it has none.
    static func directories(of executable: URL) -> [String] {
        guard let data = try? Data(contentsOf: executable, options: .alwaysMapped) else { return [] }
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> [String] in
            guard let text = runPath(bytes) else { return [] }
            let origin = executable.deletingLastPathComponent().path
            return text.split(separator: ":").map { $0.replacingOccurrences(of: "$ORIGIN", with: origin).replacingOccurrences(of: "${ORIGIN}", with: origin) }
        }
    }

    private static func runPath(_ bytes: UnsafeRawBufferPointer) -> String? {
        func integer<T: FixedWidthInteger>(_ offset: Int, _: T.Type) -> T? {
            guard offset >= 0, offset + MemoryLayout<T>.size <= bytes.count else { return nil }
            return T(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: T.self))
        }
        // "\x7fELF", ELFCLASS64, ELFDATA2LSB
        guard bytes.count > 64, bytes[0] == 0x7f, bytes[1] == 0x45, bytes[2] == 0x4c, bytes[3] == 0x46, bytes[4] == 2, bytes[5] == 1,
              let programHeaders = integer(0x20, UInt64.self), let entrySize = integer(0x36, UInt16.self),
              let count = integer(0x38, UInt16.self), entrySize >= 56, programHeaders < UInt64(bytes.count) else { return nil }
        var loads: [(address: UInt64, offset: UInt64, size: UInt64)] = []
        var dynamic: (offset: UInt64, size: UInt64)?
        for index in 0..<Int(count) {
            let base = Int(programHeaders) + index * Int(entrySize)
            guard let type = integer(base, UInt32.self), let offset = integer(base + 8, UInt64.self),
                  let address = integer(base + 16, UInt64.self), let fileSize = integer(base + 32, UInt64.self) else { return nil }
            if type == 1 { loads.append((address, offset, fileSize)) }  // PT_LOAD
            if type == 2 { dynamic = (offset, fileSize) }  // PT_DYNAMIC
        }
        guard let dynamic, dynamic.offset < UInt64(bytes.count) else { return nil }
        var stringTable: UInt64?, runPath: UInt64?, rPath: UInt64?
        var entry = Int(dynamic.offset)
        let end = Int(min(dynamic.offset + dynamic.size, UInt64(bytes.count)))
        while entry + 16 <= end, let tag = integer(entry, UInt64.self), tag != 0, let value = integer(entry + 8, UInt64.self) {
            switch tag {
            case 5: stringTable = value  // DT_STRTAB (an address)
            case 15: rPath = value  // DT_RPATH (an offset into the string table)
            case 29: runPath = value  // DT_RUNPATH
            default: break
            }
            entry += 16
        }
        guard let stringTable, let name = runPath ?? rPath,
              let load = loads.first(where: { stringTable >= $0.address && stringTable < $0.address + $0.size }) else { return nil }
        let start = stringTable - load.address + load.offset + name
        guard start < UInt64(bytes.count) else { return nil }
        let tail = bytes[Int(start)...]
        guard let terminator = tail.firstIndex(of: 0) else { return nil }
        return String(decoding: bytes[Int(start)..<terminator], as: UTF8.self)
    }
}
