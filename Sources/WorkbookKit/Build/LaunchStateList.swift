import Foundation

/// The list ViewSimTesting's `LaunchState` reads beside an exercise library, `lib<Module>.so.globals`, so that
/// `ViewHost.relaunch()` starts the module's global and static stored properties over, as a new process would.
///
/// One line per stored global or static property of the module in `.data` or `.bss`, as `<offset> <size>` in
/// decimal: the symbol's address in the library, which is its offset from the load address, and its size in bytes.
/// A property made lazily (`static let shared = Store()`, `var cache = [String: Int]()`) is listed by its once-token
/// (`…_Wz`) alone: written back, the token says "not made yet", and the next use makes a new value over the old one,
/// so code of the old launch still running on another thread reads the old value or the new one, never a half-written
/// one. A property the compiler initialises in the library's data (`var count = 0`) is listed by its storage (a Swift
/// symbol ending `vp`, or `vpZ` for a static). The `shared` instance of a global actor is left alone: a second one would
/// let the old launch's work and the new launch's run at once on what that actor protects.
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

    /// The once-tokens of the module's lazily made globals and the storage of the others, in a linked library's
    /// symbol table (see the type's documentation).
    static func entries(in object: ELFObject) -> [(offset: UInt64, size: UInt64)] {
        // Swift's globals live in `.data` and `.bss`; other writable sections (`.data.rel.ro`, `.got`) are made
        // read-only once the library is loaded.
        let data = object.symbols.filter { symbol in
            guard symbol.type == 1, !symbol.isUndefined, symbol.size > 0, ModulePolicyRules.isSwiftSymbol(symbol.name),
                  object.sections.indices.contains(symbol.sectionIndex) else { return false }
            return [".data", ".bss"].contains(object.sections[symbol.sectionIndex].name)
        }
        // `$s1M6HolderV3box_Wz` is the token of `$s1M6HolderV3boxAA3BoxVvpZ`: names are length-prefixed, and a scope
        // cannot hold a property and a type of the same name, so the token's stem starts only its property's symbol.
        let tokens = data.filter { $0.name.hasSuffix("_Wz") }
        let storage = data.filter { $0.name.hasSuffix("vp") || $0.name.hasSuffix("vpZ") }
        // Looked up by stem, one length at a time: a search of every token for each property was quadratic in the
        // grader's own process (20,000 one-line globals took five minutes: break-it pass 43 of issue 30).
        var byStem: [String: ELFObject.Symbol] = [:]
        for token in tokens {
            let stem = String(decoding: token.name.utf8.dropLast(3), as: UTF8.self)
            if byStem[stem] == nil { byStem[stem] = token }
        }
        let stemLengths = Set(byStem.keys.map(\.utf8.count)).sorted()
        func token(of property: ELFObject.Symbol) -> ELFObject.Symbol? {
            let name = property.name.utf8
            for length in stemLengths where length <= name.count {
                if let token = byStem[String(decoding: name.prefix(length), as: UTF8.self)] { return token }
            }
            return nil
        }
        let globalActors = Set(object.symbols.compactMap { symbol -> String? in
            let demangled = Demangler.demangle(symbol.name)
            let prefix = "protocol conformance descriptor for ", suffix = " : Swift.GlobalActor"
            guard demangled.hasPrefix(prefix), let end = demangled.range(of: suffix) else { return nil }
            return String(demangled[demangled.index(demangled.startIndex, offsetBy: prefix.count)..<end.lowerBound])
        })
        var listed: [ELFObject.Symbol] = []
        for property in storage {
            let demangled = Demangler.demangle(property.name)
            if globalActors.contains(where: { demangled.hasPrefix("static \($0).shared : ") }) { continue }
            listed.append(token(of: property) ?? property)
        }
        return listed.map { ($0.value, $0.size) }
    }
}
