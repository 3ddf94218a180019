import ViewSim

/// A voice memo saved on the phone.
struct Recording: Identifiable, Equatable {
    let id: Int
    let title: String
    /// When it was recorded, in minutes since the app was installed.
    let recordedAt: Int
    /// How long it is.
    let seconds: Int

    /// “2:05” for 125 seconds.
    static func clock(_ seconds: Int) -> String {
        "\(seconds / 60):\(seconds % 60 < 10 ? "0" : "")\(seconds % 60)"
    }

    /// The memos on the phone, in the order the file system lists them (not by date): 1,500 of them.
    static let library: [Recording] = (0..<1_500).map { index in
        let number = index * 7 % 1_500 + 1
        return Recording(id: number, title: "New Recording \(number)", recordedAt: number * 90, seconds: 5 + number * 37 % 600)
    }
}

/// A memo in the list: its title and length.
struct RecordingRow: View {
    let recording: Recording

    var body: some View {
        Text("\(recording.title) · \(Recording.clock(recording.seconds))")
    }
}

/// The memos app: a recorder at the top, every memo below, newest first.
struct MemosScreen: View {
    @State private var recordings = Recording.library
    @State private var isRecording = false
    /// Seconds recorded so far; ticks once a second while recording.
    @State private var elapsed = 0

    var body: some View {
        VStack {
            recorder
            if !isRecording {
                allRecordings
            }
        }
        .task(id: isRecording) {
            while isRecording {
                do { try await Task.sleep(for: .seconds(1)) } catch { return }
                elapsed += 1
            }
        }
    }

    /// The record button, and how long the memo being recorded is so far.
    private var recorder: some View {
        VStack {
            Text(isRecording ? "Recording · \(Recording.clock(elapsed))" : "Ready to record")
            Button(isRecording ? "Stop" : "Record") {
                if isRecording { stop() } else { start() }
            }
        }
    }

    /// Every memo, newest first.
    private var allRecordings: some View {
        let newestFirst = recordings.sorted { $0.recordedAt > $1.recordedAt }
        return List(newestFirst) { recording in
            RecordingRow(recording: recording)
        }
    }

    private func start() {
        elapsed = 0
        isRecording = true
    }

    private func stop() {
        isRecording = false
        let number = recordings.count + 1
        let now = (recordings.map(\.recordedAt).max() ?? 0) + 90
        recordings.append(Recording(id: number, title: "New Recording \(number)", recordedAt: now, seconds: elapsed))
    }
}
