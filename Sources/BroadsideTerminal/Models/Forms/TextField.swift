/// A one-line text entry: what has been typed, capped at a length.
public struct TextField: Hashable, Sendable {
    public private(set) var text: String
    public let maximumLength: Int

    public init(_ text: String = "", maximumLength: Int = 16) {
        self.maximumLength = maximumLength
        self.text = String(text.prefix(maximumLength))
    }

    /// Appends a printable character; others and characters past the cap are ignored.
    public mutating func type(_ character: Character) {
        guard text.count < maximumLength, character.isPrintableASCII else { return }
        text.append(character)
    }

    public mutating func deleteBackward() {
        if !text.isEmpty { text.removeLast() }
    }

    public mutating func clear() { text = "" }
}

extension Character {
    /// Letters, digits, punctuation and the space: what a name, code or layout name may hold.
    var isPrintableASCII: Bool {
        guard let ascii = asciiValue else { return false }
        return (0x20..<0x7F).contains(ascii)
    }
}
