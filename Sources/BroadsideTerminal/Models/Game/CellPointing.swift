import BroadsideCore

/// A cursor on the grid that also takes a cell typed character by character (`B7`): the game
/// screen's aim and the fleet editor's cursor move and type alike.
protocol CellPointing {
    var cursor: Coordinate { get set }
    var typing: CellTyping { get set }
}

extension CellPointing {
    /// Moves the cursor by whole cells, stopping at the edges of the grid. `byLetter`: by `h` `j`
    /// `k` or `l`, after which a digit was most likely meant for the row H or J.
    mutating func move(rows: Int, columns: Int, byLetter: Bool = false) {
        typing.cursorMoved(byLetter: byLetter)
        cursor = cursor.moved(rows: rows, columns: columns)
    }

    /// Takes a typed character (`CellTyping.type`); the cursor jumps to the cell as soon as it is
    /// one. False for a character that cannot continue a cell.
    @discardableResult
    mutating func type(_ character: Character) -> Bool {
        guard typing.type(character) else { return false }
        if let cell = typing.coordinate { cursor = cell }
        return true
    }

    /// Whether the key before this one moved the cursor by letter; asked once for each key.
    mutating func takeLetterMove() -> Bool { typing.takeLetterMove() }

    /// Whether the key before this one was a refused character; asked once for each key.
    mutating func takeRefusal() -> Bool { typing.takeRefusal() }

    mutating func refuseTyped() { typing.refuse() }

    mutating func deleteTyped() { typing.deleteLast() }

    mutating func clearTyped() { typing.clear() }
}
