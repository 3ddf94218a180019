// CIndexStore: reads the symbol occurrences the Swift compiler wrote to an index store (`-index-store-path`), through
// the toolchain's own libIndexStore, loaded at run time from the toolchain the grader compiles with.
#ifndef CINDEXSTORE_H
#define CINDEXSTORE_H

#include <stdint.h>

/// One occurrence of a symbol in a source file: a reference, call, definition… (`roles`, libIndexStore's
/// `indexstore_symbol_role_t` bits), at a 1-based line and column. Strings are valid during the callback only.
typedef struct cindexstore_occurrence {
    const char *file;  ///< the source file's path as the compiler was given it
    const char *usr;   ///< the symbol's unified symbol resolution: `s:…` (Swift, mangled), `c:@F@sqrt` (C)
    const char *name;  ///< the symbol's name as written: `threadDictionary`, `init(x:)`, `getter:current`
    uint64_t roles;
    unsigned line;
    unsigned column;
} cindexstore_occurrence;

typedef void (*cindexstore_visitor)(void *context, const cindexstore_occurrence *occurrence);
/// Called once per unit (one per compiler output) with the source file it was made for (empty when it has none).
typedef void (*cindexstore_unit_visitor)(void *context, const char *main_file);

/// Calls `on_unit` for every unit of the store at `store_path` and `visit` for every occurrence in its records, with
/// libIndexStore loaded from `library_path`. Returns 0, or -1 with a malloc'ed message in `*error` (the caller frees it).
int cindexstore_read(const char *library_path, const char *store_path, cindexstore_unit_visitor on_unit,
                     cindexstore_visitor visit, void *context, char **error);

#endif
