/// A pattern for one word (or for free text): `*` matches any run of characters, possibly none;
/// `${name}` matches the value captured under `name`, or else captures a non-empty run of
/// characters (shortest first), which must be of `kind` with `${name:kind}`; the rest is literal.
struct WordPattern: Hashable, Sendable {
    enum Piece: Hashable, Sendable {
        case literal([Character])
        case anything
        case variable(name: String, kind: ValueKind)
    }

    let pieces: [Piece]

    init(_ text: some StringProtocol) throws(CaseFileProblem) {
        var pieces: [Piece] = []
        var rest = Substring(text)
        var literal: [Character] = []
        func flush() {
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            literal = []
        }
        while let character = rest.first {
            if character == "*" {
                flush()
                pieces.append(.anything)
                rest = rest.dropFirst()
            } else if rest.hasPrefix("${") {
                flush()
                let (name, modifier, after) = try VariableReference.parse(rest)
                guard let kind = ValueKind(rawValue: modifier ?? "word") else {
                    throw CaseFileProblem("unknown kind in ${\(name):\(modifier ?? "")}; use one of "
                        + ValueKind.allCases.map(\.rawValue).joined(separator: ", "))
                }
                pieces.append(.variable(name: name, kind: kind))
                rest = after
            } else {
                literal.append(character)
                rest = rest.dropFirst()
            }
        }
        flush()
        self.pieces = pieces
    }

    /// True when the pattern has no wildcard or variable.
    var isLiteral: Bool {
        pieces.allSatisfy { if case .literal = $0 { true } else { false } }
    }

    /// The variables after matching `text` (those given plus any captured), or nil.
    func match(_ text: String, _ variables: [String: String]) -> [String: String]? {
        Self.match(pieces[...], Array(text)[...], variables)
    }

    private static func match(
        _ pieces: ArraySlice<Piece>, _ text: ArraySlice<Character>, _ variables: [String: String]
    ) -> [String: String]? {
        guard let piece = pieces.first else { return text.isEmpty ? variables : nil }
        let rest = pieces.dropFirst()
        switch piece {
        case .literal(let characters):
            guard text.starts(with: characters) else { return nil }
            return match(rest, text.dropFirst(characters.count), variables)
        case .anything:
            for start in text.indices + [text.endIndex] {
                if let found = match(rest, text[start...], variables) { return found }
            }
            return nil
        case .variable(let name, let kind):
            if let value = variables[name] {
                return match([.literal(Array(value))] + rest, text, variables)
            }
            for end in text.indices.dropFirst() + [text.endIndex] {
                let captured = String(text[text.startIndex..<end])
                guard kind.accepts(Substring(captured)) else { continue }
                var bound = variables
                bound[name] = captured
                if let found = match(rest, text[end...], bound) { return found }
            }
            return nil
        }
    }
}
