import BroadsideProtocol

/// What a text field holds: which characters, and how many. The player is told of a character it
/// does not take (`FieldContent+Words`), so that no key is dropped without a word.
public enum FieldContent: Hashable, Sendable {
    /// A player's name (PROTOCOL.md 5.3).
    case playerName
    /// A game's code, to join it (PROTOCOL.md 6.1).
    case gameCode
    /// The name a fleet layout is saved under, which only this client reads.
    case layoutName

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
}
