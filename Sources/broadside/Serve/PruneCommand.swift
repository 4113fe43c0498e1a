import ArgumentParser
import BroadsideServer
import BroadsideTLS
import Foundation

/// `broadside prune`: deletes old finished and never-played games, so a long-running server's
/// database does not grow without end.
struct PruneCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "Delete finished and never-played games that have not changed for a number of days.",
        discussion: """
            Takes games whose round is over, and games nobody ever fired a shot in (waiting for \
            an opponent, or fleets still being placed), that have not changed for more than \
            --older-than days; their players' tokens no longer resume them. Games in play are \
            kept however old. Stop the server first (prune refuses while it runs), and hotseat \
            and solo, which use the same directory. The file keeps its size, its free pages \
            reused by new games; `sqlite3 DIR/games.sqlite VACUUM` gives them back to the disk.
            """
    )

    @Option(help: ArgumentHelp("Days a game must have gone unchanged to be deleted.", valueName: "days"))
    var olderThan: Int

    @Option(help: ServeCommand.dataHelp)
    var data: String?

    @Flag(help: "Count what would be deleted, and delete nothing.")
    var dryRun = false

    func validate() throws {
        guard olderThan >= 0 else { throw ValidationError("--older-than cannot be negative") }
    }

    func run() async throws {
        let path = ServerConfiguration(dataDirectory: data ?? DataDirectory.default()).databasePath
        guard FileManager.default.fileExists(atPath: path) else {
            throw fail("prune", "there is no game database at \(path)")
        }
        do {
            let store = try GameStore(path: path)
            let cutoff = Int64(Date().timeIntervalSince1970) - Int64(olderThan) * 86_400
            let count = try await store.prune(changedBefore: cutoff, dryRun: dryRun)
            try await store.close()
            print(Self.report(count, olderThan: olderThan, dryRun: dryRun))
        } catch {
            throw fail("prune", "\(error)")
        }
    }

    static func report(_ count: PruneCount, olderThan days: Int, dryRun: Bool) -> String {
        let taken = count.finished + count.neverPlayed
        let left = count.stored - taken
        let verb = dryRun ? "Would delete" : "Deleted"
        let age = days == 1 ? "1 day" : "\(days) days"
        return "\(verb) \(games(taken)) (\(count.finished) finished, \(count.neverPlayed) never played) unchanged for more "
            + "than \(age); \(games(left)) \(dryRun ? "would be" : left == 1 ? "is" : "are") left."
    }

    private static func games(_ count: Int) -> String { count == 1 ? "1 game" : "\(count) games" }
}
