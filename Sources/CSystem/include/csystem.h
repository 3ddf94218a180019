// CSystem: the few Linux process calls the grader needs that Swift's Glibc module does not import
// (they sit behind _GNU_SOURCE), wrapped in plain C. The implementation defines _GNU_SOURCE before any include;
// this header needs only POSIX types.
#ifndef CSYSTEM_H
#define CSYSTEM_H

#include <sys/types.h>

/// pipe2(2): a pipe whose both ends get `flags` (e.g. O_CLOEXEC) atomically. Returns 0, or -1 with errno set.
int csystem_pipe2(int fds[2], int flags);

/// memfd_create(2) with MFD_CLOEXEC: an anonymous file with no path, for input handed to a child as a descriptor.
/// Returns the descriptor, or -1 with errno set.
int csystem_memfd(const char *name);

/// Limits applied in the child before exec (setrlimit(2)); a negative value leaves that limit as inherited.
typedef struct csystem_limits {
    long long cpu_seconds;          ///< RLIMIT_CPU
    long long address_space_bytes;  ///< RLIMIT_AS
    long long file_size_bytes;      ///< RLIMIT_FSIZE
    long long processes;            ///< RLIMIT_NPROC (counted per user, or per user namespace and uid)
    long long run_as_user;          ///< when not negative: the uid and gid the program runs as, with no supplementary
                                    ///< groups and no new privileges (setresgid, setresuid); the spawn fails if it cannot
} csystem_limits;

/// A child started by csystem_spawn: the program (`runner`) under its own supervisor process.
typedef struct csystem_child {
    pid_t supervisor;  ///< the caller's child; the only pid the caller signals or waits for
    pid_t runner;      ///< the program, the supervisor's child (for information: it may already be reaped)
    int report_fd;     ///< read end of the supervisor's report pipe (closed by csystem_finish)
} csystem_child;

/// Starts `path` (no PATH search) with `argv` and `envp` (NULL-terminated) under a per-run supervisor.
///
/// `pass_fds` (`pass_count` of them, at most 6, may be NULL when 0) reach the runner as descriptors 3, 4, … in that order, not
/// close-on-exec; the supervisor keeps no copy once the runner started. `cgroup_procs` (NULL-terminated, may be NULL)
/// names `cgroup.procs` files the runner moves itself into before exec, so every process it starts is counted there;
/// if it cannot, the spawn fails with that errno.
///
/// The caller forks a supervisor: a child subreaper (PR_SET_CHILD_SUBREAPER) in its own process group, with every
/// signal blocked, that gets SIGHUP if the calling thread dies (PR_SET_PDEATHSIG). The supervisor forks the runner
/// in a new process group whose id is the runner's pid; in the runner, before exec: stdin is /dev/null, stdout is
/// `out_fd`, stderr is `err_fd`, the working directory is `directory` (if not NULL), every signal has its default
/// action and none is blocked, `limits` apply, and PR_SET_PDEATHSIG kills it with the supervisor. Any descendant
/// the runner leaves behind — whatever group or session it moved to — is reparented to the supervisor when its
/// parent dies. When the runner ends (or on csystem_stop, or SIGHUP), the supervisor SIGKILLs the runner's group,
/// the runner, and then every child it has until none is left, reaps them all, reports the runner's wait status and
/// exits. On SIGHUP (the caller died or was interrupted), it also removes `abandoned_directory` (if not NULL) with
/// `rm -rf`. The supervisor holds no descriptor of the caller other than `out_fd`, `err_fd` and the report pipe.
///
/// Returns 0 and fills `*child`, or -1 with `*error` set to the errno of the step that failed (fork, chdir, exec).
int csystem_spawn(const char *path, char *const argv[], char *const envp[], const char *directory,
                  const char *abandoned_directory, int out_fd, int err_fd, const int *pass_fds, int pass_count,
                  const char *const cgroup_procs[], csystem_limits limits, csystem_child *child, int *error);

/// Asks the supervisor to kill the runner and all its descendants now (SIGTERM to the supervisor).
void csystem_stop(const csystem_child *child);

/// Reaps the supervisor once it has ended (blocking if `wait` is non-zero). Returns 1 when reaped: `*status` is the
/// runner's wait status (or -1 if the supervisor died without reporting it) and `*max_rss_kb` its peak resident set
/// (ru_maxrss, or -1); the report pipe is closed. Returns 0 if the supervisor is still running (`wait` == 0).
int csystem_finish(csystem_child *child, int wait, int *status, long long *max_rss_kb);

/// Installs, once, handlers for SIGINT, SIGTERM and SIGHUP that send SIGHUP to every live supervisor (each then
/// kills its runner's whole tree and removes its abandoned directory) and then hand the signal on to the previous
/// disposition (default: the process ends by that signal; a handler: it is called). A signal ignored when this is
/// first called stays ignored: the runs go on. Async-signal-safe.
void csystem_install_group_reaper(void);

#endif
