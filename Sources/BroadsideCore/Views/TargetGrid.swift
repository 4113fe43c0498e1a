/// What a cell of the target grid shows the shooter.
public enum TargetMark: Hashable, Sendable {
    case unknown
    case miss
    case hit
    case sunk(ShipKind)
}

/// A shooter's knowledge of the enemy grid, built only from the results of their own shots.
/// It holds no enemy fleet before game over, so it cannot leak an unhit ship cell.
public struct TargetGrid: Hashable, Sendable {
    /// The enemy fleet's ships by kind (the rules say which), not where they are.
    public let fleetKinds: [ShipKind]
    public private(set) var misses = CellSet()
    /// Every cell hit, including those of sunk ships.
    public private(set) var hits = CellSet()
    public private(set) var sunkShips: [ShipPlacement] = []
    /// The whole enemy fleet: present only once the game is over.
    public let revealedFleet: Fleet?

    public init(fleetKinds: [ShipKind], shots: [Shot] = [], revealedFleet: Fleet? = nil) {
        self.fleetKinds = fleetKinds
        self.revealedFleet = revealedFleet
        for shot in shots { record(shot) }
    }

    /// Adds the result of one more shot.
    public mutating func record(_ shot: Shot) {
        switch shot.result {
        case .miss:
            misses.insert(shot.target)
        case .hit:
            hits.insert(shot.target)
        case .sunk(let placement):
            hits.insert(shot.target)
            sunkShips.append(placement)
        }
    }

    public var sunkCells: CellSet {
        sunkShips.reduce(into: CellSet()) { $0 = $0.union($1.cellSet) }
    }

    /// Hits not yet known to belong to a sunk ship.
    public var unresolvedHits: CellSet { hits.subtracting(sunkCells) }

    public var firedAt: CellSet { misses.union(hits) }

    public var unknown: CellSet { firedAt.complement }

    /// Enemy ships not yet sunk, largest first.
    public var afloat: [ShipKind] {
        let sunk = Set(sunkShips.map(\.kind))
        return fleetKinds.filter { !sunk.contains($0) }
    }

    public func mark(at cell: Coordinate) -> TargetMark {
        if misses.contains(cell) { return .miss }
        guard hits.contains(cell) else { return .unknown }
        if let ship = sunkShips.first(where: { $0.cellSet.contains(cell) }) { return .sunk(ship.kind) }
        return .hit
    }
}

extension TargetGrid {
    /// A seat's target grid from what a client is told: its shots, and the enemy's placements
    /// once the game is over and they are revealed.
    public init(shots: [Shot], revealed: [ShipPlacement]?, rules: Rules) {
        self.init(fleetKinds: rules.fleet, shots: shots, revealedFleet: revealed.flatMap { try? Fleet($0, rules: rules) })
    }
}
