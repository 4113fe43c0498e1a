import BroadsideCore

/// The fleet placement editor: a palette of ships, a cursor, the ship in hand and the ships laid
/// so far. A value with no I/O; the rules of placement are `Fleet.check`'s.
struct FleetEditor: CellPointing, Hashable, Sendable {
    let rules: Rules
    private(set) var fleet: Fleet
    var cursor: Coordinate
    private(set) var orientation: Orientation = .horizontal
    /// The ship to place next; nil once every ship is on the grid.
    private(set) var selected: ShipKind?
    /// The cell being typed, `B7`: the ship in hand moves there once it is one.
    var typing = CellTyping()
    /// The question asked (`x`, or saving over a layout): the next key answers it.
    private(set) var question: EditorQuestion?

    /// An editor showing `placements`, which the server already holds for this seat.
    init(rules: Rules, placements: [ShipPlacement] = []) {
        self.rules = rules
        fleet = (try? Fleet(placements, rules: rules)) ?? Fleet()
        cursor = Coordinate.all[0]
        selected = fleet.missing(for: rules).first
        // Reopened half placed, the next ship starts where it fits, as it would after a placement.
        moveToRoomForSelected()
    }

    // MARK: Reading

    /// The ships of the fleet in palette order, each with whether it is placed.
    var palette: [(kind: ShipKind, isPlaced: Bool)] {
        rules.fleet.map { ($0, fleet.placement(of: $0) != nil) }
    }

    var isComplete: Bool { fleet.isComplete(for: rules) }

    /// Where the ship in hand would go if placed now.
    var candidate: ShipPlacement? {
        selected.map { ShipPlacement($0, at: cursor, orientation) }
    }

    /// Why the ship in hand cannot go where it is; nil when it can (or when nothing is in hand).
    var candidateProblem: PlacementError? {
        guard let candidate else { return nil }
        do {
            try fleet.check(candidate, rules: rules)
            return nil
        } catch {
            return error
        }
    }

    // MARK: Asking

    /// Asks the player `question`: the editor's pages show it until the next key.
    mutating func ask(_ question: EditorQuestion) { self.question = question }

    /// The question asked, if any, which is answered once taken.
    mutating func takeQuestion() -> EditorQuestion? {
        defer { question = nil }
        return question
    }

    // MARK: Moving

    /// Turns the ship in hand. A cell typed whole has done its work, moving the cursor: it is no
    /// longer shown as typed. One half typed (`C`) goes on being typed.
    mutating func rotate() {
        orientation = orientation.rotated
        if typing.coordinate != nil { typing.clear() }
    }

    /// Takes the next unplaced ship after the one in hand, in palette order.
    mutating func selectNextShip() {
        let missing = fleet.missing(for: rules)
        guard let current = selected, let index = missing.firstIndex(of: current) else {
            selected = missing.first
            return
        }
        selected = missing[(index + 1) % missing.count]
    }

    // MARK: Placing

    /// Lays the ship in hand at the cursor; throws why it cannot go there.
    @discardableResult
    mutating func placeSelected() throws(PlacementError) -> ShipPlacement? {
        guard let candidate else { return nil }
        try place(candidate)
        return candidate
    }

    /// Lays a given placement, as the line interface's `place carrier A1 h` does.
    mutating func place(_ placement: ShipPlacement) throws(PlacementError) {
        try fleet.place(placement, rules: rules)
        typing.clear()
        if selected == placement.kind || selected == nil { selected = fleet.missing(for: rules).first }
        moveToRoomForSelected()
    }

    /// Puts the cursor where the ship in hand fits, so Enter can place it without a move first: the
    /// nearest such cell after the cursor, row by row and wrapping round, keeping the direction if
    /// the ship fits anywhere that way. Where it fits already, or nowhere, the cursor stays.
    private mutating func moveToRoomForSelected() {
        guard let kind = selected, candidateProblem != nil else { return }
        let cells = Coordinate.all
        let after = cells.index(after: cursor.index)
        let readingOn = cells[after...] + cells[..<after]
        for direction in [orientation, orientation.rotated] {
            let fits = { (origin: Coordinate) in (try? fleet.check(ShipPlacement(kind, at: origin, direction), rules: rules)) != nil }
            if let origin = readingOn.first(where: fits) {
                cursor = origin
                orientation = direction
                return
            }
        }
    }

    /// Picks up the ship under the cursor (or the given ship) and puts it in hand where it lay.
    @discardableResult
    mutating func pickUp(_ kind: ShipKind? = nil) -> ShipPlacement? {
        guard let kind = kind ?? fleet.ship(at: cursor), let placement = fleet.placement(of: kind) else { return nil }
        try? fleet.remove(kind)  // present: just looked up
        typing.clear()
        selected = kind
        cursor = placement.origin
        orientation = placement.orientation
        return placement
    }

    /// Places every ship not yet placed at random; returns the new placements.
    mutating func placeRemainingRandomly(using generator: inout some RandomNumberGenerator) -> [ShipPlacement] {
        let before = fleet.placements.count
        if (try? fleet.completeRandomly(rules: rules, using: &generator)) == nil {
            // The ships already laid leave no room (possible only when ships must keep apart): start over.
            fleet = Fleet.random(for: rules, using: &generator)
            selected = nil
            return fleet.placements
        }
        selected = nil
        return Array(fleet.placements.dropFirst(before))
    }

    /// Takes every ship off the grid.
    mutating func reset() {
        fleet = Fleet()
        selected = fleet.missing(for: rules).first
        moveToRoomForSelected()
    }

    /// Replaces the fleet with a saved layout; throws when the layout breaks these rules.
    mutating func load(_ placements: [ShipPlacement]) throws(PlacementError) {
        let loaded = try Fleet(placements, rules: rules)
        fleet = loaded
        selected = fleet.missing(for: rules).first
    }
}
