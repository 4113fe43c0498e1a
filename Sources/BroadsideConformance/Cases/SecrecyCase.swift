import BroadsideCore
import BroadsideProtocol

/// PROTOCOL.md 13: a whole classic game between two connections, with a seat dropped and resumed
/// and its state asked for along the way, every received line scanned for the enemy fleet.
enum SecrecyCase {
    static var all: [ConformanceCase] {
        [
            .swift(
                "13/1",
                quote: "Before a round is over, no line sent to a connection holds anything about a cell of the opponent's fleet that has not been hit",
                title: "in a whole game with STATE, GAMES and a RESUME, no line names an unhit enemy cell before * OVER"
            ) { context in
                try await context.play("use started")
                let fleetA = try await ownFleet(context, "a")
                let fleetB = try await ownFleet(context, "b")
                let watches = SeatPair(a: SecrecyWatch(seat: .a, enemyFleet: fleetB), b: SecrecyWatch(seat: .b, enemyFleet: fleetA))
                // Lines from before the first shot are checked now, then every line as it comes.
                for (name, watch) in [("a", watches.a), ("b", watches.b)] {
                    let connection = try await context.connection(name)
                    for line in connection.log { try watch.check(line) }
                    connection.watch(watch.check)
                }
                try await play(context, watches, targetsOfA: fleetB.flatMap(\.cells), targetsOfB: waterCells(fleetA + fleetB))
                guard watches.a.isOver, watches.b.isOver else {
                    throw CaseFailure(expected: "* OVER on both connections", actual: "the game did not end")
                }
            },
        ]
    }

    /// A sinks every ship of B; B only ever misses. B's seat changes connection half way.
    private static func play(
        _ context: CaseContext, _ watches: SeatPair<SecrecyWatch>, targetsOfA: [Coordinate], targetsOfB: [Coordinate]
    ) async throws {
        var b = "b"
        for (turn, target) in targetsOfA.enumerated() {
            let last = turn == targetsOfA.count - 1
            watches.a.willFire(at: target)
            let then = last ? "winner=A" : "next=B"
            try await context.play("""
                a> FIRE ${code} \(target)
                a< OK FIRE ${code}/A \(target)=* \(then)
                \(b)< * SHOT ${code}/B by=A \(target)=* \(then)
                """)
            if last { break }
            if turn == targetsOfA.count / 2 {
                try await context.play("""
                    a> STATE ${code}
                    a< + STATE *
                    a< + FLEET *
                    a< + INCOMING *
                    a< + OUTGOING *
                    a< OK STATE ${code}/A
                    \(b)> GAMES
                    \(b)< + GAME *
                    \(b)< OK GAMES count=1
                    \(b) closes
                    a< * LEFT ${code}/A seat=B
                    c hello bob
                    c> RESUME ${tokenB}
                    c< + STATE *
                    c< + FLEET *
                    c< + INCOMING *
                    c< + OUTGOING *
                    c< OK RESUME ${code}/B
                    a< * BACK ${code}/A seat=B
                    """)
                b = "c"
                try await context.connection(b).watch(watches.b.check)
            }
            let shot = targetsOfB[turn]
            watches.b.willFire(at: shot)
            try await context.play("""
                \(b)> FIRE ${code} \(shot)
                \(b)< OK FIRE ${code}/B \(shot)=miss next=A
                a< * SHOT ${code}/A by=B \(shot)=miss next=A
                """)
        }
        try await context.play("""
            a< * OVER ${code}/A winner=A reason=sunk
            a< * REVEAL ${code}/A *
            \(b)< * OVER ${code}/B winner=A reason=sunk
            \(b)< * REVEAL ${code}/B *
            """)
    }

    /// The fleet a seat placed, from its own `STATE`.
    private static func ownFleet(_ context: CaseContext, _ name: String) async throws -> [ShipPlacement] {
        let connection = try await context.connection(name)
        try await connection.send("STATE \(try context.variable("code"))")
        var fleet: [ShipPlacement] = []
        while let line = try await connection.nextLine(within: context.replyTimeout), line.kind != .ok {
            guard line.kind != .err else { throw CaseFailure(expected: "OK STATE", actual: line.description) }
            if line.kind == .data, line.name == "FLEET" { fleet = line.words.compactMap { ShipPlacement(wireForm: $0) } }
        }
        guard fleet.count == ShipKind.allCases.count else {
            throw CaseFailure(expected: "+ FLEET with the whole placed fleet", actual: "\(fleet.count) ships")
        }
        return fleet
    }

    /// Cells in neither fleet, for shots that must miss.
    private static func waterCells(_ fleets: [ShipPlacement]) -> [Coordinate] {
        let ships = Set(fleets.flatMap(\.cells))
        return Coordinate.all.filter { !ships.contains($0) }
    }
}
