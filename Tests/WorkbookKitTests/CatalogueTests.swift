import Testing
@testable import WorkbookKit

let validCatalogue = """
    version: 1
    settings:
      timeout_s: 12.5
    exercises:
      - id: 01-state-reset-if-else
        title: "The counter forgets its count"
        category: state-reset
        tracks: [onboarding, state-reset]
        seed_ref: "000 root cause 3"
        hints:
          - "nudge"
          - "nearly the answer"
      - id: 02-lost-binding-constant
        title: Typing does nothing
        category: lost-binding
      - id: 03-local-copy
        title: Adding an item does nothing
        category: state-reset
        hints: []
    """

@Suite struct CatalogueTests {
    @Test func parsesAValidCatalogue() throws {
        let catalogue = try Catalogue.parse(validCatalogue)
        #expect(catalogue.settings.timeoutSeconds == 12.5)
        #expect(catalogue.exercises.map(\.id) == ["01-state-reset-if-else", "02-lost-binding-constant", "03-local-copy"])
        let first = catalogue.exercises[0]
        #expect(first.title == "The counter forgets its count")
        #expect(first.category == .stateReset)
        #expect(first.tracks == ["onboarding", "state-reset"])
        #expect(first.seedRef == "000 root cause 3")
        #expect(first.hints == ["nudge", "nearly the answer"])
        #expect(first.moduleName == "StateResetIfElse")
        #expect(catalogue.exercises[1].hints.isEmpty)
        #expect(Catalogue(exercises: []).settings.timeoutSeconds == 20)
    }

    @Test(arguments: [
        // Malformed YAML: libyaml's problem at 1-based line and column.
        ("version: 1\nexercises:\n  - id: [unclosed\n", "grader.yml:4:1:"),
        ("version: 1\nexercises:\n  - id: \"x\n", "grader.yml:4:1:"),
        ("version: 1\n\tbad: tab\n", "grader.yml:2:1:"),
    ])
    func malformedYAMLNamesLineAndColumn(text: String, prefix: String) {
        #expect {
            try Catalogue.parse(text)
        } throws: { error in
            (error as? CatalogueError)?.description.hasPrefix(prefix) == true
        }
    }

    @Test(arguments: [
        ("version: 1\nexercises:\n  - id: 01-a\n    category: state-reset\n", "grader.yml:3:5: exercise '01-a' is missing `title`"),
        ("version: 1\nexercises:\n  - id: 01-a\n    title: T\n    category: flaky\n", "grader.yml:5:15: unknown category 'flaky'"),
        ("version: 1\nexercises:\n  - id: 01-a\n    title: T\n    category: navigation\n  - id: 01-a\n    title: U\n    category: navigation\n",
         "grader.yml:6:9: duplicate exercise id '01-a' (first declared at line 3)"),
        ("version: 1\nexercises:\n  - id: 1-Bad_Id\n    title: T\n    category: navigation\n", "grader.yml:3:9: bad exercise id '1-Bad_Id'"),
        ("version: 1\nexercises:\n  - id: 01-a\n    title: T\n    category: navigation\n    hints: just one\n",
         "grader.yml:6:12: `hints` must be a list of strings"),
        ("version: 1\nexercises:\n  - id: 01-a\n    title: T\n    category: navigation\n    hint: [x]\n",
         "grader.yml:6:5: unknown key `hint` in an exercise; did you mean `hints`?"),
        ("version: 2\nexercises: []\n", "grader.yml:1:10: unsupported version"),
        ("version: 1\n", "grader.yml:1:1: missing `exercises`"),
        ("version: 1\nexercises: {}\n", "grader.yml:2:12: `exercises` must be a list"),
        ("", "grader.yml:1:1: the file is empty"),
    ])
    func schemaErrorsNameLineAndColumn(text: String, expected: String) {
        #expect {
            try Catalogue.parse(text)
        } throws: { error in
            let description = (error as? CatalogueError)?.description ?? "\(error)"
            return description.hasPrefix(expected)
        }
    }

    @Test func resolvesIdsNumbersAndSlugs() throws {
        let catalogue = try Catalogue.parse(validCatalogue)
        #expect(try catalogue.resolve("01-state-reset-if-else").id == "01-state-reset-if-else")
        #expect(try catalogue.resolve("01").id == "01-state-reset-if-else")
        #expect(try catalogue.resolve("2").id == "02-lost-binding-constant")
        #expect(try catalogue.resolve("local-copy").id == "03-local-copy")
        #expect(try catalogue.resolve("Exercises/03-local-copy/").id == "03-local-copy")
    }

    @Test func suggestsTheNearestIdForAnUnknownOne() throws {
        let catalogue = try Catalogue.parse(validCatalogue)
        #expect(throws: WorkbookError.unknownExercise("01-state-reset-if-els", suggestion: "01-state-reset-if-else")) {
            try catalogue.resolve("01-state-reset-if-els")
        }
        #expect(throws: WorkbookError.unknownExercise("lokal-copy", suggestion: "03-local-copy")) {
            try catalogue.resolve("lokal-copy")
        }
        #expect(WorkbookError.unknownExercise("x", suggestion: "01-a").description == "unknown exercise 'x'; did you mean '01-a'?")
        #expect(catalogue.suggestion(for: "completely-unrelated-words-here") == nil)
        #expect(catalogue.suggestion(for: "lost-binding") == "02-lost-binding-constant")  // a unique partial match
    }

    @Test func moduleNamesAreUpperCamelCaseSlugs() {
        #expect(Exercise.moduleName(forSlug: "state-reset-if-else") == "StateResetIfElse")
        #expect(Exercise.moduleName(forSlug: "lost-binding-constant") == "LostBindingConstant")
        #expect(Exercise.moduleName(forSlug: "3d-view") == "Exercise3dView")
        #expect(Exercise.isValidID("07-lost-binding-constant"))
        #expect(!Exercise.isValidID("7-lost"))
        #expect(!Exercise.isValidID("07-Lost"))
    }
}
