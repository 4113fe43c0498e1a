import BroadsideServer
import Foundation

/// What `broadside check` says of a game database: sound or damaged, what to do about damage,
/// and what it holds.
struct CheckReport {
    /// SQLite's findings printed at most: the first few say where the damage is; hundreds more
    /// would bury the advice.
    static let findingsShown = 10
    /// SQLite's findings counted at most, past which the report says "at least": a file damaged
    /// throughout can have millions, each a line in memory.
    static let findingsCounted = 1_000

    let path: String
    /// What `integrity_check` found, one finding each, at most `findingsCounted` (and one more
    /// when the check stopped short); empty when sound.
    let findings: [String]
    let games: Games

    /// What the check could say of the games.
    enum Games {
        case counted(StoredGames)
        /// Why they could not be counted: their pages damaged, say.
        case uncountable(any Error)
        /// The tables are an earlier version's, and the counts need this version's, which the
        /// check, changing nothing, does not make.
        case tablesOlder
    }

    var text: String {
        var lines: [String] = []
        if findings.isEmpty {
            lines.append("\(path): sound (integrity_check ok).")
        } else {
            lines.append("\(path): damaged; SQLite's integrity_check found:")
            lines += findings.prefix(Self.findingsShown).map { "  \($0)" }
            let more = findings.count - Self.findingsShown
            if more > 0 {
                lines.append("  and \(findings.count >= Self.findingsCounted ? "at least " : "")\(Self.count(more)) more.")
            }
        }
        switch games {
        case .counted(let games):
            // Damage the counts do not read (an index, say) leaves them right; other damage may not.
            lines.append((findings.isEmpty ? "" : "Counted as far as the damage allows: ") + Self.describe(games))
        case .uncountable(let error): lines.append("Its games cannot be counted: \(error).")
        case .tablesOlder: lines.append(Self.tablesOlderAdvice)
        }
        if !findings.isEmpty { lines.append("To mend it: \(GameStore.remedyForDamage(at: path)).") }
        return lines.joined(separator: "\n")
    }

    /// What the serving commands do to older tables, and when they meet a backup copy's.
    static let tablesOlderAdvice = "Its games are not counted: its tables are an earlier version's, and counting needs "
        + "this version's, which check, changing nothing, does not make. The first `broadside serve` (or hotseat, "
        + "solo, or prune without --dry-run) on the data directory that holds it brings them up to date; a backup copy's, "
        + "once restored into one."

    /// `1,234 games: 1,000 finished, 200 in play, 34 not started; last played from 2025-11-02 to 2026-03-04 (UTC).`
    static func describe(_ games: StoredGames) -> String {
        guard let lastPlayed = games.lastPlayed else { return "No games." }
        let (oldest, newest) = (day(lastPlayed.lowerBound), day(lastPlayed.upperBound))
        let when = oldest == newest ? "last played on \(oldest)" : "last played from \(oldest) to \(newest)"
        return "\(count(games.total, "game")): \(count(games.finished)) finished, \(count(games.inPlay)) in play, "
            + "\(count(games.notStarted)) not started; \(when) (UTC)."
    }

    /// `1,234`, or `1,234 games` given the noun; digits grouped by commas whatever the locale, as
    /// the rest of the report is English.
    private static func count(_ number: Int, _ noun: String? = nil) -> String {
        let digits = number.formatted(.number.locale(Locale(identifier: "en_US")))
        guard let noun else { return digits }
        return "\(digits) \(noun)\(number == 1 ? "" : "s")"
    }

    /// The UTC date of a time in Unix seconds, `2026-03-04`.
    private static func day(_ seconds: Int64) -> String {
        Date(timeIntervalSince1970: TimeInterval(seconds)).formatted(.iso8601.year().month().day())
    }
}
