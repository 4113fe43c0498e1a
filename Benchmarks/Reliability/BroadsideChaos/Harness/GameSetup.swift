import BroadsideClient
import BroadsideCore
import BroadsideProtocol

/// Two seats of one game, each with its journal, ready for two `SeatPlayer`s.
public struct ChaosGame: Sendable {
    public let code: GameCode
    public let journals: SeatPair<String>

    /// The player of `seat`, who watches the other seat's journal for what it must find stored.
    public func player(_ seat: Seat, server: ClientConfiguration, shotPause: Duration = .zero) -> SeatPlayer {
        var player = SeatPlayer(
            journalPath: journals[seat], opponentJournalPath: journals[seat.opponent], server: server,
            name: "chaos\(seat.rawValue.lowercased())")
        player.shotPause = shotPause
        return player
    }
}

/// Creates classic games for the chaos runs: seat A on one connection (`NEW`), seat B on another
/// (`JOIN`), then both connections close; each seat's token, a fleet and an order of shots
/// (from `seed`) go into its journal in `directory`.
public enum GameSetup {
    /// `count` games, named `game0`, `game1`, ...
    public static func create(
        _ count: Int, on server: ClientConfiguration, journalsIn directory: String, seed: UInt64
    ) async throws -> [ChaosGame] {
        var games: [ChaosGame] = []
        for index in 0..<count {
            games.append(try await createOne(
                named: "game\(index)", on: server, journalsIn: directory, seed: seed &+ UInt64(index),
                until: .now + .seconds(60)))
        }
        return games
    }

    /// One game, tried again until `deadline` while the server does not answer (it may be
    /// restarting). A game whose `JOIN` answer a crash swallowed is left behind: nobody knows
    /// seat B's token, so it cannot be played.
    public static func createOne(
        named name: String, on server: ClientConfiguration, journalsIn directory: String, seed: UInt64,
        until deadline: ContinuousClock.Instant
    ) async throws -> ChaosGame {
        var generator = SeededGenerator(seed: seed)
        while true {
            let code: GameCode
            let tokens: SeatPair<SeatToken>
            do {
                (code, tokens) = try await openGame(on: server)
            } catch {
                guard ContinuousClock.now < deadline else { throw error }
                try await Task.sleep(for: .milliseconds(50))
                continue
            }
            var journals = SeatPair(a: "", b: "")
            for seat in Seat.allCases {
                let path = "\(directory)/\(name)-\(seat.rawValue).journal"
                let record = SeatRecord(
                    reference: SeatReference(code, seat), token: tokens[seat],
                    fleet: Fleet.random(for: .classic, using: &generator).placements,
                    order: Coordinate.all.shuffled(using: &generator))
                _ = try SeatJournal.create(at: path, record: record)
                journals[seat] = path
            }
            return ChaosGame(code: code, journals: journals)
        }
    }

    private static func openGame(on server: ClientConfiguration) async throws -> (GameCode, SeatPair<SeatToken>) {
        let ann = try await ProtocolClient.connect(server, name: "setupa")
        let bob: ProtocolClient
        do {
            bob = try await ProtocolClient.connect(server, name: "setupb")
        } catch {
            await ann.close()
            throw error
        }
        // Both seats are left by closing; the journals hold the tokens to resume them.
        let exchanged: (GameCode, SeatPair<SeatToken>)
        do {
            exchanged = try await exchange(ann, bob)
        } catch {
            await ann.close()
            await bob.close()
            throw error
        }
        await ann.close()
        await bob.close()
        return exchanged
    }

    private static func exchange(_ ann: ProtocolClient, _ bob: ProtocolClient) async throws -> (GameCode, SeatPair<SeatToken>) {
        let created = try await ann.send(.new(rules: .classic, opponent: .human)).ok()
        guard let ref = created.positional.first.flatMap({ SeatReference($0) }),
              let annToken = created[field: "token"].flatMap({ SeatToken($0) })
        else { throw ChaosFailure("NEW was answered \(created)") }
        let joined = try await bob.send(.join(ref.code, name: nil)).ok()
        guard let bobToken = joined[field: "token"].flatMap({ SeatToken($0) }) else {
            throw ChaosFailure("JOIN was answered \(joined)")
        }
        return (ref.code, SeatPair(a: annToken, b: bobToken))
    }
}
