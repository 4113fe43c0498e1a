import BroadsideCore

/// Where a player is aiming: a cursor, a coordinate being typed (`B7`), and in salvo the cells
/// chosen so far this turn.
struct Aim: CellPointing, Hashable, Sendable {
    var cursor: Coordinate = Coordinate.all[0]
    /// The coordinate being typed, `B7`.
    var typing = CellTyping()
    /// Salvo cells chosen this turn, in order.
    private(set) var salvo: [Coordinate] = []

    init() {}

    /// Characters of a coordinate typed so far, e.g. `B` or `B1`.
    var typed: String { typing.text }

    /// The typed text as a cell, when it is a complete one.
    var typedCoordinate: Coordinate? { typing.coordinate }

    /// Adds the cursor's cell to the salvo, or takes it out if already chosen.
    mutating func toggleSalvoCell() {
        typing.clear()
        if let index = salvo.firstIndex(of: cursor) {
            salvo.remove(at: index)
        } else {
            salvo.append(cursor)
        }
    }

    mutating func clearSalvo() { salvo = [] }

    /// Takes back the cell chosen last for the salvo.
    mutating func dropLastSalvoCell() {
        if !salvo.isEmpty { salvo.removeLast() }
    }
}
