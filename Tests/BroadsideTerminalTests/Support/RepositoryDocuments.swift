import Foundation

/// The repository's documents, for tests that hold them to what the client does.
enum RepositoryDocuments {
    /// The text of `path`, relative to the repository's root.
    static func text(_ path: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The text with every run of spaces and line ends as one space, as a reader sees it.
    static func words(_ path: String) throws -> String {
        try text(path).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
