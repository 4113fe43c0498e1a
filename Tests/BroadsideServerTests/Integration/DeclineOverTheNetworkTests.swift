import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Testing

/// `DECLINE` over real TLS connections (PROTOCOL.md 7.17, 15): a client of version 2 (ours) is
/// told `* DECLINED`; one of version 1 is not, and learns only from `rematch=-`.
@Suite(.timeLimit(.minutes(3))) struct DeclineOverTheNetworkTests {
    @Test func ourClientSpeaksVersionTwoToOurServer() async throws {
        try await TestServer.with { server in
            let ann = try await TestPlayer.connect(to: server, name: "ann")
            #expect(await ann.client.version == 2)
            #expect(await ann.client.serverVersions == [1, 2])
            await ann.close()
        }
    }

    @Test func anOfferDeclinedIsToldToTheOffererWhoMayOfferAgain() async throws {
        try await TestServer.with { server in
            let game = try await TwoPlayerGame.start(on: server)
            try await game.bobForfeitsAndAnnOffersARematch()
            #expect(try await game.bob.ok(.decline(game.bobRef)).final.description == "OK DECLINE \(game.bobRef)")
            let by = try await game.ann.waitForEvent("DECLINED") { event -> Seat? in
                if case .declined(let ref, let by) = event, ref == game.annRef { return by }
                return nil
            }
            #expect(by == .b)
            #expect(try await game.ann.ok(.state(game.annRef)).data.first?[field: "rematch"] == "-")
            #expect(try await game.bob.refused(.decline(game.bobRef)) == .noOffer)
            #expect(try await game.ann.ok(.rematch(game.annRef)).final.words.contains("offered"))
            await game.close()
        }
    }

    @Test func anOfferWithdrawnIsToldToTheOpponent() async throws {
        try await TestServer.with { server in
            let game = try await TwoPlayerGame.start(on: server)
            try await game.bobForfeitsAndAnnOffersARematch()
            try await game.ann.ok(.decline(game.annRef))
            let by = try await game.bob.waitForEvent("DECLINED") { event -> Seat? in
                if case .declined(let ref, let by) = event, ref == game.bobRef { return by }
                return nil
            }
            #expect(by == .a)
            // Bob's `REMATCH` now offers; it accepts nothing.
            #expect(try await game.bob.ok(.rematch(game.bobRef)).final.words.contains("offered"))
            await game.close()
        }
    }

    /// A connection that said `HELLO 1` holds seat B: `DECLINE` is unknown to it, and the
    /// withdrawal of ann's offer reaches it only as `rematch=-` in its state (PROTOCOL.md 7.12, 15).
    @Test func aConnectionOfVersionOneIsSentNoDeclinedAndCannotDecline() async throws {
        try await TestServer.with { server in
            let game = try await TwoPlayerGame.start(on: server)
            try await game.bob.ok(.forfeit(game.bobRef))
            await game.bob.close()
            _ = try await game.ann.waitForEvent("LEFT") { event -> Bool? in
                if case .left = event { return true }
                return nil
            }
            let old = try await RawClient.connect(to: server)
            #expect(try await old.next().hasPrefix("* BROADSIDE versions=1,2 "))
            #expect(try await old.command("HELLO 1 bob").description == "OK HELLO bob")
            #expect(try await old.command("RESUME \(game.bobToken)").description == "OK RESUME \(game.bobRef)")
            try await game.ann.ok(.rematch(game.annRef))
            #expect(try await old.next() == "* REMATCH \(game.bobRef) by=A")
            #expect(try await old.command("DECLINE \(game.code)").name == ErrorCode.unknownCommand.rawValue)
            try await game.ann.ok(.decline(game.annRef))
            // Ann's withdrawal is carried out before this `STATE`, which says no offer stands;
            // nothing came between: no `* DECLINED`.
            #expect(try await old.command("STATE \(game.code)").description == "OK STATE \(game.bobRef)")
            let lines = await old.received
            #expect(!lines.contains { $0.hasPrefix("* DECLINED") }, "\(lines)")
            let state = try #require(lines.last { $0.hasPrefix("+ STATE") }.flatMap(ServerLine.init(parsing:)))
            #expect(state[field: "rematch"] == "-")
            await old.close()
            await game.ann.close()
        }
    }
}
