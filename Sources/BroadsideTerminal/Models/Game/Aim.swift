import BroadsideCore

/// Where a player is aiming: a cursor, a coordinate being typed (`B7`), and in salvo the cells
/// chosen so far this turn.
public struct Aim: Hashable, Sendable {
    public private(set) var cursor: Coordinate = Coordinate.all[0]
    /// Characters of a coordinate typed so far, e.g. `B` or `B1`.
    public private(set) var typed = ""
    /// Salvo cells chosen this turn, in order.
    public private(set) var salvo: [Coordinate] = []
    /// True just after a letter key (`h`, `j`, `k`, `l`) moved the cursor: a digit next was most
    /// likely meant for the row H or J.
    private var movedByLetter = false

    public init() {}

    public mutating func move(rows: Int, columns: Int, byLetter: Bool = false) {
        typed = ""
        movedByLetter = byLetter
        let row = min(max(cursor.row + rows, 0), Coordinate.gridSize - 1)
        let column = min(max(cursor.column + columns, 0), Coordinate.gridSize - 1)
        cursor = Coordinate(row: row, column: column) ?? cursor
    }

    /// Takes a typed character: a row letter starts a coordinate, digits follow it. The cursor
    /// jumps to the coordinate as soon as it is one. Returns false for a character that cannot
    /// continue a coordinate, such as `0` after `D` or `1` after `D1` (no column 11).
    @discardableResult
    public mutating func type(_ character: Character) -> Bool {
        let upper = Character(character.uppercased())
        if let letter = upper.asciiValue, (UInt8(ascii: "A")...UInt8(ascii: "J")).contains(letter) {
            typed = String(upper)
        } else if character.isASCII, character.isNumber, !typed.isEmpty, typed.count < 3 {
            // Every column starts with a digit that is itself a column, so each digit must keep a cell.
            guard (try? Coordinate(parsing: typed + String(character))) != nil else { return false }
            typed.append(character)
        } else {
            return false
        }
        if let cell = typedCoordinate { cursor = cell }
        return true
    }

    /// Whether the key before this one moved the cursor by letter; asked once for each key.
    public mutating func takeLetterMove() -> Bool {
        defer { movedByLetter = false }
        return movedByLetter
    }

    public mutating func deleteTyped() {
        if !typed.isEmpty { typed.removeLast() }
    }

    public mutating func clearTyped() { typed = "" }

    /// The typed text as a cell, when it is a complete one.
    public var typedCoordinate: Coordinate? { try? Coordinate(parsing: typed) }

    /// Adds the cursor's cell to the salvo, or takes it out if already chosen.
    public mutating func toggleSalvoCell() {
        typed = ""
        if let index = salvo.firstIndex(of: cursor) {
            salvo.remove(at: index)
        } else {
            salvo.append(cursor)
        }
    }

    public mutating func clearSalvo() { salvo = [] }

    /// Takes back the cell chosen last for the salvo.
    public mutating func dropLastSalvoCell() {
        if !salvo.isEmpty { salvo.removeLast() }
    }
}
