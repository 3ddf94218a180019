// CSystem: the few Linux process calls the grader needs that Swift's Glibc module does not import
// (they sit behind _GNU_SOURCE), wrapped in plain C. The implementation defines _GNU_SOURCE before any include;
// this header needs only POSIX types.
#ifndef CSYSTEM_H
#define CSYSTEM_H

#include <sys/types.h>

/// pipe2(2): a pipe whose both ends get `flags` (e.g. O_CLOEXEC) atomically. Returns 0, or -1 with errno set.
int csystem_pipe2(int fds[2], int flags);

/// Limits applied in the child before exec (setrlimit(2)); a negative value leaves that limit as inherited.
typedef struct csystem_limits {
    long long cpu_seconds;          ///< RLIMIT_CPU
    long long address_space_bytes;  ///< RLIMIT_AS
    long long file_size_bytes;      ///< RLIMIT_FSIZE
} csystem_limits;

/// Starts `path` (no PATH search) with `argv` and `envp` (NULL-terminated) in a new process group whose id is the
/// child's pid. In the child, before exec: stdin is /dev/null, stdout is `out_fd`, stderr is `err_fd`, the working
/// directory is `directory` (if not NULL), every signal has its default action and none is blocked, `limits` apply,
/// and PR_SET_PDEATHSIG makes the kernel SIGKILL the child if the calling thread dies (so a killed grader leaves no
/// orphaned runner). The child is also registered with csystem_track_group.
///
/// Returns the child's pid, or -1 with `*error` set to the errno of the step that failed (fork, chdir or exec).
pid_t csystem_spawn(const char *path, char *const argv[], char *const envp[], const char *directory,
                    int out_fd, int err_fd, csystem_limits limits, int *error);

/// Stops tracking the process group `pgid` (call after it has been killed or reaped).
void csystem_untrack_group(pid_t pgid);

/// Installs, once, handlers for SIGINT, SIGTERM and SIGHUP that SIGKILL every tracked process group and then hand
/// the signal on to the previous disposition (default: the process ends by that signal; ignored: nothing more;
/// a handler: it is called). Async-signal-safe.
void csystem_install_group_reaper(void);

#endif
