/// What a mistyped word most likely meant, for a "did you mean" in an error.
public enum NearestName {
    /// The name among `names` that a mistyped `word` most likely meant: the nearest by edits (a
    /// letter added, dropped, changed, or two swapped), if it is near enough to have been meant.
    public static func of(_ word: String, among names: [String]) -> String? {
        let scored = names.map { (name: $0, edits: editDistance(Array(word), Array($0))) }
        guard let best = scored.min(by: { $0.edits < $1.edits }), best.edits <= min(2, word.count / 2) else { return nil }
        return best.name
    }
}

/// Optimal string alignment distance: `plya` is one edit from `play`.
private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
        for j in stride(from: 1, through: b.count, by: 1) {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { best = min(best, table[i - 2][j - 2] + 1) }
            table[i][j] = best
        }
    }
    return table[a.count][b.count]
}
