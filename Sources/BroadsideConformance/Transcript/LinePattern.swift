import BroadsideProtocol

/// A line the server is expected to send, as written in a case file, matched word by word
/// (PROTOCOL.md 3.2, 4):
///
/// - the marker (`OK`, `ERR`, `BYE`, `*`, `+`) is literal; then the name, then words, then
///   optionally ` :` and free text, as in the line;
/// - words with `=` are fields: each must be in the line with a matching value, in any order
///   (fields are looked up by key, 4.6); the other words must match the line's other words in order;
/// - fields of the line that the pattern does not name are allowed, since a server may add fields
///   (4.6, 15), unless the pattern forbids one with `!key`;
/// - shots (`B7=miss`) in the lines that carry them are not fields but positional words (`ShotWords`);
/// - a word that is only `*` allows any further words there;
/// - ` :TEXT` matches the free text (`:*` any text, or none); with no `:` part any free text
///   passes, since every server line may carry text for people (3.2, 4.1, 4.5);
/// - within a word or the text, `*` and `${name}` work as in `WordPattern`.
struct LinePattern: Hashable, Sendable, CustomStringConvertible {
    enum Positional: Hashable, Sendable {
        case word(WordPattern)
        /// A lone `*`: any run of words.
        case rest
    }

    let marker: String
    let name: WordPattern
    let positional: [Positional]
    let fields: [(key: String, value: WordPattern)]
    /// Keys of fields the line must not have (`!key`).
    let absent: [String]
    let text: WordPattern?
    /// The pattern as written.
    let description: String

    init(_ source: String) throws(CaseFileProblem) {
        description = source
        var words = source.protocolWords[...]
        guard let marker = words.popFirst(), ServerLine.Kind(rawValue: String(marker)) != nil,
              let name = words.popFirst()
        else { throw CaseFileProblem("'\(source)' does not start with a marker (OK, ERR, BYE, *, +) and a name") }
        self.marker = String(marker)
        self.name = try WordPattern(name)
        let shotsCarried = ShotWords.areCarried(marker: self.marker, name: String(name))
        var positional: [Positional] = []
        var fields: [(String, WordPattern)] = []
        var absent: [String] = []
        var text: WordPattern?
        while let word = words.popFirst() {
            if word.hasPrefix(":") {
                // Free text keeps its spaces: everything after the colon.
                text = try WordPattern(source[source.index(after: word.startIndex)...])
                break
            }
            if word == "*" {
                positional.append(.rest)
            } else if word.hasPrefix("!"), word.count > 1, !word.contains("=") {
                absent.append(String(word.dropFirst()))
            } else if let equals = word.firstIndex(of: "="), !(shotsCarried && ShotWords.isShot(word)) {
                let key = try WordPattern(word[..<equals])
                guard key.isLiteral else { throw CaseFileProblem("the key of field '\(word)' must be literal") }
                fields.append((String(word[..<equals]), try WordPattern(word[word.index(after: equals)...])))
            } else {
                positional.append(.word(try WordPattern(word)))
            }
        }
        self.positional = positional
        self.fields = fields
        self.absent = absent
        self.text = text
    }

    /// The variables after matching `line` (those given plus any captured), or nil.
    func match(_ line: ServerLine, variables: [String: String]) -> [String: String]? {
        guard line.kind.rawValue == marker, var bound = name.match(line.name, variables) else { return nil }
        let shotsCarried = ShotWords.areCarried(marker: marker, name: line.name)
        let isPositional = { (word: String) in !word.contains("=") || shotsCarried && ShotWords.isShot(word) }
        let lineFields = line.words.filter { !isPositional($0) }.compactMap { Field(word: $0) }
        guard let afterWords = Self.match(positional[...], line.words.filter(isPositional)[...], bound) else { return nil }
        bound = afterWords
        var unused = lineFields
        for (key, value) in fields {
            guard let index = unused.firstIndex(where: { $0.key == key }),
                  let matched = value.match(unused[index].value, bound)
            else { return nil }
            bound = matched
            unused.remove(at: index)
        }
        guard !lineFields.contains(where: { absent.contains($0.key) }) else { return nil }
        guard let text else { return bound }
        return text.match(line.text ?? "", bound)
    }

    private static func match(
        _ patterns: ArraySlice<Positional>, _ words: ArraySlice<String>, _ variables: [String: String]
    ) -> [String: String]? {
        guard let pattern = patterns.first else { return words.isEmpty ? variables : nil }
        switch pattern {
        case .rest:
            for start in words.indices + [words.endIndex] {
                if let found = match(patterns.dropFirst(), words[start...], variables) { return found }
            }
            return nil
        case .word(let word):
            guard let first = words.first, let bound = word.match(first, variables) else { return nil }
            return match(patterns.dropFirst(), words.dropFirst(), bound)
        }
    }

    static func == (lhs: LinePattern, rhs: LinePattern) -> Bool { lhs.description == rhs.description }

    func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
