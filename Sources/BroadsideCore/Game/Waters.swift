/// One player's fleet and every shot fired into it, in order.
public struct Waters: Hashable, Sendable {
    public internal(set) var fleet: Fleet
    public private(set) var shotsReceived: [Shot] = []
    private var firedAt = CellSet()
    private var hits = CellSet()

    public init(fleet: Fleet = Fleet()) {
        self.fleet = fleet
    }

    public func hasBeenFired(at cell: Coordinate) -> Bool { firedAt.contains(cell) }

    /// Cells not yet fired at.
    public var cellsLeft: Int { Coordinate.cellCount - firedAt.count }

    /// Fires at a cell and reports what was there; nil, changing nothing, for a cell fired at before.
    public mutating func receive(_ target: Coordinate) -> Shot? {
        guard !firedAt.contains(target) else { return nil }
        firedAt.insert(target)
        let result: ShotResult
        if let placement = fleet.placements.first(where: { $0.cellSet.contains(target) }) {
            hits.insert(target)
            result = placement.cellSet.isSubset(of: hits) ? .sunk(placement) : .hit
        } else {
            result = .miss
        }
        let shot = Shot(target: target, result: result)
        shotsReceived.append(shot)
        return shot
    }

    public func isSunk(_ kind: ShipKind) -> Bool {
        fleet.placement(of: kind).map { $0.cellSet.isSubset(of: hits) } ?? false
    }

    /// Ships not yet sunk, largest first.
    public var afloat: [ShipKind] {
        fleet.placements.map(\.kind).filter { !isSunk($0) }.sorted()
    }

    /// How many ships are not yet sunk, without building the list: asked on every shot.
    public var afloatCount: Int {
        fleet.placements.reduce(0) { count, placement in placement.cellSet.isSubset(of: hits) ? count : count + 1 }
    }

    public var isDefeated: Bool { !fleet.placements.isEmpty && fleet.occupied.isSubset(of: hits) }

    /// What the shooter knows of these waters: only the results of their own shots,
    /// plus the whole fleet when `revealingFleet` (game over).
    public func targetGrid(fleetKinds: [ShipKind], revealingFleet: Bool) -> TargetGrid {
        TargetGrid(fleetKinds: fleetKinds, shots: shotsReceived, revealedFleet: revealingFleet ? fleet : nil)
    }
}
