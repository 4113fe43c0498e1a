/// A one-line text entry: what has been typed, of the characters its content allows, up to its
/// length.
struct TextField: Hashable, Sendable {
    private(set) var text: String
    let content: FieldContent
    /// True while the text is a default offered by the client and the player has not edited it:
    /// typing then replaces it rather than adding to it ("bob", not "Player2bob").
    private(set) var isPrefilled = false
    /// Why the last character was not typed. It stays while typing goes on, so a refusal typed
    /// fast ("é?" into a layout name) is still read after the next character; deleting,
    /// clearing or leaving the field forgets it.
    private(set) var refusal: TypingRefusal?

    /// A text given whole (a name typed in line mode, say) is kept whole, too long or not: what
    /// it is used for says whether it will do, rather than it being cut without a word.
    init(_ text: String = "", for content: FieldContent) {
        self.content = content
        self.text = text
    }

    /// A field offering `text` as its value until the player types something else.
    static func prefilled(_ text: String, for content: FieldContent) -> TextField {
        var field = TextField(text, for: content)
        field.isPrefilled = !field.text.isEmpty
        return field
    }

    /// Appends a character, or puts it in place of a prefilled value; returns why it was not
    /// typed, for the player to be told: a character the content does not allow, or the field
    /// full. A prefilled value stays offered when a character is refused.
    mutating func type(_ character: Character) -> TypingRefusal? {
        guard let accepted = content.accepted(character) else {
            refusal = .notAllowed(character)
            return refusal
        }
        if isPrefilled { clear() }
        guard text.count < content.maximumLength else {
            refusal = .full
            return refusal
        }
        text.append(accepted)
        return nil
    }

    /// Deletes the last character: a prefilled value is edited, not replaced.
    mutating func deleteBackward() {
        isPrefilled = false
        refusal = nil
        if !text.isEmpty { text.removeLast() }
    }

    mutating func clear() {
        isPrefilled = false
        refusal = nil
        text = ""
    }

    /// The field is left (another field of the form takes the keys): its refusal is old news.
    mutating func forgetRefusal() {
        refusal = nil
    }
}

extension Character {
    /// Letters, digits, punctuation and the space: what a layout name may hold, and the keys a
    /// page says it does not answer.
    var isPrintableASCII: Bool {
        guard let ascii = asciiValue else { return false }
        return (0x20..<0x7F).contains(ascii)
    }
}
