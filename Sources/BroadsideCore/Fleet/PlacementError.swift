/// Why a ship cannot go where it was put: names the ship and the reason.
public struct PlacementError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        /// Part of the ship would lie outside the grid.
        case offGrid
        /// The ship would share a cell with another ship.
        case overlaps(ShipKind)
        /// The rules forbid touching and the ship would touch another.
        case touches(ShipKind)
        /// The ship is not part of this game's fleet.
        case notInFleet
        /// The ship is already on the grid; pick it up first to move it.
        case alreadyPlaced
        /// The ship is not on the grid, so it cannot be picked up.
        case notPlaced
        /// No legal position is left for the ship around the others.
        case noRoom
    }

    public let ship: ShipKind
    public let reason: Reason

    public init(ship: ShipKind, reason: Reason) {
        self.ship = ship
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .offGrid: "the \(ship.name) would run off the grid"
        case .overlaps(let other): "the \(ship.name) would overlap the \(other.name)"
        case .touches(let other): "the \(ship.name) would touch the \(other.name), and these rules keep ships apart"
        case .notInFleet: "the \(ship.name) is not part of this fleet"
        case .alreadyPlaced: "the \(ship.name) is already placed; pick it up to move it"
        case .notPlaced: "the \(ship.name) is not placed"
        case .noRoom: "there is no room left for the \(ship.name); move another ship"
        }
    }
}
