// Attack (from the Combine module of issue 22): a subject's subscriber closure is not `@Sendable` (Apple's
// declaration), so if a subject could cross into a detached task, `send` would run the closure there while the main
// actor mutates what it captured: a data race that reads any address. Combine's publishers, subjects and cancellables
// are not `Sendable`, as in Apple's SDK, so the capture is a data-race error.
// stage: build
// message: risks causing data races
import Foundation
import ViewSim

final class Box { var values: [Int] = [] }

func race() {
    let box = Box()
    let subject = PassthroughSubject<Int, Never>()
    let kept = subject.sink { box.values.append($0) }
    Task.detached {
        for value in 0..<100_000 { subject.send(value) }
    }
    for value in 0..<100_000 { box.values.removeAll(keepingCapacity: value % 2 == 0) }
    _ = kept
}
