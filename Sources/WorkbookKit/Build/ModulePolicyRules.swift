/// What learner code may not call or reference, and the few C functions it may, by symbol name (``ModulePolicy``).
enum ModulePolicyRules {
    /// C functions (and the Glibc overlay's Swift wrappers of the same name) that end, signal, spawn or limit
    /// processes, touch raw file descriptors or load code, each with the plain reason shown to the learner.
    static let forbidden: [String: String] = {
        var rules: [String: String] = [:]
        func add(_ reason: String, _ names: [String]) { for name in names { rules[name] = reason } }
        add("ends the test process", ["exit", "_exit", "_Exit", "quick_exit"])
        add("sends or handles signals", [
            "kill", "killpg", "raise", "signal", "sigaction", "sigprocmask", "pthread_kill", "pthread_sigmask", "sigqueue",
            "tgkill", "tkill", "bsd_signal", "sysv_signal", "sigset", "siginterrupt", "alarm", "setitimer", "pidfd_open",
            "pidfd_send_signal", "SIG_IGN", "SIG_DFL", "SIG_ERR", "makeSignalSource"])
        add("starts or controls processes", [
            "fork", "vfork", "clone", "clone3", "execve", "execv", "execvp", "execvpe", "execl", "execlp", "execle", "fexecve",
            "execveat", "posix_spawn", "posix_spawnp", "system", "popen", "daemon", "setsid", "setpgid", "setpgrp", "wait",
            "waitpid", "wait3", "wait4", "waitid", "ptrace", "prctl", "setrlimit", "prlimit", "prlimit64", "setpriority",
            "nice", "unshare", "setns", "chroot", "syscall", "makeProcessSource"])
        add("works on raw file descriptors", [
            "open", "open64", "openat", "openat64", "creat", "creat64", "close", "close_range", "closefrom", "read", "write",
            "pread", "pread64", "pwrite", "pwrite64", "readv", "writev", "preadv", "pwritev", "dup", "dup2", "dup3", "fcntl",
            "fcntl64", "ioctl", "pipe", "pipe2", "socket", "socketpair", "connect", "bind", "listen", "accept", "accept4",
            "send", "sendto", "sendmsg", "recv", "recvfrom", "recvmsg", "lseek", "lseek64", "fdopen", "fileno", "mkfifo",
            "mknod", "eventfd", "memfd_create", "splice", "sendfile", "sendfile64", "ftruncate", "mmap", "mmap64", "mprotect",
            "shm_open"])
        add("loads code at run time", ["dlopen", "dlmopen", "dlsym", "dlvsym", "dlclose", "dladdr", "dlerror", "dl_iterate_phdr"])
        // What a closure handed to Dispatch compiles into; the index check names the call itself (dispatchClosure).
        add(dispatchClosure, blockRuntime.sorted())
        return rules
    }()

    /// C functions that are harmless and that Swift code compiles into calls to: memory, rounding and maths.
    static let allowedC: Set<String> = {
        var names: Set<String> = [
            "memset", "memcpy", "memmove", "memcmp", "malloc", "calloc", "realloc", "free", "posix_memalign", "aligned_alloc",
            "malloc_usable_size", "strlen", "strcmp", "strncmp", "__stack_chk_fail", "__stack_chk_guard", "arc4random",
            "arc4random_uniform", "arc4random_buf", "getrandom",
        ]
        let maths = [
            "floor", "ceil", "round", "rint", "trunc", "nearbyint", "lround", "llround", "lrint", "llrint", "sqrt", "cbrt",
            "pow", "exp", "exp2", "exp10", "expm1", "log", "log2", "log10", "log1p", "sin", "cos", "tan", "sincos", "asin",
            "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "fmod", "remainder", "fabs", "fmin",
            "fmax", "fma", "hypot", "copysign", "frexp", "ldexp", "modf", "erf", "erfc", "tgamma", "lgamma", "lgamma_r",
            "scalbn", "logb", "ilogb", "nextafter",
        ]
        for name in maths { names.formUnion([name, name + "f", name + "l"]) }
        return names
    }()

    /// Swift APIs refused by their symbols, matched in the demangled name: a type's every use, or one initializer.
    static let forbiddenSwift: [(pattern: String, use: String, reason: String)] = [
        ("Foundation.Process", "Process", "runs other programs"),
        ("Foundation.FileHandle.__allocating_init(fileDescriptor:", "FileHandle(fileDescriptor:)", "works on raw file descriptors"),
        ("Foundation.FileHandle.init(fileDescriptor:", "FileHandle(fileDescriptor:)", "works on raw file descriptors"),
        ("Foundation.Bundle", "Bundle", "can load code at run time"),
        ("fileDescriptor:", "fileDescriptor", "works on raw file descriptors"),
        (".fileDescriptor", "fileDescriptor", "works on raw file descriptors"),
        ("Dispatch.DispatchIO", "DispatchIO", "works on raw file descriptors"),
        // Sendable types that hold values of any type: a class put in them reaches another thread unchecked.
        ("userInfo:", "userInfo", carriesAnything),
        (".userInfo", "userInfo", carriesAnything),
        (".errorUserInfo", "errorUserInfo", carriesAnything),
        // Foundation stores what these are given unchecked and hands it to any thread: a notification's object (made
        // from a coder of the learner's own, then delivered on an observer's queue). Members of Foundation's classes
        // that do the same are called without a symbol of their own, so ModulePolicyText refuses them by name.
        ("Foundation.NSCoder", "NSCoder", carriesAnything),
        ("(coder:", "init(coder:)", carriesAnything),
        ("Foundation.NotificationCenter", "NotificationCenter", carriesAnything),
    ]

    static let carriesAnything = "hands values of any type to other threads without Swift checking they are safe to share"

    /// Why the process's own folder is withheld: under the hidden tests it is the run's (`.build/workbook/runs/<UUID>`).
    static let namesTheRun = "names the folder the process runs in, which under the hidden tests is the grader's run folder, "
        + "so code could tell the hidden tests from the app; find the app's files through `URL.documentsDirectory` or "
        + "`FileManager.default.urls(for:in:)`"

    /// Why Dispatch's calls that take a closure are refused: on Linux their closures are not `@Sendable`, so what they
    /// capture crosses threads unchecked (on Apple's platforms they are). The seeds name `DispatchQueue.main.async`
    /// added without a reason as a wrong fix in its own right.
    /// The block runtime's symbols a closure handed to Dispatch compiles into: refused, and not named where the
    /// call that made them is (``ModulePolicy/check(object:module:exercise:sources:warnings:index:)``).
    static let blockRuntime: Set<String> = ["_Block_copy", "_Block_release", "_NSConcreteStackBlock", "_NSConcreteGlobalBlock", "_NSConcreteMallocBlock"]

    static let dispatchClosure = "runs a closure on another queue, and on Linux Dispatch's closures are not checked for data races "
        + "(a race corrupts memory); use Swift concurrency: `Task { @MainActor in … }`, `await MainActor.run { … }`, "
        + "`try await Task.sleep(for:)`"

    /// Modules whose Swift functions are the C library's: `Glibc.open(…)` is judged as `open`.
    static let cLibraryModules: Set<String> = ["Glibc", "SwiftGlibc", "Musl", "Android", "Darwin", "WASILibc", "ucrt", "CRT"]

    /// The Foundation classes whose building the budgets count, through ViewSim's functions of the same names.
    static let countedWork = [
        "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "DateIntervalFormatter", "ByteCountFormatter",
        "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder",
    ]

    /// Why building one of ``countedWork`` by another spelling than `Type()` is refused.
    static func uncountedWork(_ type: String) -> String {
        "builds a \(type) the workbook's budgets cannot count; write `\(type)()`, which builds the same one and is counted"
    }

    static let uncountedSort = "sorts where the workbook's budgets cannot count it; sort an array (`sorted(by:)` on any sequence, or `sort(by:)` on an `Array`), which sorts the same way and is counted"

    static let formatterInside = "builds a formatter inside at every call, where the workbook's budgets cannot count it; build one with `Type()`, keep it, and format with it"

    static let uncountedCopy = "copies a Foundation object, which builds it again where the workbook's budgets cannot count it; build one with `Type()` and keep it"

    static let mappedRead = "maps the file instead of reading it, which the workbook's bytes-read budgets cannot count; read it with `Data(contentsOf:)`"

    /// Modules every Swift file imports without saying so (and `Swift` itself, which may be imported explicitly).
    static let implicitModules: Set<String> = ["Swift", "_Concurrency", "_StringProcessing", "SwiftOnoneSupport", "_SwiftConcurrencyShims", "Builtin"]

    /// Sections `swiftc` writes into an exercise's object. Any other name was chosen by the code (`@_section`).
    static func isCompilerSection(_ name: String) -> Bool {
        let prefixes = [".text", ".rela", ".data", ".rodata", ".bss", ".tbss", ".tdata", "swift5_", ".debug_", ".note", ".llvm"]
        let names: Set<String> = [
            "", ".swift_modhash", ".swift1_autolink_entries", ".swift_ast", ".linker-options", ".eh_frame", ".strtab",
            ".symtab", ".symtab_shndx", ".shstrtab", ".group", ".comment",
        ]
        return names.contains(name) || prefixes.contains { name.hasPrefix($0) }
    }

    /// Undefined C symbols the compiler itself references: the Swift runtime's (`swift_retain`,
    /// `_swiftEmptyArrayStorage`, `__swift_…`) and the linker's and unwinder's.
    static func isRuntimeSymbol(_ name: String) -> Bool {
        name.hasPrefix("swift_") || name.hasPrefix("_swift") || name.hasPrefix("__swift") || name.hasPrefix("swift5")
            || ["__dso_handle", "_GLOBAL_OFFSET_TABLE_", "__tls_get_addr", "_Unwind_Resume"].contains(name)
    }

    /// A Swift-mangled name (`$s…`, and the older `$S…` and `_T0…`).
    static func isSwiftSymbol(_ name: String) -> Bool {
        name.hasPrefix("$s") || name.hasPrefix("_$s") || name.hasPrefix("$S") || name.hasPrefix("_$S") || name.hasPrefix("_T0")
    }
}
