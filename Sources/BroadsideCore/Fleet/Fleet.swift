/// The ships one player has laid on the grid, in the order they were placed.
public struct Fleet: Hashable, Sendable {
    /// Set directly only by tests, for a fleet the rules would never let be (`@testable`).
    public internal(set) var placements: [ShipPlacement]

    public init() { placements = [] }

    /// A fleet built by placing each ship in turn; throws the first placement that breaks the rules.
    public init(_ placements: [ShipPlacement], rules: Rules) throws(PlacementError) {
        self.init()
        for placement in placements { try place(placement, rules: rules) }
    }

    /// Every cell covered by a ship.
    public var occupied: CellSet {
        placements.reduce(into: CellSet()) { $0 = $0.union($1.cellSet) }
    }

    public func placement(of kind: ShipKind) -> ShipPlacement? {
        placements.first { $0.kind == kind }
    }

    public func ship(at cell: Coordinate) -> ShipKind? {
        placements.first { $0.cellSet.contains(cell) }?.kind
    }

    /// The ships of the rules' fleet not yet placed, largest first.
    public func missing(for rules: Rules) -> [ShipKind] {
        rules.fleet.filter { placement(of: $0) == nil }
    }

    public func isComplete(for rules: Rules) -> Bool { missing(for: rules).isEmpty }

    /// Throws the reason `placement` cannot be added to this fleet, if there is one.
    public func check(_ placement: ShipPlacement, rules: Rules) throws(PlacementError) {
        let ship = placement.kind
        guard rules.fleet.contains(ship) else { throw PlacementError(ship: ship, reason: .notInFleet) }
        guard self.placement(of: ship) == nil else { throw PlacementError(ship: ship, reason: .alreadyPlaced) }
        guard placement.isOnGrid else { throw PlacementError(ship: ship, reason: .offGrid) }
        let cells = placement.cellSet
        // Overlapping any ship comes before touching one (PROTOCOL.md 4.2), whichever was placed first.
        if let other = placements.first(where: { !cells.isDisjoint(with: $0.cellSet) }) {
            throw PlacementError(ship: ship, reason: .overlaps(other.kind))
        }
        if !rules.shipsMayTouch, let other = placements.first(where: { !cells.isDisjoint(with: $0.cellSet.withNeighbours) }) {
            throw PlacementError(ship: ship, reason: .touches(other.kind))
        }
    }

    public mutating func place(_ placement: ShipPlacement, rules: Rules) throws(PlacementError) {
        try check(placement, rules: rules)
        placements.append(placement)
    }

    /// Picks a placed ship up again, so it can be moved.
    public mutating func remove(_ kind: ShipKind) throws(PlacementError) {
        guard let index = placements.firstIndex(where: { $0.kind == kind }) else {
            throw PlacementError(ship: kind, reason: .notPlaced)
        }
        placements.remove(at: index)
    }

    /// Every legal position for `kind` given the ships already placed, in row-major order of origin.
    public func legalPlacements(of kind: ShipKind, rules: Rules) -> [ShipPlacement] {
        guard rules.fleet.contains(kind), placement(of: kind) == nil else { return [] }
        // The same answer as `check` on every position, from precomputed cell masks: random fleets
        // ask this for every ship, and a per-position `check` made 10,000 fleets take minutes in debug.
        let blocked = rules.shipsMayTouch ? occupied : occupied.withNeighbours
        return ShipPlacement.onGrid[kind, default: []].filter { $0.cells.isDisjoint(with: blocked) }.map(\.placement)
    }
}

extension ShipPlacement {
    /// Every on-grid position of each kind with its cells, ordered by origin then orientation.
    static let onGrid: [ShipKind: [(placement: ShipPlacement, cells: CellSet)]] = Dictionary(
        uniqueKeysWithValues: ShipKind.allCases.map { kind in
            let positions = Coordinate.all.flatMap { origin in
                Orientation.allCases.map { ShipPlacement(kind, at: origin, $0) }
            }
            return (kind, positions.filter(\.isOnGrid).map { ($0, $0.cellSet) })
        }
    )
}

extension CellSet {
    /// These cells and every cell sharing an edge with one of them.
    var withNeighbours: CellSet {
        reduce(into: self) { result, cell in
            for neighbour in cell.neighbours { result.insert(neighbour) }
        }
    }
}
