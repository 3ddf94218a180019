import Foundation

/// A 64-bit little-endian ELF relocatable object (`<Module>.o`) read just far enough for ``ModulePolicy``: its
/// sections, symbols and relocations. x86-64 and AArch64 objects from `swiftc` have this shape.
///
/// Offsets and sizes are in bytes from the file's start; a section index is the ELF `st_shndx`/`sh_info` value.
struct ELFObject {
    struct Section {
        var name: String
        var type: UInt32
        var flags: UInt64
        var offset: Int
        var size: Int
        /// `sh_link`: for a symbol table, its string table; for a relocation section, its symbol table.
        var link: Int
        /// `sh_info`: for a relocation section, the section it patches.
        var info: Int
    }

    struct Symbol {
        var name: String
        /// `STB_LOCAL` 0, `STB_GLOBAL` 1, `STB_WEAK` 2.
        var binding: UInt8
        /// `STT_SECTION` 3 for a section's own symbol.
        var type: UInt8
        /// `STV_DEFAULT` 0 or `STV_PROTECTED` 3: visible to (and able to interpose on) other libraries once linked;
        /// `STV_HIDDEN` 2 and `STV_INTERNAL` 1 stay inside the library.
        var visibility: UInt8
        /// 0 (`SHN_UNDEF`) for a symbol the object uses but does not define.
        var sectionIndex: Int
        var value: UInt64
        /// `st_size`: the bytes of a data object.
        var size: UInt64 = 0

        var isUndefined: Bool { sectionIndex == 0 }
        var isExported: Bool { !isUndefined && (binding == 1 || binding == 2) && (visibility == 0 || visibility == 3) }
    }

    /// A place a relocation patches: the section, and the offset in it.
    struct Site: Hashable {
        var section: Int
        var offset: UInt64
    }

    struct Relocation {
        var site: Site
        var symbol: Int
        var addend: Int64
    }

    /// The file's bytes, read through a raw pointer: byte-by-byte reads of a `[UInt8]` are slow in a debug build, and
    /// this runs in every check after an edit.
    let storage: ELFBytes
    var count: Int { storage.raw.count }
    private(set) var sections: [Section] = []
    private(set) var symbols: [Symbol] = []
    /// Every relocation of the object (`SHT_RELA` sections), read once.
    private(set) var relocations: [Relocation] = []

    static let relaType: UInt32 = 4
    static let symtabType: UInt32 = 2
    static let symtabIndexType: UInt32 = 18

    /// - Throws: ``ELFError`` when the data is not a 64-bit little-endian ELF object or a table runs past its end.
    init(_ data: Data) throws(ELFError) {
        storage = ELFBytes(data)
        let bytes = storage.raw
        guard bytes.count >= 64, bytes[0] == 0x7F, bytes[1] == 0x45, bytes[2] == 0x4C, bytes[3] == 0x46 else { throw ELFError("not an ELF file") }
        guard bytes[4] == 2, bytes[5] == 1 else { throw ELFError("not a 64-bit little-endian ELF file") }
        let sectionTable = Int(try u64(0x28))
        let entrySize = Int(try u16(0x3A))
        var count = Int(try u16(0x3C))
        var namesIndex = Int(try u16(0x3E))
        guard entrySize >= 64, sectionTable > 0 else { throw ELFError("no section table") }
        if count == 0 { count = Int(try u64(sectionTable + 0x20)) }
        if namesIndex == 0xFFFF { namesIndex = Int(try u32(sectionTable + 0x28)) }
        guard count < 1_000_000, sectionTable + count * entrySize <= bytes.count else { throw ELFError("section table out of bounds") }
        var raw: [(nameOffset: Int, section: Section)] = []
        for index in 0..<count {
            let base = sectionTable + index * entrySize
            let section = Section(
                name: "", type: try u32(base + 4), flags: try u64(base + 8), offset: Int(try u64(base + 0x18)),
                size: Int(try u64(base + 0x20)), link: Int(try u32(base + 0x28)), info: Int(try u32(base + 0x2C)))
            raw.append((Int(try u32(base)), section))
        }
        guard namesIndex < raw.count else { throw ELFError("no section name table") }
        let names = raw[namesIndex].section
        sections = try raw.map { entry throws(ELFError) in
            var section = entry.section
            section.name = try string(in: names, at: entry.nameOffset)
            return section
        }
        for section in sections where section.type == Self.relaType {
            for index in 0..<(section.size / 24) {
                let base = section.offset + index * 24
                let info = try u64(base + 8)
                relocations.append(Relocation(
                    site: Site(section: section.info, offset: try u64(base)), symbol: Int(info >> 32),
                    addend: Int64(bitPattern: try u64(base + 16))))
            }
        }
        guard let table = sections.firstIndex(where: { $0.type == Self.symtabType }) else { return }
        let symtab = sections[table]
        let strtab = try section(symtab.link)
        let extended = sections.first { $0.type == Self.symtabIndexType && $0.link == table }
        for index in 0..<(symtab.size / 24) {
            let base = symtab.offset + index * 24
            let info = try u8(base + 4)
            var shndx = Int(try u16(base + 6))
            if shndx == 0xFFFF, let extended { shndx = Int(try u32(extended.offset + index * 4)) }
            symbols.append(Symbol(
                name: try string(in: strtab, at: Int(try u32(base))), binding: info >> 4, type: info & 0xF,
                visibility: try u8(base + 5) & 0x3, sectionIndex: shndx, value: try u64(base + 8), size: try u64(base + 16)))
        }
    }

    func section(_ index: Int) throws(ELFError) -> Section {
        guard index >= 0, index < sections.count else { throw ELFError("section \(index) does not exist") }
        return sections[index]
    }

    /// The section named `name` (the first, when several share it).
    func section(named name: String) -> (index: Int, section: Section)? {
        sections.firstIndex { $0.name == name }.map { ($0, sections[$0]) }
    }


    /// The relocations that patch `section`, by offset: the symbol's section and value plus the addend. In a
    /// relocatable object, a reference to another section's data (a string in `.debug_str`, an address in a
    /// function's `.text`) is 0 in the bytes and this value in the relocation.
    func relocatedValues(of sectionIndex: Int) -> [UInt64: (section: Int, value: UInt64)] {
        var values: [UInt64: (section: Int, value: UInt64)] = [:]
        for relocation in relocations where relocation.site.section == sectionIndex && relocation.symbol < symbols.count {
            let symbol = symbols[relocation.symbol]
            values[relocation.site.offset] = (symbol.sectionIndex, UInt64(bitPattern: Int64(bitPattern: symbol.value) &+ relocation.addend))
        }
        return values
    }

    // MARK: Reading

    func u8(_ offset: Int) throws(ELFError) -> UInt8 {
        guard offset >= 0, offset < count else { throw ELFError("read past the end") }
        return storage.raw[offset]
    }

    func u16(_ offset: Int) throws(ELFError) -> UInt16 { UInt16(littleEndian: try load(offset)) }
    func u32(_ offset: Int) throws(ELFError) -> UInt32 { UInt32(littleEndian: try load(offset)) }
    func u64(_ offset: Int) throws(ELFError) -> UInt64 { UInt64(littleEndian: try load(offset)) }

    private func load<T: FixedWidthInteger>(_ offset: Int) throws(ELFError) -> T {
        guard offset >= 0, offset + MemoryLayout<T>.size <= count else { throw ELFError("read past the end") }
        return storage.raw.loadUnaligned(fromByteOffset: offset, as: T.self)
    }

    /// The NUL-terminated string at `offset` in a string-table section.
    func string(in section: Section, at offset: Int) throws(ELFError) -> String {
        let start = section.offset + offset
        guard offset >= 0, offset < section.size, start < count else { throw ELFError("string out of bounds") }
        let limit = min(section.offset + section.size, count) - start
        let base = storage.raw.baseAddress!.advanced(by: start).assumingMemoryBound(to: CChar.self)
        let length = strnlen(base, limit)
        return String(decoding: UnsafeRawBufferPointer(start: base, count: length), as: UTF8.self)
    }
}

/// An object file's bytes, owned, at a fixed address for the object's lifetime.
final class ELFBytes {
    let raw: UnsafeRawBufferPointer

    init(_ data: Data) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(data.count, 1), alignment: 16)
        data.copyBytes(to: buffer)
        raw = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[0..<data.count])
    }

    deinit { UnsafeMutableRawPointer(mutating: raw.baseAddress)?.deallocate() }
}

/// An object file ``ModulePolicy`` could not read.
struct ELFError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
