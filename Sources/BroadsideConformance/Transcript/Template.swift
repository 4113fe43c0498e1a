/// Text a case sends or looks for, with `${name}` replaced by the captured value;
/// `${name|lower}` and `${name|upper}` change its case (codes are case-insensitive, 6.1).
struct Template: Hashable, Sendable, CustomStringConvertible {
    enum Transform: String, Sendable {
        case lower = "|lower"
        case upper = "|upper"
    }

    enum Piece: Hashable, Sendable {
        case literal(String)
        case variable(name: String, transform: Transform?)
    }

    let pieces: [Piece]
    let description: String

    init(_ text: String) throws(CaseFileProblem) {
        description = text
        var pieces: [Piece] = []
        var rest = Substring(text)
        while let start = rest.indices.first(where: { rest[$0...].hasPrefix("${") }) {
            if start > rest.startIndex { pieces.append(.literal(String(rest[..<start]))) }
            let (name, modifier, after) = try VariableReference.parse(rest[start...])
            var transform: Transform?
            if let modifier {
                guard let known = Transform(rawValue: modifier) else {
                    throw CaseFileProblem("unknown transformation in ${\(name)\(modifier)}; use |lower or |upper")
                }
                transform = known
            }
            pieces.append(.variable(name: name, transform: transform))
            rest = after
        }
        if !rest.isEmpty { pieces.append(.literal(String(rest))) }
        self.pieces = pieces
    }

    /// The text with every variable replaced; fails the case when one has not been captured.
    func render(_ variables: [String: String]) throws(CaseFailure) -> String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .literal(let literal):
                text += literal
            case .variable(let name, let transform):
                guard let value = variables[name] else {
                    throw CaseFailure(expected: "${\(name)} captured before it is used", actual: "it was not")
                }
                switch transform {
                case nil: text += value
                case .lower: text += value.lowercased()
                case .upper: text += value.uppercased()
                }
            }
        }
        return text
    }
}
