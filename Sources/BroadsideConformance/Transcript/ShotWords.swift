import BroadsideCore

/// Shot results look like fields but are not (PROTOCOL.md 4.6): in the lines that carry a volley
/// or a history of shots, a word whose key is a cell is a shot, and shots keep their order, so a
/// pattern matches them in order with the line's other positional words, not by key.
enum ShotWords {
    /// The lines that carry shots, by marker and name.
    private static let lines: Set<String> = ["OK FIRE", "* SHOT", "+ INCOMING", "+ OUTGOING"]

    static func areCarried(marker: String, name: String) -> Bool { lines.contains("\(marker) \(name)") }

    /// Whether `word` is `<cell>=<result>`.
    static func isShot(_ word: some StringProtocol) -> Bool {
        guard let equals = word.firstIndex(of: "=") else { return false }
        return (try? Coordinate(parsing: word[..<equals])) != nil
    }
}
