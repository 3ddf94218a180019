import ViewSim

/// The small web server that receives books uploaded from a computer on the same Wi-Fi network. Plain networking
/// code: it knows whether it is running, and nothing else in the app is told when that changes.
final class UploadServer {
    /// The address to type into the computer's browser.
    let address: String
    private(set) var isRunning = false

    init(address: String = "http://192.168.1.20:8080", isRunning: Bool = false) {
        self.address = address
        self.isRunning = isRunning
    }

    func start() { isRunning = true }
    func stop() { isRunning = false }
}

/// Wi-Fi transfer, as the screen sees it: on or off, and where to upload.
@Observable
final class WiFiTransfer {
    private let server: UploadServer

    init(server: UploadServer) {
        self.server = server
    }

    /// Whether the server is running.
    var isOn: Bool { server.isRunning }

    /// The address to open on the computer.
    var address: String { server.address }

    func start() { server.start() }
    func stop() { server.stop() }
}

/// The library's “Wi-Fi transfer” screen: start the server, open the address on a computer, drop books in.
struct TransferScreen: View {
    let transfer: WiFiTransfer

    var body: some View {
        VStack {
            Text("Wi-Fi transfer")
            if transfer.isOn {
                Text("Open \(transfer.address) in a browser on your computer")
                Button("Stop") { transfer.stop() }
            } else {
                Text("Wi-Fi transfer is off")
                Button("Start") { transfer.start() }
            }
        }
    }
}
