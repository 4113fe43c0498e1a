/// The `${name}` syntax shared by patterns and templates.
enum VariableReference {
    /// Reads `${name}` or `${name<modifier>}` at the start of `text`, where the modifier starts
    /// with `:` (a kind, in patterns) or `|` (a transformation, in templates). Returns the name,
    /// the modifier without its sign (nil if none; `|lower` keeps its bar) and the text after `}`.
    static func parse(_ text: Substring) throws(CaseFileProblem) -> (String, String?, Substring) {
        guard text.hasPrefix("${"), let close = text.firstIndex(of: "}") else {
            throw CaseFileProblem("'${' without a closing '}'")
        }
        let inside = text[text.index(text.startIndex, offsetBy: 2)..<close]
        let after = text[text.index(after: close)...]
        let nameEnd = inside.firstIndex { $0 == ":" || $0 == "|" } ?? inside.endIndex
        let name = String(inside[..<nameEnd])
        guard isName(name) else { throw CaseFileProblem("'\(name)' is not a variable name") }
        guard nameEnd < inside.endIndex else { return (name, nil, after) }
        let modifier = inside[nameEnd] == ":" ? inside[inside.index(after: nameEnd)...] : inside[nameEnd...]
        return (name, String(modifier), after)
    }

    /// Letters, digits and `-`, starting with a letter.
    static func isName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter, first.isASCII else { return false }
        return text.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "-") && $0.isASCII }
    }
}
