/// What a view draws: lines of text, each with optional styled spans. Plain text on its own
/// (what tests compare and what `--plain` prints); the terminal shell adds colour from the spans.
struct Screen: Hashable, Sendable {
    var lines: [ScreenLine]
    /// True when the screen stands in for a page the terminal is too small for: keys must not act
    /// on a page the player cannot see.
    var hidesPage = false

    init(_ lines: [ScreenLine] = [], hidesPage: Bool = false) {
        self.lines = lines
        self.hidesPage = hidesPage
    }

    /// The lines as text, without trailing spaces.
    var text: String {
        lines.map { String($0.text.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    }
}

/// How part of a line is drawn when colour is on.
enum Style: Hashable, Sendable {
    case title
    case emphasis
    case faint
    /// The cursor cell.
    case cursor
    case ship
    case hit
    case miss
    case sunk
    /// A ship in hand that fits where it is.
    case fits
    /// A ship in hand that cannot go where it is.
    case blocked
    case warning
    /// A mark of the latest volley either way, in its own style too: which of the misses is new
    /// shows on the grid, not only in the line saying it.
    indirect case latest(Style)
}

/// A run of characters, by their offsets in the line, drawn in one style.
struct StyledSpan: Hashable, Sendable {
    let range: Range<Int>
    let style: Style
}

/// One line of a screen.
struct ScreenLine: Hashable, Sendable, ExpressibleByStringLiteral {
    private(set) var text: String
    private(set) var spans: [StyledSpan] = []
    private(set) var fitting = LineFitting.flexible
    /// Shorter forms of the line, shortest last, that it gives way to rather than be cut
    /// (`truncated(to:)`): a title without its least useful parts.
    private(set) var shorterForms: [ScreenLine] = []
    /// How much deeper than its first line the later lines of the line wrapped are indented.
    private(set) var hangingIndent = 0
    /// A message that takes a shorter form rather than leave the next message by rank no row.
    private(set) var leavesNextMessageARow = false

    init(_ text: String = "", style: Style? = nil) {
        self.text = text
        if let style, !text.isEmpty { spans = [StyledSpan(range: 0..<text.count, style: style)] }
    }

    init(stringLiteral text: String) {
        self.init(text)
    }

    /// The line, marked with what it gives up when the page is short of room.
    func marked(_ fitting: LineFitting) -> ScreenLine {
        var line = self
        line.fitting = fitting
        return line
    }

    /// The line, giving way to the first of `forms` that fits whole where it is cut to a width
    /// (`truncated(to:)`), the last of them cut where none does.
    func shortened(to forms: [ScreenLine]) -> ScreenLine {
        var line = self
        line.shorterForms = forms
        return line
    }

    /// The message, taking a shorter form where its whole would leave the next message by rank
    /// no row (`leavesNextMessageARow`): of two results the player has yet to read, both are said.
    func leavingNextMessageARow() -> ScreenLine {
        var line = self
        line.leavesNextMessageARow = true
        return line
    }

    /// The line, its later lines indented `count` deeper than its first where it wraps: the rest
    /// of what a key does, under it, reads as part of it rather than as a key of its own.
    func hanging(by count: Int) -> ScreenLine {
        var line = self
        line.hangingIndent = count
        return line
    }

    var width: Int { text.count }

    /// Nothing but spaces.
    var isBlank: Bool { text.allSatisfy { $0 == " " } }

    /// Appends text, styled or not.
    mutating func append(_ text: String, style: Style? = nil) {
        append(ScreenLine(text, style: style))
    }

    mutating func append(_ other: ScreenLine) {
        let offset = width
        text += other.text
        spans += other.spans.map { StyledSpan(range: ($0.range.lowerBound + offset)..<($0.range.upperBound + offset), style: $0.style) }
    }

    /// The line padded with spaces to `width` characters.
    func padded(to width: Int) -> ScreenLine {
        var line = self
        if line.width < width { line.text += String(repeating: " ", count: width - line.width) }
        return line
    }

    /// The line cut to `width` characters, an ellipsis marking the cut; or, where it has shorter
    /// forms, the first that fits whole, else the shortest cut.
    func truncated(to width: Int) -> ScreenLine {
        guard self.width > width else { return self }
        if let shortest = shorterForms.last {
            return shorterForms.first { $0.width <= width } ?? shortest.truncated(to: width)
        }
        let keep = max(width - 1, 0)
        var line = ScreenLine(String(text.prefix(keep)) + (width > 0 ? "…" : ""))
        line.spans = spans.compactMap { span in
            let upper = min(span.range.upperBound, keep)
            return span.range.lowerBound < upper ? StyledSpan(range: span.range.lowerBound..<upper, style: span.style) : nil
        }
        return line
    }

    /// The line broken into lines of at most `width` characters, the later ones keeping the first
    /// one's indentation, deeper by `hangingIndent`: between entries (`a · b`, as in a line of
    /// keys), into lines as even as they can be, wherever an entry fits a line whole; else at
    /// spaces; a word longer than a line is cut where the line ends. Where that takes more than
    /// `limit` lines, the first of its shorter forms that takes no more stands in for it; with
    /// none, the shortest form is cut to `limit` lines, an ellipsis marking the cut.
    func wrapped(to width: Int, limit: Int = .max) -> [ScreenLine] {
        let (form, breaks) = form(fitting: width, limit: limit)
        guard let (parts, indent) = breaks else { return [form] }
        return parts.prefix(limit).enumerated().map { index, part in
            let lead = index == 0 ? 0 : indent
            guard index == limit - 1 else { return form.slice(part).indented(by: lead) }
            return form.slice(part.lowerBound..<form.width).indented(by: lead).truncated(to: width)
        }
    }

    /// The fewest rows the line, or one of its shorter forms, wraps to at `width`.
    func fewestRows(width: Int) -> Int {
        ([self] + shorterForms).map { $0.breaks(at: width)?.parts.count ?? 1 }.min() ?? 1
    }

    /// Whether the line, or one of its shorter forms, wraps to `width` in `rows` or fewer, uncut.
    func fitsWhole(width: Int, rows: Int) -> Bool {
        ([self] + shorterForms).contains { ($0.breaks(at: width)?.parts.count ?? 1) <= rows }
    }

    /// The form `wrapped` shows, with where it breaks: each form's breaks worked out once, as a
    /// screen wraps every line on every redraw.
    private func form(fitting width: Int, limit: Int) -> (ScreenLine, (parts: [Range<Int>], indent: Int)?) {
        let forms = ([self] + shorterForms).lazy.map { form in (form, form.breaks(at: width)) }
        let fitting = forms.first { _, breaks in (breaks?.parts.count ?? 1) <= limit }
        // With none that fits, the shortest, to be cut.
        return fitting ?? forms.last ?? (self, breaks(at: width))
    }

    /// Where the line wrapped to `width` breaks, and how deep its later lines are indented; nil
    /// where it is not broken.
    private func breaks(at width: Int) -> (parts: [Range<Int>], indent: Int)? {
        guard self.width > width, width > 1 else { return nil }
        let characters = Array(text)
        let indent = min(characters.prefix { $0 == " " }.count + hangingIndent, width / 2)
        // Even where breaking at any space would take a row fewer: an entry broken in two reads as
        // two entries ("n" / "new · c join"), the second a key that is not one.
        return (Self.evenEntries(of: characters, width: width, indent: indent), indent)
    }

    /// What parts the entries of a line, such as the keys at the foot of a page, between spaces.
    private static let entrySeparator: Character = "·"

    /// Where each line of `characters` wrapped to `width` starts and ends: at the last entry that
    /// fits whole, or at the last space that fits where no entry does. A separator where a line is
    /// broken is left out: the break parts the entries.
    private static func parts(of characters: [Character], width: Int, indent: Int) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = 0
        while start < characters.count {
            var end = min(start + width - (parts.isEmpty ? 0 : indent), characters.count)
            if end < characters.count {
                if let entryEnd = lastEntryEnd(in: characters, from: start, through: end) {
                    end = entryEnd
                } else if let space = characters[start...end].lastIndex(of: " "), space > start {
                    end = space
                    if end - start > 2, characters[end - 1] == entrySeparator, characters[end - 2] == " " { end -= 2 }
                }
            }
            parts.append(start..<end)
            start = end
            while start < characters.count, characters[start] == " " || characters[start] == entrySeparator { start += 1 }
        }
        return parts
    }

    /// Where each line of entries wrapped to `width` starts and ends, evened out: wrapped to the
    /// narrowest width that takes no more lines and breaks no entry, so that the last line is not
    /// left with one key while the others are full. The lines a width takes only grow as it
    /// narrows, so the narrowest is found by halving.
    private static func evenEntries(of characters: [Character], width: Int, indent: Int) -> [Range<Int>] {
        let full = parts(of: characters, width: width, indent: indent)
        func fits(_ parts: [Range<Int>]) -> Bool {
            parts.count <= full.count && parts.dropLast().allSatisfy { endsAnEntry($0.upperBound, in: characters) }
        }
        guard full.count > 1, fits(full) else { return full }
        // No line is narrower than the longest entry, with the indentation of the later lines.
        let longestEntry = String(characters).components(separatedBy: " \(entrySeparator) ").map(\.count).max() ?? width
        var (narrowest, widest) = (min(longestEntry + indent, width), width)
        var best = full
        while narrowest < widest {
            let middle = (narrowest + widest) / 2
            let parts = parts(of: characters, width: middle, indent: indent)
            if fits(parts) {
                best = parts
                widest = middle
            } else {
                narrowest = middle + 1
            }
        }
        return best
    }

    /// Whether a line ending at `index` ends between two entries, before a ` · `.
    private static func endsAnEntry(_ index: Int, in characters: [Character]) -> Bool {
        index + 2 < characters.count && characters[index] == " " && characters[index + 1] == entrySeparator
            && characters[index + 2] == " "
    }

    /// Where the last entry ending at `limit` or before it ends, after `start`: at a ` · `.
    private static func lastEntryEnd(in characters: [Character], from start: Int, through limit: Int) -> Int? {
        stride(from: min(limit, characters.count - 3), to: start, by: -1).first { index in
            characters[index] == " " && characters[index + 1] == entrySeparator && characters[index + 2] == " "
        }
    }

    private func slice(_ range: Range<Int>) -> ScreenLine {
        var line = ScreenLine(String(Array(text)[range]))
        line.spans = spans.compactMap { span in
            let lower = max(span.range.lowerBound, range.lowerBound)
            let upper = min(span.range.upperBound, range.upperBound)
            guard lower < upper else { return nil }
            return StyledSpan(range: (lower - range.lowerBound)..<(upper - range.lowerBound), style: span.style)
        }
        return line
    }

    /// Indented by `count` spaces.
    func indented(by count: Int) -> ScreenLine {
        var line = ScreenLine(String(repeating: " ", count: count))
        line.append(self)
        line.fitting = fitting
        line.hangingIndent = hangingIndent
        return line
    }
}
