import BroadsideCore
import BroadsideProtocol

/// Scans every line one seat receives for anything about the enemy fleet's cells that this seat
/// has not hit (PROTOCOL.md 13): a cell named anywhere (fields, placements, free text) or a ship
/// placement that covers one. Once `* OVER` arrives the fleet may be revealed and the watch stops.
final class SecrecyWatch {
    let seat: Seat
    private let enemyCells: Set<Coordinate>
    /// Enemy cells this seat has fired at: these it may hear about.
    private var fired: Set<Coordinate> = []
    private(set) var isOver = false

    init(seat: Seat, enemyFleet: [ShipPlacement]) {
        self.seat = seat
        enemyCells = Set(enemyFleet.flatMap(\.cells))
    }

    /// Call before sending the shot, so its reply may name the cell.
    func willFire(at cell: Coordinate) {
        fired.insert(cell)
    }

    func check(_ line: String) throws(CaseFailure) {
        guard !isOver else { return }
        if line.hasPrefix("* OVER ") {
            isOver = true
            return
        }
        let secret = enemyCells.subtracting(fired)
        let parts = line.split { " =:,/".contains($0) }
        for (index, part) in parts.enumerated() {
            if let cell = try? Coordinate(parsing: part), secret.contains(cell) {
                throw leak("names unhit enemy cell \(cell)", line)
            }
            // A placement, wherever it stands in the word: `carrier:A6:H`, `A10=sunk:carrier:A6:H`.
            guard index + 2 < parts.count,
                  let placement = ShipPlacement(ship: part, cell: parts[index + 1], direction: parts[index + 2])
            else { continue }
            if let cell = placement.cells.first(where: secret.contains) {
                throw leak("places an enemy ship over unhit cell \(cell)", line)
            }
        }
    }

    private func leak(_ what: String, _ line: String) -> CaseFailure {
        CaseFailure(
            expected: "before * OVER, nothing about enemy cells seat \(seat.rawValue) has not hit", actual: "\(what): \(line)")
    }
}
