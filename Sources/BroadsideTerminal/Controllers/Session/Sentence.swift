/// An error description as a sentence: capitalised, with a full stop.
func sentence(_ text: String) -> String {
    guard let first = text.first else { return text }
    let body = first.uppercased() + text.dropFirst()
    return body.hasSuffix(".") || body.hasSuffix("!") ? body : body + "."
}
