import BroadsideChaos
@testable import BroadsideServer
import Foundation
import GRDB
import Testing

/// `broadside check` says whether a game database is sound and what it holds, without a server:
/// a stopped server's data directory, or a backup copy.
@Suite(.timeLimit(.minutes(3))) struct CheckCommandTests {
    /// Runs `broadside check` and returns its exit code and output.
    private func check(_ arguments: [String]) async throws -> (status: Int32?, output: String) {
        let process = try SpawnedProcess.start(try Repository.broadside(), ["check"] + arguments)
        defer { process.kill() }
        let raw = try await process.waitForExit(timeout: .seconds(60))
        return (WaitStatus.exitCode(raw), process.outputText)
    }

    /// Runs `broadside check --data` on a directory of its own, whose games.sqlite `prepare` makes
    /// at the path it is given; returns that path with what check did.
    private func checkData(
        madeBy prepare: (_ path: String) async throws -> Void
    ) async throws -> (path: String, status: Int32?, output: String) {
        try await withTemporaryDirectory { data in
            let path = data + "/games.sqlite"
            try await prepare(path)
            let checked = try await check(["--data", data])
            return (path, checked.status, checked.output)
        }
    }

    private static let fixtureCounts =
        "6 games: 1 finished, 3 in play, 2 not started; last played from 2023-11-14 to 2026-01-01 (UTC).\n"

    /// `--data` naming a file is said as such, not as a database missing inside it.
    @Test func aDataDirectoryThatIsAFileIsSaidToBe() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory + "/games"
            #expect(FileManager.default.createFile(atPath: file, contents: Data()))
            let checked = try await check(["--data", file])
            #expect(checked.status == 1)
            #expect(checked.output == "broadside check: \(file) is a file, not a directory: --data takes the directory that holds games.sqlite\n")
            let missing = try await check(["--data", directory])
            #expect(missing.output == "broadside check: there is no game database at \(directory)/games.sqlite\n")
        }
    }

    @Test func aSoundDatabaseIsReportedWithItsGames() async throws {
        let checked = try await checkData(madeBy: DatabaseFixture.storeGamesOfEveryStanding)
        #expect(checked.status == 0, "\(checked.output)")
        #expect(checked.output == "\(checked.path): sound (integrity_check ok).\n" + Self.fixtureCounts)
    }

    /// A damaged file whose migrations read as an earlier version's (its page damaged, in an
    /// operator's copy) is not taken for one: the games are counted as far as the damage allows,
    /// as README promises of a damaged file.
    @Test func aDamagedTableOfMigrationsIsNoEarlierVersion() async throws {
        let checked = try await checkData { path in
            try await DatabaseFixture.storeGamesOfEveryStanding(at: path)
            try DatabaseFixture.misdescribeTokenIndex(of: path)
            try DatabaseFixture.loseLastMigration(of: path)
        }
        #expect(checked.status == 1, "\(checked.output)")
        #expect(checked.output.contains("\(checked.path): damaged; SQLite's integrity_check found:"), "\(checked.output)")
        #expect(!checked.output.contains("earlier version"), "\(checked.output)")
        #expect(checked.output.contains("Counted as far as the damage allows: " + Self.fixtureCounts), "\(checked.output)")
    }

    /// A backup copy, as the README says to make one, is checked where it lies.
    @Test func aBackupCopyIsCheckedWithDatabase() async throws {
        try await withTemporaryDirectory { directory in
            try await DatabaseFixture.storeGamesOfEveryStanding(at: directory + "/games.sqlite")
            let backup = directory + "/games-backup.sqlite"
            let source = try DatabaseQueue(path: directory + "/games.sqlite")
            let copy = try DatabaseQueue(path: backup)
            try source.backup(to: copy)
            try source.close()
            try copy.close()
            try FileManager.default.removeItem(atPath: directory + "/games.sqlite")

            let checked = try await check(["--database", backup])
            #expect(checked.status == 0, "\(checked.output)")
            #expect(checked.output == "\(backup): sound (integrity_check ok).\n" + Self.fixtureCounts)
            #expect(!FileManager.default.fileExists(atPath: directory + "/games.sqlite"), "nothing made beside it")
        }
    }

    /// A backup on a read-only mount, or another user's: checked where it lies, nothing made
    /// beside it (no lock file, no `-wal` or `-shm`) and no mode changed.
    @Test func aDatabaseInADirectoryItCannotWriteIsCheckedAndLeftAsItWas() async throws {
        try await withTemporaryDirectory { data in
            let path = data + "/games.sqlite"
            try await DatabaseFixture.storeGamesOfEveryStanding(at: path)
            try await DatabaseFixture.withReadOnlyDirectory(data) {
                let before = try DatabaseFixture.filesAndModes(in: data)
                let checked = try await check(["--data", data])
                #expect(checked.status == 0, "\(checked.output)")
                #expect(checked.output == "\(path): sound (integrity_check ok).\n" + Self.fixtureCounts)
                #expect(try DatabaseFixture.filesAndModes(in: data) == before)
            }
        }
    }

    /// A copy of an earlier version's database: sound, and why its games are not counted, the
    /// check changing nothing.
    @Test func olderTablesAreCheckedAndSaidToBeLeftAsTheyAre() async throws {
        try await withTemporaryDirectory { directory in
            let backup = directory + "/games-backup.sqlite"
            try DatabaseFixture.storeFirstVersionTables(at: backup)
            let before = try DatabaseFixture.filesAndModes(in: directory)
            let checked = try await check(["--database", backup])
            #expect(checked.status == 0, "\(checked.output)")
            #expect(checked.output == "\(backup): sound (integrity_check ok).\n"
                + "Its games are not counted: its tables are an earlier version's, and counting needs this version's, which "
                + "check, changing nothing, does not make. The first `broadside serve` (or hotseat, solo, or prune without "
                + "--dry-run) on the data directory that holds it brings them up to date; a backup copy's, once restored into one.\n")
            #expect(try DatabaseFixture.filesAndModes(in: directory) == before)
        }
    }

    /// An empty file (`touch`): no games, not an earlier version's tables.
    @Test func anEmptyFileHoldsNoGames() async throws {
        let checked = try await checkData { path in
            #expect(FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]))
        }
        #expect(checked.status == 0, "\(checked.output)")
        #expect(checked.output == "\(checked.path): sound (integrity_check ok).\nNo games.\n")
    }

    /// Another program's database, named with --database: refused, not counted.
    @Test func anotherProgramsDatabaseIsSaidToBeOne() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory + "/app.db"
            let database = try DatabaseQueue(path: path)
            try await database.write { db in try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)") }
            try database.close()
            let checked = try await check(["--database", path])
            #expect(checked.status == 1)
            #expect(checked.output == "broadside check: cannot open the game database at \(path): it is not a Broadside database "
                + "(its tables are notes, and Broadside's are match and event): is this the right file?\n")
        }
    }

    @Test func anEmptyDatabaseHoldsNoGames() async throws {
        let checked = try await checkData { path in try await GameStore(path: path).close() }
        #expect(checked.status == 0, "\(checked.output)")
        #expect(checked.output == "\(checked.path): sound (integrity_check ok).\nNo games.\n")
    }

    /// A damaged page: SQLite's findings, one line each, and what to do; exit 1.
    @Test func aDamagedDatabaseIsReportedWithWhatToDo() async throws {
        let checked = try await checkData { path in
            try await DatabaseFixture.storeGames(50, at: path)
            try DatabaseFixture.damageMiddlePage(of: path)
        }
        #expect(checked.status == 1, "\(checked.output)")
        let lines = checked.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "\(checked.path): damaged; SQLite's integrity_check found:", "\(checked.output)")
        let findings = lines.filter { $0.hasPrefix("  ") }
        #expect((1...11).contains(findings.count), "at most 10 and the word that there are more: \(checked.output)")
        #expect(lines.dropLast().last == "To mend it: restore a backup, or try sqlite3's .recover (`sqlite3 \(checked.path) .recover | "
            + "sqlite3 recovered.sqlite`, then put recovered.sqlite in its place and delete the -wal and -shm files beside it).",
            "\(checked.output)")
    }

    /// Damage only the full check finds, with more findings than are shown: the first ten, and
    /// the games counted all the same, their table being sound.
    @Test func findingsPastTheTenthAreSaidToBeThere() async throws {
        let checked = try await checkData { path in
            try await DatabaseFixture.storeGames(30, at: path)
            try DatabaseFixture.misdescribeTokenIndex(of: path)
        }
        #expect(checked.status == 1, "\(checked.output)")
        let lines = checked.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 14, "\(checked.output)")
        #expect(lines.dropFirst().prefix(10).allSatisfy { $0.hasPrefix("  ") && $0.contains("match_token_a") }, "\(checked.output)")
        #expect(lines.dropFirst(11).first == "  and 20 more.", "\(checked.output)")
        #expect(lines.dropFirst(12).first?.hasPrefix("Counted as far as the damage allows: 30 games: 0 finished, 30 in play, 0 not started; last played on ") == true,
                "\(checked.output)")
    }

    /// SQLite returns the findings of a damaged table in one row: the first ten of them one a
    /// line, without SQLite's heading, and how many more (operator audit: all on one line).
    @Test func findingsInOneRowAreShownOneALine() async throws {
        let checked = try await checkData { path in
            try await DatabaseFixture.storeGames(50, at: path)
            try DatabaseFixture.damageCellPointersOfTwoPages(of: path)
        }
        #expect(checked.status == 1, "\(checked.output)")
        let lines = checked.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(checked.path): damaged; SQLite's integrity_check found:", "\(checked.output)")
        #expect(lines.dropFirst().prefix(10).allSatisfy { $0.hasPrefix("  On tree page ") }, "\(checked.output)")
        #expect(lines.dropFirst(11).first?.wholeMatch(of: /\ \ and [1-9][0-9]* more\./) != nil, "\(checked.output)")
        #expect(!checked.output.contains("***"), "\(checked.output)")
        #expect(lines.last?.hasPrefix("To mend it: restore a backup") == true, "\(checked.output)")
    }

    @Test func aMissingDatabaseIsSaidToBeMissingAndNotMade() async throws {
        try await withTemporaryDirectory { data in
            let checked = try await check(["--data", data])
            #expect(checked.status == 1)
            #expect(checked.output == "broadside check: there is no game database at \(data)/games.sqlite\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: data).isEmpty)
        }
    }

    /// With neither --data nor --database, a missing database is said to be the default
    /// directory's, with the option that names another.
    @Test func aMissingDatabaseInTheDefaultDirectoryPointsToData() async throws {
        try await withTemporaryDirectory { home in
            let process = try SpawnedProcess.start(try Repository.broadside(), ["check"], environment: ["XDG_DATA_HOME": home, "HOME": home])
            defer { process.kill() }
            #expect(WaitStatus.exitCode(try await process.waitForExit(timeout: .seconds(60))) == 1)
            #expect(process.outputText == "broadside check: there is no game database at \(home)/broadside/games.sqlite (the default data "
                + "directory's): give --data the directory a server keeps its games in\n")
        }
    }

    /// The messages the store opens with: a file damaged at its head, one of a newer version.
    @Test func aDatabaseThatCannotBeOpenedIsSaidToBeSo() async throws {
        try await withTemporaryDirectory { data in
            let path = data + "/games.sqlite"
            try await DatabaseFixture.storeGames(1, at: path)
            let newer = try DatabaseQueue(path: path)
            try await newer.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99: from a later version')") }
            try newer.close()
            let refused = try await check(["--data", data])
            #expect(refused.status == 1)
            #expect(refused.output == "broadside check: cannot open the game database at \(path): it was written by a newer version of Broadside\n")

            let handle = try #require(FileHandle(forUpdatingAtPath: path))
            try handle.write(contentsOf: Data(repeating: 0xA5, count: 100))
            try handle.close()
            let damaged = try await check(["--data", data])
            #expect(damaged.status == 1)
            #expect(damaged.output == "broadside check: cannot open the game database at \(path): it does not begin as an SQLite "
                + "database does, so it is another kind of file (is this the right one?) or one damaged at its head (restore a backup)\n")
        }
    }

    /// A damaged page header that reads as rows of NULLs: damaged, with what to do (operator
    /// audit: it was GRDB's "could not decode String from database value NULL").
    @Test func aDatabaseWhoseMigrationsPageIsDamagedIsSaidToBeDamaged() async throws {
        try await withTemporaryDirectory { data in
            let path = data + "/games.sqlite"
            try await DatabaseFixture.storeGames(1, at: path)
            try DatabaseFixture.damageMigrationsPageHeader(of: path)
            let damaged = try await check(["--database", path])
            #expect(damaged.status == 1)
            #expect(damaged.output.hasPrefix("broadside check: cannot open the game database at \(path): it is damaged (On tree page "),
                    "\(damaged.output)")
            #expect(damaged.output.hasSuffix("; \(GameStore.remedyForDamage(at: path))\n"), "\(damaged.output)")
        }
    }

    @Test func dataAndDatabaseTogetherAreRefused() async throws {
        let checked = try await check(["--data", "/nonexistent", "--database", "/nonexistent/games.sqlite"])
        #expect(checked.status == 64)
        #expect(checked.output.hasPrefix("Error: --data and --database both name the database to check: give one of them\n"), "\(checked.output)")
    }

    @Test func helpSaysWhatItChecksAndWhen() async throws {
        let help = try await check(["--help"])
        #expect(help.status == 0)
        let text = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.hasPrefix("OVERVIEW: Check a game database for damage, and count its games."), "\(text)")
        #expect(text.contains("Runs SQLite's full integrity_check"), "\(text)")
        #expect(text.contains("--database <file>"), "\(text)")
        #expect(text.contains("opens the file read-only, and makes and changes no file"), "\(text)")
    }
}
