extension FieldContent {
    /// The characters a player name holds, as every sentence about names words them: the
    /// protocol's letters are ASCII only, so `é` is none.
    public static let nameCharacters = "letters a-z and A-Z, digits, '_', '-' and '.'"

    /// What a player name must be, as every refusal of one says it.
    static let nameRule = "1-16 \(nameCharacters) (not '-' alone, which means nobody)"

    /// Why a character was not typed.
    func sentence(_ refusal: TypingRefusal) -> String {
        switch refusal {
        case .notAllowed(let character): notAllowed(character)
        case .full: fullNote
        }
    }

    private func notAllowed(_ character: Character) -> String {
        let shown = character == " " ? "spaces" : String(character)
        return switch self {
        case .playerName: "A name cannot hold \(shown): only \(Self.nameCharacters)."
        case .gameCode: "A code cannot hold \(shown): only digits 2-9 and letters A-Z but I, L, O and U."
        case .layoutName: "A layout name cannot hold \(shown): only letters a-z and A-Z, digits, spaces and punctuation."
        }
    }

    /// Why nothing more was typed in a full field.
    private var fullNote: String {
        switch self {
        case .playerName: "A name is at most \(maximumLength) characters."
        case .gameCode: "A code is \(maximumLength) characters: Enter joins the game."
        case .layoutName: "A layout name is at most \(maximumLength) characters."
        }
    }
}

extension TextField {
    /// Why the last character was not typed, in words.
    var refusalSentence: String? { refusal.map(content.sentence) }
}
