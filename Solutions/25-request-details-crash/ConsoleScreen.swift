import ViewSim

/// One request the app made, as the network console logged it.
struct LoggedRequest: Identifiable, Equatable {
    let id: Int
    let method: String
    let path: String
    let status: String
    let milliseconds: Int
    let response: String

    static let samples = [
        LoggedRequest(id: 1, method: "GET", path: "/v1/orders", status: "200 OK", milliseconds: 182, response: "2 orders, 1.2 KB"),
        LoggedRequest(id: 2, method: "POST", path: "/v1/payments", status: "402 Payment Required", milliseconds: 611, response: "card_declined, 96 bytes"),
        LoggedRequest(id: 3, method: "GET", path: "/v1/profile", status: "304 Not Modified", milliseconds: 47, response: "empty"),
    ]
}

/// The console's display settings.
final class ConsoleSettings: ObservableObject {
    @Published var showsTimings = false
}

/// A request's outcome: its status, and how long it took when `showsTiming` is set.
/// Used by the console's list and by the request inspector, so it takes a plain flag instead of reading the console's
/// settings from the environment: only the list is given those.
struct StatusLine: View {
    let request: LoggedRequest
    let showsTiming: Bool

    var body: some View {
        HStack {
            Text(request.status)
            if showsTiming {
                Text("\(request.milliseconds) ms")
            }
        }
    }
}

/// The list of logged requests, with the switch for timings.
struct ConsoleList: View {
    let requests: [LoggedRequest]
    let onSelect: (LoggedRequest) -> Void
    @EnvironmentObject private var settings: ConsoleSettings

    var body: some View {
        VStack {
            Toggle("Show timings", isOn: $settings.showsTimings)
            ForEach(requests) { request in
                Button("\(request.method) \(request.path)") { onSelect(request) }
                StatusLine(request: request, showsTiming: settings.showsTimings)
            }
        }
    }
}

/// Everything about one request.
struct RequestInspector: View {
    let request: LoggedRequest
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("\(request.method) \(request.path)")
            StatusLine(request: request, showsTiming: true)
            Text("Response: \(request.response)")
            Button("Close") { dismiss() }
        }
    }
}

/// The debug menu's network console: the requests the app made; tapping one opens its details.
struct ConsoleScreen: View {
    @StateObject private var settings = ConsoleSettings()
    @State private var inspectedRequest: LoggedRequest?

    var body: some View {
        VStack {
            Text("Network console")
            ConsoleList(requests: LoggedRequest.samples, onSelect: { inspectedRequest = $0 })
                .environmentObject(settings)
        }
        .sheet(item: $inspectedRequest) { request in
            RequestInspector(request: request)
        }
    }
}
