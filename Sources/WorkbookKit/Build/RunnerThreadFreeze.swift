extension ExerciseBuilder {
    /// The part of the runner's entry point (``runnerMainSource``, compiled with it) that stops every other thread of a
    /// crashing runner before the crash makes the process dumpable again for the runtime's backtracer (issue 30,
    /// item 3): while dumpable, any thread still running could open `/proc/self/mem` and read the record channel's key.
    ///
    /// The first thread to crash owns the crash; a thread that crashes after it parks for good. The owner lists
    /// `/proc/self/task` (with `getdents64`: `opendir` is not async-signal-safe) and sends each other thread a parking
    /// signal, the first of `SIGUSR1`, `SIGUSR2` and `SIGPROF` the thread does not block (its `SigBlk` line in
    /// `/proc/self/task/<tid>/status`), as the Swift runtime's own `suspend_other_threads` chooses (CrashHandlerLinux.cpp).
    /// A parked thread waits in `pause()` with no signal masked, so the runtime can still pause it again for its
    /// backtrace, and never runs the learner's code again: the process dies of the crash. A thread that blocks all
    /// three is a crasher parked already or a thread still starting (glibc starts a thread with every signal blocked),
    /// so it is looked at again in the next round, a millisecond later, until it can be signalled. Rounds repeat until
    /// a listing shows no thread not yet signalled (a thread can only start another while it runs) and every thread
    /// signalled has parked. Only when that happens within about three seconds does the owner make the process
    /// dumpable; else the crash is reported without its location, and nothing is readable. (A thread starting at the
    /// moment of a crash was counted as one that would park, which made the wait fail: the likely cause of a crash
    /// on a busy machine losing its location, about one full test run in four.) Everything the handler touches is set up beforehand
    /// (``runnerThreadFreezeSource``'s `OtherThreads.prepare()`), so it allocates nothing and takes no lock.
    public static let runnerThreadFreezeSource = #"""

        @_silgen_name("gettid") func gettid() -> Int32
        @_silgen_name("tgkill") func tgkill(_ process: Int32, _ thread: Int32, _ signal: Int32) -> Int32
        @_silgen_name("getdents64") func getdents64(_ directory: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int

        /// Stops the other threads of a crashing runner (see `ExerciseBuilder.runnerThreadFreezeSource`).
        enum OtherThreads {
            /// The thread that crashed first, or 0.
            static let owner: Atomic<Int32> = Atomic<Int32>(0)
            /// How many threads have parked (signalled ones, and crashers that came second).
            static let parked: Atomic<Int> = Atomic<Int>(0)
            static let capacity: Int = 4096
            nonisolated(unsafe) static let signalled: UnsafeMutablePointer<Int32> = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
            nonisolated(unsafe) static let entries: UnsafeMutableRawPointer = UnsafeMutableRawPointer.allocate(byteCount: 8192, alignment: 8)
            nonisolated(unsafe) static let path: UnsafeMutablePointer<CChar> = UnsafeMutablePointer<CChar>.allocate(capacity: 64)
            nonisolated(unsafe) static let status: UnsafeMutablePointer<UInt8> = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096)

            /// Initialises everything the signal handlers use, while allocating and locking are still allowed.
            static func prepare() {
                _ = owner.load(ordering: .relaxed)
                _ = parked.load(ordering: .relaxed)
                signalled.initialize(repeating: 0, count: capacity)
                entries.initializeMemory(as: UInt8.self, repeating: 0, count: 8192)
                path.initialize(repeating: 0, count: 64)
                status.initialize(repeating: 0, count: 4096)
            }

            /// Makes this thread the crash's owner and returns true; returns false when it already is (it crashed
            /// again while handling the crash). A thread that crashes while another owns the crash parks for good.
            static func claimCrash() -> Bool {
                let me: Int32 = gettid()
                let (exchanged, current): (Bool, Int32) = owner.compareExchange(expected: 0, desired: me, ordering: .acquiringAndReleasing)
                if exchanged { return true }
                if current == me { return false }
                park()
            }

            /// Counts this thread as parked and waits for the process to die.
            static func park() -> Never {
                parked.wrappingAdd(1, ordering: .releasing)
                while true { _ = pause() }
            }

            /// Parks every other thread; returns whether all of them parked.
            static func stopAll() -> Bool {
                var action: sigaction = sigaction()
                sigemptyset(&action.sa_mask)
                action.sa_flags = SA_SIGINFO | SA_NODEFER
                action.__sigaction_handler.sa_sigaction = { (_: Int32, _: UnsafeMutablePointer<siginfo_t>?, _: UnsafeMutableRawPointer?) -> Void in
                    OtherThreads.park()
                }
                sigaction(SIGUSR1, &action, nil)
                sigaction(SIGUSR2, &action, nil)
                sigaction(SIGPROF, &action, nil)
                let directory: Int32 = open("/proc/self/task", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                if directory < 0 { return false }
                defer { close(directory) }
                let me: Int32 = gettid()
                let process: Int32 = getpid()
                var count: Int = 0
                var waits: Int = 0
                while waits < 3000 {
                    var found: Bool = false
                    var blocked: Int = 0
                    // Signalled threads still there: one that ended instead of parking is not waited for.
                    var present: Int = 0
                    _ = lseek(directory, 0, SEEK_SET)
                    while true {
                        let bytes: Int = getdents64(directory, entries, 8192)
                        if bytes <= 0 { break }
                        var offset: Int = 0
                        while offset < bytes {
                            let length: Int = Int(entries.load(fromByteOffset: offset + 16, as: UInt16.self))
                            let thread: Int32 = number(at: offset + 19)
                            offset += max(length, 1)
                            if thread <= 0 || thread == me { continue }
                            if wasSignalled(thread, count) { present += 1; continue }
                            let signal: Int32 = parkingSignal(process, thread)
                            // A thread that blocks all three is a crasher parked already (it counted itself) or one
                            // still starting (a new thread runs with every signal blocked until it is set up): looked
                            // at again next round.
                            if signal < 0 { blocked += 1; continue }
                            if count == capacity { return false }
                            found = true
                            signalled[count] = thread
                            count += 1
                            _ = tgkill(process, thread, signal)
                        }
                    }
                    // Done when every thread signalled that is still there has parked, and every other one is a
                    // parked crasher.
                    if !found, parked.load(ordering: .acquiring) >= present + blocked { return true }
                    waits += 1
                    var pause: timespec = timespec(tv_sec: 0, tv_nsec: 1_000_000)
                    _ = nanosleep(&pause, nil)
                }
                return false
            }

            /// The thread ID spelled at `offset` of the directory entries (NUL-terminated digits), or 0.
            static func number(at offset: Int) -> Int32 {
                var value: Int32 = 0
                var index: Int = offset
                while index < 8192 {
                    let byte: UInt8 = entries.load(fromByteOffset: index, as: UInt8.self)
                    if byte == 0 { return value }
                    if byte < 0x30 || byte > 0x39 || value > 100_000_000 { return 0 }
                    value = value * 10 + Int32(byte - 0x30)
                    index += 1
                }
                return 0
            }

            static func wasSignalled(_ thread: Int32, _ count: Int) -> Bool {
                var index: Int = 0
                while index < count {
                    if signalled[index] == thread { return true }
                    index += 1
                }
                return false
            }

            /// The first of SIGUSR1, SIGUSR2 and SIGPROF that `thread` does not block, or -1.
            static func parkingSignal(_ process: Int32, _ thread: Int32) -> Int32 {
                var length: Int = append("/proc/self/task/", at: 0)
                var digits: Int = 1
                while digits <= Int(thread) / 10 { digits *= 10 }
                var rest: Int = Int(thread)
                while digits > 0 { path[length] = CChar(0x30 + rest / digits); rest %= digits; digits /= 10; length += 1 }
                length = append("/status", at: length)
                path[length] = 0
                let file: Int32 = open(path, O_RDONLY | O_CLOEXEC)
                if file < 0 { return -1 }
                var filled: Int = 0
                while filled < 4095 {
                    let read: Int = Glibc.read(file, status + filled, 4095 - filled)
                    if read <= 0 { break }
                    filled += read
                }
                close(file)
                var index: Int = lineValue("\nSigBlk:", filled)
                if index < 0 { return -1 }
                var mask: UInt64 = 0
                var seen: Int = 0
                while index < filled, seen < 16 {
                    let byte: UInt8 = status[index]
                    if byte >= 0x30, byte <= 0x39 { mask = mask << 4 | UInt64(byte - 0x30) }
                    else if byte >= 0x61, byte <= 0x66 { mask = mask << 4 | UInt64(byte - 0x61 + 10) }
                    else { break }
                    seen += 1
                    index += 1
                }
                if seen == 0 { return -1 }
                if mask & (1 << UInt64(SIGUSR1 - 1)) == 0 { return SIGUSR1 }
                if mask & (1 << UInt64(SIGUSR2 - 1)) == 0 { return SIGUSR2 }
                if mask & (1 << UInt64(SIGPROF - 1)) == 0 { return SIGPROF }
                return -1
            }

            /// Copies `text` into `path` at `offset`; returns the offset after it.
            static func append(_ text: StaticString, at offset: Int) -> Int {
                var index: Int = 0
                while index < text.utf8CodeUnitCount {
                    path[offset + index] = CChar(bitPattern: text.utf8Start[index])
                    index += 1
                }
                return offset + index
            }

            /// The index in `status` of the value after `label` and its blanks, or -1.
            static func lineValue(_ label: StaticString, _ filled: Int) -> Int {
                let count: Int = label.utf8CodeUnitCount
                var index: Int = 0
                while index + count < filled {
                    var matched: Int = 0
                    while matched < count, status[index + matched] == label.utf8Start[matched] { matched += 1 }
                    if matched == count {
                        index += count
                        while index < filled, status[index] == 0x20 || status[index] == 0x09 { index += 1 }
                        return index
                    }
                    index += 1
                }
                return -1
            }
        }

        """#
}
