// CPackGuard: a pack received by a fetch is checked, object by object, before libgit2 unpacks any of it.
//
// libgit2 bounds neither the size an object has once unpacked nor the work of resolving deltas: a pack of a few
// hundred bytes can declare deltas whose results are gigabytes, and its indexer builds each of them in memory. The
// guard reads the pack as it arrives (a streaming parse of each entry's header and, for a delta, of the sizes at the
// start of its instructions), refuses it as soon as a declared size is over its limits, and hands only checked bytes
// on to libgit2's own indexer, which then never builds more than the limits allow (it checks each delta's result
// against the size the delta declares). Reading is bounded too: once the whole pack is seen, and before libgit2
// resolves any delta, the cost of resolving every entry once from scratch (its size plus its chain of delta bases) is
// held to a limit, so a few hundred small commits that are each a delta of one hidden 64 MiB base cannot make every
// later read of them build that base again.
#ifndef PACKGUARD_H
#define PACKGUARD_H

#include <git2.h>

/// Limits a pack is held to; each in bytes except `max_objects`.
typedef struct packguard_limits {
    unsigned long long max_pack_bytes;      ///< bytes of pack received
    unsigned long long max_object_bytes;    ///< any one object once unpacked (a delta's result), and any entry's data
    unsigned long long max_unpacked_bytes;  ///< all entries together once unpacked
    unsigned long long max_objects;         ///< entries the pack may declare
    unsigned long long max_resolved_bytes;  ///< resolving every entry once from scratch: its size plus its delta bases'
    unsigned long long max_delta_depth;     ///< deltas in any chain (a ref delta counted as deep as the pack's ref deltas)
} packguard_limits;

/// Why the last pack was refused.
typedef enum packguard_refusal {
    PACKGUARD_ACCEPTED = 0,
    PACKGUARD_PACK_TOO_LARGE,       ///< more than max_pack_bytes arrived
    PACKGUARD_TOO_MANY_OBJECTS,     ///< the pack declares more than max_objects
    PACKGUARD_OBJECT_TOO_LARGE,     ///< an object (or a delta's result) is over max_object_bytes
    PACKGUARD_UNPACKED_TOO_LARGE,   ///< all objects together are over max_unpacked_bytes
    PACKGUARD_MALFORMED,            ///< not a pack: a bad signature, version, entry type or compressed stream
    PACKGUARD_DELTAS_TOO_COSTLY,    ///< resolving every entry once (each with its chain of delta bases) is over max_resolved_bytes
    PACKGUARD_DELTAS_TOO_DEEP,      ///< a chain of deltas is longer than max_delta_depth
} packguard_refusal;

/// What the guard saw of the packs written through it since its limits were set.
typedef struct packguard_report {
    packguard_refusal refusal;
    unsigned long long entry;           ///< the entry refused (0-based), for an object or malformed refusal
    unsigned long long size;            ///< the size refused: the object's, the total's, the pack's, the count or the cost
} packguard_report;

/// Adds to `odb` a backend of the highest priority through which every pack fetched into it is written (it serves no
/// reads): the bytes are parsed as they arrive and, while within `limits`, handed to a libgit2 indexer writing into
/// `pack_folder` (the repository's `objects/pack`). A refused pack fails the fetch with a libgit2 error saying why, and
/// nothing of it is kept. Returns the backend (owned by `odb`, valid while it lives), or NULL with a libgit2 error set.
git_odb_backend *packguard_install(git_odb *odb, const char *pack_folder, packguard_limits limits);

/// Sets the limits `guard` holds the packs written through it to from now on (bytes received and unpacked count
/// over all of them together), and clears its report.
void packguard_set_limits(git_odb_backend *guard, packguard_limits limits);

/// Writes the pack read from `fd` (to its end) into `odb` as a fetch would, so through its guard when it has one.
/// Returns 0, or a libgit2 error code with the error set.
int packguard_write_pack(git_odb *odb, int fd);

/// The report of the packs written through `guard` since its limits were set: the first refusal, or all zero.
packguard_report packguard_last_report(const git_odb_backend *guard);

#endif
