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
}
