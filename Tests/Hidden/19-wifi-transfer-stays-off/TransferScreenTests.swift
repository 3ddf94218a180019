import Testing
import ViewSim
import ViewSimTesting
@testable import WifiTransferStaysOff

@MainActor
func quotedTexts(_ app: ViewHost<TransferScreen>) -> String {
    app.texts.dropFirst().map { "\(quoted: $0)" }.joined(separator: ", ")
}

@Suite("What the user reported", .tags(.symptom)) @MainActor
struct TransferSymptoms {
    @Test("“Start” shows the address to open and a “Stop” button")
    func startShowsAddress() throws {
        let app = ViewHost(TransferScreen(transfer: WiFiTransfer(server: UploadServer())))
        try app.tap("Start")
        #expect(app.texts.contains("Open http://192.168.1.20:8080 in a browser on your computer"),
                "After tapping “Start”, the screen reads \(quotedTexts(app)); it should read “Open http://192.168.1.20:8080 in a browser on your computer”.")
        #expect(app.isShowing(.button, "Stop"),
                "After tapping “Start”, the screen should offer “Stop”. The screen shows:\n\(app.screen)")
    }

    @Test("“Stop” says the transfer is off again")
    func stopSaysOff() throws {
        let app = ViewHost(TransferScreen(transfer: WiFiTransfer(server: UploadServer(isRunning: true))))
        try app.tap("Stop")
        #expect(app.texts.contains("Wi-Fi transfer is off"),
                "After tapping “Stop”, the screen reads \(quotedTexts(app)); it should read “Wi-Fi transfer is off”.")
        #expect(app.isShowing(.button, "Start"),
                "After tapping “Stop”, the screen should offer “Start” again. The screen shows:\n\(app.screen)")
    }

    @Test("The address shown is the server's own")
    func addressIsTheServers() throws {
        let app = ViewHost(TransferScreen(transfer: WiFiTransfer(server: UploadServer(address: "http://10.0.0.7:8080"))))
        try app.tap("Start")
        #expect(app.texts.contains("Open http://10.0.0.7:8080 in a browser on your computer"),
                "After tapping “Start” on a phone at 10.0.0.7, the screen reads \(quotedTexts(app)); it should read “Open http://10.0.0.7:8080 in a browser on your computer”.")
    }
}

@Suite("What the fix must keep working", .tags(.regression)) @MainActor
struct TransferRegressions {
    @Test("The screen opens saying the transfer is off")
    func opensOff() throws {
        let app = ViewHost(TransferScreen(transfer: WiFiTransfer(server: UploadServer())))
        #expect(app.texts == ["Wi-Fi transfer", "Wi-Fi transfer is off"],
                "With the server stopped the screen should say “Wi-Fi transfer is off”. The screen shows:\n\(app.screen)")
        #expect(app.isShowing(.button, "Start"), "With the server stopped the screen should offer “Start”. The screen shows:\n\(app.screen)")
    }

    @Test("The screen opens showing the address when the server already runs")
    func opensOn() throws {
        let app = ViewHost(TransferScreen(transfer: WiFiTransfer(server: UploadServer(isRunning: true))))
        #expect(app.texts == ["Wi-Fi transfer", "Open http://192.168.1.20:8080 in a browser on your computer"],
                "With the server running the screen should show the address to open. The screen shows:\n\(app.screen)")
        #expect(app.isShowing(.button, "Stop"), "With the server running the screen should offer “Stop”. The screen shows:\n\(app.screen)")
    }

    @Test("“Start” starts the server and “Stop” stops it")
    func serverFollows() throws {
        let server = UploadServer()
        let app = ViewHost(TransferScreen(transfer: WiFiTransfer(server: server)))
        try app.tap("Start")
        #expect(server.isRunning, "After tapping “Start” the upload server should be running, so the laptop can connect; it is stopped.")
        let reopened = ViewHost(TransferScreen(transfer: WiFiTransfer(server: server)))
        try reopened.tap("Stop")
        #expect(!server.isRunning, "After tapping “Stop” the upload server should be stopped; it is still running.")
    }
}
