import CIndexStore
import Foundation

/// What the compiler's index store (`-index-store-path`) says a module's source files refer to: every declaration
/// named in the code, with its unified symbol resolution (USR) and where it is written. Read with the toolchain's
/// own libIndexStore (``Toolchain/indexStoreLibrary``), through ``CIndexStore``.
///
/// The index names what the compiled object cannot show: a method of a Foundation class is called through its
/// class's table, with no symbol of its own, but its occurrence is in the index (``ModulePolicyReferences``).
struct IndexStore {
    /// One occurrence of a declaration in a source file.
    struct Occurrence: Sendable, Equatable {
        /// The source file's path, as the compiler was given it.
        var file: String
        /// `s:10Foundation6ThreadC16threadDictionary…` (Swift: `s:` and the mangled name), `c:@F@sqrt` (C).
        var usr: String
        /// As the index names it: `threadDictionary`, `init(x:)`, `getter:current`.
        var name: String
        /// libIndexStore's `indexstore_symbol_role_t` bits.
        var roles: UInt64
        /// 1-based.
        var line: Int
        var column: Int

        /// `INDEXSTORE_SYMBOL_ROLE_REFERENCE`: the code uses the declaration (rather than declaring it).
        var isReference: Bool { roles & (1 << 2) != 0 }
        /// `INDEXSTORE_SYMBOL_ROLE_IMPLICIT`: the compiler uses it for code the learner did not write out (a literal's
        /// initializer, a synthesized conformance's member).
        var isImplicit: Bool { roles & (1 << 8) != 0 }
    }

    /// What a store holds: every occurrence, and the source file each unit (one per compiler output) was made for.
    struct Contents: Sendable {
        var occurrences: [Occurrence] = []
        var unitFiles: [String] = []
    }

    /// Everything in the store at `store`, with libIndexStore loaded from `library`.
    ///
    /// - Throws: ``WorkbookError/setup(_:)`` when the library cannot be loaded or the store cannot be read.
    static func read(_ store: URL, library: String) throws(WorkbookError) -> Contents {
        final class Collected { var contents = Contents() }
        let collected = Collected()
        var error: UnsafeMutablePointer<CChar>?
        let status = withExtendedLifetime(collected) {
            cindexstore_read(library, store.path, { context, file in
                guard let context, let file else { return }
                Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue().contents.unitFiles.append(String(cString: file))
            }, { context, found in
                guard let context, let found = found?.pointee else { return }
                let collected = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
                collected.contents.occurrences.append(Occurrence(
                    file: String(cString: found.file), usr: String(cString: found.usr), name: String(cString: found.name),
                    roles: found.roles, line: Int(found.line), column: Int(found.column)))
            }, Unmanaged.passUnretained(collected).toOpaque(), &error)
        }
        guard status == 0 else {
            let reason = error.map { String(cString: $0) } ?? "unknown error"
            free(error)
            throw .setup("Could not read the compiler's index of the exercise module (\(reason)).")
        }
        return collected.contents
    }
}
