import ArgumentParser
import BroadsideServer
import BroadsideTLS
import Foundation

/// `broadside check`: whether a game database is sound, and what it holds, without starting a
/// server: for a stopped server's data, a running one's, or a backup copy.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a game database for damage, and count its games.",
        discussion: """
            Runs SQLite's full integrity_check on DIR/games.sqlite, or on the --database file (a \
            backup copy, say), and counts its games: finished, in play, and not started (nobody \
            joined, or fleets still being placed), with the dates they were last played. It \
            opens the file read-only, and makes and changes no file: a backup on a read-only \
            mount, or another user's that you can read, is checked where it lies. It runs beside \
            a server, a hot-seat or a solo game, its report as of then. Exits 0 when the database \
            is sound (its games counted unless its tables are an earlier version's); 1 when it is \
            damaged, printing SQLite's findings (the first \(CheckReport.findingsShown), one a \
            line, and how many more) and what to do, or when it cannot be read.
            """
    )

    @Option(help: ServeOptions.dataHelp)
    var data: String?

    @Option(help: ArgumentHelp("A game database file to check instead of the one in the data directory, such as a backup.",
                               valueName: "file"))
    var database: String?

    func validate() throws {
        try PathOptions.check([("--data", data), ("--database", database)])
        if data != nil, database != nil {
            throw ValidationError("--data and --database both name the database to check: give one of them")
        }
    }

    func run() async throws {
        let path = database ?? ServerConfiguration(dataDirectory: data ?? DataDirectory.default()).databasePath
        if let problem = DatabaseAccess.problem(at: path, data: data, inDefaultDirectory: data == nil && database == nil) { throw fail("check", problem) }
        var isDirectory: ObjCBool = false
        guard !(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) else {
            throw fail("check", "\(path) is a directory: --database takes the database file, --data the directory that holds games.sqlite")
        }
        let report: CheckReport
        do {
            let store = try GameStore(path: path, access: .counting)
            let findings = try await store.damage(.full, limit: CheckReport.findingsCounted)
            let games: CheckReport.Games
            // Damage can make this version's migrations read as an earlier version's (an operator's
            // copy with their page damaged): a damaged file's games are counted as far as it allows.
            if store.tables == .earlierVersion, findings.isEmpty {
                games = .tablesOlder
            } else {
                do {
                    games = .counted(try await store.storedGames())
                } catch {
                    games = .uncountable(error)
                }
            }
            try await store.close()
            report = CheckReport(path: path, findings: findings, games: games)
        } catch {
            throw fail("check", "\(error)")
        }
        // Counting a sound database fails only when it cannot be read at all.
        if report.findings.isEmpty, case .uncountable(let error) = report.games { throw fail("check", "\(error)") }
        print(report.text)
        if !report.findings.isEmpty { throw ExitCode.failure }
    }
}
