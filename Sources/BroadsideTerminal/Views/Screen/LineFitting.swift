/// What a line gives up when the page is short of room. A page gives up its blank lines first,
/// then the wrapping of flexible lines, then its messages, least important first
/// (`Layout.fitted(to:)`); the lines that are always shown decide the smallest terminal it needs.
enum LineFitting: Hashable, Sendable {
    /// Wrapped where there is room, else cut.
    case flexible
    /// Cut to the width, never wrapped: a title says what matters in its first words, and a
    /// second row for it would be taken from the page.
    case cut
    /// Always shown and never cut, wrapped instead: what the player needs to play on, such as the
    /// keys or the ships still afloat. One with shorter forms (`ScreenLine.shortened(to:)`) takes
    /// the one that wraps to the fewest rows where rows are short, and the page counts those.
    case whole
    /// Something that happened (a result, an error, a notice): wrapped, never cut while there
    /// is room, but never what makes a page too small either. Where rows are short, messages of
    /// a lower `rank` give up theirs first; the last one kept is cut to the rows that are left.
    case message(rank: Int)
}
