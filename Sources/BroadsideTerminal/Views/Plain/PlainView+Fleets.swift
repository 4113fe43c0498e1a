import BroadsideCore

/// Fleets in words, for a player who does not read the grids: ships placed and picked up, and
/// the enemy fleet a round's end reveals.
extension PlainView {
    /// Ships picked up, then ships placed, each placed one with where it ends too: without the
    /// grid (a screen reader) its cells are then known. A ship laid again elsewhere (`random` on a
    /// whole fleet) is only said where it now lies; a fleet emptied by a command whose message
    /// says so (`reset`: `emptiedAsSaid`) is not said again ship by ship.
    static func fleetChanges(_ old: FleetEditor?, _ new: FleetEditor?, emptiedAsSaid: Bool) -> [String] {
        let (before, after) = (old?.fleet.placements ?? [], new?.fleet.placements ?? [])
        guard before != after else { return [] }
        let kept = Set(after.map(\.kind))
        let pickedUp = after.isEmpty && emptiedAsSaid ? []
            : before.filter { !kept.contains($0.kind) }.map { "Picked up the \($0.kind.name)." }
        let placed = after.filter { !before.contains($0) }.map { "Placed the \(words($0))." }
        return pickedUp + placed + (new?.isComplete == true ? ["Every ship is placed: type ready."] : [])
    }

    /// `Carrier at B2 down, to F2`: a ship and both its ends, for a player who does not read the
    /// grid.
    static func words(_ placement: ShipPlacement) -> String {
        let end = placement.cells.max().map { ", to \($0)" } ?? ""
        return "\(placement.kind.name) at \(placement.origin) \(placement.orientation.word)\(end)"
    }

    /// The enemy fleet a round's end revealed, ship by ship with how much of it was hit.
    static func revealed(_ model: SeatModel) -> [String] {
        let hits = Set(model.outgoing.filter { $0.result != .miss }.map(\.target))
        return (model.revealed ?? []).map { placement in
            let hit = placement.cells.filter(hits.contains).count
            let fate = hit == placement.kind.length ? "sunk" : hit == 0 ? "not hit" : "hit \(hit) of \(placement.kind.length)"
            return "  \(words(placement)): \(fate)."
        }
    }
}
