extension Workbook {
    /// What `workbook --version` prints after the name.
    public static let version = "0.1.0"
}
