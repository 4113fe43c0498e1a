import BroadsideCore

/// Where a player is aiming: a cursor, a coordinate being typed (`B7`), and in salvo the cells
/// chosen so far this turn.
public struct Aim: CellPointing, Hashable, Sendable {
    public internal(set) var cursor: Coordinate = Coordinate.all[0]
    /// The coordinate being typed, `B7`.
    public internal(set) var typing = CellTyping()
    /// Salvo cells chosen this turn, in order.
    public private(set) var salvo: [Coordinate] = []

    public init() {}

    /// Characters of a coordinate typed so far, e.g. `B` or `B1`.
    public var typed: String { typing.text }

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
