/// What a cell of a player's own grid shows them.
public enum OwnMark: Hashable, Sendable {
    case water
    case ship(ShipKind)
    /// The enemy fired here and found water.
    case miss
    case hit(ShipKind)
    case sunk(ShipKind)
}

/// A player's own ships and the enemy's shots at them.
public struct OwnGrid: Hashable, Sendable {
    public let fleet: Fleet
    /// What the enemy has learned: exactly the enemy's target grid.
    public let incoming: TargetGrid

    public init(fleet: Fleet, incoming: TargetGrid) {
        self.fleet = fleet
        self.incoming = incoming
    }

    public func mark(at cell: Coordinate) -> OwnMark {
        switch incoming.mark(at: cell) {
        case .miss: return .miss
        case .sunk(let kind): return .sunk(kind)
        case .hit: return fleet.ship(at: cell).map(OwnMark.hit) ?? .miss
        case .unknown: return fleet.ship(at: cell).map(OwnMark.ship) ?? .water
        }
    }

    /// Own ships not yet sunk, largest first.
    public var afloat: [ShipKind] {
        let sunk = Set(incoming.sunkShips.map(\.kind))
        return fleet.placements.map(\.kind).filter { !sunk.contains($0) }.sorted()
    }
}

extension OwnGrid {
    /// A seat's own grid from what a client is told: its placements and the shots fired at them.
    /// Placements that break `rules` (no server sends them) show as no ships rather than fail.
    public init(placements: [ShipPlacement], incoming shots: [Shot], rules: Rules) {
        self.init(
            fleet: (try? Fleet(placements, rules: rules)) ?? Fleet(),
            incoming: TargetGrid(fleetKinds: rules.fleet, shots: shots))
    }
}
