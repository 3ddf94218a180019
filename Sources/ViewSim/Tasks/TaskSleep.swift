extension Task where Success == Never, Failure == Never {
    /// Suspends the current task for at least `duration`: on the host's ``VirtualClock`` inside a task a hosted view
    /// started (`.task`), on the real continuous clock anywhere else.
    ///
    /// Exercise code fakes latency the way SwiftUI code does, `try await Task.sleep(for: .seconds(1))`, and must still
    /// compile against SwiftUI. Swift prefers a declaration in an imported module over the standard library one it
    /// shadows, so in a file that imports ViewSim this call resolves here, with no ambiguity; the standard library's
    /// `sleep(for:tolerance:clock:)` with a `tolerance:` or `clock:` argument is not shadowed and always sleeps in real
    /// time. A file that calls `Task.sleep` must import ViewSim for the host to control its time.
    ///
    /// - Parameter duration: how long to sleep; zero or negative only yields.
    /// - Throws: `CancellationError` if the task is cancelled before or during the sleep, as the standard library's does.
    ///
    /// Source: Apple, "sleep(for:tolerance:clock:)" (https://developer.apple.com/documentation/swift/task/sleep(for:tolerance:clock:)).
    public static func sleep(for duration: Duration) async throws {
        if let hosted = HostedTask.current {
            try await hosted.clock.sleep(until: hosted.clock.now.advanced(by: duration))
        } else {
            try await ContinuousClock().sleep(for: duration)
        }
    }

    /// Suspends the current task for at least `duration` nanoseconds: on the host's ``VirtualClock`` inside a task a
    /// hosted view started, on the real continuous clock anywhere else (see ``sleep(for:)``).
    ///
    /// - Throws: `CancellationError` if the task is cancelled before or during the sleep, as the standard library's does.
    ///
    /// Source: Apple, "sleep(nanoseconds:)" (https://developer.apple.com/documentation/swift/task/sleep(nanoseconds:)).
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await sleep(for: .nanoseconds(duration))
    }
}
