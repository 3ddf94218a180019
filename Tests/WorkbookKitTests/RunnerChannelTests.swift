import Foundation
import Testing
@testable import WorkbookKit

/// The runner's authenticated record channel (issue 30, items 2 and 3): what the runner's entry point writes reads
/// back exactly, and any byte, line or record that learner code in the same process adds, removes or reorders makes
/// the channel's results untrusted instead of changing them.
@Suite struct RunnerChannelTests {
    let key = RunnerChannel.makeKey()
    let event = Data(#"{"kind":"event","payload":{"kind":"runEnded"},"version":0}"#.utf8)
    let measurement = Data(#"{"name":"toggle"}"#.utf8)
    let screen = Data(#"{"cells":"Count: 0","svg":"<svg/>","testID":"M.S/a()"}"#.utf8)

    func honest(_ key: Data? = nil) -> Data {
        RunnerChannel.encode(
            [(UInt8(ascii: "E"), event), (UInt8(ascii: "M"), measurement), (UInt8(ascii: "S"), screen), (UInt8(ascii: "E"), event),
             (UInt8(ascii: "T"), Data("events=2 measurements=1 screens=1".utf8))], key: key ?? self.key)
    }

    @Test func whatTheRunnerWroteReadsBackWithItsLastLine() {
        let channel = RunnerChannel(honest(), key: key, endedAbnormally: false)
        #expect(channel.problems.isEmpty)
        #expect(channel.closed)
        #expect(channel.events == event + [0x0A] + event + [0x0A])
        #expect(channel.measurements == measurement + [0x0A])
        #expect(channel.screens == screen + [0x0A])
    }

    /// The HMAC is OpenSSL's HMAC-SHA256: RFC 4231's first test case.
    @Test func theMACIsHMACSHA256() {
        let mac = RunnerChannel.mac(Array("Hi There".utf8), key: Data(repeating: 0x0b, count: 20))
        #expect(String(decoding: mac, as: UTF8.self) == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
    }

    @Test func oneByteWrittenIntoTheChannelMakesItUntrusted() {
        var data = honest()
        data.insert(UInt8(ascii: "x"), at: 40)
        let channel = RunnerChannel(data, key: key, endedAbnormally: false)
        #expect(channel.problems.first == "a line of the report is not one the test runner wrote (line 1)")
    }

    @Test func aWellFormedForgedRecordWithoutTheKeyIsRefused() {
        let forged = RunnerChannel.encode([(UInt8(ascii: "E"), event)], key: RunnerChannel.makeKey())
        let channel = RunnerChannel(honest() + forged, key: key, endedAbnormally: false)
        #expect(channel.problems == ["the report continues after its last line"])
        let alone = RunnerChannel(forged, key: key, endedAbnormally: false)
        #expect(!alone.problems.isEmpty && alone.events.isEmpty)
    }

    @Test func aPlainJSONLineAsTheOldStreamHadIsRefused() {
        let channel = RunnerChannel(event + [0x0A], key: key, endedAbnormally: false)
        #expect(channel.problems == ["a line of the report is not one the test runner wrote (line 1)"])
    }

    @Test func missingOrReorderedLinesAreNoticed() {
        var lines = honest().split(separator: 0x0A).map { Data($0) + [0x0A] }
        lines.swapAt(0, 1)
        #expect(RunnerChannel(lines.reduce(Data(), +), key: key, endedAbnormally: false).problems.first?
            .hasPrefix("the report's lines are out of order or missing") == true)
        var dropped = honest().split(separator: 0x0A).map { Data($0) + [0x0A] }
        dropped.remove(at: 1)
        #expect(!RunnerChannel(dropped.reduce(Data(), +), key: key, endedAbnormally: false).problems.isEmpty)
    }

    @Test func aLastLineThatMiscountsIsRefused() {
        let data = RunnerChannel.encode([(UInt8(ascii: "E"), event), (UInt8(ascii: "T"), Data("events=3 measurements=0 screens=0".utf8))], key: key)
        let channel = RunnerChannel(data, key: key, endedAbnormally: false)
        #expect(!channel.closed)
        #expect(channel.problems == ["the report's last line counts other records than it holds (events=3 measurements=0 screens=0)"])
    }

    /// A runner killed mid-write leaves half a line: not tampering, when the run stopped abnormally; the same half line
    /// after a normal exit is.
    @Test func aLineCutShortByAKillIsDroppedOnlyWhenTheRunStoppedAbnormally() {
        let data = honest().prefix(30)
        #expect(RunnerChannel(data, key: key, endedAbnormally: true).problems.isEmpty)
        #expect(!RunnerChannel(data, key: key, endedAbnormally: false).problems.isEmpty)
        #expect(!RunnerChannel(honest().prefix(30), key: key, endedAbnormally: true).closed)
    }

    @Test func eachRunnerGetsAFreshKey() {
        #expect(RunnerChannel.makeKey().count == 32)
        #expect(RunnerChannel.makeKey() != RunnerChannel.makeKey())
        #expect(!RunnerChannel(honest(RunnerChannel.makeKey()), key: key, endedAbnormally: false).problems.isEmpty)
    }
}
