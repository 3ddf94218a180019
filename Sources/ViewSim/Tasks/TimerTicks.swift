@_spi(ViewSimHost) import Combine

/// The host's clock as Combine's timers see it: a `Timer.publish(every:on:in:)` timer made or connected while a graph
/// builds, updates or runs its actions ticks on that graph's ``VirtualClock``, once per interval of virtual time, as
/// a hosted task (so `settle()` and `advance(by:)` drive it like a `.task` that sleeps in a loop).
///
/// Source: Apple, "publish(every:tolerance:on:in:options:)"
/// (https://developer.apple.com/documentation/foundation/timer/publish(every:tolerance:on:in:options:)): the timer
/// fires every `interval` on the run loop; the virtual clock stands in for the main run loop's time.
struct HostTimerClock: TimerClock {
    let clock: VirtualClock

    func repeating(every interval: Duration, _ fire: @escaping @Sendable (Duration) -> Void) -> any Cancellable {
        guard MainQueue.isCurrent else { return AnyCancellable {} }
        let clock = clock
        let task = MainActor.assumeIsolated {
            clock.startTask(label: "a Timer.publish(every: \(interval)) timer", priority: .medium) { @MainActor in
                var next = clock.now.advanced(by: interval)
                while true {
                    do { try await clock.sleep(until: next) } catch { return }
                    fire(next.offset)
                    next = next.advanced(by: interval)
                }
            }
        }
        return AnyCancellable { task.cancel() }
    }
}

extension ViewGraph {
    /// Runs `body` with this graph's clock as the one Combine's timers tick on.
    func withTimerClock<Result>(_ body: () -> Result) -> Result {
        TimerClocks.$current.withValue(HostTimerClock(clock: clock)) { body() }
    }
}
