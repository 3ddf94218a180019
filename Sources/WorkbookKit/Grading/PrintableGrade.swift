/// A class's grades with every text a student controls made safe to print or put in a file (``UntrustedText``):
/// names from the roster or the repository, the source's path, error and flag messages (which name the student's
/// branch, files and commits), and what the checks say (a test's message and output echo the learner's code, a
/// compiler's diagnostics quote it). One-line texts (names, ids, paths, test names) keep no control or
/// text-direction character at all; texts of several lines (messages, output, excerpts) keep their line feeds and tabs.
///
/// ``ClassGrader`` makes every grade this way before anything sees it, and each report (`grades.csv`, `junit.xml`,
/// Gradescope's `results.json`, the terminal's progress line) does it again, so a report made from any
/// ``ClassReport`` (one read from a shard's `report.json`, one made by hand) is as clean.
extension ClassReport {
    /// This report with every student's grade ``StudentGrade/printable``.
    public var printable: ClassReport {
        var report = self
        report.students = students.map(\.printable)
        return report
    }
}

extension StudentGrade {
    /// This grade with its student's texts cleaned (see ``ClassReport/printable``); numbers, dates and statuses as
    /// they are.
    public var printable: StudentGrade {
        var grade = self
        grade.student = UntrustedText.printable(student)
        grade.name = UntrustedText.printable(name)
        grade.source = UntrustedText.printable(source)
        grade.commit = commit.map(UntrustedText.printable)
        grade.error = error.map(UntrustedText.printableLines)
        grade.flags = flags.map { flag in
            var flag = flag
            flag.exercise = flag.exercise.map(UntrustedText.printable)
            flag.path = flag.path.map(UntrustedText.printable)
            flag.message = UntrustedText.printableLines(flag.message)
            return flag
        }
        grade.exercises = exercises.mapValues { exercise in
            var exercise = exercise
            exercise.check = exercise.check.printable
            return exercise
        }
        return grade
    }
}

extension CheckResult {
    /// This result with what the learner's code can put in it cleaned: test names, messages and output, crash and
    /// diagnostic locations, compiler messages and excerpts, budget messages, and ``detail``.
    var printable: CheckResult {
        var result = self
        let line = UntrustedText.printable, lines = UntrustedText.printableLines
        result.exercise = line(exercise)
        result.title = line(title)
        result.detail = detail.map(lines)
        result.tests = tests.map { test in
            var test = test
            test.name = line(test.name)
            test.message = lines(test.message)
            test.tags = test.tags.map(line)
            test.output = test.output.map(lines)
            if let cells = test.screen?.cells { test.screen?.cells = lines(cells) }
            if var crash = test.crashLocation {
                crash.file = line(crash.file)
                crash.function = crash.function.map(line)
                test.crashLocation = crash
            }
            if var source = test.sourceLocation {
                source.file = line(source.file)
                test.sourceLocation = source
            }
            return test
        }
        result.diagnostics = diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.file = diagnostic.file.map(line)
            diagnostic.severity = line(diagnostic.severity)
            diagnostic.message = lines(diagnostic.message)
            diagnostic.excerpt = diagnostic.excerpt.map(lines)
            return diagnostic
        }
        result.budgets = budgets.map { budget in
            var budget = budget
            budget.hotPath = line(budget.hotPath)
            budget.name = line(budget.name)
            budget.unit = line(budget.unit)
            budget.message = budget.message.map(lines)
            return budget
        }
        return result
    }
}
