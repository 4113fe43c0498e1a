import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore

/// What a match row must hold to be played on: values the server itself would have written. A row
/// damaged on disk or edited by hand could otherwise put a name with a space or a line break on
/// the wire (forging lines in the opponent's stream), or a count that one more win overflows.
enum StoredValues {
    /// Why `record` cannot be a game the server stored, or nil when it can.
    static func problem(in record: MatchRecord) -> String? {
        for name in [record.names.a, record.names.b].compactMap({ $0 }) where !Command.isValidName(name) {
            return "the player name '\(VisibleText.escaped(name))' is not one"
        }
        for digest in [record.tokenDigests.a, record.tokenDigests.b].compactMap({ $0 }) where !isTokenDigest(digest) {
            return "a seat token digest is not 64 hexadecimal digits: '\(VisibleText.escaped(digest))'"
        }
        let rounds = 1...ServerLimits.roundsPerGame
        guard rounds.contains(record.round) else { return "the round \(record.round) is not from 1 to \(rounds.upperBound)" }
        let scores = 0...record.round
        // Each checked first, so that the sum cannot overflow.
        guard scores.contains(record.wins.a), scores.contains(record.wins.b), record.wins.a + record.wins.b <= record.round else {
            return "the score \(record.wins.a):\(record.wins.b) is not one of \(record.round) rounds"
        }
        return nil
    }

    /// Lowercase hex SHA-256, as `SeatToken.digest` writes it.
    private static func isTokenDigest(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy(SeatToken.isLowercaseHexDigit)
    }
}
