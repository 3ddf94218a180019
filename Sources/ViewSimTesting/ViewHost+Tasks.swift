import Testing
import ViewSim

extension ViewHost {
    /// The host's virtual clock: `.task` code's `Task.sleep(for:)` waits on it; ``advance(by:fileID:filePath:line:column:)``
    /// moves it. `clock.now` is the virtual time since the host was made.
    public var clock: VirtualClock { graph.clock }

    /// Lets every task the screen started (`.task`, `.task(id:)`) run until each has finished or is asleep on the
    /// virtual clock, updating the screen after each step, as a user would see it once the app is idle.
    ///
    /// Deterministic: tasks run on the main actor only, so no real time and no thread timing is involved (see
    /// `ViewGraph.settleTasks(maxHops:)`). If tasks are still running after 10,000 main-actor hops (a loop that never
    /// sleeps, an `await` on something that never comes), the running test fails saying which tasks, at the caller's line.
    ///
    /// ```swift
    /// let app = ViewHost(ProfileScreen())
    /// #expect(app.texts == ["Loading…"])
    /// await app.advance(by: .seconds(1))     // the fake network call sleeps one second
    /// #expect(app.texts == ["Ada Lovelace"])
    /// ```
    public func settle(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async {
        do {
            try await graph.settleTasks()
        } catch {
            record(error, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// Lets `duration` of virtual time pass: settles, then wakes every sleep whose deadline is reached in deadline
    /// order, settling after each, then settles. `advance(by: .seconds(1))` takes no real time.
    ///
    /// - Parameter duration: the virtual time to pass (`.seconds(1)`, `.milliseconds(300)`); not negative.
    public func advance(
        by duration: Duration,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async {
        do {
            try await graph.advanceTasks(by: duration)
        } catch {
            record(error, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    private func record(_ error: UnsettledTasks, fileID: String, filePath: String, line: Int, column: Int) {
        guard Test.current != nil else { return }
        Issue.record(
            Comment(rawValue: error.description),
            sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
