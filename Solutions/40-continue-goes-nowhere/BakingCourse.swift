import ViewSim

/// One step of a recipe, shown on a screen of its own.
struct Step: Hashable, Identifiable {
    let id: String
    let chapterID: String
    let number: Int
    let total: Int
    let instruction: String
}

/// A chapter of the course: an introduction, then its steps.
struct Chapter: Hashable, Identifiable {
    let id: String
    let title: String
    let introduction: String
    let steps: [Step]

    /// The step after `step`, or `nil` after the last one.
    func step(after step: Step) -> Step? {
        steps.first { $0.number == step.number + 1 }
    }
}

enum Course {
    /// The chapter `step` belongs to.
    static func chapter(of step: Step) -> Chapter? {
        chapters.first { $0.id == step.chapterID }
    }

    static let chapters = [
        Chapter(id: "loaf", title: "A first loaf", introduction: "Flour, water, salt and yeast: that's all bread is.", steps: [
            Step(id: "loaf-1", chapterID: "loaf", number: 1, total: 3, instruction: "Mix 500 g of flour with 350 g of water."),
            Step(id: "loaf-2", chapterID: "loaf", number: 2, total: 3, instruction: "Add 10 g of salt and 7 g of yeast, then knead for 10 minutes."),
            Step(id: "loaf-3", chapterID: "loaf", number: 3, total: 3, instruction: "Let it rise for an hour, then bake at 230 °C for 35 minutes."),
        ]),
        Chapter(id: "focaccia", title: "Focaccia", introduction: "A wet dough, lots of olive oil, and no kneading at all.", steps: [
            Step(id: "focaccia-1", chapterID: "focaccia", number: 1, total: 2, instruction: "Stir 400 g of water into 500 g of flour with salt and yeast."),
            Step(id: "focaccia-2", chapterID: "focaccia", number: 2, total: 2, instruction: "Press into an oiled tin, dimple, and bake at 220 °C for 25 minutes."),
        ]),
    ]
}

/// The course: its chapters, a chapter's introduction, and its steps one screen at a time.
struct BakingCourse: View {
    var body: some View {
        NavigationStack {
            VStack {
                ForEach(Course.chapters) { chapter in
                    NavigationLink(chapter.title, value: chapter)
                }
            }
            .navigationTitle("Bread course")
            .navigationDestination(for: Chapter.self) { chapter in
                ChapterScreen(chapter: chapter)
            }
            // Every type of value pushed on the stack needs a destination the stack can see: the chapters' links
            // push Step values, so Step needs one too (here at the root, where every screen of the stack sees it).
            .navigationDestination(for: Step.self) { step in
                StepScreen(step: step)
            }
        }
    }
}

/// A chapter's introduction, with the way into its first step.
struct ChapterScreen: View {
    let chapter: Chapter

    var body: some View {
        VStack {
            Text(chapter.introduction)
            Text("\(chapter.steps.count) steps")
            NavigationLink("Continue", value: chapter.steps.first)
        }
        .navigationTitle(chapter.title)
    }
}

/// One step, with the way to the next one.
struct StepScreen: View {
    let step: Step

    var body: some View {
        VStack {
            Text("Step \(step.number) of \(step.total)")
            Text(step.instruction)
            if let next = Course.chapter(of: step)?.step(after: step) {
                NavigationLink("Next step", value: next)
            } else {
                Text("That's the whole chapter. Enjoy your bread!")
            }
        }
        .navigationTitle("Step \(step.number)")
    }
}
