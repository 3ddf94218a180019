#define _GNU_SOURCE
#include "csystem.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int csystem_pipe2(int fds[2], int flags) { return pipe2(fds, flags); }

// MARK: Tracked process groups

#define CSYSTEM_MAX_GROUPS 64
static _Atomic pid_t tracked[CSYSTEM_MAX_GROUPS];

static void track_group(pid_t pgid) {
    for (int i = 0; i < CSYSTEM_MAX_GROUPS; i++) {
        pid_t empty = 0;
        if (atomic_compare_exchange_strong(&tracked[i], &empty, pgid)) return;
    }
}

void csystem_untrack_group(pid_t pgid) {
    for (int i = 0; i < CSYSTEM_MAX_GROUPS; i++) {
        pid_t expected = pgid;
        if (atomic_compare_exchange_strong(&tracked[i], &expected, 0)) return;
    }
}

static struct sigaction previous[3];
static const int reaped_signals[3] = {SIGINT, SIGTERM, SIGHUP};

static void reap_groups(int signal) {
    int saved = errno;
    for (int i = 0; i < CSYSTEM_MAX_GROUPS; i++) {
        pid_t pgid = atomic_load(&tracked[i]);
        if (pgid > 0) kill(-pgid, SIGKILL);
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
    action.sa_handler = reap_groups;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int i = 0; i < 3; i++) sigaction(reaped_signals[i], &action, &previous[i]);
}

// MARK: Spawning

static void set_limit(int resource, long long value) {
    if (value < 0) return;
    struct rlimit limit = {(rlim_t)value, (rlim_t)value};
    setrlimit(resource, &limit);
}

pid_t csystem_spawn(const char *path, char *const argv[], char *const envp[], const char *directory,
                    int out_fd, int err_fd, csystem_limits limits, int *error) {
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) { *error = errno; return -1; }
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid < 0) {
        *error = errno;
        close(report[0]); close(report[1]);
        return -1;
    }
    if (pid == 0) {
        // Child: async-signal-safe calls only until exec.
        int failure;
        setpgid(0, 0);
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parent) _exit(127);  // the parent died before prctl took effect
        struct sigaction defaults;
        memset(&defaults, 0, sizeof defaults);
        defaults.sa_handler = SIG_DFL;
        for (int signal = 1; signal < NSIG; signal++) sigaction(signal, &defaults, NULL);
        sigset_t empty;
        sigemptyset(&empty);
        sigprocmask(SIG_SETMASK, &empty, NULL);
        int null = open("/dev/null", O_RDONLY);
        if (null < 0 || dup2(null, 0) < 0 || dup2(out_fd, 1) < 0 || dup2(err_fd, 2) < 0) goto fail;
        if (null > 2) close(null);
        if (directory && chdir(directory) != 0) goto fail;
        set_limit(RLIMIT_CPU, limits.cpu_seconds);
        set_limit(RLIMIT_AS, limits.address_space_bytes);
        set_limit(RLIMIT_FSIZE, limits.file_size_bytes);
        execve(path, argv, envp);
    fail:
        failure = errno;
        (void)!write(report[1], &failure, sizeof failure);
        _exit(127);
    }
    setpgid(pid, pid);  // also from the parent, so the group exists before anyone signals it
    track_group(pid);
    close(report[1]);
    int failure = 0;
    ssize_t count;
    do { count = read(report[0], &failure, sizeof failure); } while (count < 0 && errno == EINTR);
    close(report[0]);
    if (count == (ssize_t)sizeof failure) {
        int status;
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
        csystem_untrack_group(pid);
        *error = failure;
        return -1;
    }
    return pid;
}
