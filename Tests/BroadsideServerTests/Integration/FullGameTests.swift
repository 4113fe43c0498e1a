import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Testing

/// Whole games over real TLS sockets against a real server and a real SQLite file.
@Suite(.timeLimit(.minutes(5))) struct FullGameTests {
    @Test func twoPlayersPlayAClassicGameToTheEnd() async throws {
        try await TestServer.with { server in
            let game = try await TwoPlayerGame.start(on: server)
            let targets = Fleets.cells(of: Fleets.columns)
            let misses = Fleets.water(around: Fleets.rows)
            for (turn, target) in targets.enumerated() {
                let reply = try await game.ann.ok(.fire(game.annRef, [target]))
                #expect(reply.shots.map(\.target) == [target])
                #expect(reply.shots.first?.result != .miss)
                let event = try await game.bob.waitForEvent("Ann's shot") { event -> [Shot]? in
                    if case .shot(_, .a, let shots, _) = event { return shots }
                    return nil
                }
                #expect(event == reply.shots)
                if turn == targets.count - 1 {
                    #expect(reply.final[field: "winner"] == "A")
                } else {
                    #expect(reply.final[field: "next"] == "B")
                    let answer = try await game.bob.ok(.fire(game.bobRef, [misses[turn]]))
                    #expect(answer.shots == [Shot(target: misses[turn], result: .miss)])
                }
            }
            for player in [game.ann, game.bob] {
                let over = try await player.waitForEvent("OVER") { event -> Seat?? in
                    if case .over(_, let winner, .sunk, nil) = event { return winner }
                    return nil
                }
                #expect(over == .a)
            }
            let revealedToBob = try await game.bob.waitForEvent("REVEAL") { event -> [ShipPlacement]? in
                if case .reveal(_, let fleet) = event { return fleet }
                return nil
            }
            #expect(Set(revealedToBob) == Set(Fleets.rows))
            let listing = try await game.bob.ok(.games)
            let row = try GameListing(try #require(listing.data.first))
            #expect(row.summary.phase == .over)
            #expect(row.summary.winner == .a)
            #expect(row.summary.score == SeatPair(a: 1, b: 0))
            #expect(row.ships == 0 && row.enemyShips == 5)
            await game.close()
        }
    }

    @Test func twoPlayersPlayASalvoGameToTheEnd() async throws {
        try await TestServer.with { server in
            let game = try await TwoPlayerGame.start(on: server, rules: .salvo)
            var remaining = Fleets.cells(of: Fleets.columns)
            var water = Fleets.water(around: Fleets.rows)
            var winner: String?
            while winner == nil {
                let state = try SeatState(dataLines: try await game.ann.ok(.state(game.annRef)).data)
                // Ann's salvo is one shot per ship she has afloat; Bob only misses, so always 5.
                #expect(state.shotsThisTurn == 5)
                let salvo = Array(remaining.prefix(state.shotsThisTurn))
                let padding = water.prefix(state.shotsThisTurn - salvo.count)
                let reply = try await game.ann.ok(.fire(game.annRef, salvo + padding))
                remaining.removeFirst(salvo.count)
                winner = reply.final[field: "winner"]
                if winner == nil {
                    let bobState = try SeatState(dataLines: try await game.bob.ok(.state(game.bobRef)).data)
                    let bobGrid = OwnGrid(placements: bobState.fleet, incoming: bobState.incoming, rules: bobState.summary.rules)
                    #expect(bobState.shotsThisTurn == bobGrid.afloat.count)
                    let shots = Array(water.prefix(bobState.shotsThisTurn))
                    water.removeFirst(shots.count)
                    try await game.bob.ok(.fire(game.bobRef, shots))
                }
            }
            #expect(winner == "A")
            #expect(remaining.isEmpty)
            await game.close()
        }
    }

    @Test func aPlayerPlaysTheComputerToTheEnd() async throws {
        try await TestServer.with { server in
            let ann = try await TestPlayer.connect(to: server, name: "ann")
            let created = try await ann.ok(.new(rules: .classic, opponent: .computer)).final
            #expect(created[field: "opponent"] == "computer")
            let ref = try #require(created.positional.first.flatMap { SeatReference($0) })
            #expect(try await ann.refused(.join(ref.code, name: "eve")) == .gameFull)
            try await ann.ok(.place(ref, .random))
            try await ann.ok(.ready(ref))
            var winner: Seat?
            var cells = Coordinate.all[...]
            while winner == nil {
                let reply = try await ann.ok(.fire(ref, [try #require(cells.popFirst())]))
                if let seat = reply.final[field: "winner"] {
                    winner = Seat(rawValue: seat)
                    break
                }
                // The computer answers at once with its own shot.
                let then = try await ann.waitForEvent("the computer's shot") { event -> TurnAfter? in
                    if case .shot(_, .b, _, let then) = event { return then }
                    return nil
                }
                if case .winner(let seat) = then { winner = seat }
            }
            let over = try await ann.waitForEvent("OVER") { event -> Seat?? in
                if case .over(_, let seat, .sunk, nil) = event { return seat }
                return nil
            }
            #expect(over == winner)
            let state = try SeatState(dataLines: try await ann.ok(.state(ref)).data)
            #expect(state.revealed?.count == 5)
            #expect(state.summary.phase == .over)
            await ann.close()
        }
    }
}
