import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Testing

/// Nothing is lost when a connection drops or the server restarts.
@Suite(.timeLimit(.minutes(5))) struct ResumeAndRestartTests {
    @Test func aDroppedPlayerResumesWithTheTokenAndTheOpponentIsTold() async throws {
        try await TestServer.with { server in
            let game = try await TwoPlayerGame.start(on: server)
            try await game.ann.ok(.fire(game.annRef, [Fleets.cell("F10")]))
            await game.bob.close()
            let left = try await game.ann.waitForEvent("LEFT") { event -> Seat? in
                if case .left(_, let seat) = event { return seat }
                return nil
            }
            #expect(left == .b)

            let bob = try await TestPlayer.connect(to: server, name: "bob")
            #expect(try await bob.refused(.state(game.bobRef)) == .notSeated)
            let resumed = try await bob.ok(.resume(game.bobToken))
            #expect(resumed.final.description == "OK RESUME \(game.code)/B")
            let state = try SeatState(dataLines: resumed.data)
            #expect(Set(state.fleet) == Set(Fleets.columns))
            #expect(state.incoming == [Shot(target: Fleets.cell("F10"), result: .hit)])
            #expect(state.summary.turn == .b)
            #expect(state.shotsThisTurn == 1)
            #expect(state.revealed == nil)
            let back = try await game.ann.waitForEvent("BACK") { event -> Seat? in
                if case .back(_, let seat) = event { return seat }
                return nil
            }
            #expect(back == .b)
            try await bob.ok(.fire(game.bobRef, [Fleets.cell("J10")]))
            await bob.close()
            await game.close()
        }
    }

    @Test func resumingElsewhereTakesTheSeatFromTheOldConnection() async throws {
        try await TestServer.with { server in
            let game = try await TwoPlayerGame.start(on: server)
            let laptop = try await TestPlayer.connect(to: server, name: "ann")
            try await laptop.ok(.resume(game.annToken))
            let taken = try await game.ann.waitForEvent("TAKEN") { event -> SeatReference? in
                if case .taken(let ref) = event { return ref }
                return nil
            }
            #expect(taken == game.annRef)
            #expect(try await game.ann.refused(.fire(game.annRef, [Fleets.cell("A1")])) == .notSeated)
            try await laptop.ok(.fire(game.annRef, [Fleets.cell("A1")]))
            await laptop.close()
            await game.close()
        }
    }

    @Test func aConnectionHoldingBothSeatsIsToldOfEachSeatLeavingAndComingBack() async throws {
        try await TestServer.with { server in
            let hotseat = try await TestPlayer.connect(to: server, name: "host")
            let created = try await hotseat.ok(.new(rules: .classic, opponent: .human)).final
            let code = try #require(created.positional.first.flatMap { SeatReference($0) }?.code)
            let joined = try await hotseat.ok(.join(code, name: "guest")).final
            let guestToken = try #require(joined[field: "token"].flatMap { SeatToken($0) })
            try await hotseat.ok(.leave(SeatReference(code, .b)))
            let left = try await hotseat.waitForEvent("LEFT") { event -> SeatReference? in
                if case .left(let ref, .b) = event { return ref }
                return nil
            }
            #expect(left == SeatReference(code, .a))
            try await hotseat.ok(.resume(guestToken))
            let back = try await hotseat.waitForEvent("BACK") { event -> SeatReference? in
                if case .back(let ref, .b) = event { return ref }
                return nil
            }
            #expect(back == SeatReference(code, .a))
            await hotseat.close()
        }
    }

    @Test func theServerRestartsMidGameAndTheGameIsFinished() async throws {
        let targets = Fleets.cells(of: Fleets.columns)
        let misses = Fleets.water(around: Fleets.rows)
        try await acrossARestart { first in
            let game = try await TwoPlayerGame.start(on: first)
            for turn in 0..<8 {
                try await game.ann.ok(.fire(game.annRef, [targets[turn]]))
                try await game.bob.ok(.fire(game.bobRef, [misses[turn]]))
            }
            return game
        } then: { second, game in
            await game.close()
            let ann = try await TestPlayer.connect(to: second, name: "ann")
            let bob = try await TestPlayer.connect(to: second, name: "bob")
            let annState = try SeatState(dataLines: try await ann.ok(.resume(game.annToken)).data)
            #expect(annState.outgoing.map(\.target) == Array(targets.prefix(8)))
            #expect(annState.incoming.map(\.target) == Array(misses.prefix(8)))
            #expect(annState.summary.turn == .a)
            try await bob.ok(.resume(game.bobToken))
            var winner: String?
            for turn in 8..<targets.count {
                let reply = try await ann.ok(.fire(game.annRef, [targets[turn]]))
                winner = reply.final[field: "winner"]
                if winner == nil { try await bob.ok(.fire(game.bobRef, [misses[turn]])) }
            }
            #expect(winner == "A")
            await ann.close()
            await bob.close()
        }
    }

    /// `broadside serve` started again while the old one still says goodbye to its clients waits
    /// for it rather than failing on its data directory's lock.
    @Test func aServerStartedWhileTheOldOneStopsWaitsForIt() async throws {
        try await withTemporaryDirectory { directory in
            let log = CapturingLogHandler.Entries()
            try await TestServer.with(dataDirectory: directory) { old in
                // Stopped once the new server says it waits for it: stopped before, the new one
                // would find the data free and not wait at all.
                let stopping = Task {
                    try await log.waitFor("another Broadside server is using \(directory)")
                    try await old.stop()
                }
                defer { stopping.cancel() }
                try await TestServer.with(dataDirectory: directory, logger: CapturingLogHandler.logger(into: log)) { again in
                    try await stopping.value
                    let ann = try await TestPlayer.connect(to: again, name: "ann")
                    try await ann.ok(.ping(nil))
                    await ann.close()
                }
            }
        }
    }

    @Test func shutdownSaysGoodbyeAndKeepsEveryAcknowledgedShot() async throws {
        try await acrossARestart { server in
            let game = try await TwoPlayerGame.start(on: server)
            try await game.ann.ok(.fire(game.annRef, [Fleets.cell("B7")]))
            try await server.stop()
            let bye = try await game.bob.waitFor("BYE SHUTDOWN") { message -> String? in
                if case .goodbye(let line) = message { return line.name }
                return nil
            }
            #expect(bye == "SHUTDOWN")
            return game
        } then: { again, game in
            let bob = try await TestPlayer.connect(to: again, name: "bob")
            let state = try SeatState(dataLines: try await bob.ok(.resume(game.bobToken)).data)
            #expect(state.incoming == [Shot(target: Fleets.cell("B7"), result: .hit)])
            await bob.close()
            await game.close()
        }
    }

    @Test func aWinByForfeitIsStillInTheScoreAfterARestart() async throws {
        try await acrossARestart { first in
            let game = try await TwoPlayerGame.start(on: first)
            try await game.bob.ok(.forfeit(game.bobRef))
            return game
        } then: { second, game in
            let (ann, _) = try await game.closeAndResume(.a, on: second)
            let listing = try GameListing(try #require(try await ann.ok(.games).data.first))
            #expect(listing.summary.score == SeatPair(a: 1, b: 0))
            #expect(listing.summary.phase == .over)
            await ann.close()
        }
    }

    @Test func aRematchOfferedWhileTheOtherSeatWasAwayReachesItWhenResumedAfterARestart() async throws {
        try await acrossARestart { first in
            let game = try await TwoPlayerGame.start(on: first)
            try await game.bob.ok(.forfeit(game.bobRef))
            try await game.bob.ok(.leave(game.bobRef))
            #expect(try await game.ann.ok(.rematch(game.annRef)).final.words.contains("offered"))
            return game
        } then: { second, game in
            let (bob, _) = try await game.closeAndResume(.b, on: second)
            let offer = try await bob.waitForEvent("REMATCH") { event -> Seat? in
                if case .rematch(let ref, let by) = event, ref == game.bobRef { return by }
                return nil
            }
            #expect(offer == .a)
            #expect(try await bob.ok(.rematch(game.bobRef)).final[field: "round"] == "2")
            await bob.close()
        }
    }

    /// A player whose client lost its connection after offering a rematch sees, in the state
    /// `RESUME` sends, that the offer still stands (PROTOCOL.md 7.12); so does the opponent's
    /// `STATE`, and once the next round starts neither says it any more.
    @Test func aPlayerWhoOfferedARematchAndReconnectsSeesTheOfferInTheState() async throws {
        try await TestServer.with { server in
            let game = try await TwoPlayerGame.start(on: server)
            try await game.bob.ok(.forfeit(game.bobRef))
            #expect(try await game.ann.ok(.state(game.annRef)).data.first?[field: "rematch"] == "-")
            try await game.ann.ok(.rematch(game.annRef))
            await game.ann.close()
            let ann = try await TestPlayer.connect(to: server, name: "ann")
            let resumed = try await ann.ok(.resume(game.annToken))
            #expect(resumed.data.first?[field: "rematch"] == "A")
            #expect(try SeatState(dataLines: resumed.data).summary.rematchOffers == SeatPair(a: true, b: false))
            #expect(try await game.bob.ok(.state(game.bobRef)).data.first?[field: "rematch"] == "A")
            try await game.bob.ok(.rematch(game.bobRef))
            #expect(try await ann.ok(.state(game.annRef)).data.first?[field: "rematch"] == nil)
            await ann.close()
            await game.close()
        }
    }

    /// The offer is stored: after a restart of the server, the seat that made it finds it in its
    /// state and in its game list.
    @Test func aRematchOfferIsInTheOfferingSeatsStateAfterARestart() async throws {
        try await acrossARestart { first in
            let game = try await TwoPlayerGame.start(on: first)
            try await game.ann.ok(.forfeit(game.annRef))
            try await game.bob.ok(.rematch(game.bobRef))
            return game
        } then: { second, game in
            let (bob, resumed) = try await game.closeAndResume(.b, on: second)
            #expect(resumed.data.first?[field: "rematch"] == "B")
            let listing = try GameListing(try #require(try await bob.ok(.games).data.first))
            #expect(listing.summary.rematchOffers == SeatPair(a: false, b: true))
            await bob.close()
        }
    }

    /// The end of an offer is stored as the offer is: after a restart the seat that offered finds
    /// no offer standing (`rematch=-`), and is sent neither `* REMATCH` nor `* DECLINED` again.
    @Test func aDeclinedOfferIsStillGoneAfterARestart() async throws {
        try await acrossARestart { first in
            let game = try await TwoPlayerGame.start(on: first)
            try await game.bobForfeitsAndAnnOffersARematch()
            try await game.bob.ok(.decline(game.bobRef))
            return game
        } then: { second, game in
            let (ann, resumed) = try await game.closeAndResume(.a, on: second)
            #expect(resumed.data.first?[field: "rematch"] == "-")
            #expect(try await ann.refused(.decline(game.annRef)) == .noOffer)
            let replayed = await ann.inbox.messages.filter { message in
                switch message {
                case .event(.rematch), .event(.declined): true
                default: false
                }
            }
            #expect(replayed.isEmpty)
            await ann.close()
        }
    }

    @Test func aRematchKeepsTheTokensAndAlternatesTheFirstShot() async throws {
        try await TestServer.with { server in
            let game = try await TwoPlayerGame.start(on: server)
            try await game.bobForfeitsAndAnnOffersARematch()
            let accepted = try await game.bob.ok(.rematch(game.bobRef))
            #expect(accepted.final[field: "round"] == "2")
            #expect(accepted.final[field: "first"] == "B")
            let round = try await game.ann.waitForEvent("ROUND") { event -> Int? in
                if case .round(_, let round, .b) = event { return round }
                return nil
            }
            #expect(round == 2)
            let listing = try GameListing(try #require(try await game.ann.ok(.games).data.first))
            #expect(listing.summary.score == SeatPair(a: 1, b: 0))
            #expect(listing.summary.phase == .placing)
            // The same token resumes the new round.
            let laptop = try await TestPlayer.connect(to: server, name: "bob")
            let state = try SeatState(dataLines: try await laptop.ok(.resume(game.bobToken)).data)
            #expect(state.summary.round == 2 && state.summary.first == .b && state.fleet.isEmpty)
            await laptop.close()
            await game.close()
        }
    }

    /// Runs `before` on a server, stops it, and runs `after` on a new server on the same data
    /// with what `before` returned.
    private func acrossARestart<T>(
        _ before: (TestServer) async throws -> T, then after: (TestServer, T) async throws -> Void
    ) async throws {
        try await withTemporaryDirectory { directory in
            let kept = try await TestServer.with(dataDirectory: directory, before)
            try await TestServer.with(dataDirectory: directory) { try await after($0, kept) }
        }
    }
}

extension TwoPlayerGame {
    /// Closes both players' connections and resumes `seat` on a new connection to `server`, as
    /// its player does after a restart: the player, and the reply to its `RESUME`.
    fileprivate func closeAndResume(_ seat: Seat, on server: TestServer) async throws -> (TestPlayer, Reply) {
        await close()
        let player = try await TestPlayer.connect(to: server, name: seat == .a ? "ann" : "bob")
        return (player, try await player.ok(.resume(seat == .a ? annToken : bobToken)))
    }
}
