import Foundation

/// The list ViewSimTesting's `LaunchState` reads beside an exercise library, `lib<Module>.so.globals`, so that
/// `ViewHost.relaunch()` starts the module's global and static stored properties over, as a new process would.
///
/// One line per stored global or static property of the module in writable memory, its storage (a Swift symbol
/// ending `vp`, or `vpZ` for a static) or its once-token (`Wz`), as `<offset> <size>` in decimal: the symbol's
/// address in the library, which is its offset from the load address, and its size in bytes.
enum LaunchStateList {
    /// Appended to the library's file name (the same suffix as `LaunchState.storageFileSuffix`).
    static let fileSuffix = ".globals"

    /// Writes the list of the library at `library` beside it.
    ///
    /// - Throws: ``WorkbookError/setup(_:)`` when the library cannot be read or the list written.
    static func write(besideLibrary library: URL) throws(WorkbookError) {
        guard let data = FileManager.default.contents(atPath: library.path) else {
            throw .setup("Could not read \(library.lastPathComponent) to list its stored globals.")
        }
        let object: ELFObject
        do throws(ELFError) { object = try ELFObject(data) } catch {
            throw .setup("Could not read \(library.lastPathComponent) to list its stored globals: \(error.description).")
        }
        let text = entries(in: object).map { "\($0.offset) \($0.size)\n" }.joined()
        let list = URL(fileURLWithPath: library.path + fileSuffix)
        do { try Data(text.utf8).write(to: list) } catch { throw DiskSpace.setupError(error, creating: list) }
    }

    /// The storage and once-tokens of the module's stored globals in a linked library's symbol table.
    static func entries(in object: ELFObject) -> [(offset: UInt64, size: UInt64)] {
        let writable: UInt64 = 0x1, threadLocal: UInt64 = 0x400
        return object.symbols.compactMap { symbol in
            guard symbol.type == 1, !symbol.isUndefined, symbol.size > 0, ModulePolicyRules.isSwiftSymbol(symbol.name),
                  symbol.name.hasSuffix("vp") || symbol.name.hasSuffix("vpZ") || symbol.name.hasSuffix("Wz"),
                  object.sections.indices.contains(symbol.sectionIndex) else { return nil }
            let flags = object.sections[symbol.sectionIndex].flags
            guard flags & writable != 0, flags & threadLocal == 0 else { return nil }
            return (symbol.value, symbol.size)
        }
    }
}
