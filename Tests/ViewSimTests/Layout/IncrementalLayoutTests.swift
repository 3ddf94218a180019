import Foundation
import Testing
@_spi(ViewSimHost) import ViewSim
import ViewSimTesting

/// A state change lays out again only what it can affect (issue 23, "Incremental"): a view whose own layout fields,
/// content and environment are unchanged keeps its sizes and is moved, not placed again (``LayoutInputsComparable``,
/// ``PlacementJournal``). Each test checks the frames against a host built afresh in the new state, so work saved
/// never changes what is laid out.
@Suite("Layout: a change lays out only what it can affect") @MainActor
struct IncrementalLayoutTests {
    struct Editor: View {
        @State var saves = 0
        @State var note = "Short"
        var body: some View {
            VStack(spacing: 0) {
                HStack {
                    Button("Cancel") { saves = 0 }
                    Spacer()
                    Text("New event").font(.headline)
                    Spacer()
                    Button("Save") { saves += 1 }
                }
                .padding()
                Divider()
                VStack(alignment: .leading, spacing: 12) {
                    Text(note)
                    Button("Longer") { note = Array(repeating: "A much longer note", count: 6).joined(separator: " ") }
                    HStack {
                        ForEach(["Health", "Personal"], id: \.self) { tag in
                            Text(tag).padding(.horizontal, 8).background(Color.gray)
                        }
                    }
                    Text("Saved \(saves) times").frame(maxWidth: .infinity, alignment: .leading)
                }
                .padding()
                Spacer()
            }
        }
    }

    func frames(_ app: ViewHost<some View>) -> [CGRect] {
        app.frames(of: Text.self) + app.frames(of: Color.self) + app.frames(of: Divider.self)
    }

    @Test("A text that keeps its size is placed again alone; the bar, the divider and the chips are moved as they were")
    func unchangedViewsAreNotPlacedAgain() throws {
        let app = ViewHost(Editor())
        _ = app.layout
        let first = app.layout.lastPassWork
        try app.tap("Save")
        let work = app.layout.lastPassWork
        #expect(work.replayed > 0)
        #expect(work.placed < first.placed / 2, "placed \(work.placed) of the \(first.placed) views placed at first")
        #expect(frames(app) == frames(ViewHost(Editor(saves: 1))))
    }

    @Test("A text that grows moves what follows it: the moved views are where a fresh layout puts them")
    func movedViewsAreWhereAFreshLayoutPutsThem() throws {
        let app = ViewHost(Editor())
        let before = try app.frame(of: "Saved 0 times")
        try app.tap("Longer")
        let after = try app.frame(of: "Saved 0 times")
        #expect(after.minY > before.minY)
        #expect(frames(app) == frames(ViewHost(Editor(note: Array(repeating: "A much longer note", count: 6).joined(separator: " ")))))
    }

    struct Knobs: View {
        @State var step = 0
        var body: some View {
            VStack(spacing: step == 1 ? 30 : 8) {
                Button("Next") { step += 1 }
                HStack(alignment: step == 2 ? .top : .center, spacing: step == 3 ? 40 : nil) {
                    Text("Left").padding(step == 4 ? 30 : 4)
                    Text("Middle\nline").frame(width: step == 5 ? 150 : 80)
                    Spacer(minLength: step == 6 ? 120 : 0)
                    Text("Right").frame(maxWidth: step == 7 ? 200 : 60, alignment: step == 8 ? .leading : .center)
                }
                Color.blue.frame(width: 40, height: 40).overlay(alignment: step == 9 ? .topLeading : .center) {
                    Text("Dot")
                }
                ZStack(alignment: step == 10 ? .bottomTrailing : .center) {
                    Color.gray.frame(width: 100, height: 60)
                    Text("Z")
                }
                Text("Fixed and long enough to wrap").frame(width: 90).fixedSize(horizontal: false, vertical: step != 11)
                Text("Offset").offset(x: step == 12 ? 25 : 0)
            }
        }
    }

    @Test("Each layout field of a stack, padding, frame, spacer, overlay, fixed size and offset lays the screen out again when it changes",
          arguments: 1...13)
    func eachLayoutFieldIsCompared(step: Int) throws {
        let app = ViewHost(Knobs())
        _ = app.layout
        for _ in 0..<step { try app.tap("Next") }
        #expect(frames(app) == frames(ViewHost(Knobs(step: step))), "after step \(step)")
    }
}
