/// A one-line text entry: what has been typed, capped at a length.
public struct TextField: Hashable, Sendable {
    public private(set) var text: String
    public let maximumLength: Int
    /// True while the text is a default offered by the client and the player has not edited it:
    /// typing then replaces it rather than adding to it ("bob", not "Player2bob").
    public private(set) var isPrefilled = false

    public init(_ text: String = "", maximumLength: Int = 16) {
        self.maximumLength = maximumLength
        self.text = String(text.prefix(maximumLength))
    }

    /// A field offering `text` as its value until the player types something else.
    public static func prefilled(_ text: String, maximumLength: Int = 16) -> TextField {
        var field = TextField(text, maximumLength: maximumLength)
        field.isPrefilled = !field.text.isEmpty
        return field
    }

    /// Appends a printable character, or puts it in place of a prefilled value; others and
    /// characters past the cap are ignored.
    public mutating func type(_ character: Character) {
        guard character.isPrintableASCII else { return }
        if isPrefilled { clear() }
        guard text.count < maximumLength else { return }
        text.append(character)
    }

    /// Deletes the last character: a prefilled value is edited, not replaced.
    public mutating func deleteBackward() {
        isPrefilled = false
        if !text.isEmpty { text.removeLast() }
    }

    public mutating func clear() {
        isPrefilled = false
        text = ""
    }
}

extension Character {
    /// Letters, digits, punctuation and the space: what a name, code or layout name may hold.
    var isPrintableASCII: Bool {
        guard let ascii = asciiValue else { return false }
        return (0x20..<0x7F).contains(ascii)
    }
}
