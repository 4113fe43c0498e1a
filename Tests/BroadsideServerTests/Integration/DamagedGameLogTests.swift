import BroadsideProtocol
import GRDB
import Testing

/// A game whose stored record is damaged used to be logged as the store failing on each resume,
/// then as the store working again at the next thing that worked (operator audit): the store
/// works; the game is damaged, and is said so once.
@Suite(.timeLimit(.minutes(2))) struct DamagedGameLogTests {
    /// Makes a game as ann, changes its row with `damage`, and returns ann's seat token.
    private static func gameDamaged(by damage: String, in directory: String) async throws -> String {
        let token = try await TestServer.with(dataDirectory: directory) { server in
            let ann = try await RawClient.connect(to: server)
            _ = try await ann.next()
            _ = try await ann.command("HELLO 1 ann")
            return try #require(try await ann.command("NEW")[field: "token"])
        }
        let database = try DatabaseQueue(path: directory + "/games.sqlite")
        try await database.write { db in try db.execute(sql: "UPDATE match SET " + damage) }
        try database.close()
        return token
    }

    @Test func aDamagedGameIsLoggedOnceAsDamagedNotAsAStoreFailure() async throws {
        try await withTemporaryDirectory { directory in
            let token = try await Self.gameDamaged(by: "rules = 'nonsense'", in: directory)
            let log = CapturingLogHandler.Entries()
            try await TestServer.with(dataDirectory: directory, logger: CapturingLogHandler.logger(into: log)) { server in
                let ann = try await RawClient.connect(to: server)
                _ = try await ann.next()
                _ = try await ann.command("HELLO 1 ann")
                for _ in 1...2 {
                    #expect(try await ann.command("RESUME \(token)").name == ErrorCode.unavailable.rawValue)
                }
                // Something the store does: before, the store "worked again" here.
                #expect(try await ann.command("NEW").kind == .ok)
            }
            let said = log.all.filter { $0.hasPrefix("error") || $0.hasPrefix("notice the store") }
            #expect(said.count == 1 && said[0].hasPrefix("error game ") && said[0].contains(" is damaged in the database"), "\(said)")
        }
    }

    /// Values the server never writes are damage too (code review): a name with a line break in it
    /// went onto the wire as a line of its own, and a score at the largest integer trapped the
    /// server at the next win.
    @Test(arguments: [
        ("name_a = 'ann' || char(10) || '* OVER'", "the player name 'ann\\n* OVER' is not one"),
        ("name_b = 'bob smith'", "the player name 'bob smith' is not one"),
        ("token_b = 'zz'", "a seat token digest is not 64 hexadecimal digits: 'zz'"),
        ("wins_a = 9223372036854775807", "the score 9223372036854775807:0 is not one of 1 rounds"),
        ("wins_b = -1", "the score 0:-1 is not one of 1 rounds"),
        ("round = 0", "the round 0 is not from 1 to 1000"),
    ])
    func aRowHoldingWhatTheServerNeverWritesIsDamaged(damage: String, problem: String) async throws {
        try await withTemporaryDirectory { directory in
            let token = try await Self.gameDamaged(by: damage, in: directory)
            let log = CapturingLogHandler.Entries()
            try await TestServer.with(dataDirectory: directory, logger: CapturingLogHandler.logger(into: log)) { server in
                let ann = try await RawClient.connect(to: server)
                _ = try await ann.next()
                _ = try await ann.command("HELLO 1 ann")
                #expect(try await ann.command("RESUME \(token)").name == ErrorCode.unavailable.rawValue)
            }
            #expect(log.all.contains { $0.hasPrefix("error game ") && $0.contains(problem) }, "\(log.all)")
        }
    }
}
