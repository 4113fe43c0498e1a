extension String {
    /// Padded with spaces to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// In at most `width` characters, marked `…` where it is cut (after a word, not after the
    /// space that follows it: `bob…`, not `bob …`).
    func cut(to width: Int) -> String {
        guard count > width else { return self }
        let kept = prefix(max(width - 1, 0))
        return String(kept.reversed().drop { $0 == " " }.reversed()) + "…"
    }

    /// `ann vs bob` in at most `width` characters: both names cut to the longest length that
    /// fits, so that the longer gives way first and neither is lost, as cutting the whole would
    /// lose the second.
    static func pairing(_ first: String, _ second: String, within width: Int) -> String {
        let whole = "\(first) vs \(second)"
        guard whole.count > width else { return whole }
        let cuts = stride(from: Swift.max(first.count, second.count), through: 2, by: -1).lazy
            .map { "\(first.cut(to: $0)) vs \(second.cut(to: $0))" }
        return cuts.first { $0.count <= width } ?? whole.cut(to: width)
    }
}
