import BroadsideCore
import BroadsideProtocol

/// `PLACE` and `REMOVE`: a seat's fleet changed while it is placed, all or nothing (`allOrNothing`).
extension MatchSession {
    mutating func place(
        _ request: PlacementRequest, for seat: Seat, using generator: inout some RandomNumberGenerator
    ) throws(ProtocolError) -> [ShipPlacement] {
        switch request {
        case .random:
            return try rules { game throws(GameError) in try game.placeRemainingRandomly(for: seat, using: &generator) }
        case .ships(let placements):
            // A refusal part-way leaves `match` as it was (`allOrNothing`).
            for placement in placements { try rules { game throws(GameError) in try game.place(placement, for: seat) } }
            return placements
        }
    }

    mutating func remove(_ request: RemovalRequest, for seat: Seat) throws(ProtocolError) -> [ShipKind] {
        let kinds = switch request {
        case .all: match.game.fleet(of: seat).placements.map(\.kind)
        case .ships(let kinds): kinds
        }
        if kinds.isEmpty, match.game.phase.isOver { throw GameError.gameOver.protocolError }
        for (index, kind) in kinds.enumerated() {
            // Its first mention picked it up: "not placed" would be true, and puzzling.
            if kinds[..<index].contains(kind) { throw ProtocolError(.notPlaced, "the \(kind.name) is named twice; name each ship once") }
            try rules { game throws(GameError) in try game.remove(kind, for: seat) }
        }
        // After the removals, which are undone if this throws (`allOrNothing`): a ship not placed is refused first.
        try match.checkPlacementChanges(of: seat)
        return kinds
    }
}
