extension DefaultStringInterpolation {
    /// A count and its noun, the noun taking an `s` but for one: `"\(3, counting: "shot")"` is
    /// "3 shots". The nouns counted in Broadside's sentences all make their plural so.
    public mutating func appendInterpolation(_ count: Int, counting noun: String) {
        appendLiteral("\(count) \(noun)\(count == 1 ? "" : "s")")
    }
}
