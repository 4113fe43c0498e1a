/// Why a character was not typed into a text field.
enum TypingRefusal: Hashable, Sendable {
    /// The field's content does not allow it.
    case notAllowed(Character)
    /// The field is full.
    case full
}
