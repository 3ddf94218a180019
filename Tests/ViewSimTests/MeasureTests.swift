import Foundation
import Testing
import ViewSim
import ViewSimTesting

/// Hot-path measurement: what an interaction's updates cost, in the units WWDC23 "Demystify SwiftUI performance"
/// (https://developer.apple.com/videos/play/wwdc2023/10160/) uses — bodies evaluated, and the expensive work inside
/// them (its first example: a `NumberFormatter` made in a row's body).
@Suite("Measuring hot paths") @MainActor
struct MeasureTests {
    struct Row: View {
        let title: String
        let isFavourite: Bool
        var body: some View {
            let formatter = NumberFormatter()
            Text("\(title) \(formatter.string(from: 3) ?? "")\(isFavourite ? " ★" : "")")
        }
    }

    struct Rows: View {
        @State private var favourites: Set<Int> = []
        var body: some View {
            VStack {
                Button("Favourite 3") { favourites.insert(3) }
                ForEach(0..<50, id: \.self) { index in
                    Row(title: "Item \(index)", isFavourite: favourites.contains(index))
                }
            }
        }
    }

    @Test("One changed row input re-runs one row body; the parent makes a new value for every row")
    func bodiesAndInitializations() throws {
        let app = ViewHost(Rows())
        let cost = try app.measure("favourite one") { try app.tap("Favourite 3") }
        #expect(cost.bodyEvaluations(of: Row.self) == 1)
        #expect(cost.identitiesEvaluated["Row"] == 1)
        #expect(cost.bodyEvaluations(of: Rows.self) == 1)
        #expect(cost.viewInitializations["Row"] == 50)
        #expect(cost.counters[Cost.formatters] == 1)
        #expect(cost.reasons["Row"] == "@self changed.")
        // The app's own view types, each held to a budget on one of them; not the core's (Text, VStack, ForEach).
        #expect(cost.appViewTypes == ["Row", "Rows"])
    }

    /// The app's views under one of its views: Rows re-ran once, and one Row inside it. The core's own views (the
    /// VStack, the ForEach, the Button) are not counted, and a view is not counted inside itself.
    @Test("Bodies that ran inside a view are counted under its type, the core's views left out")
    func bodiesInside() throws {
        let app = ViewHost(Rows())
        let cost = try app.measure("favourite one") { try app.tap("Favourite 3") }
        #expect(cost.bodyEvaluationsInside["Rows"] == 1)
        #expect(cost.bodyEvaluationsInside["Row"] == nil)
        #expect(cost.bodyEvaluationsInside.keys.allSatisfy { !$0.contains("VStack") && !$0.contains("ForEach") })
    }

    @Test("A formatter made in body is counted at its line, in the view whose body made it")
    func formatterSite() throws {
        let app = ViewHost(Rows())
        let cost = try app.measure("favourite one") { try app.tap("Favourite 3") }
        let site = try #require(cost.sites[Cost.formatters]?.first)
        #expect(site.site.hasPrefix("NumberFormatter() at ViewSimTests/MeasureTests.swift:"))
        #expect(site.site.hasSuffix(", in Row's body"))
        #expect(site.amount == 1)
    }

    @Test("Sorting in a body counts its elements")
    func sorting() throws {
        struct Sorted: View {
            @State private var taps = 0
            let values = Array((0..<100).reversed())
            var body: some View {
                Text("\(values.sorted().first ?? 0) \(taps)")
                Button("Tap") { taps += 1 }
            }
        }
        let app = ViewHost(Sorted())
        let cost = try app.measure("tap") { try app.tap("Tap") }
        #expect(cost.counters[Cost.sortedElements] == 100)
        #expect(cost.sites[Cost.sortedElements]?.first?.site == "sorted(), in Sorted's body")
    }

    @Test("The same sort spelled in place on a copy, on a ContiguousArray, with a SortComparator, or run through another queue's sync, is counted as the body's (break-it passes 11 and 12 of issue 30)")
    func sortingSpelledOtherwise() throws {
        struct Ranked: View {
            @State private var taps = 0
            let values = Array((0..<100).reversed())
            var body: some View {
                var copy = values
                copy.sort()
                let again = DispatchQueue(label: "ranking").sync { values.sorted { $0 > $1 } }
                var contiguous = ContiguousArray(values)
                contiguous.sort { $0 < $1 }
                let compared = values.sorted(using: KeyPathComparator(\Int.self, order: .reverse))
                return VStack {
                    Text("\(copy.first ?? 0) \(again.first ?? 0) \(contiguous.first ?? 0) \(compared.first ?? 0) \(taps)")
                    Button("Tap") { taps += 1 }
                }
            }
        }
        let app = ViewHost(Ranked())
        let cost = try app.measure("tap") { try app.tap("Tap") }
        #expect(cost.counters[Cost.sortedElements] == 400)
        #expect(Set(cost.sites[Cost.sortedElements]?.map(\.site) ?? [])
            == ["sort(), in Ranked's body", "sorted(by:), in Ranked's body", "sort(by:), in Ranked's body", "sorted(using:), in Ranked's body"])
        #expect(app.texts.first == "0 99 0 99 1")
    }

    @Test("A slice sorted in place, an interval or byte-count formatter, and every decode of a kept decoder are counted too (break-it pass 19 of issue 30)")
    func workSpelledOtherwise() throws {
        @MainActor final class Kept {
            static let decoder = JSONDecoder()
            static let encoder = PropertyListEncoder()
        }
        _ = (Kept.decoder, Kept.encoder)  // built before the measurement: only their work in it counts
        struct Busy: View {
            @State private var taps = 0
            let values = Array((0..<100).reversed())
            var body: some View {
                var slice = values[...]
                slice.sort { $0 < $1 }
                let interval = DateIntervalFormatter()
                let size = ByteCountFormatter()
                let decoded = (try? Kept.decoder.decode([Int].self, from: Data("[1, 2]".utf8))) ?? []
                let encoded = (try? Kept.encoder.encode(decoded))?.isEmpty == false
                return VStack {
                    Text("\(slice.first ?? -1) \(decoded.count) \(encoded) \(taps)")
                    Text("\(interval.dateStyle == .none) \(size.allowsNonnumericFormatting)")
                    Button("Tap") { taps += 1 }
                }
            }
        }
        let app = ViewHost(Busy())
        let cost = try app.measure("tap") { try app.tap("Tap") }
        #expect(cost.counters[Cost.sortedElements] == 100)
        #expect(cost.counters[Cost.formatters] == 2)
        #expect(cost.counters[Cost.coders] == 2)
        #expect(Set(cost.sites[Cost.coders]?.map(\.site) ?? []) == ["decode(_:from:), in Busy's body", "encode(_:), in Busy's body"])
        #expect(app.texts.first == "0 2 true 1")
    }

    @Test("Work an interaction leaves to a task it starts is named by the synchronous measure, and counted by the asynchronous one (break-it pass 20 of issue 30)")
    func workLeftToATask() async throws {
        struct Deferred: View {
            @State private var taps = 0
            @State private var label = ""
            var body: some View {
                VStack {
                    Text(label)
                    Button("Tap") { taps += 1 }
                }
                .task(id: taps) { label = NumberFormatter().string(from: NSNumber(value: taps)) ?? "" }
            }
        }
        let app = ViewHost(Deferred())
        await app.settle()
        let unseen = try app.measure("tap") { try app.tap("Tap") }
        #expect(unseen.unsettledTasks == ["the .task(id: 1) on VStack in Deferred"])
        #expect(unseen.counters[Cost.formatters] ?? 0 == 0)
        await app.settle()
        // An interaction that awaits is measured until the tasks it started are done or asleep.
        let seen = try await app.measure("tap again") {
            try app.tap("Tap")
            await Task.yield()
        }
        #expect(seen.unsettledTasks.isEmpty)
        #expect(seen.counters[Cost.formatters] == 1)
        #expect(app.texts.first == "2")
    }

    @Test("Reading a file in body shows as bytes read")
    func fileReads() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("measure-\(UUID().uuidString).txt")
        try Data(repeating: 65, count: 10_000).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        struct Reader: View {
            let file: URL
            @State private var taps = 0
            var body: some View {
                let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
                Text("\(text.count) \(taps)")
                Button("Tap") { taps += 1 }
            }
        }
        let app = ViewHost(Reader(file: file))
        let cost = try app.measure("tap") { try app.tap("Tap") }
        let bytes = try #require(cost.counters["bytes read"])
        #expect(bytes >= 10_000 && bytes < 11_000)
    }

    @Test("Rows built by a lazy list while scrolling; the costliest repetition counts")
    func rowsBuilt() throws {
        struct Long: View {
            var body: some View {
                List(0..<1_000, id: \.self) { Text("Row \($0)") }
            }
        }
        let app = ViewHost(Long())
        let cost = try app.measure("scroll", repetitions: 3) {
            try app.scroll(screens: 1)
            try app.scroll(screens: -1)
        }
        // A screen down, the list's first row is at its top: rows of text from there, in a list as tall as the safe area.
        #expect(cost.rowsBuilt == Screen.rows(in: Screen.safeHeight, row: Screen.textRow))
        #expect(cost.repetitions == 3)
        #expect(cost.calibrationMilliseconds > 0)
    }

    @Test("Views built count every new identity, in a row or not: lines built by a recursive helper count as in a ForEach (break-it pass 21 of issue 30)")
    func viewsBuilt() throws {
        struct Lines: View {
            @State private var shown = false
            var body: some View {
                VStack {
                    Button("Show") { shown = true }
                    if shown { lines(0..<8) }
                }
            }
            func lines(_ part: Range<Int>) -> AnyView {
                guard part.count > 1 else { return AnyView(Text("Line \(part.lowerBound)")) }
                let middle = part.lowerBound + part.count / 2
                return AnyView(VStack { lines(part.lowerBound..<middle); lines(middle..<part.upperBound) })
            }
        }
        let app = ViewHost(Lines())
        let shown = try app.measure("show") { try app.tap("Show") }
        // At least 8 texts and 7 stacks, each in an AnyView (30 views, with the stacks' own content), and none again
        // once they are there.
        #expect((shown.counters["views built"] ?? 0) >= 30)
        #expect(shown.rowsBuilt == 0)
        let again = try app.measure("again") { try app.tap("Show") }
        #expect(again.counters["views built"] == 0)
    }

    @Test("View values count every view a body or a ForEach's closure builds, of every type: rows written inline in one body still cost what they build (break-it pass 42 of issue 30)")
    func viewValues() throws {
        struct Row: View {
            let number: Int
            var body: some View { HStack { Text("Row \(number)"); Text("of 20") } }
        }
        struct Rows: View {
            let inline: Bool
            @State private var taps = 0
            var body: some View {
                VStack {
                    Button("Tap \(taps)") { taps += 1 }
                    ForEach(0..<20, id: \.self) { number in
                        if inline { HStack { Text("Row \(number)"); Text("of 20") } } else { Row(number: number) }
                    }
                }
            }
        }
        let rows = ViewHost(Rows(inline: false))
        let separate = try rows.measure("tap") { try rows.tap("Tap 0") }
        let inlined = ViewHost(Rows(inline: true))
        let inline = try inlined.measure("tap") { try inlined.tap("Tap 0") }
        // A row view with the same input is not evaluated again: its value is all the tap builds of it. Written inline,
        // each row's stack and texts are built again.
        #expect(separate.bodyEvaluations(of: Row.self) == 0)
        let few = try #require(separate.counters["view values"]), many = try #require(inline.counters["view values"])
        #expect(many >= few + 20 * 3, "\(few) \(many)")
    }

    @Test("Work other threads do while a measurement runs (tests running in parallel) is not counted in it")
    func otherThreads() throws {
        let app = ViewHost(Rows())
        let cost = try app.measure("favourite one") {
            let done = DispatchSemaphore(value: 0)
            let other = Thread {
                _ = DateFormatter()
                done.signal()
            }
            other.start()
            done.wait()
            try app.tap("Favourite 3")
        }
        #expect(cost.counters[Cost.formatters] == 1)  // the row's, not the other thread's
    }

    @Test("_logChanges() writes the _printChanges() line to the log only")
    func logChanges() throws {
        struct Logged: View {
            @State private var count = 0
            var body: some View {
                let _ = Self._logChanges()
                Button("Add \(count)") { count += 1 }
            }
        }
        let app = ViewHost(Logged())
        try app.tap("Add 0")
        #expect(app.log == ["Logged: @self, @identity, _count changed.", "Logged: _count changed."])
    }

    @Test("The counted constructors make Foundation's own objects, and a type position still names Foundation's class")
    func foundationTypes() {
        let formatter: DateFormatter = DateFormatter()
        let decoder: JSONDecoder = JSONDecoder()
        #expect(type(of: formatter) == Foundation.DateFormatter.self)
        #expect((try? decoder.decode([Int].self, from: Data("[1]".utf8))) == [1])
    }
}
