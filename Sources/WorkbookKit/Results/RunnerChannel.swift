import COpenSSL
import Foundation

/// What a hidden-suite runner reports, read from its authenticated record channel (issue 30).
///
/// The runner's entry point (``ExerciseBuilder/runnerMainSource``) gets a fresh 32-byte key per process through a
/// pipe it reads and closes before any test runs, and writes every Swift Testing record and every measurement to
/// descriptor 3 as one line `<sequence> <kind> <mac> <payload>`: `sequence` counts from 0, `kind` is `E` (an event
/// stream record), `M` (a measurement, ``HotPathRecord``), `S` (the screen at a test's first failure, ``FailureScreen``)
/// or `T` (the last line: `events=N measurements=M screens=S`), and `mac`
/// is HMAC-SHA256 (OpenSSL) of `<sequence> <kind> <payload>` under the key, in lowercase hex. The key is in no file,
/// argument or environment variable, and the process is not dumpable, so learner code in the same process — compiled
/// with strict memory safety, so it cannot read memory it was not given — has no way to it: it can write to the
/// descriptor, but only ever spoil the channel.
///
/// Any line that does not verify, a sequence number out of order, a record after the last line, or counts in the
/// last line that differ from the lines read are ``problems``: the run's results cannot be trusted. A line cut short
/// at the very end of a run that stopped abnormally (killed mid-write) is not one of them.
public struct RunnerChannel: Sendable {
    /// The event stream records, as JSON lines (``EventStream/init(jsonLines:limits:)``).
    public private(set) var events = Data()
    /// The measurements, as JSON lines (``HotPathRecord/records(jsonLines:)``).
    public private(set) var measurements = Data()
    /// The screens drawn at failures, as JSON lines (``FailureScreen/screens(jsonLines:)``).
    public private(set) var screens = Data()
    /// Whether the runner's last line (`T`) was read and its counts matched.
    public private(set) var closed = false
    /// Plain sentences on what in the channel no runner writes; empty when every line verified.
    public private(set) var problems: [String] = []

    /// The key's length, in bytes.
    static let keyBytes = 32

    /// A fresh key for one runner process (the system's random source).
    public static func makeKey() -> Data {
        var generator = SystemRandomNumberGenerator()
        return Data((0..<keyBytes).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    /// HMAC-SHA256 of `bytes` under `key`, as 64 lowercase hex digits.
    static func mac(_ bytes: some Collection<UInt8>, key: Data) -> [UInt8] {
        let data = Array(bytes)
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        key.withUnsafeBytes { key in
            _ = HMAC(EVP_sha256(), key.baseAddress, Int32(key.count), data, data.count, &digest, &length)
        }
        let hex = Array("0123456789abcdef".utf8)
        return digest.flatMap { [hex[Int($0 >> 4)], hex[Int($0 & 15)]] }
    }

    /// The channel's lines as a runner would write them under `key` (for tests and stand-ins).
    static func encode(_ records: [(kind: UInt8, payload: Data)], key: Data) -> Data {
        var data = Data()
        for (sequence, record) in records.enumerated() {
            let prefix = Array("\(sequence) ".utf8) + [record.kind, 0x20]
            data.append(contentsOf: prefix + mac(prefix + Array(record.payload), key: key) + [0x20])
            data.append(record.payload)
            data.append(0x0A)
        }
        return data
    }

    /// Most problems listed; the last then says how many more there were.
    static let maxProblems = 4

    /// Reads a channel's bytes. `endedAbnormally`: the runner was stopped or crashed, so a last line without its
    /// newline (cut off mid-write) is dropped rather than counted as tampering.
    public init(_ data: Data, key: Data, endedAbnormally: Bool) {
        var problemCount = 0
        func note(_ sentence: String) {
            problemCount += 1
            if problems.count < Self.maxProblems { problems.append(sentence) }
        }
        var lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() } else if endedAbnormally, !lines.isEmpty { lines.removeLast() }
        var expected = 0
        var counted = (events: 0, measurements: 0, screens: 0)
        for line in lines {
            guard !closed else { note("the report continues after its last line"); break }
            guard let record = Self.verified(Data(line), key: key) else {
                note("a line of the report is not one the test runner wrote (line \(expected + 1))")
                continue
            }
            guard record.sequence == expected else {
                note("the report's lines are out of order or missing (line \(expected + 1) is numbered \(record.sequence))")
                expected = record.sequence + 1
                continue
            }
            expected += 1
            switch record.kind {
            case UInt8(ascii: "E"):
                counted.events += 1
                events.append(record.payload)
                events.append(0x0A)
            case UInt8(ascii: "M"):
                counted.measurements += 1
                measurements.append(record.payload)
                measurements.append(0x0A)
            case UInt8(ascii: "S"):
                counted.screens += 1
                screens.append(record.payload)
                screens.append(0x0A)
            default:
                let said = String(decoding: record.payload, as: UTF8.self)
                if said == "events=\(counted.events) measurements=\(counted.measurements) screens=\(counted.screens)" {
                    closed = true
                } else {
                    note("the report's last line counts other records than it holds (\(said))")
                }
            }
        }
        if problemCount > problems.count { problems.append("and \(problemCount - problems.count) more such problems") }
    }

    /// A line's sequence number, kind and payload when its MAC verifies under `key`; nil otherwise.
    static func verified(_ line: Data, key: Data) -> (sequence: Int, kind: UInt8, payload: Data)? {
        let bytes = Array(line)
        guard let first = bytes.firstIndex(of: 0x20), first > 0, first <= 9, bytes.count > first + 3 + 64 + 1,
              let sequence = Int(String(decoding: bytes[..<first], as: UTF8.self)), sequence >= 0,
              String(sequence) == String(decoding: bytes[..<first], as: UTF8.self) else { return nil }
        let kind = bytes[first + 1]
        guard [UInt8(ascii: "E"), UInt8(ascii: "M"), UInt8(ascii: "S"), UInt8(ascii: "T")].contains(kind), bytes[first + 2] == 0x20,
              bytes[first + 3 + 64] == 0x20 else { return nil }
        let given = bytes[(first + 3)..<(first + 3 + 64)]
        let payload = bytes[(first + 3 + 64 + 1)...]
        let expected = mac(bytes[..<(first + 3)] + payload, key: key)
        // Compared in full, whatever differs first.
        var difference: UInt8 = 0
        for (a, b) in zip(given, expected) { difference |= a ^ b }
        return difference == 0 ? (sequence, kind, Data(payload)) : nil
    }
}
