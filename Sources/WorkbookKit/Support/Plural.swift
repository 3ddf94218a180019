/// A count and its noun, in the singular for one: `counted(1, "line")` is `1 line`, `counted(3, "line")` is `3 lines`.
/// `plural` is for nouns that do not just take an `s` (`counted(2, "match", plural: "matches")`).
public func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
}
