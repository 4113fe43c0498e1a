import BroadsideChaos
import BroadsideCore
import BroadsideClient
import BroadsideProtocol
import Foundation
import GRDB
import Testing

/// `broadside prune` deletes games not played for days from a stopped server's data directory,
/// and refuses while a server uses it.
@Suite struct PruneCommandTests {
    /// Runs `broadside prune` and returns its exit code and output.
    private func prune(_ arguments: [String]) async throws -> (status: Int32?, output: String) {
        let process = try SpawnedProcess.start(try Repository.broadside(), ["prune"] + arguments)
        let raw = try await process.waitForExit(timeout: .seconds(60))
        return (WaitStatus.exitCode(raw), process.outputText)
    }

    @Test(.timeLimit(.minutes(2)))
    func oldGamesArePrunedFromAStoppedServer() async throws {
        try await withTemporaryDirectory { data in
            let server = try await ServerProcess.start(executable: try Repository.broadside(), dataDirectory: data)
            defer { server.process.kill() }
            let configuration = ClientConfiguration(host: "127.0.0.1", port: server.port, caPath: server.caPath)
            let ann = try await ProtocolClient.connect(configuration, name: "ann")
            let finished = try await ann.send(.new(rules: .classic, opponent: .computer)).ok()
            let finishedRef = try #require(finished.positional.first.flatMap { SeatReference($0) })
            let finishedToken = try #require(finished[field: "token"].flatMap { SeatToken($0) })
            try await ann.send(.forfeit(finishedRef)).ok()
            try await ann.send(.new(rules: .classic, opponent: .human)).ok()
            let playing = try await ann.send(.new(rules: .classic, opponent: .computer)).ok()
            let playingRef = try #require(playing.positional.first.flatMap { SeatReference($0) })
            try await ann.send(.place(playingRef, .random)).ok()
            try await ann.send(.ready(playingRef)).ok()
            try await ann.send(.fire(playingRef, [try #require(Coordinate(row: 0, column: 0))])).ok()

            let refused = try await prune(["--data", data, "--older-than", "0"])
            #expect(refused.status == 1)
            #expect(refused.output.contains("a Broadside server is using it; stop the server, then prune"), "\(refused.output)")
            // Counting only reads: it runs beside the server, which goes on storing.
            let countedWhileServing = try await prune(["--data", data, "--older-than", "1", "--dry-run"])
            #expect(countedWhileServing.status == 0, "\(countedWhileServing.output)")
            #expect(countedWhileServing.output == "Would delete 0 games (0 finished, 0 never played, 0 unfinished) not played for more "
                + "than 1 day; 3 games would be left.\n")
            try await ann.send(.fire(playingRef, [try #require(Coordinate(row: 0, column: 1))])).ok()

            _ = try await ann.send(.quit)
            await ann.close()
            server.process.signal(SIGTERM)
            #expect(WaitStatus.exitCode(try await server.process.waitForExit(timeout: .seconds(30))) == 0)
            // At once: --older-than 0 takes a game played in this very second too.
            let counted = try await prune(["--data", data, "--older-than", "0", "--dry-run"])
            #expect(counted.status == 0)
            #expect(counted.output == "Would delete 3 games (1 finished, 1 never played, 1 unfinished) not played for more "
                + "than 0 days; 0 games would be left.\n")
            let young = try await prune(["--data", data, "--older-than", "1"])
            #expect(young.output.hasPrefix("Deleted 0 games"))
            let pruned = try await prune(["--data", data, "--older-than", "0"])
            #expect(pruned.output == "Deleted 3 games (1 finished, 1 never played, 1 unfinished) not played for more "
                + "than 0 days; 0 games are left.\n")

            let again = try await ServerProcess.start(executable: try Repository.broadside(), dataDirectory: data)
            defer { again.process.kill() }
            let back = try await ProtocolClient.connect(
                ClientConfiguration(host: "127.0.0.1", port: again.port, caPath: again.caPath), name: "ann")
            let resumed = try await back.send(.resume(finishedToken))
            #expect(resumed.final.name == ErrorCode.badToken.rawValue)
            await back.close()
        }
    }

    /// A dry run reads a copy on a read-only mount, or another user's, where it lies: nothing
    /// made beside it (no lock file, no `-wal` or `-shm`) and no mode changed.
    @Test func aDryRunInADirectoryItCannotWriteLeavesItAsItWas() async throws {
        try await withTemporaryDirectory { data in
            try await DatabaseFixture.storeGamesOfEveryStanding(at: data + "/games.sqlite")
            try await DatabaseFixture.withReadOnlyDirectory(data) {
                let before = try DatabaseFixture.filesAndModes(in: data)
                let counted = try await prune(["--data", data, "--older-than", "0", "--dry-run"])
                #expect(counted.status == 0, "\(counted.output)")
                #expect(counted.output == "Would delete 6 games (1 finished, 2 never played, 3 unfinished) not played for more "
                    + "than 0 days; 0 games would be left.\n")
                #expect(try DatabaseFixture.filesAndModes(in: data) == before)
            }
        }
    }

    /// An earlier version's tables: a dry run cannot count them and does not bring them up to date.
    @Test func aDryRunLeavesOlderTablesAndSaysWhatWould() async throws {
        try await withTemporaryDirectory { data in
            let path = data + "/games.sqlite"
            try DatabaseFixture.storeFirstVersionTables(at: path)
            let before = try DatabaseFixture.filesAndModes(in: data)
            let counted = try await prune(["--data", data, "--older-than", "0", "--dry-run"])
            #expect(counted.status == 1)
            #expect(counted.output == "broadside prune: cannot count what a prune would delete from \(path): its tables are an "
                + "earlier version's, and --dry-run changes nothing; a prune without it brings them up to date first\n")
            #expect(try DatabaseFixture.filesAndModes(in: data) == before)
            let pruned = try await prune(["--data", data, "--older-than", "0"])
            #expect(pruned.output == "Deleted 0 games (0 finished, 0 never played, 0 unfinished) not played for more "
                + "than 0 days; 0 games are left.\n", "\(pruned.output)")
        }
    }

    /// Another program's database in the data directory: refused, with or without --dry-run, and
    /// given no tables (operator audit: prune took it for an earlier version's and added them).
    @Test(arguments: [false, true])
    func anotherProgramsDatabaseIsRefusedAndLeftAsItWas(dryRun: Bool) async throws {
        try await withTemporaryDirectory { data in
            let path = data + "/games.sqlite"
            let database = try DatabaseQueue(path: path)
            try await database.write { db in try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)") }
            try database.close()
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let pruned = try await prune(["--data", data, "--older-than", "0"] + (dryRun ? ["--dry-run"] : []))
            #expect(pruned.status == 1)
            #expect(pruned.output == "broadside prune: cannot open the game database at \(path): it is not a Broadside database "
                + "(its tables are notes, and Broadside's are match and event): is this the right file?\n")
            let after = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(after == before)
        }
    }

    /// A --data directory that does not exist is said as such, not as a database missing in it.
    @Test func aMissingDataDirectoryIsSaidToBe() async throws {
        try await withTemporaryDirectory { root in
            let pruned = try await prune(["--data", root + "/srv", "--older-than", "30"])
            #expect(pruned.status == 1)
            #expect(pruned.output == "broadside prune: there is no directory \(root)/srv: --data takes the directory a server keeps its games in\n")
            #expect(!FileManager.default.fileExists(atPath: root + "/srv"))
        }
    }
}
