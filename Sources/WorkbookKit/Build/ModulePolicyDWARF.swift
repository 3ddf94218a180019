import Foundation

/// The debug information `swiftc -g` wrote into a relocatable object, read just far enough for ``ModulePolicy``:
/// the modules the code imports, each with the file and line of its `import`, and the line table, which maps a place
/// in the object's code back to a source line. DWARF versions 2 to 5, 32-bit format.
struct DWARFInfo {
    /// An `import` of the learner's code: `DW_TAG_imported_module` (or `_declaration`, for `import func M.f`) with a
    /// line. The imports the compiler adds by itself (`Swift`, `_Concurrency`, the module's own) carry no line.
    struct Import: Equatable {
        var module: String
        /// The `DW_AT_decl_file` index; ``fileName(_:)`` names it once the line table is read.
        var fileIndex: Int?
        var line: Int?
    }

    struct Row {
        var address: UInt64
        var file: Int
        var line: Int
    }

    /// The line table's rows per section of code, in the order the program gave them (by address within a sequence).
    private(set) var rows: [Int: [[Row]]] = [:]
    private(set) var files: [String] = []
    private var fileIndexBase = 1
    private(set) var imports: [Import] = []
    /// Whether the object has any debug information at all.
    private(set) var present = false
    private var linesRead = false

    /// Reads the imports; the line table only with `lines` (it is needed only to place a violation).
    ///
    /// - Throws: ``ELFError`` when the debug sections are malformed.
    init(_ object: ELFObject, lines: Bool = true) throws(ELFError) {
        if lines { try readLines(object) }
        if let (index, _) = object.section(named: ".debug_info") {
            present = true
            try readImports(object, sectionIndex: index)
        }
    }

    /// The source file and line of the code at `site`, or nil when the line table does not cover it (or says it is
    /// compiler-generated, line 0).
    func location(of site: ELFObject.Site) -> (file: String, line: Int)? {
        for sequence in rows[site.section] ?? [] {
            // The last row is the sequence's end (`DW_LNE_end_sequence`), one past its code.
            guard let first = sequence.first, let end = sequence.last, first.address <= site.offset, site.offset < end.address else { continue }
            var best: Row?
            for row in sequence {
                if row.address > site.offset { break }
                if row.line > 0 { best = row }
            }
            if let best, let name = fileName(best.file) { return (name, best.line) }
        }
        return nil
    }

    func fileName(_ index: Int) -> String? {
        let position = index - fileIndexBase
        return position >= 0 && position < files.count ? files[position] : nil
    }

    // MARK: .debug_info

    private static let tagModule: UInt64 = 0x1E
    private static let tagImportedModule: UInt64 = 0x3A
    private static let tagImportedDeclaration: UInt64 = 0x08
    private static let attributeName: UInt64 = 0x03
    private static let attributeImport: UInt64 = 0x18
    private static let attributeDeclFile: UInt64 = 0x3A
    private static let attributeDeclLine: UInt64 = 0x3B

    private mutating func readImports(_ object: ELFObject, sectionIndex: Int) throws(ELFError) {
        let info = try object.section(sectionIndex)
        let relocated = object.relocatedValues(of: sectionIndex)
        let strings = object.section(named: ".debug_str")?.section
        let lineStrings = object.section(named: ".debug_line_str")?.section
        guard let abbrevSection = object.section(named: ".debug_abbrev")?.section else { return }
        var reader = DWARFReader(object: object, section: info, relocated: relocated)
        while reader.position < reader.end {
            let unitStart = reader.position
            let length = Int(try reader.u32())
            guard length < 0xFFFF_FFF0 else { throw ELFError("64-bit DWARF is not supported") }
            let unitEnd = reader.position + length
            let version = try reader.u16()
            var abbrevOffset: UInt64
            var addressSize: Int
            if version >= 5 {
                let unitType = try reader.u8()
                addressSize = Int(try reader.u8())
                abbrevOffset = try reader.u32()
                if unitType == 4 || unitType == 5 { reader.position += 8 }
                if unitType == 2 || unitType == 6 { reader.position += 12 }
            } else {
                abbrevOffset = try reader.u32()
                addressSize = Int(try reader.u8())
            }
            let abbreviations = try Self.abbreviations(object, abbrevSection, at: Int(abbrevOffset))
            // Names of modules by unit-relative offset, and imports to resolve once the unit is read.
            var moduleNames: [Int: String] = [:]
            var pending: [(target: Int, file: Int?, line: Int?, tag: UInt64)] = []
            while reader.position < unitEnd {
                let dieOffset = reader.position - unitStart
                let code = try reader.uleb()
                if code == 0 { continue }
                guard let abbreviation = abbreviations[code] else { throw ELFError("unknown DWARF abbreviation \(code)") }
                var name: String?, target: Int?, file: Int?, line: Int?
                for attribute in abbreviation.attributes {
                    let value = try reader.value(form: attribute.form, implicit: attribute.implicit, addressSize: addressSize, version: version)
                    switch attribute.name {
                    case Self.attributeName:
                        if case .string(let text) = value { name = text }
                        if case .stringOffset(let offset) = value, let strings { name = try object.string(in: strings, at: Int(offset)) }
                        if case .lineStringOffset(let offset) = value, let lineStrings { name = try object.string(in: lineStrings, at: Int(offset)) }
                    case Self.attributeImport:
                        if case .unitReference(let offset) = value { target = Int(offset) }
                        if case .sectionReference(let offset) = value { target = Int(offset) - (unitStart - info.offset) }
                    case Self.attributeDeclFile:
                        if case .constant(let number) = value { file = Int(number) }
                    case Self.attributeDeclLine:
                        if case .constant(let number) = value { line = Int(number) }
                    default:
                        break
                    }
                }
                if abbreviation.tag == Self.tagModule, let name { moduleNames[dieOffset] = name }
                if abbreviation.tag == Self.tagImportedModule || abbreviation.tag == Self.tagImportedDeclaration, let target {
                    pending.append((target, file, line, abbreviation.tag))
                }
            }
            for entry in pending where entry.line != nil {
                // `import func Glibc.raise` points at the declaration, inside its module: the nearest module before it.
                let module = moduleNames[entry.target]
                    ?? moduleNames.filter { $0.key < entry.target }.max { $0.key < $1.key }?.value
                guard let module else { continue }
                imports.append(Import(module: module, fileIndex: entry.file, line: entry.line))
            }
            reader.position = unitEnd
        }
    }

    private struct Abbreviation {
        var tag: UInt64
        var attributes: [(name: UInt64, form: UInt64, implicit: Int64)]
    }

    private static func abbreviations(_ object: ELFObject, _ section: ELFObject.Section, at offset: Int) throws(ELFError) -> [UInt64: Abbreviation] {
        var reader = DWARFReader(object: object, section: section, from: offset, relocated: [:])
        var result: [UInt64: Abbreviation] = [:]
        while reader.position < reader.end {
            let code = try reader.uleb()
            if code == 0 { break }
            let tag = try reader.uleb()
            _ = try reader.u8()  // has children
            var attributes: [(UInt64, UInt64, Int64)] = []
            while true {
                let name = try reader.uleb(), form = try reader.uleb()
                if name == 0 && form == 0 { break }
                attributes.append((name, form, form == 0x21 ? try reader.sleb() : 0))
            }
            result[code] = Abbreviation(tag: tag, attributes: attributes)
        }
        return result
    }

    // MARK: .debug_line

    /// Reads the line table (and the file names imports refer to), if not read yet.
    mutating func readLines(_ object: ELFObject) throws(ELFError) {
        guard !linesRead, let (index, _) = object.section(named: ".debug_line") else { return }
        linesRead = true
        try readLineTable(object, sectionIndex: index)
    }

    private mutating func readLineTable(_ object: ELFObject, sectionIndex: Int) throws(ELFError) {
        let section = try object.section(sectionIndex)
        let relocated = object.relocatedValues(of: sectionIndex)
        var reader = DWARFReader(object: object, section: section, relocated: relocated)
        // The first program is the unit's (one unit per `-wmo` object).
        let length = Int(try reader.u32())
        guard length < 0xFFFF_FFF0 else { throw ELFError("64-bit DWARF is not supported") }
        let programEnd = reader.position + length
        let version = try reader.u16()
        var addressSize = 8
        if version >= 5 {
            addressSize = Int(try reader.u8())
            _ = try reader.u8()  // segment selector size
        }
        let headerLength = Int(try reader.u32())
        let programStart = reader.position + headerLength
        let minimumInstructionLength = UInt64(try reader.u8())
        if version >= 4 { _ = try reader.u8() }  // maximum operations per instruction
        _ = try reader.u8()  // default is_stmt
        let lineBase = Int(Int8(bitPattern: try reader.u8()))
        let lineRange = Int(try reader.u8())
        let opcodeBase = Int(try reader.u8())
        var argumentCounts: [Int] = []
        for _ in 1..<max(opcodeBase, 1) { argumentCounts.append(Int(try reader.u8())) }
        guard lineRange > 0 else { throw ELFError("line table with line range 0") }
        if version >= 5 {
            fileIndexBase = 0
            _ = try readEntries(&reader, version: version, addressSize: addressSize, object: object)  // directories
            files = try readEntries(&reader, version: version, addressSize: addressSize, object: object)
        } else {
            while try reader.peek() != 0 { _ = try reader.cString() }
            reader.position += 1
            while try reader.peek() != 0 {
                files.append(try reader.cString())
                _ = try reader.uleb(); _ = try reader.uleb(); _ = try reader.uleb()
            }
        }
        reader.position = programStart
        var sectionOfSequence = -1
        var address: UInt64 = 0, file = 1, line = 1
        var sequence: [Row] = []
        func reset() { address = 0; file = 1; line = 1; sectionOfSequence = -1 }
        while reader.position < programEnd {
            let opcode = Int(try reader.u8())
            if opcode >= opcodeBase {
                let adjusted = opcode - opcodeBase
                address &+= UInt64(adjusted / lineRange) * minimumInstructionLength
                line += lineBase + adjusted % lineRange
                sequence.append(Row(address: address, file: file, line: line))
                continue
            }
            switch opcode {
            case 0:
                let size = Int(try reader.uleb())
                let next = reader.position + size
                let sub = try reader.u8()
                if sub == 1 {
                    sequence.append(Row(address: address, file: file, line: line))
                    rows[sectionOfSequence, default: []].append(sequence)
                    sequence = []
                    reset()
                } else if sub == 2 {
                    let operand = UInt64(reader.position - section.offset)
                    let raw = try reader.address(size: size - 1)
                    if let target = relocated[operand] {
                        sectionOfSequence = target.section; address = target.value
                    } else {
                        address = raw
                    }
                }
                reader.position = next
            case 1: sequence.append(Row(address: address, file: file, line: line))
            case 2: address &+= try reader.uleb() * minimumInstructionLength
            case 3: line += Int(try reader.sleb())
            case 4: file = Int(try reader.uleb())
            case 8: address &+= UInt64((255 - opcodeBase) / lineRange) * minimumInstructionLength
            case 9: address &+= UInt64(try reader.u16())
            default:
                for _ in 0..<(opcode - 1 < argumentCounts.count ? argumentCounts[opcode - 1] : 0) { _ = try reader.uleb() }
            }
        }
    }

    /// DWARF 5's directory or file entries: the path of each.
    private func readEntries(_ reader: inout DWARFReader, version: UInt16, addressSize: Int, object: ELFObject) throws(ELFError) -> [String] {
        let formatCount = Int(try reader.u8())
        var formats: [(type: UInt64, form: UInt64)] = []
        for _ in 0..<formatCount { formats.append((try reader.uleb(), try reader.uleb())) }
        let count = Int(try reader.uleb())
        guard count < 1_000_000 else { throw ELFError("too many line-table entries") }
        var paths: [String] = []
        for _ in 0..<count {
            var path = ""
            for format in formats {
                let value = try reader.value(form: format.form, implicit: 0, addressSize: addressSize, version: version)
                guard format.type == 1 else { continue }
                switch value {
                case .string(let text): path = text
                case .lineStringOffset(let offset):
                    if let strings = object.section(named: ".debug_line_str")?.section { path = try object.string(in: strings, at: Int(offset)) }
                case .stringOffset(let offset):
                    if let strings = object.section(named: ".debug_str")?.section { path = try object.string(in: strings, at: Int(offset)) }
                default: break
                }
            }
            paths.append(path)
        }
        return paths
    }
}

/// A cursor over a DWARF section of an ``ELFObject``, applying its relocations to 4- and 8-byte reads.
struct DWARFReader {
    enum Value {
        case constant(UInt64)
        case string(String)
        case stringOffset(UInt64)
        case lineStringOffset(UInt64)
        case unitReference(UInt64)
        case sectionReference(UInt64)
        case other
    }

    let object: ELFObject
    var position: Int
    let end: Int
    /// The file offset of the section walked: relocations are keyed by offsets in it.
    let sectionBase: Int
    let relocated: [UInt64: (section: Int, value: UInt64)]

    init(object: ELFObject, section: ELFObject.Section, from offset: Int = 0, relocated: [UInt64: (section: Int, value: UInt64)]) {
        self.object = object; self.sectionBase = section.offset; self.position = section.offset + offset
        self.end = min(section.offset + section.size, object.count); self.relocated = relocated
    }

    mutating func u8() throws(ELFError) -> UInt8 {
        guard position < end else { throw ELFError("DWARF read past its section") }
        defer { position += 1 }
        return object.storage.raw[position]
    }

    func peek() throws(ELFError) -> UInt8 {
        guard position < end else { throw ELFError("DWARF read past its section") }
        return object.storage.raw[position]
    }

    mutating func u16() throws(ELFError) -> UInt16 { UInt16(try fixed(2)) }
    mutating func u32() throws(ELFError) -> UInt64 { try fixed(4) }

    mutating func address(size: Int) throws(ELFError) -> UInt64 { try fixed(size) }

    /// A little-endian value, or what the relocation at this place makes of it.
    private mutating func fixed(_ count: Int) throws(ELFError) -> UInt64 {
        guard position + count <= end else { throw ELFError("DWARF read past its section") }
        let sectionOffset = UInt64(position - sectionBase)
        var value: UInt64 = 0
        switch count {
        case 1: value = UInt64(object.storage.raw[position])
        case 2: value = UInt64(UInt16(littleEndian: object.storage.raw.loadUnaligned(fromByteOffset: position, as: UInt16.self)))
        case 4: value = UInt64(UInt32(littleEndian: object.storage.raw.loadUnaligned(fromByteOffset: position, as: UInt32.self)))
        case 8: value = UInt64(littleEndian: object.storage.raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
        default: for index in (0..<count).reversed() { value = value << 8 | UInt64(object.storage.raw[position + index]) }
        }
        position += count
        if count >= 4, let relocation = relocated[sectionOffset] { return relocation.value }
        return value
    }

    mutating func uleb() throws(ELFError) -> UInt64 {
        var result: UInt64 = 0, shift: UInt64 = 0
        while true {
            let byte = try u8()
            if shift < 64 { result |= UInt64(byte & 0x7F) << shift }
            shift += 7
            if byte & 0x80 == 0 { return result }
        }
    }

    mutating func sleb() throws(ELFError) -> Int64 {
        var result: Int64 = 0, shift: Int64 = 0, byte: UInt8 = 0
        repeat {
            byte = try u8()
            if shift < 64 { result |= Int64(byte & 0x7F) << shift }
            shift += 7
        } while byte & 0x80 != 0
        if shift < 64, byte & 0x40 != 0 { result |= -(Int64(1) << shift) }
        return result
    }

    mutating func cString() throws(ELFError) -> String {
        let begin = position
        while try peek() != 0 { position += 1 }
        defer { position += 1 }
        return String(decoding: UnsafeRawBufferPointer(rebasing: object.storage.raw[begin..<position]), as: UTF8.self)
    }

    private mutating func skip(_ count: Int) throws(ELFError) {
        guard count >= 0, position + count <= end else { throw ELFError("DWARF read past its section") }
        position += count
    }

    /// Reads one attribute value of `form` (DWARF 2–5 and the GNU extensions `swiftc` and `clang` emit).
    mutating func value(form: UInt64, implicit: Int64, addressSize: Int, version: UInt16) throws(ELFError) -> Value {
        switch form {
        case 0x01: return .constant(try fixed(addressSize))                                   // addr
        case 0x03: try skip(Int(try u16())); return .other                                    // block2
        case 0x04: try skip(Int(try u32())); return .other                                    // block4
        case 0x05: return .constant(UInt64(try u16()))                                        // data2
        case 0x06: return .constant(try u32())                                                // data4
        case 0x07: return .constant(try fixed(8))                                             // data8
        case 0x08: return .string(try cString())                                              // string
        case 0x09, 0x18: try skip(Int(try uleb())); return .other                             // block, exprloc
        case 0x0A: try skip(Int(try u8())); return .other                                     // block1
        case 0x0B: return .constant(UInt64(try u8()))                                         // data1
        case 0x0C: return .constant(UInt64(try u8()))                                         // flag
        case 0x0D: return .constant(UInt64(bitPattern: try sleb()))                           // sdata
        case 0x0E: return .stringOffset(try u32())                                            // strp
        case 0x0F: return .constant(try uleb())                                               // udata
        case 0x10: return .sectionReference(version <= 2 ? try fixed(addressSize) : try u32()) // ref_addr
        case 0x11: return .unitReference(UInt64(try u8()))                                    // ref1
        case 0x12: return .unitReference(UInt64(try u16()))                                   // ref2
        case 0x13: return .unitReference(try u32())                                           // ref4
        case 0x14: return .unitReference(try fixed(8))                                        // ref8
        case 0x15: return .unitReference(try uleb())                                          // ref_udata
        case 0x16: return try value(form: try uleb(), implicit: implicit, addressSize: addressSize, version: version) // indirect
        case 0x17: return .constant(try u32())                                                // sec_offset
        case 0x19: return .constant(1)                                                        // flag_present
        case 0x1A, 0x1B, 0x22, 0x23, 0x1F01, 0x1F02: _ = try uleb(); return .other            // strx, addrx, loclistx, rnglistx
        case 0x1C, 0x1D, 0x1F20, 0x1F21: _ = try u32(); return .other                         // ref_sup4, strp_sup, GNU alt
        case 0x1E: try skip(16); return .other                                                // data16
        case 0x1F: return .lineStringOffset(try u32())                                        // line_strp
        case 0x20, 0x24: try skip(8); return .other                                           // ref_sig8, ref_sup8
        case 0x21: return .constant(UInt64(bitPattern: implicit))                             // implicit_const
        case 0x25, 0x29: try skip(1); return .other                                           // strx1, addrx1
        case 0x26, 0x2A: try skip(2); return .other                                           // strx2, addrx2
        case 0x27, 0x2B: try skip(3); return .other                                           // strx3, addrx3
        case 0x28, 0x2C: try skip(4); return .other                                           // strx4, addrx4
        default: throw ELFError("unknown DWARF form 0x\(String(form, radix: 16))")
        }
    }
}
