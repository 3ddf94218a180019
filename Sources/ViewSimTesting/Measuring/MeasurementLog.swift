import Foundation
@_spi(ViewSimHost) import ViewSim

/// Where measurements go in a hidden-suite runner: the runner's entry point (workbook's `RunnerMain`) hands the core a
/// C function that writes each one, authenticated, to the record channel only the grader reads; outside a runner there
/// is none, and a measurement is only returned to the test.
///
/// The entry point finds ``installMeasurementSink(_:)`` by its C name before any test (or learner code) runs. Exercise code
/// cannot call it: it is a C symbol outside what the module policy lets exercises reference, and ViewSimTesting may
/// never be imported by an exercise.
enum MeasurementLog {
    /// Takes one measurement as the bytes of its JSON (one line, no newline).
    typealias Sink = @convention(c) (UnsafePointer<UInt8>?, Int) -> Void

    nonisolated(unsafe) static var sink: Sink?

    static func append(_ measurement: HotPathMeasurement) {
        guard let sink else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let line = try? encoder.encode(measurement) else { return }
        line.withUnsafeBytes { sink($0.bindMemory(to: UInt8.self).baseAddress, $0.count) }
    }
}

/// Installs the runner's measurement sink (``MeasurementLog``); called once, by the runner's entry point, before any
/// test runs.
@_spi(WorkbookRunner) @_cdecl("viewsimtesting_install_measurement_sink")
public func installMeasurementSink(_ sink: (@convention(c) (UnsafePointer<UInt8>?, Int) -> Void)?) { MeasurementLog.sink = sink }

/// Counts the work charged on every thread while a measurement runs (``Cost/countWorkOnEveryThread()``): the runner
/// runs the hidden suite's tests one at a time, so whatever is charged during one is the app's. Called once, by the
/// runner's entry point, before any test runs.
@_spi(WorkbookRunner) @_cdecl("viewsimtesting_count_work_on_every_thread")
public func countWorkOnEveryThread() { Cost.countWorkOnEveryThread() }
