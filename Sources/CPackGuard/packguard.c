#include "packguard.h"

#include <git2/sys/odb_backend.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

enum phase { PACK_HEADER, ENTRY_HEADER, DELTA_BASE, DATA, TRAILER, DONE };

enum { OBJ_OFS_DELTA = 6, OBJ_REF_DELTA = 7 };

/// One entry of a pack as the scan saw it, for the cost of resolving it: where it starts, its size once unpacked
/// (a delta's result), and for a delta its base (an offset delta's base entry's offset, a ref delta's declared base size).
struct entry_record {
    unsigned long long offset, result, base;
    int type;
};

/// Where the parse of one pack stands, across appends.
struct scan {
    enum phase phase;
    unsigned char pending[24];      // header bytes collected so far
    size_t pending_length;
    unsigned long long objects, entry;
    int type;
    unsigned long long size, produced;
    z_stream stream;
    int stream_live;
    unsigned char delta_start[20];  // the first bytes of a delta's instructions: its base and result sizes
    size_t delta_start_length;
    int delta_sized;
    unsigned long long position;    // bytes of the pack parsed before the current append
    unsigned long long entry_offset;
    struct entry_record *records;   // one per entry parsed, in pack order (so by offset)
    unsigned long long record_count, record_capacity;
};

struct guard {
    git_odb_backend parent;
    char *pack_folder;
    packguard_limits limits;
    packguard_report report;
    unsigned long long received, unpacked, resolved;  // over every pack since the limits were set
};

struct guard_writepack {
    git_odb_writepack parent;
    struct guard *guard;
    git_indexer *indexer;
    struct scan scan;
};

static packguard_refusal refuse(struct guard *guard, packguard_refusal refusal, unsigned long long size) {
    guard->report.refusal = refusal;
    guard->report.size = size;
    return refusal;
}

/// Reads a little-endian base-128 number from `bytes`; 0 when it does not end within `length` bytes.
static size_t read_varint(const unsigned char *bytes, size_t length, unsigned long long *value) {
    unsigned long long result = 0;
    for (size_t i = 0; i < length && i < 10; i++) {
        result |= (unsigned long long)(bytes[i] & 0x7f) << (7 * i);
        if (!(bytes[i] & 0x80)) { *value = result; return i + 1; }
    }
    return 0;
}

static packguard_refusal count_unpacked(struct guard *guard, unsigned long long size) {
    if (size > guard->limits.max_object_bytes) return refuse(guard, PACKGUARD_OBJECT_TOO_LARGE, size);
    guard->unpacked += size;
    if (guard->unpacked > guard->limits.max_unpacked_bytes) return refuse(guard, PACKGUARD_UNPACKED_TOO_LARGE, guard->unpacked);
    return PACKGUARD_ACCEPTED;
}

static unsigned long long saturating_add(unsigned long long a, unsigned long long b) {
    return a > ~0ULL - b ? ~0ULL : a + b;
}

/// Starts the record of the entry whose header was just read.
static packguard_refusal record_entry(struct guard *guard, struct scan *scan, unsigned long long base) {
    if (scan->record_count == scan->record_capacity) {
        unsigned long long capacity = scan->record_capacity ? scan->record_capacity * 2 : 1024;
        struct entry_record *grown = realloc(scan->records, capacity * sizeof *grown);
        if (!grown) return refuse(guard, PACKGUARD_TOO_MANY_OBJECTS, scan->objects);
        scan->records = grown;
        scan->record_capacity = capacity;
    }
    scan->records[scan->record_count++] = (struct entry_record){ scan->entry_offset, scan->size, base, scan->type };
    return PACKGUARD_ACCEPTED;
}

/// The bytes resolving every entry of the scanned pack once, each from scratch, takes: an entry costs its own size
/// once unpacked and, for a delta, its base's cost (libgit2 keeps no base over 1 MiB between reads, so reading many
/// small deltas of one huge base builds that base again for each). An offset delta's base is an earlier entry; a ref
/// delta's is named by id, so it is charged its declared base and, for the chain that base may stand on, every delta
/// of the pack and its largest whole object.
/// An offset delta whose base is not an entry's start makes the pack malformed (`*malformed` set to its index + 1).
/// `*deepest` gets the longest chain of deltas: an offset delta one more than its base, a ref delta (whose base, named
/// by id, may be any of them) as many as the pack's ref deltas.
/// Reading an object's header walks its whole chain, so a chain thousands deep makes every read of its tip cost
/// thousands of steps (break-it pass 30 of issue 30: 12,000 deep, twenty thousand entries naming it, 88 s to grade).
static unsigned long long resolve_cost(struct scan *scan, unsigned long long *malformed, unsigned long long *deepest) {
    unsigned long long deltas = 0, largest = 0, total = 0, ref_deltas = 0;
    for (unsigned long long i = 0; i < scan->record_count; i++) {
        struct entry_record *record = &scan->records[i];
        if (record->type == OBJ_OFS_DELTA || record->type == OBJ_REF_DELTA) deltas = saturating_add(deltas, record->result);
        else if (record->result > largest) largest = record->result;
        if (record->type == OBJ_REF_DELTA) ref_deltas++;
    }
    *deepest = ref_deltas;
    unsigned long long *costs = malloc((scan->record_count ? scan->record_count : 1) * sizeof *costs);
    unsigned long long *depths = malloc((scan->record_count ? scan->record_count : 1) * sizeof *depths);
    if (!costs || !depths) { free(costs); free(depths); return ~0ULL; }
    for (unsigned long long i = 0; i < scan->record_count; i++) {
        struct entry_record *record = &scan->records[i];
        unsigned long long cost = record->result;
        depths[i] = 0;
        if (record->type == OBJ_REF_DELTA) {
            cost = saturating_add(saturating_add(cost, record->base), saturating_add(deltas, largest));
            depths[i] = ref_deltas;
        } else if (record->type == OBJ_OFS_DELTA) {
            unsigned long long low = 0, high = i;  // the base is an earlier entry: find it by offset
            while (low < high) {
                unsigned long long middle = (low + high) / 2;
                if (scan->records[middle].offset < record->base) low = middle + 1; else high = middle;
            }
            if (low == i || scan->records[low].offset != record->base) { *malformed = i + 1; break; }
            cost = saturating_add(cost, costs[low]);
            depths[i] = depths[low] + 1;
        }
        if (depths[i] > *deepest) *deepest = depths[i];
        costs[i] = cost;
        total = saturating_add(total, cost);
    }
    free(costs);
    free(depths);
    return total;
}

/// The entry header collected in `pending` (type and size, then for a delta its base): whether it is complete, and a
/// refusal when it is not an entry this guard lets through.
static packguard_refusal read_entry_header(struct guard *guard, struct scan *scan, int *complete) {
    unsigned char last = scan->pending[scan->pending_length - 1];
    *complete = 0;
    if (scan->phase == ENTRY_HEADER) {
        if (last & 0x80) return scan->pending_length < 10 ? PACKGUARD_ACCEPTED : refuse(guard, PACKGUARD_MALFORMED, 0);
        scan->type = (scan->pending[0] >> 4) & 7;
        scan->size = scan->pending[0] & 15;
        for (size_t i = 1; i < scan->pending_length; i++) scan->size |= (unsigned long long)(scan->pending[i] & 0x7f) << (4 + 7 * (i - 1));
        if (scan->type == 0 || scan->type == 5) return refuse(guard, PACKGUARD_MALFORMED, 0);
        packguard_refusal refusal = count_unpacked(guard, scan->size);
        if (refusal) return refusal;
        scan->pending_length = 0;
        if (scan->type == OBJ_OFS_DELTA || scan->type == OBJ_REF_DELTA) { scan->phase = DELTA_BASE; return PACKGUARD_ACCEPTED; }
        *complete = 1;
        return record_entry(guard, scan, 0);
    }
    if (scan->type == OBJ_OFS_DELTA) {
        if (last & 0x80) return scan->pending_length < 10 ? PACKGUARD_ACCEPTED : refuse(guard, PACKGUARD_MALFORMED, 0);
        // git's offset encoding: big-endian groups of seven bits, each continuation adding one.
        unsigned long long distance = scan->pending[0] & 0x7f;
        for (size_t i = 1; i < scan->pending_length; i++) distance = ((distance + 1) << 7) | (scan->pending[i] & 0x7f);
        if (distance == 0 || distance > scan->entry_offset - 12) return refuse(guard, PACKGUARD_MALFORMED, 0);
        *complete = 1;
        return record_entry(guard, scan, scan->entry_offset - distance);
    }
    if (scan->pending_length < 20) return PACKGUARD_ACCEPTED;
    *complete = 1;
    return record_entry(guard, scan, 0);
}

/// Inflates the current entry's data from `*data`, discarding it but for a delta's first bytes, and moves on to the
/// next entry when its stream ends.
static packguard_refusal inflate_entry(struct guard *guard, struct scan *scan, const unsigned char **data, size_t *length) {
    unsigned char sink[1 << 15];
    scan->stream.next_in = (unsigned char *)*data;
    scan->stream.avail_in = (uInt)*length;
    int status = Z_OK;
    while (scan->stream.avail_in > 0 && status != Z_STREAM_END) {
        scan->stream.next_out = sink;
        scan->stream.avail_out = sizeof sink;
        status = inflate(&scan->stream, Z_NO_FLUSH);
        if (status != Z_OK && status != Z_STREAM_END && status != Z_BUF_ERROR) return refuse(guard, PACKGUARD_MALFORMED, 0);
        size_t made = sizeof sink - scan->stream.avail_out;
        scan->produced += made;
        if (scan->produced > scan->size) return refuse(guard, PACKGUARD_MALFORMED, 0);
        if ((scan->type == OBJ_OFS_DELTA || scan->type == OBJ_REF_DELTA) && !scan->delta_sized) {
            size_t room = sizeof scan->delta_start - scan->delta_start_length, taken = made < room ? made : room;
            memcpy(scan->delta_start + scan->delta_start_length, sink, taken);
            scan->delta_start_length += taken;
            unsigned long long base, result;
            size_t used = read_varint(scan->delta_start, scan->delta_start_length, &base);
            if (used && read_varint(scan->delta_start + used, scan->delta_start_length - used, &result)) {
                scan->delta_sized = 1;
                struct entry_record *record = &scan->records[scan->record_count - 1];
                record->result = result;
                if (scan->type == OBJ_REF_DELTA) record->base = base;
                packguard_refusal refusal = count_unpacked(guard, result);
                if (refusal) return refusal;
            } else if (scan->delta_start_length == sizeof scan->delta_start) {
                return refuse(guard, PACKGUARD_MALFORMED, 0);
            }
        }
        if (status == Z_BUF_ERROR && made == 0) break;
    }
    size_t consumed = *length - scan->stream.avail_in;
    // No input taken and nothing made with room for both: the stream cannot go on (never loop on it).
    if (status == Z_BUF_ERROR && consumed == 0) return refuse(guard, PACKGUARD_MALFORMED, 0);
    *data += consumed;
    *length -= consumed;
    if (status != Z_STREAM_END) return PACKGUARD_ACCEPTED;
    int delta = scan->type == OBJ_OFS_DELTA || scan->type == OBJ_REF_DELTA;
    if (scan->produced != scan->size || (delta && !scan->delta_sized)) return refuse(guard, PACKGUARD_MALFORMED, 0);
    inflateEnd(&scan->stream);
    scan->stream_live = 0;
    scan->entry++;
    scan->phase = scan->entry == scan->objects ? TRAILER : ENTRY_HEADER;
    return PACKGUARD_ACCEPTED;
}

/// Parses `length` more bytes of the pack.
static packguard_refusal scan_bytes(struct guard *guard, struct scan *scan, const unsigned char *data, size_t length) {
    const unsigned char *start = data;
    unsigned long long position = scan->position;
    scan->position += length;
    while (length > 0) {
        guard->report.entry = scan->entry;
        switch (scan->phase) {
        case PACK_HEADER:
            scan->pending[scan->pending_length++] = *data++; length--;
            if (scan->pending_length < 12) break;
            if (memcmp(scan->pending, "PACK", 4) != 0) return refuse(guard, PACKGUARD_MALFORMED, 0);
            unsigned long version = ((unsigned long)scan->pending[4] << 24) | (scan->pending[5] << 16) | (scan->pending[6] << 8) | scan->pending[7];
            scan->objects = ((unsigned long long)scan->pending[8] << 24) | (scan->pending[9] << 16) | (scan->pending[10] << 8) | scan->pending[11];
            if (version != 2 && version != 3) return refuse(guard, PACKGUARD_MALFORMED, 0);
            if (scan->objects > guard->limits.max_objects) return refuse(guard, PACKGUARD_TOO_MANY_OBJECTS, scan->objects);
            scan->pending_length = 0;
            scan->phase = scan->objects == 0 ? TRAILER : ENTRY_HEADER;
            break;
        case ENTRY_HEADER:
        case DELTA_BASE: {
            if (scan->phase == ENTRY_HEADER && scan->pending_length == 0) scan->entry_offset = position + (unsigned long long)(data - start);
            scan->pending[scan->pending_length++] = *data++; length--;
            int complete;
            packguard_refusal refusal = read_entry_header(guard, scan, &complete);
            if (refusal) return refusal;
            if (!complete) break;
            scan->pending_length = 0;
            scan->produced = 0;
            scan->delta_start_length = 0;
            scan->delta_sized = 0;
            memset(&scan->stream, 0, sizeof scan->stream);
            if (inflateInit(&scan->stream) != Z_OK) return refuse(guard, PACKGUARD_MALFORMED, 0);
            scan->stream_live = 1;
            scan->phase = DATA;
            break;
        }
        case DATA: {
            packguard_refusal refusal = inflate_entry(guard, scan, &data, &length);
            if (refusal) return refusal;
            break;
        }
        case TRAILER:
            scan->pending_length++; data++; length--;
            if (scan->pending_length < 20) break;
            scan->phase = DONE;
            unsigned long long malformed = 0, deepest = 0;
            guard->resolved = saturating_add(guard->resolved, resolve_cost(scan, &malformed, &deepest));
            if (malformed) {
                guard->report.entry = malformed - 1;
                return refuse(guard, PACKGUARD_MALFORMED, 0);
            }
            if (deepest > guard->limits.max_delta_depth) return refuse(guard, PACKGUARD_DELTAS_TOO_DEEP, deepest);
            if (guard->resolved > guard->limits.max_resolved_bytes) return refuse(guard, PACKGUARD_DELTAS_TOO_COSTLY, guard->resolved);
            break;
        case DONE:
            return PACKGUARD_ACCEPTED;  // what follows the checksum is the indexer's to refuse
        }
    }
    return PACKGUARD_ACCEPTED;
}

static const char *describe(packguard_refusal refusal) {
    switch (refusal) {
    case PACKGUARD_PACK_TOO_LARGE: return "the pack is larger than allowed";
    case PACKGUARD_TOO_MANY_OBJECTS: return "the pack declares more objects than allowed";
    case PACKGUARD_OBJECT_TOO_LARGE: return "an object of the pack is larger than allowed once unpacked";
    case PACKGUARD_UNPACKED_TOO_LARGE: return "the pack's objects together are larger than allowed once unpacked";
    case PACKGUARD_DELTAS_TOO_COSTLY: return "resolving the pack's deltas would cost more than allowed";
    case PACKGUARD_DELTAS_TOO_DEEP: return "a chain of the pack's deltas is longer than allowed";
    case PACKGUARD_MALFORMED: return "the pack is malformed";
    case PACKGUARD_ACCEPTED: break;
    }
    return "the pack was refused";
}

static int writepack_append(git_odb_writepack *base, const void *data, size_t size, git_indexer_progress *stats) {
    struct guard_writepack *writepack = (struct guard_writepack *)base;
    struct guard *guard = writepack->guard;
    packguard_refusal refusal = PACKGUARD_ACCEPTED;
    guard->received += size;
    if (guard->report.refusal) refusal = guard->report.refusal;
    else if (guard->received > guard->limits.max_pack_bytes) refusal = refuse(guard, PACKGUARD_PACK_TOO_LARGE, guard->received);
    else refusal = scan_bytes(guard, &writepack->scan, data, size);
    if (refusal) {
        git_error_set_str(GIT_ERROR_INDEXER, describe(refusal));
        return -1;
    }
    return git_indexer_append(writepack->indexer, data, size, stats);
}

static int writepack_commit(git_odb_writepack *base, git_indexer_progress *stats) {
    struct guard_writepack *writepack = (struct guard_writepack *)base;
    if (writepack->guard->report.refusal) {
        git_error_set_str(GIT_ERROR_INDEXER, describe(writepack->guard->report.refusal));
        return -1;
    }
    return git_indexer_commit(writepack->indexer, stats);
}

static void writepack_free(git_odb_writepack *base) {
    struct guard_writepack *writepack = (struct guard_writepack *)base;
    if (writepack->scan.stream_live) inflateEnd(&writepack->scan.stream);
    free(writepack->scan.records);
    git_indexer_free(writepack->indexer);
    free(writepack);
}

static int guard_writepack(git_odb_writepack **out, git_odb_backend *backend, git_odb *odb,
                           git_indexer_progress_cb progress, void *payload) {
    struct guard *guard = (struct guard *)backend;
    struct guard_writepack *writepack = calloc(1, sizeof *writepack);
    if (!writepack) { git_error_set_oom(); return -1; }
    git_indexer_options options = GIT_INDEXER_OPTIONS_INIT;
    options.progress_cb = progress;
    options.progress_cb_payload = payload;
    if (git_indexer_new(&writepack->indexer, guard->pack_folder, 0, odb, &options) < 0) { free(writepack); return -1; }
    writepack->guard = guard;
    writepack->parent.backend = backend;
    writepack->parent.append = writepack_append;
    writepack->parent.commit = writepack_commit;
    writepack->parent.free = writepack_free;
    *out = &writepack->parent;
    return 0;
}

static int guard_foreach(git_odb_backend *backend, git_odb_foreach_cb callback, void *payload) {
    (void)backend; (void)callback; (void)payload;
    return 0;
}

static void guard_free(git_odb_backend *backend) {
    struct guard *guard = (struct guard *)backend;
    free(guard->pack_folder);
    free(guard);
}

git_odb_backend *packguard_install(git_odb *odb, const char *pack_folder, packguard_limits limits) {
    struct guard *guard = calloc(1, sizeof *guard);
    if (!guard || !(guard->pack_folder = strdup(pack_folder))) { free(guard); git_error_set_oom(); return NULL; }
    if (git_odb_init_backend(&guard->parent, GIT_ODB_BACKEND_VERSION) < 0) { guard_free(&guard->parent); return NULL; }
    guard->limits = limits;
    guard->parent.writepack = guard_writepack;
    guard->parent.foreach = guard_foreach;
    guard->parent.free = guard_free;
    if (git_odb_add_backend(odb, &guard->parent, 1000) < 0) { guard_free(&guard->parent); return NULL; }
    return &guard->parent;
}

void packguard_set_limits(git_odb_backend *backend, packguard_limits limits) {
    struct guard *guard = (struct guard *)backend;
    guard->limits = limits;
    guard->received = guard->unpacked = guard->resolved = 0;
    memset(&guard->report, 0, sizeof guard->report);
}

int packguard_write_pack(git_odb *odb, int fd) {
    git_odb_writepack *writepack = NULL;
    git_indexer_progress stats = {0};
    int error = git_odb_write_pack(&writepack, odb, NULL, NULL);
    unsigned char buffer[1 << 16];
    while (error == 0) {
        ssize_t count = read(fd, buffer, sizeof buffer);
        if (count < 0) { git_error_set_str(GIT_ERROR_OS, "could not read a pack file"); error = -1; }
        if (count <= 0) break;
        error = writepack->append(writepack, buffer, (size_t)count, &stats);
    }
    if (error == 0) error = writepack->commit(writepack, &stats);
    if (writepack) writepack->free(writepack);
    return error;
}

packguard_report packguard_last_report(const git_odb_backend *guard) {
    return ((const struct guard *)guard)->report;
}
