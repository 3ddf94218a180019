extension ClassReport {
    /// `junit.xml`: one `<testsuites>` with a `<testsuite>` per student × exercise graded, named
    /// `<student>/<exercise>` (also its test cases' `classname`), in report then column order, each as
    /// ``JUnitReport`` renders one check. A student whose source could not be read has one suite named `<student>`
    /// with an `<error>` test case named `source`. Counts and time (seconds) of `<testsuites>` are the sums. Every text
    /// a student controls is made printable first (``printable``).
    public var junitXML: String {
        var suites: [JUnitReport.Suite] = []
        for student in printable.students {
            if let error = student.error {
                suites.append(.unchecked(name: student.student, testName: "source", problem: error))
            }
            for column in exercises {
                guard let grade = student.exercises[column.id] else { continue }
                suites.append(.check(name: "\(student.student)/\(column.id)", grade.check))
            }
        }
        return JUnitReport.xml(suites: suites)
    }
}
