import BroadsideProtocol
import GRDB
import Testing

/// A game whose stored record is damaged used to be logged as the store failing on each resume,
/// then as the store working again at the next thing that worked (operator audit): the store
/// works; the game is damaged, and is said so once.
@Suite(.timeLimit(.minutes(2))) struct DamagedGameLogTests {
    @Test func aDamagedGameIsLoggedOnceAsDamagedNotAsAStoreFailure() async throws {
        try await withTemporaryDirectory { directory in
            let token = try await TestServer.with(dataDirectory: directory) { server in
                let ann = try await RawClient.connect(to: server)
                _ = try await ann.next()
                _ = try await ann.command("HELLO 1 ann")
                return try #require(try await ann.command("NEW")[field: "token"])
            }
            let database = try DatabaseQueue(path: directory + "/games.sqlite")
            try await database.write { db in try db.execute(sql: "UPDATE match SET rules = 'nonsense'") }
            try database.close()

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
}
