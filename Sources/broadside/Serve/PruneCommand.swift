import ArgumentParser
import BroadsideServer
import BroadsideTLS
import Foundation

/// `broadside prune`: deletes games nobody has played for a number of days, so a long-running
/// server's database does not grow without end.
struct PruneCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "Delete games nobody has played for a number of days.",
        discussion: """
            Takes every game neither changed nor played for more than --older-than days: \
            finished games, games never played (waiting for an opponent, or fleets still being \
            placed) and games left unfinished (a move counts to within an hour). Their \
            players' tokens no longer resume them. Stop the server, and quit hotseat and solo, \
            which use the same directory, first: prune refuses while any of them runs. --dry-run \
            deletes nothing and runs beside them, its count as of then; it opens the file \
            read-only and makes and changes no file, so it counts a read-only copy too (one with \
            an earlier version's tables it cannot count: a prune without --dry-run brings them up \
            to date first). --older-than 0 takes \
            every game, those played minutes ago included. The \
            file keeps its size, its free pages reused by new games; with the server still \
            stopped, `sqlite3 DIR/games.sqlite VACUUM` gives them back to the disk (it rewrites \
            the whole file, and a server running meanwhile cannot store a move until it is done).
            """
    )

    @Option(parsing: .unconditional, help: .days("Days a game must have gone unplayed to be deleted: 0 to \(OptionBound.days.largest)."))
    var olderThan: Int

    @Option(help: ServeOptions.dataHelp)
    var data: String?

    @Flag(help: "Count what would be deleted, and delete nothing.")
    var dryRun = false

    func validate() throws {
        try PathOptions.check([("--data", data)])
        guard olderThan >= 0 else { throw ValidationError("--older-than cannot be negative") }
        try OptionBound.days.check([("--older-than", olderThan)])
    }

    func run() async throws {
        let path = ServerConfiguration(dataDirectory: data ?? DataDirectory.default()).databasePath
        if let problem = DatabaseAccess.problem(at: path, data: data, inDefaultDirectory: data == nil) { throw fail("prune", problem) }
        let count: PruneCount?
        do {
            let store = try GameStore(path: path, access: dryRun ? .counting : .maintenance)
            // Times are stored in whole seconds: a game played in this one is older than 0 days too.
            let cutoff = Int64(Date().timeIntervalSince1970) + 1 - Int64(olderThan) * 86_400
            // Only a dry run leaves older tables as they are; its count would need this version's.
            count = store.tables == .earlierVersion ? nil : try await store.prune(changedBefore: cutoff, dryRun: dryRun)
            try await store.close()
        } catch {
            throw fail("prune", "\(error)")
        }
        guard let count else {
            throw fail("prune", "cannot count what a prune would delete from \(path): its tables are an earlier version's, "
                + "and --dry-run changes nothing; a prune without it brings them up to date first")
        }
        print(Self.report(count, olderThan: olderThan, dryRun: dryRun))
    }

    static func report(_ count: PruneCount, olderThan days: Int, dryRun: Bool) -> String {
        let left = count.stored - count.taken
        let verb = dryRun ? "Would delete" : "Deleted"
        let age = days == 1 ? "1 day" : "\(days) days"
        return "\(verb) \(games(count.taken)) (\(count.finished) finished, \(count.neverPlayed) never played, "
            + "\(count.unfinished) unfinished) not played for more than \(age); "
            + "\(games(left)) \(dryRun ? "would be" : left == 1 ? "is" : "are") left."
    }

    private static func games(_ count: Int) -> String { count == 1 ? "1 game" : "\(count) games" }
}
