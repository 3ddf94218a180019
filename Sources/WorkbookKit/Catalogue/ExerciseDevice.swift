/// The devices an exercise's `workbook run` can be held in (`grader.yml` `device:`), by the name a learner reads,
/// with the `Device` of ViewSimTesting that hosts the app.
public enum ExerciseDevice {
    /// Each device's name in `grader.yml`, and its `Device` constant.
    public static let known: [(name: String, constant: String)] = [
        ("iPhone 16", "iPhone16"), ("iPhone 16 Pro Max", "iPhone16ProMax"), ("iPhone SE", "iPhoneSE"),
        ("iPad Pro 11-inch", "iPadPro11"),
    ]

    /// The `Device` constant for `name`, if it is one of ``known``.
    public static func constant(named name: String) -> String? {
        known.first { $0.name == name }?.constant
    }
}
