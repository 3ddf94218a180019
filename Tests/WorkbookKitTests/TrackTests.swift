import Testing
@testable import WorkbookKit

private let exercisesYAML = """
    exercises:
      - id: 01-a
        title: A
        category: state-reset
        tracks: [state-reset]
      - id: 02-b
        title: B
        category: lost-binding
        tracks: [lost-binding, extra]
      - id: 03-c
        title: C
        category: state-reset
        tracks: [state-reset]
    """

@Suite struct TrackTests {
    @Test func withoutTopLevelTracksTheyAreDerivedInOrderOfFirstAppearance() throws {
        let catalogue = try Catalogue.parse("version: 1\n" + exercisesYAML)
        #expect(catalogue.tracks.map(\.id) == ["state-reset", "lost-binding", "extra"])
        #expect(catalogue.tracks[0].exercises == ["01-a", "03-c"])
        #expect(catalogue.tracks[0].title == "state-reset")
    }

    @Test func declaredTracksKeepTheirOrderAndTracksWithoutAListTakeTheTaggedExercises() throws {
        let text = """
            version: 1
            tracks:
              - id: onboarding
                title: First steps
                exercises: [03-c, 01-a]
              - id: state-reset
                title: State that resets
              - id: lost-binding
              - id: extra
            \(exercisesYAML)
            """
        let catalogue = try Catalogue.parse(text)
        #expect(catalogue.tracks.map(\.id) == ["onboarding", "state-reset", "lost-binding", "extra"])
        #expect(catalogue.exercise(id: "02-b")?.tracks == ["lost-binding", "extra"])
        #expect(catalogue.tracks[0].exercises == ["03-c", "01-a"])
        #expect(catalogue.tracks[0].title == "First steps")
        #expect(catalogue.tracks[1].exercises == ["01-a", "03-c"])
        // Exercises' own `tracks` agree with the declared lists.
        #expect(catalogue.exercise(id: "01-a")?.tracks == ["onboarding", "state-reset"])
        #expect(catalogue.exercises(in: catalogue.tracks[0]).map(\.id) == ["03-c", "01-a"])
        #expect(catalogue.exercises(in: nil).count == 3)
    }

    @Test func aTrackNamingAnUnknownExerciseIsAnErrorAtItsLineAndColumn() {
        let text = """
            version: 1
            tracks:
              - id: onboarding
                exercises: [01-a, 02-bb]
            \(exercisesYAML)
            """
        #expect(throws: CatalogueError(file: "grader.yml", position: SourcePosition(line: 4, column: 23),
                                       message: "track 'onboarding' names unknown exercise '02-bb'; did you mean '02-b'?")) {
            try Catalogue.parse(text)
        }
    }

    @Test func anExerciseNamingAnUndeclaredTrackIsAnErrorAtThatItem() {
        let declared = """
            version: 1
            tracks:
              - id: onboarding
              - id: state-reset
            exercises:
              - id: 01-a
                title: A
                category: state-reset
                tracks: [onbording, state-reset]
              - id: 02-b
                title: B
                category: lost-binding
                tracks:
                  - onboarding
                  - navigation-stack
            """
        #expect(throws: CatalogueError(file: "grader.yml", position: SourcePosition(line: 9, column: 14),
                                       message: "unknown track 'onbording'; did you mean 'onboarding'?")) {
            try Catalogue.parse(declared)
        }
        let fixed = declared.replacingOccurrences(of: "onbording", with: "onboarding")
        #expect(throws: CatalogueError(file: "grader.yml", position: SourcePosition(line: 15, column: 9),
                                       message: "unknown track 'navigation-stack'; the top-level `tracks:` declares 'onboarding', 'state-reset'")) {
            try Catalogue.parse(fixed)
        }
        // Without a top-level list, tracks are derived: any name is a track.
        let derived = try? Catalogue.parse(declared.replacingOccurrences(of: "tracks:\n  - id: onboarding\n  - id: state-reset\n", with: ""))
        #expect(derived?.tracks.map(\.id) == ["onbording", "state-reset", "onboarding", "navigation-stack"])
    }

    @Test func malformedTracksAreErrors() {
        let duplicate = "version: 1\ntracks:\n  - id: a\n  - id: a\n" + exercisesYAML
        #expect(throws: CatalogueError.self) { try Catalogue.parse(duplicate) }
        do {
            _ = try Catalogue.parse(duplicate)
        } catch {
            #expect(error.description == "grader.yml:4:9: duplicate track id 'a' (first declared at line 3)")
        }
        let notAList = "version: 1\ntracks: onboarding\n" + exercisesYAML
        #expect(throws: CatalogueError.self) { try Catalogue.parse(notAList) }
        let unknownKey = "version: 1\ntracks:\n  - id: a\n    exercize: [01-a]\n" + exercisesYAML
        do {
            _ = try Catalogue.parse(unknownKey)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "grader.yml:4:5: unknown key `exercize` in a track; did you mean `exercises`?")
        }
    }

    @Test func anUnknownTrackNameSuggestsTheNearest() throws {
        let catalogue = try Catalogue.parse("version: 1\n" + exercisesYAML)
        #expect(try catalogue.track(named: "lost-binding").exercises == ["02-b"])
        #expect(throws: WorkbookError.unknownTrack("lost-bindng", suggestion: "lost-binding", known: ["state-reset", "lost-binding", "extra"])) {
            try catalogue.track(named: "lost-bindng")
        }
        #expect(WorkbookError.unknownTrack("x", suggestion: "extra", known: []).description == "Unknown track 'x'; did you mean 'extra'?")
    }
}
