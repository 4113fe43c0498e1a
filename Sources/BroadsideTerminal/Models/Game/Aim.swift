import BroadsideCore

/// Where a player is aiming: a cursor, a coordinate being typed (`B7`), and in salvo the cells
/// chosen so far this turn.
public struct Aim: Hashable, Sendable {
    public private(set) var cursor: Coordinate = Coordinate.all[0]
    /// The coordinate being typed, `B7`.
    public private(set) var typing = CellTyping()
    /// Salvo cells chosen this turn, in order.
    public private(set) var salvo: [Coordinate] = []

    public init() {}

    public mutating func move(rows: Int, columns: Int, byLetter: Bool = false) {
        typing.cursorMoved(byLetter: byLetter)
        cursor = cursor.moved(rows: rows, columns: columns)
    }

    /// Characters of a coordinate typed so far, e.g. `B` or `B1`.
    public var typed: String { typing.text }

    /// Takes a typed character (`CellTyping.type`); the cursor jumps to the coordinate as soon as
    /// it is one. Returns false for a character that cannot continue a coordinate.
    @discardableResult
    public mutating func type(_ character: Character) -> Bool {
        guard typing.type(character) else { return false }
        if let cell = typing.coordinate { cursor = cell }
        return true
    }

    /// Whether the key before this one moved the cursor by letter; asked once for each key.
    public mutating func takeLetterMove() -> Bool { typing.takeLetterMove() }

    public mutating func deleteTyped() { typing.deleteLast() }

    public mutating func clearTyped() { typing.clear() }

    /// The typed text as a cell, when it is a complete one.
    public var typedCoordinate: Coordinate? { typing.coordinate }

    /// Adds the cursor's cell to the salvo, or takes it out if already chosen.
    public mutating func toggleSalvoCell() {
        typing.clear()
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
