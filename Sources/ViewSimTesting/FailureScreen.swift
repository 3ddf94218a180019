import Foundation
import Synchronization
@_spi(ViewSimHost) import ViewSim

/// The screen as it was when a hidden test failed, for the grader to show beside the failure (what a snapshot test's
/// failure image is on a device).
///
/// The runner's record handler hands each failing `issueRecorded` record to ``screenAtIssue(_:_:_:)`` as the issue is
/// posted. An `#expect` that fails is posted on the main actor, inside the test, so the screen is drawn then, from the
/// host the test made last. An error the test throws is posted after the test has returned, off the main actor, so
/// the host draws its screen as it makes a ``ViewHostError`` and as it goes away (``capture(_:)``), and the last such
/// picture is the one used (also for an `#expect` after a helper that made the host returned).
/// One picture per test: its first failure, the moment it went wrong. Nothing is drawn while the graph is in the
/// middle of an event, an update or a layout (a runtime issue is reported from there), since drawing lays it out.
enum FailureScreen {
    /// One drawing of the screen, in character cells and as SVG (``ViewHost/cellDrawing(columns:)``, ``ViewHost/svg(showingSafeArea:)``).
    struct Picture: Sendable {
        var cells: String
        var svg: String

        /// Renders `screen`: only for a failure, so a passing test never renders one.
        init(_ screen: DrawnScreen) {
            cells = CellScreen.drawing(screen, columns: FailureScreen.columns)
            svg = SVGScreen.document(screen, showsSafeArea: false)
        }
    }

    /// A host that can draw its screen: ``ViewHost``, whatever its root view.
    @MainActor protocol Drawing: AnyObject {
        var isAtRest: Bool { get }
        var drawnScreen: DrawnScreen { get }
    }

    private final class WeakHost: @unchecked Sendable {
        weak var host: (any Drawing)?
        init(_ host: any Drawing) { self.host = host }
    }

    private struct State: Sendable {
        /// Whether a runner asks for pictures: set as its first test starts (``startTest()``), so hosts elsewhere (a
        /// unit test, `workbook run`) draw nothing for their errors.
        var enabled = false
        /// The host the running test made last; it is read only on the main actor.
        var host: WeakHost?
        /// The screen the last ``ViewHostError`` of the running test was made on, or the last host left as it went.
        var captured: DrawnScreen?
        /// The tests already given a picture.
        var drawn: Set<String> = []
    }

    private static let state = Mutex(State())

    /// The columns of the cell drawing: what a terminal shows beside the failure's message.
    static let columns = 40

    /// Makes `host` the one whose screen a failure shows.
    @MainActor static func hostMade(_ host: some Drawing) {
        let weak = WeakHost(host)
        state.withLock { if $0.enabled { $0.host = weak } }
    }

    /// Draws `host`'s screen for the error being made on it, or as it goes away, if a test is running and the graph is
    /// at rest.
    @MainActor static func capture(_ host: some Drawing) {
        guard state.withLock({ $0.host != nil }), host.isAtRest else { return }
        let screen = host.drawnScreen
        state.withLock { $0.captured = screen }
    }

    /// Forgets the last test's host and pictures: called as each test starts.
    static func startTest() {
        _ = mainQueueKey
        state.withLock { $0 = State(enabled: true) }
    }

    /// Marks the main queue, which runs the main actor's jobs on Linux (wherever a dispatch worker drains it).
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue, so on the main actor: the check `MainActor.assumeIsolated` makes,
    /// without stopping the process when it fails. (`Thread.isMainThread` says nothing here: the main queue is not
    /// drained on the process's first thread.)
    static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }

    /// The picture for the issue in `record` (one event stream record, JSON), or nil: a known issue, an issue of no
    /// test, a test already given one, or no screen to draw.
    static func picture(forIssue record: Data, onMainActor: Bool) -> (testID: String, picture: Picture)? {
        guard let line = try? JSONDecoder().decode(IssueLine.self, from: record), line.kind == "event",
              line.payload.kind == "issueRecorded", line.payload.issue?.isKnown != true, let testID = line.payload.testID,
              state.withLock({ $0.drawn.insert(testID).inserted }) else { return nil }
        var screen: DrawnScreen?
        if onMainActor {
            screen = MainActor.assumeIsolated { () -> DrawnScreen? in
                guard let host = state.withLock({ $0.host })?.host, host.isAtRest else { return nil }
                return host.drawnScreen
            }
        }
        guard let screen = screen ?? state.withLock({ $0.captured }) else { return nil }
        return (testID, Picture(screen))
    }

    private struct IssueLine: Decodable {
        struct Payload: Decodable {
            struct Issue: Decodable { var isKnown: Bool? }
            var kind: String?
            var testID: String?
            var issue: Issue?
        }
        var kind: String
        var payload: Payload
    }
}

extension ViewHost: FailureScreen.Drawing {
    var isAtRest: Bool { graph.isAtRest }
}

/// Hands the runner the screen at a failing issue (``FailureScreen``): given one event stream record (JSON bytes), calls
/// `sink` once with `{"testID": …, "cells": …, "svg": …}` (JSON bytes) when the record is a test's first failing issue
/// and there is a screen to show. Called by the runner's record handler, on the thread that posted the record.
@_spi(WorkbookRunner) @_cdecl("viewsimtesting_screen_at_issue")
public func screenAtIssue(
    _ record: UnsafePointer<UInt8>?, _ count: Int, _ sink: (@convention(c) (UnsafePointer<UInt8>?, Int) -> Void)?
) {
    guard let record, let sink, count > 0 else { return }
    let bytes = Data(UnsafeBufferPointer(start: record, count: count))
    guard let (testID, picture) = FailureScreen.picture(forIssue: bytes, onMainActor: FailureScreen.isOnMainQueue) else { return }
    struct Line: Encodable { var testID: String; var cells: String; var svg: String }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let line = try? encoder.encode(Line(testID: testID, cells: picture.cells, svg: picture.svg)) else { return }
    line.withUnsafeBytes { sink($0.bindMemory(to: UInt8.self).baseAddress, $0.count) }
}
