import ViewSim

extension ViewHost {
    /// Hosts a preview: the view `provider`'s ``ViewSim/PreviewProvider/previews`` builds, as Xcode's canvas renders it,
    /// and runs its first update. Everything else is as ``init(_:expecting:fileID:filePath:line:column:)``.
    ///
    /// ```swift
    /// let preview = ViewHost(preview: Roster_Previews.self)
    /// #expect(preview.texts.contains("No players yet"))
    /// ```
    public convenience init<Provider: PreviewProvider>(
        preview provider: Provider.Type, expecting expectedIssues: Set<RuntimeIssue.Kind> = [],
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) where Root == Provider.Previews {
        self.init(provider.previews, expecting: expectedIssues, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
