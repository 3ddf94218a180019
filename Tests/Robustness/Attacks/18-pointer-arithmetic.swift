// Attack: get past the module policy's name list with pointer arithmetic: `free` is an allowed C function; its address
// plus the offset to `dlsym` in the same C library is `dlsym`, called through a `@convention(c)` cast, and from there
// `kill`. Strict memory safety (SE-0458, an error in exercise modules) refuses the unsafe pointer and bit cast at build.
// stage: build
// message: expression uses unsafe constructs
import Foundation
import ViewSim

typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Void
typealias Lookup = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>) -> UnsafeMutableRawPointer?

let killed: Bool = {
    let free: Free = Foundation.free
    let address = unsafeBitCast(free, to: Int.self)
    let dlsymAddress = address + 0x4_2a10  // the distance in one build of the C library; the point is that it compiles
    let lookup = unsafeBitCast(dlsymAddress, to: Lookup.self)
    return lookup(nil, "kill") != nil
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
