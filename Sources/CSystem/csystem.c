#define _GNU_SOURCE
#include "csystem.h"

#include <dirent.h>
#include <grp.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int csystem_pipe2(int fds[2], int flags) { return pipe2(fds, flags); }

int csystem_memfd(const char *name) { return memfd_create(name, MFD_CLOEXEC); }

// Why a supervisor per run (and not the grader as the subreaper):
// Learner code can start processes that leave the runner's process group and session (`setsid -f`, a double fork,
// `sh -c "x &"` from Foundation's Process) and block every catchable signal; killing the runner's group misses them.
// A child subreaper receives every orphaned descendant, whatever group or session it is in, so everything the
// runner started ends up as a child of the subreaper and can be SIGKILLed and reaped. Making the grader itself the
// subreaper would mix the orphans of concurrent runs (`workbook verify` runs several in one process) with each
// other and with children the grader (or Foundation's Process, in tests) owns, and would leave zombies nobody
// reaps; telling them apart by /proc PPid chains and start times is racy. Instead each run gets its own tiny
// subreaper — the supervisor, forked from the grader, never exec'ing — that owns exactly the runner's tree: when
// the runner ends it kills and reaps every child it has until it has none. The grader only ever waits for its own
// supervisor pids (never waitpid(-1)), so it reaps nothing it does not own, and zombies do not accumulate.
// Only a process started through another daemon (at, systemd-run, …) escapes, which a sandbox would need.

// MARK: Tracked supervisors

#define CSYSTEM_MAX_SUPERVISORS 64
#define CSYSTEM_MAX_PASSED 6  // descriptors passed to a runner: 3…8
static _Atomic pid_t tracked[CSYSTEM_MAX_SUPERVISORS];

static void track(pid_t pid) {
    for (int i = 0; i < CSYSTEM_MAX_SUPERVISORS; i++) {
        pid_t empty = 0;
        if (atomic_compare_exchange_strong(&tracked[i], &empty, pid)) return;
    }
}

static void untrack(pid_t pid) {
    for (int i = 0; i < CSYSTEM_MAX_SUPERVISORS; i++) {
        pid_t expected = pid;
        if (atomic_compare_exchange_strong(&tracked[i], &expected, 0)) return;
    }
}

static struct sigaction previous[3];
static const int reaped_signals[3] = {SIGINT, SIGTERM, SIGHUP};

static void abandon_supervisors(int signal) {
    int saved = errno;
    for (int i = 0; i < CSYSTEM_MAX_SUPERVISORS; i++) {
        pid_t pid = atomic_load(&tracked[i]);
        if (pid > 0) kill(pid, SIGHUP);
    }
    for (int i = 0; i < 3; i++) {
        if (reaped_signals[i] != signal) continue;
        struct sigaction old = previous[i];
        if (old.sa_handler == SIG_IGN) break;
        if (old.sa_handler == SIG_DFL) {
            // End the way the signal would have ended us.
            sigaction(signal, &old, NULL);
            sigset_t set;
            sigemptyset(&set);
            sigaddset(&set, signal);
            sigprocmask(SIG_UNBLOCK, &set, NULL);
            raise(signal);
            break;
        }
        if (old.sa_flags & SA_SIGINFO) {
            if (old.sa_sigaction) old.sa_sigaction(signal, NULL, NULL);
        } else if (old.sa_handler) {
            old.sa_handler(signal);
        }
    }
    errno = saved;
}

void csystem_install_group_reaper(void) {
    static atomic_flag installed = ATOMIC_FLAG_INIT;
    if (atomic_flag_test_and_set(&installed)) return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = abandon_supervisors;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int i = 0; i < 3; i++) {
        // A signal ignored when we started (e.g. SIGINT for a job a shell put in the background) stays ignored.
        sigaction(reaped_signals[i], NULL, &previous[i]);
        if (previous[i].sa_handler != SIG_IGN) sigaction(reaped_signals[i], &action, NULL);
    }
}

// MARK: The supervisor (runs after fork in a copy of a multithreaded process: raw system calls only)

typedef struct { int32_t runner; int32_t exec_error; } start_report;
typedef struct { int32_t status; int32_t reserved; int64_t max_rss_kb; } end_report;

static void set_limit(int resource, long long value) {
    if (value < 0) return;
    struct rlimit limit = {(rlim_t)value, (rlim_t)value};
    setrlimit(resource, &limit);
}

static void write_all(int fd, const void *bytes, size_t count) {
    ssize_t written;
    do { written = write(fd, bytes, count); } while (written < 0 && errno == EINTR);
}

static void close_from(int lowest) {
#ifdef SYS_close_range
    if (syscall(SYS_close_range, (unsigned)lowest, ~0U, 0) == 0) return;
#endif
    for (int fd = lowest; fd < 4096; fd++) close(fd);
}

static int parse_pid(const char *text) {
    int value = 0;
    if (!*text) return -1;
    for (; *text; text++) {
        if (*text < '0' || *text > '9') return -1;
        value = value * 10 + (*text - '0');
    }
    return value;
}

/// SIGKILLs every process whose parent is `self` (found by reading /proc/N/stat); returns how many it signalled.
static int kill_children(pid_t self) {
    int proc = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (proc < 0) return 0;
    int signalled = 0;
    char entries[4096];
    for (;;) {
        long count = syscall(SYS_getdents64, proc, entries, sizeof entries);
        if (count <= 0) break;
        for (long offset = 0; offset < count;) {
            struct dirent64 *entry = (struct dirent64 *)(entries + offset);
            offset += entry->d_reclen;
            int pid = parse_pid(entry->d_name);
            if (pid <= 0 || pid == self) continue;
            char path[64] = "/proc/";
            size_t length = 6;
            for (size_t i = 0; entry->d_name[i] && length < sizeof path - 6; i++) path[length++] = entry->d_name[i];
            memcpy(path + length, "/stat", 6);
            int fd = open(path, O_RDONLY | O_CLOEXEC);
            if (fd < 0) continue;
            char stat[512];
            ssize_t got = read(fd, stat, sizeof stat - 1);
            close(fd);
            if (got <= 0) continue;
            stat[got] = 0;
            // "pid (comm) state ppid …"; comm may contain spaces and parentheses, so parse after the last ')'.
            char *close_paren = strrchr(stat, ')');
            if (!close_paren || close_paren[1] != ' ' || !close_paren[2] || close_paren[3] != ' ') continue;
            int parent = 0;
            for (char *digit = close_paren + 4; *digit >= '0' && *digit <= '9'; digit++) parent = parent * 10 + (*digit - '0');
            if (parent == self && kill(pid, SIGKILL) == 0) signalled++;
        }
    }
    close(proc);
    return signalled;
}

/// Moves the calling process into the cgroup whose `cgroup.procs` file is `procs`. Returns 0, or -1 with errno set.
static int join_cgroup(const char *procs) {
    char digits[24];
    int length = 0;
    pid_t pid = getpid();
    char reversed[24];
    do { reversed[length++] = (char)('0' + pid % 10); pid /= 10; } while (pid > 0 && length < 23);
    for (int i = 0; i < length; i++) digits[i] = reversed[length - 1 - i];
    digits[length++] = '\n';
    int fd = open(procs, O_WRONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    ssize_t written;
    do { written = write(fd, digits, (size_t)length); } while (written < 0 && errno == EINTR);
    int saved = errno;
    close(fd);
    if (written != length) { errno = written < 0 ? saved : EIO; return -1; }
    return 0;
}

static void pause_briefly(long nanoseconds) {
    struct timespec pause = {0, nanoseconds};
    while (nanosleep(&pause, &pause) != 0 && errno == EINTR) {}
}

__attribute__((noreturn))
static void supervise(pid_t grader, const char *path, char *const argv[], char *const envp[], const char *directory,
                      const char *abandoned_directory, int out_fd, int err_fd, int report_fd, const int *pass_fds,
                      int pass_count, const char *const cgroup_procs[], csystem_limits limits) {
    // Every signal is blocked (the caller blocked them around fork) and stays blocked: the supervisor takes the
    // ones it cares about with sigtimedwait. Reset dispositions so SIGCHLD is queued, not ignored.
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGHUP);
    int abandoned = getppid() != grader;  // the caller died before prctl took effect
    prctl(PR_SET_CHILD_SUBREAPER, 1);
    prctl(PR_SET_NAME, "wb-supervisor");  // so `ps -o comm`, `top` tell it from the grader
    struct sigaction defaults;
    memset(&defaults, 0, sizeof defaults);
    defaults.sa_handler = SIG_DFL;
    for (int signal = 1; signal < NSIG; signal++) sigaction(signal, &defaults, NULL);

    // Keep only stdin (/dev/null), stdout, stderr, the report pipe (fd 3) and the descriptors passed to the runner
    // (4, 5, …): the supervisor must not hold the caller's other descriptors (e.g. the output pipes of concurrent runs)
    // while it lives. The passed ones are first moved above 64, clear of every number they are moved to.
    int null = open("/dev/null", O_RDONLY);
    int moved_null = fcntl(null, F_DUPFD, 10), moved_out = fcntl(out_fd, F_DUPFD, 10);
    int moved_err = fcntl(err_fd, F_DUPFD, 10), moved_report = fcntl(report_fd, F_DUPFD, 10);
    int moved_pass[CSYSTEM_MAX_PASSED];
    int pass_failed = pass_count < 0 || pass_count > CSYSTEM_MAX_PASSED;
    for (int i = 0; !pass_failed && i < pass_count; i++) {
        moved_pass[i] = fcntl(pass_fds[i], F_DUPFD, 64);
        if (moved_pass[i] < 0) pass_failed = 1;
    }
    start_report start = {0, 0};
    if (null < 0 || moved_null < 0 || moved_out < 0 || moved_err < 0 || moved_report < 0 || pass_failed ||
        dup2(moved_null, 0) < 0 || dup2(moved_out, 1) < 0 || dup2(moved_err, 2) < 0 || dup2(moved_report, 3) < 0) {
        start.exec_error = errno ? errno : EBADF;
        if (moved_report >= 0) write_all(moved_report, &start, sizeof start);
        else write_all(report_fd, &start, sizeof start);
        _exit(127);
    }
    fcntl(3, F_SETFD, FD_CLOEXEC);
    for (int i = 0; i < pass_count; i++) {
        if (dup2(moved_pass[i], 4 + i) < 0) {
            start.exec_error = errno;
            write_all(3, &start, sizeof start);
            _exit(127);
        }
    }
    close_from(4 + pass_count);

    int exec_pipe[2];
    if (abandoned || pipe2(exec_pipe, O_CLOEXEC) != 0) {
        start.exec_error = abandoned ? ECANCELED : errno;
        write_all(3, &start, sizeof start);
        _exit(127);
    }
    pid_t self = getpid();
    pid_t runner = fork();
    if (runner < 0) {
        start.exec_error = errno;
        write_all(3, &start, sizeof start);
        _exit(127);
    }
    if (runner == 0) {
        int failure;
        setpgid(0, 0);
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != self) _exit(127);
        // The passed descriptors move down from 4, 5, … to 3, 4, … (over the report pipe, close-on-exec anyway).
        for (int i = 0; i < pass_count; i++) {
            if (dup2(4 + i, 3 + i) < 0) goto fail;
        }
        if (pass_count > 0) close(3 + pass_count);
        for (int i = 0; cgroup_procs && cgroup_procs[i]; i++) {
            if (join_cgroup(cgroup_procs[i]) != 0) goto fail;
        }
        if (directory && chdir(directory) != 0) goto fail;
        // The soft limit's SIGXCPU ends the program and says why; the hard one's SIGKILL, a second later, would not.
        if (limits.cpu_seconds >= 0) {
            struct rlimit cpu = {(rlim_t)limits.cpu_seconds, (rlim_t)limits.cpu_seconds + 1};
            setrlimit(RLIMIT_CPU, &cpu);
        }
        set_limit(RLIMIT_AS, limits.address_space_bytes);
        set_limit(RLIMIT_FSIZE, limits.file_size_bytes);
        set_limit(RLIMIT_NPROC, limits.processes);
        if (limits.run_as_user >= 0) {
            uid_t user = (uid_t)limits.run_as_user;
            if (setgroups(0, NULL) != 0 || setresgid(user, user, user) != 0 || setresuid(user, user, user) != 0) goto fail;
            if (geteuid() != user || prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) goto fail;
        }
        sigset_t empty;
        sigemptyset(&empty);
        sigprocmask(SIG_SETMASK, &empty, NULL);
        execve(path, argv, envp);
    fail:
        failure = errno;
        write_all(exec_pipe[1], &failure, sizeof failure);
        _exit(127);
    }
    setpgid(runner, runner);  // also from here, so the group exists before anyone signals it
    close(exec_pipe[1]);
    int failure = 0;
    ssize_t count;
    do { count = read(exec_pipe[0], &failure, sizeof failure); } while (count < 0 && errno == EINTR);
    close(exec_pipe[0]);
    start.runner = runner;
    start.exec_error = count == (ssize_t)sizeof failure ? failure : 0;
    write_all(3, &start, sizeof start);
    // The output pipes are the runner's now; holding them would keep the caller reading after the tree is gone.
    close(0); close(1); close(2);
    for (int i = 0; i < pass_count; i++) close(4 + i);

    // Wait for the runner to end, a stop request (SIGTERM, SIGINT) or abandonment (SIGHUP: the caller died or was
    // interrupted). Orphans that exit meanwhile are reaped so they do not pile up as zombies.
    sigset_t wanted;
    sigemptyset(&wanted);
    sigaddset(&wanted, SIGCHLD); sigaddset(&wanted, SIGTERM); sigaddset(&wanted, SIGINT); sigaddset(&wanted, SIGHUP);
    int runner_done = start.exec_error != 0;
    int stop = 0;
    while (!runner_done && !stop) {
        for (;;) {
            siginfo_t info;
            memset(&info, 0, sizeof info);
            if (waitid(P_ALL, 0, &info, WEXITED | WNOHANG | WNOWAIT) != 0 || info.si_pid == 0) break;
            if (info.si_pid == runner) { runner_done = 1; break; }
            waitpid(info.si_pid, NULL, 0);
        }
        if (runner_done) break;
        struct timespec timeout = {0, 100 * 1000 * 1000};
        int signal = sigtimedwait(&wanted, NULL, &timeout);
        if (signal == SIGHUP) { stop = 1; abandoned = 1; }
        if (signal == SIGTERM || signal == SIGINT) stop = 1;
        if (getppid() != grader) { stop = 1; abandoned = 1; }
    }

    // The runner is alive or a zombie, so its pid and group id cannot have been reused: kill its group, then it.
    kill(-runner, SIGKILL);
    kill(runner, SIGKILL);
    end_report end = {-1, 0, -1};
    struct rusage usage;
    memset(&usage, 0, sizeof usage);
    int status = 0;
    pid_t reaped;
    do { reaped = wait4(runner, &status, 0, &usage); } while (reaped < 0 && errno == EINTR);
    if (reaped == runner) { end.status = status; end.max_rss_kb = usage.ru_maxrss; }

    // Everything left is a descendant of the runner reparented to us: SIGKILL every child until none is left
    // (killing one may orphan its children onto us, hence the rounds). Bounded: 2 s of 1 ms rounds.
    for (int round = 0; round < 2000; round++) {
        pid_t done;
        while ((done = waitpid(-1, NULL, WNOHANG)) > 0) {}
        if (done < 0 && errno == ECHILD) break;
        kill_children(self);
        pause_briefly(1000 * 1000);
    }
    write_all(3, &end, sizeof end);
    close(3);

    if (abandoned && abandoned_directory) {
        char *const remove[] = {"rm", "-rf", "--", (char *)abandoned_directory, NULL};
        char *const no_environment[] = {NULL};
        execve("/bin/rm", remove, no_environment);
        execve("/usr/bin/rm", remove, no_environment);
    }
    _exit(0);
}

// MARK: Spawning

int csystem_spawn(const char *path, char *const argv[], char *const envp[], const char *directory,
                  const char *abandoned_directory, int out_fd, int err_fd, const int *pass_fds, int pass_count,
                  const char *const cgroup_procs[], csystem_limits limits, csystem_child *child, int *error) {
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) { *error = errno; return -1; }
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old);
    pid_t grader = getpid();
    pid_t pid = fork();
    if (pid == 0) {
        supervise(grader, path, argv, envp, directory, abandoned_directory, out_fd, err_fd, report[1], pass_fds, pass_count,
                  cgroup_procs, limits);
    }
    int fork_error = errno;
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (pid < 0) {
        *error = fork_error;
        close(report[0]); close(report[1]);
        return -1;
    }
    setpgid(pid, pid);
    track(pid);
    close(report[1]);
    child->supervisor = pid;
    child->runner = 0;
    child->report_fd = report[0];
    start_report start = {0, 0};
    ssize_t count;
    do { count = read(report[0], &start, sizeof start); } while (count < 0 && errno == EINTR);
    if (count != (ssize_t)sizeof start || start.exec_error != 0 || start.runner <= 0) {
        int status;
        long long rss;
        csystem_finish(child, 1, &status, &rss);
        *error = count == (ssize_t)sizeof start && start.exec_error != 0 ? start.exec_error : EIO;
        return -1;
    }
    child->runner = start.runner;
    return 0;
}

void csystem_stop(const csystem_child *child) {
    if (child->supervisor > 0) kill(child->supervisor, SIGTERM);
}

int csystem_finish(csystem_child *child, int wait, int *status, long long *max_rss_kb) {
    *status = -1;
    *max_rss_kb = -1;
    if (child->supervisor <= 0) return 1;
    siginfo_t info;
    for (;;) {
        memset(&info, 0, sizeof info);
        int result = waitid(P_PID, (id_t)child->supervisor, &info, WEXITED | WNOWAIT | (wait ? 0 : WNOHANG));
        if (result == 0) break;
        if (errno == EINTR) continue;
        info.si_pid = child->supervisor;  // ECHILD: someone else reaped it; nothing to wait for
        break;
    }
    if (info.si_pid == 0) return 0;
    // Untrack before reaping, so the signal handler never signals a pid that may have been reused.
    untrack(child->supervisor);
    while (waitpid(child->supervisor, NULL, 0) < 0 && errno == EINTR) {}
    child->supervisor = 0;
    end_report end;
    ssize_t count;
    do { count = read(child->report_fd, &end, sizeof end); } while (count < 0 && errno == EINTR);
    if (count == (ssize_t)sizeof end) { *status = end.status; *max_rss_kb = end.max_rss_kb; }
    close(child->report_fd);
    child->report_fd = -1;
    return 1;
}
