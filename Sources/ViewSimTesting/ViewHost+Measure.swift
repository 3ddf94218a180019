import Foundation
@_spi(ViewSimHost) import ViewSim

extension ViewHost {
    /// Measures a hot path: runs `interaction` `repetitions` times and records, for the costliest repetition, the
    /// bodies evaluated (per view type and per identity), the view values created, the rows built, the ``Cost``
    /// counters and the bytes read from files; and the wall time of a repetition (median and 95th percentile, the
    /// first repetition being a warm-up when there are several) beside this process's ``Calibration`` time.
    ///
    /// The grader compares the figures with the budgets `grader.yml` sets for a hot path of this `name`: in a
    /// hidden-suite runner, the measurement goes to the grader through the runner's authenticated record channel
    /// (``MeasurementLog``); elsewhere it is only returned.
    /// The interaction should leave the app where it found it (toggle twice, scroll back) if repetitions are to be
    /// alike; only the costliest counts.
    ///
    /// ```swift
    /// let cost = try app.measure("toggle one favourite", repetitions: 5) { try app.tap("Favourite Golden Gate") }
    /// #expect(cost.bodyEvaluations(of: LandmarkRow.self) <= 1)
    /// ```
    ///
    /// - Parameters:
    ///   - name: the hot path's name in `grader.yml`.
    ///   - repetitions: how many times to run `interaction`, at least 1.
    /// - Returns: the figures, also written for the grader.
    /// - Throws: what `interaction` throws (a control not on screen), after which nothing is recorded.
    @discardableResult
    public func measure(_ name: String, repetitions: Int = 1, _ interaction: () throws -> Void) rethrows -> HotPathMeasurement {
        precondition(repetitions >= 1, "measure: repetitions must be at least 1")
        _ = Calibration.milliseconds
        var runs: [Repetition] = []
        for _ in 0..<repetitions {
            let probe = Probe(graph, reading: .thread)
            do { try interaction() } catch {
                probe.abandon()
                throw error
            }
            runs.append(probe.finish())
        }
        return Self.record(name, runs)
    }

    /// ``measure(_:repetitions:_:)`` for an interaction that awaits (typing with `await app.type`, `await app.settle()`).
    /// It may resume on another thread, so its file reads are the whole process's (see ``FileReads``).
    @discardableResult
    public func measure(_ name: String, repetitions: Int = 1, _ interaction: () async throws -> Void) async rethrows -> HotPathMeasurement {
        precondition(repetitions >= 1, "measure: repetitions must be at least 1")
        _ = Calibration.milliseconds
        var runs: [Repetition] = []
        for _ in 0..<repetitions {
            let probe = Probe(graph, reading: .process)
            do {
                try await interaction()
                // The tasks it started or woke run now, inside the measurement: their work right after the update is
                // the interaction's too.
                try? await graph.settleTasks()
            } catch {
                probe.abandon()
                throw error
            }
            runs.append(probe.finish())
        }
        return Self.record(name, runs)
    }

    /// One repetition being measured: started before the interaction, finished (with the update that ends it) or
    /// abandoned after it.
    @MainActor
    private struct Probe {
        let graph: ViewGraph
        let scope: FileReads.Scope
        let bytes: Int?
        let start: ContinuousClock.Instant

        init(_ graph: ViewGraph, reading scope: FileReads.Scope) {
            self.graph = graph
            self.scope = scope
            bytes = FileReads.bytesRead(scope)
            graph.startRecordingWork()
            Cost.startMeasuring()
            start = ContinuousClock.now
        }

        func finish() -> Repetition {
            graph.update()
            let milliseconds = Stopwatch.milliseconds(ContinuousClock.now - start)
            let work = graph.stopRecordingWork()
            var types = Set<String>()
            graph.root.forEachNode { if $0.isMounted { types.insert($0.typeName) } }
            return Repetition(work: work, counters: Cost.stopMeasuring(),
                              bytesRead: FileReads.between(bytes, FileReads.bytesRead(scope)), milliseconds: milliseconds,
                              viewTypes: ViewHost.sorted(types), unsettledTasks: graph.clock.runningTasks)
        }

        func abandon() {
            _ = graph.stopRecordingWork()
            _ = Cost.stopMeasuring()
        }
    }

    private struct Repetition {
        var work: UpdateWork
        var counters: Cost.Counters
        var bytesRead: Int
        var milliseconds: Double
        var viewTypes: [String]
        var unsettledTasks: [String]

        /// A single number to pick the costliest repetition by.
        var weight: Int {
            work.bodyEvaluations.values.reduce(0, +) + work.viewInitializations.values.reduce(0, +) + work.rowsBuilt + work.viewsBuilt
                + counters.totals.values.reduce(0, +) + bytesRead
        }
    }

    /// The names in order, sorted without being counted (not the app's work: ``Cost``).
    private static func sorted(_ names: Set<String>) -> [String] {
        var list = Array(names)
        uncountedSort(&list, by: <)
        return list
    }

    private static func record(_ name: String, _ runs: [Repetition]) -> HotPathMeasurement {
        let costliest = runs.max { $0.weight < $1.weight }!
        let timed = runs.count > 1 ? Array(runs.dropFirst()) : runs
        var counters = costliest.counters.totals
        counters["bytes read"] = costliest.bytesRead
        counters["views built"] = costliest.work.viewsBuilt
        counters["view values"] = costliest.work.viewInitializations.values.reduce(0, +)
        var sites: [String: [HotPathMeasurement.SiteAmount]] = [:]
        for (counter, amounts) in costliest.counters.sites {
            var list = amounts.map { HotPathMeasurement.SiteAmount(site: $0.key.description, amount: $0.value) }
            uncountedSort(&list) { ($0.amount, $1.site) > ($1.amount, $0.site) }  // most first, then by place; uncounted
            sites[counter] = list
        }
        let measurement = HotPathMeasurement(
            name: name, repetitions: runs.count,
            bodyEvaluations: costliest.work.bodyEvaluations, bodyEvaluationsInside: costliest.work.bodyEvaluationsInside,
            identitiesEvaluated: costliest.work.identitiesEvaluated,
            viewInitializations: costliest.work.viewInitializations, rowsBuilt: costliest.work.rowsBuilt,
            counters: counters, sites: sites,
            reasons: costliest.work.changeReasons.compactMapValues { reasons in
                reasons.max { ($0.value, $1.key) < ($1.value, $0.key) }.map { "\($0.key)" }
            },
            medianMilliseconds: Stopwatch.median(timed.map(\.milliseconds)),
            p95Milliseconds: Stopwatch.percentile(timed.map(\.milliseconds), 0.95),
            calibrationMilliseconds: Calibration.milliseconds, viewTypes: costliest.viewTypes,
            appViewTypes: Self.sorted(costliest.work.appViewTypes),
            unsettledTasks: runs.flatMap(\.unsettledTasks))
        MeasurementLog.append(measurement)
        return measurement
    }
}
