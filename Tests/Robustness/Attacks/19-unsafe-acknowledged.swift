// Attack: the same pointer arithmetic as 18, with each unsafe use acknowledged by SE-0458's `unsafe` expression, which
// would silence strict memory safety. The word itself is refused (ModulePolicyText).
// stage: build
// message: `unsafe` silences the compiler's memory safety errors
import Foundation
import ViewSim

typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Void
typealias Lookup = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>) -> UnsafeMutableRawPointer?

let killed: Bool = {
    let free: Free = { unsafe Foundation.free($0) }
    let address = unsafe unsafeBitCast(free, to: Int.self)
    let dlsymAddress = address + 0x4_2a10  // the distance in one build of the C library; the point is that it compiles
    let lookup = unsafe unsafeBitCast(dlsymAddress, to: Lookup.self)
    return unsafe lookup(nil, "kill") != nil
}()

struct SessionTally: View {
    @State private var sessions = 0

    var body: some View {
        VStack {
            Text("Sessions today: \(sessions) \(killed)")
            Button("Log a session") { sessions += 1 }
        }
    }
}

struct FocusScreen: View {
    @State private var showsTally = true

    var body: some View {
        VStack {
            Toggle("Show tally", isOn: $showsTally)
            if showsTally {
                SessionTally()
            }
        }
    }
}
