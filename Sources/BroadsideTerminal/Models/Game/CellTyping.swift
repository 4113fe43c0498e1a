import BroadsideCore

/// A cell being typed on a grid that takes one (the game's target grid, the fleet editor's): a row
/// letter A-J starts it, digits follow (`B7`). Which letters reach it is the keys' choice: lowercase
/// h and j move the cursor there, so the rows H and J are typed as capitals.
struct CellTyping: Hashable, Sendable {
    /// Characters of a coordinate typed so far, e.g. `B` or `B1`.
    private(set) var text = ""
    /// True just after a letter key (`h`, `j`, `k`, `l`) moved the cursor: a digit next was most
    /// likely meant for the row H or J.
    private var movedByLetter = false
    /// True just after a character was refused and the typing dropped (`refuse`): an Esc next
    /// takes back the refusal's message rather than leave the page.
    private var refusedLast = false

    init() {}

    /// The cursor was moved by a key: what was typed is dropped.
    mutating func cursorMoved(byLetter: Bool) {
        text = ""
        movedByLetter = byLetter
        refusedLast = false
    }

    /// What was typed cannot be finished by the character just refused: it is dropped, so that
    /// no target shows beside the refusal, and the next key is told (`takeRefusal`).
    mutating func refuse() {
        text = ""
        refusedLast = true
    }

    /// Whether the key before this one was refused; asked once for each key.
    mutating func takeRefusal() -> Bool {
        defer { refusedLast = false }
        return refusedLast
    }

    /// Takes a typed character: a row letter starts a coordinate, digits follow it. Returns false
    /// for a character that cannot continue a coordinate, such as `0` after `D` or `1` after `D1`
    /// (no column 11).
    mutating func type(_ character: Character) -> Bool {
        let upper = Character(character.uppercased())
        if let letter = upper.asciiValue, (UInt8(ascii: "A")...UInt8(ascii: "J")).contains(letter) {
            text = String(upper)
        } else if character.isASCII, character.isNumber, !text.isEmpty, text.count < 3 {
            // Every column starts with a digit that is itself a column, so each digit must keep a cell.
            guard (try? Coordinate(parsing: text + String(character))) != nil else { return false }
            text.append(character)
        } else {
            return false
        }
        return true
    }

    /// The typed text as a cell, when it is a complete one.
    var coordinate: Coordinate? { try? Coordinate(parsing: text) }

    /// Typed, but not (yet) a cell: Enter there would act on a cell the player did not mean.
    var isUnfinished: Bool { !text.isEmpty && coordinate == nil }

    /// Whether the key before this one moved the cursor by letter; asked once for each key.
    mutating func takeLetterMove() -> Bool {
        defer { movedByLetter = false }
        return movedByLetter
    }

    mutating func deleteLast() {
        if !text.isEmpty { text.removeLast() }
    }

    mutating func clear() { text = "" }
}
