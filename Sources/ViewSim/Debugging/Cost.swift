import Synchronization

/// Named counters of expensive work, bumped where the work happens: the formatter and coder constructors ViewSim
/// counts (CountedFoundation.swift), sorting (CountedSorting.swift), and any code that calls ``charge(_:by:fileID:line:)``.
///
/// This is the workbook's stand-in for what Instruments shows a SwiftUI developer (the Time Profiler's heaviest stack
/// under a body, the "Long View Body Updates" lane of the SwiftUI instrument): the same cost, as a number that does not
/// depend on the machine. A hot-path measurement (`ViewHost.measure`) collects the charges made during an
/// interaction (``startMeasuring()``, ``stopMeasuring()``); outside a measurement a charge costs one check and is
/// dropped.
///
/// Only charges made on the main queue count (see ``startMeasuring()``). Each remembers where it was made (the caller's
/// file and line when ViewSim can know it) and which view's body was being evaluated, so a budget can say where the
/// work was done.
///
/// Source: WWDC23 "Demystify SwiftUI performance" (https://developer.apple.com/videos/play/wwdc2023/10160/), whose
/// first example is a `NumberFormatter` built in a row's body; WWDC21 "Demystify SwiftUI".
public enum Cost {
    /// The counter `DateFormatter()`, `NumberFormatter()`, `ISO8601DateFormatter()`, `DateIntervalFormatter()` and
    /// `ByteCountFormatter()` bump: formatters constructed.
    public static let formatters = "formatters"
    /// The counter `JSONDecoder()`, `JSONEncoder()`, `PropertyListDecoder()` and `PropertyListEncoder()` bump, and each
    /// `decode(_:from:)` and `encode(_:)` of the coders they make: coders constructed, and values decoded or encoded.
    public static let coders = "coders"
    /// The counter `sorted()` and `sorted(by:)` bump: elements sorted (a sort of 1,000 elements adds 1,000).
    public static let sortedElements = "sorted elements"

    /// Where a charge was made: a source line (`fileID` as `Module/File.swift`) and what was done there, and the view
    /// whose body was being evaluated, if any.
    public struct Site: Hashable, Sendable, Codable, CustomStringConvertible {
        /// What ran, e.g. `DateFormatter()` or `sorted(by:)`.
        public var work: String
        /// `Module/File.swift`, when known.
        public var fileID: String?
        public var line: Int?
        /// The type name of the view whose body (or row content) was being evaluated, e.g. `OrderRow`.
        public var viewType: String?

        public init(work: String, fileID: String? = nil, line: Int? = nil, viewType: String? = nil) {
            self.work = work; self.fileID = fileID; self.line = line; self.viewType = viewType
        }

        /// `DateFormatter() at Orders/OrderRow.swift:12, in OrderRow's body`.
        public var description: String {
            var text = work
            if let fileID, let line { text += " at \(fileID):\(line)" }
            if let viewType { text += ", in \(viewType)'s body" }
            return text
        }
    }

    /// What was charged: totals by counter name and, per name, the amount charged at each site.
    public struct Counters: Sendable, Equatable {
        public var totals: [String: Int] = [:]
        public var sites: [String: [Site: Int]] = [:]

        public init() {}

        mutating func add(_ amount: Int, to name: String, at site: Site) {
            totals[name, default: 0] += amount
            sites[name, default: [:]][site, default: 0] += amount
        }
    }

    /// While a measurement runs: what was charged on the main queue since it started.
    private static let measurement = Mutex<Counters?>(nil)

    /// Adds `amount` to the counter `name`, remembering the call site and the view being evaluated.
    ///
    /// - Parameters:
    ///   - name: the counter, e.g. ``formatters`` or a name of your own (`"thumbnails decoded"`).
    ///   - amount: how much work was done, in the counter's own unit (one formatter, 1,000 elements). Must be ≥ 0.
    public static func charge(_ name: String, by amount: Int = 1, fileID: String = #fileID, line: Int = #line) {
        charge(name, by: amount, at: Site(work: name, fileID: fileID, line: line))
    }

    /// Adds `amount` to `name`, at `site` (its view type filled in here), if a measurement is collecting it.
    static func charge(_ name: String, by amount: Int, at site: Site) {
        precondition(amount >= 0, "Cost.charge: a negative amount (\(amount)) of work")
        let body = evaluating.withLock { $0 }
        // A body runs on the main queue; a block it runs through another queue's `sync` runs on the same thread but
        // not on the main queue, and is still the body's work (break-it pass 11 of issue 30 hid a sort that way). Where
        // tests run one at a time, every thread's work is the app's (``countWorkOnEveryThread()``).
        guard countsEveryThread.load(ordering: .relaxed) || MainQueue.isCurrent || body?.thread == pthread_self() else { return }
        var site = site
        site.viewType = body?.view
        measurement.withLock { $0?.add(amount, to: name, at: site) }
    }

    /// Whether work charged on any thread counts (``countWorkOnEveryThread()``).
    private static let countsEveryThread = Atomic<Bool>(false)

    /// From now on, a measurement counts the work charged on every thread, not only on the main queue and the thread
    /// of the body being evaluated: for a process whose tests run one at a time (the hidden suite's runner), where any
    /// work done during a measurement is the app's. A body that hands its work to another thread and waits for it
    /// (`Task.detached` and a semaphore) blocks the main thread for all of it (break-it pass 22 of issue 30). Work a
    /// task started during the measurement does after it has ended is not counted.
    @_spi(ViewSimHost) public static func countWorkOnEveryThread() {
        countsEveryThread.store(true, ordering: .relaxed)
    }

    /// Starts collecting the charges made on the main queue (the main actor, where a hosted app's bodies, actions and
    /// `.task` work run), for a measurement: work done on other queues and threads at the same time, such as tests
    /// running in parallel off the main actor, is left out. Replaces any collection in progress.
    ///
    /// The main queue, not a thread: on Linux the main actor's jobs run on whichever thread drains the main queue, so
    /// one interaction's work, a few awaits apart, may run on several threads.
    public static func startMeasuring() {
        measurement.withLock { $0 = Counters() }
    }

    /// Stops collecting and returns what was charged on the main queue since ``startMeasuring()``.
    public static func stopMeasuring() -> Counters {
        measurement.withLock { current in
            defer { current = nil }
            return current ?? Counters()
        }
    }

    /// The view being evaluated while work is recorded (``ViewGraph/recordingWork(_:)``): a charge made on the main
    /// queue meanwhile is work done in that view's body.
    private static let evaluating = Mutex<(view: String, thread: pthread_t)?>(nil)

    /// Sets the view main-queue charges are attributed to; `nil` ends the attribution.
    static func attribute(to view: String?) {
        let thread = pthread_self()
        evaluating.withLock { $0 = view.map { ($0, thread) } }
    }
}
