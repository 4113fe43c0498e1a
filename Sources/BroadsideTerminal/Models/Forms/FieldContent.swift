import BroadsideProtocol

/// What a text field holds: which characters, how many, and what the player is told of a
/// character it does not take, so that no key is dropped without a word.
public enum FieldContent: Hashable, Sendable {
    /// A player's name (PROTOCOL.md 5.3).
    case playerName
    /// A game's code, to join it (PROTOCOL.md 6.1).
    case gameCode
    /// The name a fleet layout is saved under, which only this client reads.
    case layoutName

    /// The characters a player name holds, as every sentence about names words them: the
    /// protocol's letters are ASCII only, so `é` is none.
    public static let nameCharacters = "letters a-z and A-Z, digits, '_', '-' and '.'"

    var maximumLength: Int {
        switch self {
        case .playerName: 16
        case .gameCode: GameCode.length
        case .layoutName: 24
        }
    }

    /// `character` as the field keeps it (a code in capitals, as it is printed), or nil when the
    /// field cannot hold it.
    func accepted(_ character: Character) -> Character? {
        switch self {
        case .playerName:
            guard let byte = character.asciiValue, Command.isNameByte(byte) else { return nil }
            return character
        case .gameCode:
            let upper = Character(character.uppercased())
            return GameCode.alphabet.contains(upper) ? upper : nil
        case .layoutName:
            return character.isPrintableASCII ? character : nil
        }
    }

    /// Why `character` was not typed.
    func refusal(of character: Character) -> String {
        let shown = character == " " ? "spaces" : String(character)
        return switch self {
        case .playerName: "A name cannot hold \(shown): only \(Self.nameCharacters)."
        case .gameCode: "A code cannot hold \(shown): only digits 2-9 and letters A-Z but I, L, O and U."
        case .layoutName: "A layout name cannot hold \(shown): only letters a-z and A-Z, digits, spaces and punctuation."
        }
    }

    /// Why nothing more was typed in a full field.
    var fullNote: String {
        switch self {
        case .playerName: "A name is at most \(maximumLength) characters."
        case .gameCode: "A code is \(maximumLength) characters: Enter joins the game."
        case .layoutName: "A layout name is at most \(maximumLength) characters."
        }
    }
}
