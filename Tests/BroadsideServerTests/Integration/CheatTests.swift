import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Testing

/// A player can only act through seats they hold, and never learns an unhit enemy cell.
@Suite(.timeLimit(.minutes(5))) struct CheatTests {
    /// Plays a whole game with Bob on a raw connection and checks every byte Bob received before
    /// game over: no line may name a cell of Ann's fleet that Bob has not hit.
    @Test func noLineToASeatNamesAnUnhitEnemyCellBeforeGameOver() async throws {
        try await TestServer.with { server in
            let ann = try await TestPlayer.connect(to: server, name: "ann")
            let created = try await ann.ok(.new(rules: .classic, opponent: .human)).final
            let annRef = try #require(created.positional.first.flatMap { SeatReference($0) })
            let annToken = try #require(created[field: "token"])
            let bob = try await RawClient.connect(to: server)
            _ = try await bob.next()
            _ = try await bob.command("HELLO 1 bob")
            #expect(try await bob.command("JOIN \(annRef.code)").kind == .ok)
            try await ann.ok(.place(annRef, .ships(Fleets.rows)))
            try await ann.ok(.ready(annRef))
            let bobFleet = Fleets.columns.map(\.wireForm).joined(separator: " ")
            #expect(try await bob.command("PLACE \(annRef.code) \(bobFleet)").kind == .ok)
            #expect(try await bob.command("READY \(annRef.code)").kind == .ok)
            #expect(try await bob.command("STATE \(annRef.code)").kind == .ok)

            // Bob hits only Ann's carrier and destroyer; Ann sinks Bob's fleet, whose cells are all
            // off Ann's fleet, so any cell of Ann's fleet named to Bob can only be about Ann's grid.
            var bobShots = Fleets.rows[0].cells + Fleets.rows[4].cells + Fleets.water(around: Fleets.rows)
            for target in Fleets.cells(of: Fleets.columns) {
                let reply = try await ann.ok(.fire(annRef, [target]))
                if reply.final[field: "winner"] != nil { break }
                #expect(try await bob.command("FIRE \(annRef.code) \(bobShots.removeFirst())").kind == .ok)
            }
            _ = try await bob.command("PING done")
            let received = await bob.received
            let overIndex = try #require(received.firstIndex { $0.hasPrefix("* OVER") })
            let hitByBob = Set(Fleets.rows[0].cells + Fleets.rows[4].cells)
            let secret = Set(Fleets.cells(of: Fleets.rows)).subtracting(hitByBob)
            for line in received[..<overIndex] {
                let leaked = CellMentions.cells(in: line).intersection(secret)
                #expect(leaked.isEmpty, "line to Bob names unhit cells of Ann's fleet \(leaked): \(line)")
                #expect(!line.contains(annToken), "Ann's token reached Bob: \(line)")
            }
            // The positive control: after game over the reveal names every secret cell, so the
            // search above would have found any of them.
            let reveal = try #require(received[overIndex...].first { $0.hasPrefix("* REVEAL") })
            #expect(CellMentions.cells(in: reveal).isSuperset(of: secret), "\(reveal)")
            await bob.close()
            await ann.close()
        }
    }

    @Test func aSeatCannotBeActedForWithoutItsToken() async throws {
        try await TestServer.with { server in
            let game = try await TwoPlayerGame.start(on: server)
            let mallory = try await TestPlayer.connect(to: server, name: "mallory")
            for command: Command in [
                .fire(game.annRef, [Fleets.cell("F10")]), .fire(SeatReference(game.code), [Fleets.cell("F10")]),
                .forfeit(game.bobRef), .state(game.annRef), .place(game.annRef, .random), .leave(game.bobRef),
            ] {
                #expect(try await mallory.refused(command) == .notSeated, "\(command)")
            }
            // Ann holds seat A only: she cannot act for B.
            #expect(try await game.ann.refused(.fire(game.bobRef, [Fleets.cell("A1")])) == .notSeated)
            #expect(try await mallory.refused(.join(game.code, name: nil)) == .gameFull)
            // A token one digit off is refused.
            var wrong = Array(game.annToken.description)
            wrong[0] = wrong[0] == "0" ? "1" : "0"
            #expect(try await mallory.refused(.resume(try #require(SeatToken(String(wrong))))) == .badToken)
            // Nothing changed: it is still Ann's turn, with no shots fired.
            let state = try SeatState(dataLines: try await game.ann.ok(.state(game.annRef)).data)
            #expect(state.summary.turn == .a && state.incoming.isEmpty && state.outgoing.isEmpty)
            await mallory.close()
            await game.close()
        }
    }
}

/// Finds the cells a server line names: bare coordinates, shots and placements (whose cells count).
enum CellMentions {
    static func cells(in line: String) -> Set<Coordinate> {
        var found: Set<Coordinate> = []
        for word in line.split(separator: " ") {
            for part in word.split(whereSeparator: { $0 == "=" || $0 == "," }) {
                if let placement = ShipPlacement(wireForm: part) {
                    found.formUnion(placement.cells)
                } else if part.hasPrefix("sunk:"), let placement = ShipPlacement(wireForm: part.dropFirst(5)) {
                    found.formUnion(placement.cells)
                } else if let cell = try? Coordinate(parsing: part) {
                    found.insert(cell)
                }
            }
        }
        return found
    }
}
