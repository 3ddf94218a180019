import Testing

/// Suites that check exercise 01 of the real workbook end to end and then look for processes of its runs that
/// outlived them (``AttackTests``, ``GradeTests``) must not run at the same time: each would take the other's live
/// runners for leftovers. This trait runs a whole suite inside one shared gate, so such suites take turns while
/// every other suite still runs in parallel with them.
struct ExerciseOneChecks: SuiteTrait, TestScoping {
    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        await Gate.shared.enter()
        do {
            try await function()
        } catch {
            await Gate.shared.leave()
            throw error
        }
        await Gate.shared.leave()
    }

    /// One holder at a time; the others wait in order.
    actor Gate {
        static let shared = Gate()
        private var busy = false
        private var waiting: [CheckedContinuation<Void, Never>] = []

        func enter() async {
            guard busy else { busy = true; return }
            await withCheckedContinuation { waiting.append($0) }
        }

        func leave() {
            if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
        }
    }
}

extension Trait where Self == ExerciseOneChecks {
    /// Runs the suite while no other suite tagged so runs (see ``ExerciseOneChecks``).
    static var exerciseOneChecks: Self { ExerciseOneChecks() }
}
