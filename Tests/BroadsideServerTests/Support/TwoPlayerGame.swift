import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Testing

/// Ann (seat A) and Bob (seat B) in one game, fleets placed and ready.
struct TwoPlayerGame {
    let ann: TestPlayer
    let bob: TestPlayer
    let code: GameCode
    let annToken: SeatToken
    let bobToken: SeatToken

    var annRef: SeatReference { SeatReference(code, .a) }
    var bobRef: SeatReference { SeatReference(code, .b) }

    /// Creates and joins a game; with `ready`, places `Fleets.rows` for Ann and `Fleets.columns`
    /// for Bob and declares both ready.
    static func start(on server: TestServer, rules: Rules = .classic, ready: Bool = true) async throws -> TwoPlayerGame {
        let ann = try await TestPlayer.connect(to: server, name: "ann")
        let bob = try await TestPlayer.connect(to: server, name: "bob")
        let created = try await ann.ok(.new(rules: rules, opponent: .human)).final
        let annRef = try #require(created.positional.first.flatMap { SeatReference($0) })
        let annToken = try #require(created[field: "token"].flatMap { SeatToken($0) })
        let joined = try await bob.ok(.join(annRef.code, name: nil)).final
        let bobToken = try #require(joined[field: "token"].flatMap { SeatToken($0) })
        #expect(joined.positional.first == "\(annRef.code)/B")
        #expect(joined[field: "vs"] == "ann")
        let joinedName = try await ann.waitForEvent("JOINED") { event -> String? in
            if case .joined(_, let name) = event { return name }
            return nil
        }
        #expect(joinedName == "bob")
        let game = TwoPlayerGame(ann: ann, bob: bob, code: annRef.code, annToken: annToken, bobToken: bobToken)
        if ready { try await game.placeAndReady() }
        return game
    }

    func placeAndReady() async throws {
        try await ann.ok(.place(annRef, .ships(Fleets.rows)))
        for placement in Fleets.columns {
            try await bob.ok(.place(SeatReference(code), .ships([placement])))
        }
        try await ann.ok(.ready(annRef))
        let readySeat = try await bob.waitForEvent("READY from ann") { event -> Seat? in
            if case .ready(_, let seat) = event { return seat }
            return nil
        }
        #expect(readySeat == .a)
        try await bob.ok(.ready(bobRef))
        for player in [ann, bob] {
            let first = try await player.waitForEvent("STARTED") { event -> Seat? in
                if case .started(_, let first) = event { return first }
                return nil
            }
            #expect(first == .a)
        }
    }

    func close() async {
        await ann.close()
        await bob.close()
    }
}

extension Reply {
    /// The shots in a `FIRE` reply.
    var shots: [Shot] { final.words.compactMap { Shot(wireForm: $0) } }
}
