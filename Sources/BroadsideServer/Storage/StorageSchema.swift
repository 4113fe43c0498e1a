import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import GRDB

/// The tables of the game database, and how a match and its events are written to them and read back.
///
/// ```
/// match  one row per game: code, rules (Rules.wireForm), opponent, name_a, name_b,
///        token_a, token_b (hex SHA-256 digests of the seat tokens, never the tokens),
///        wins_a, wins_b, round, first_seat, offer_a, offer_b, phase (RoundPhase),
///        updated_at (Unix seconds: when the row last changed, or the game was last played,
///        give or take MatchSession.lastPlayedPrecision)
/// event  one row per game event: code, round, idx (position in the round, from 0),
///        text (GameEvent.description); primary key (code, round, idx)
/// ```
///
/// A match is rebuilt from its row and the events of its current round (`Match(record:events:)`).
/// Events of earlier rounds stay, so a finished series can be audited.
enum StorageSchema {
    /// The first migration of every Broadside database, which tells it from another program's.
    static let firstMigration = "v1: match and event"

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration(firstMigration) { db in
            // `match` keeps its rowid: rows carry two 64-digit token digests and names, too wide to
            // gain much from clustering on the code. `event` rows are a few dozen bytes and are read
            // a round at a time, so clustering them by (code, round, idx) makes a load one range scan.
            try db.execute(sql: """
                CREATE TABLE match (
                    code TEXT NOT NULL PRIMARY KEY,
                    rules TEXT NOT NULL,
                    opponent TEXT NOT NULL,
                    name_a TEXT,
                    name_b TEXT,
                    token_a TEXT,
                    token_b TEXT,
                    wins_a INTEGER NOT NULL,
                    wins_b INTEGER NOT NULL,
                    round INTEGER NOT NULL,
                    first_seat TEXT NOT NULL,
                    offer_a INTEGER NOT NULL,
                    offer_b INTEGER NOT NULL,
                    phase TEXT NOT NULL,
                    updated_at INTEGER NOT NULL
                );
                -- Several NULLs are allowed: seat B has no token until someone joins.
                CREATE UNIQUE INDEX match_token_a ON match(token_a);
                CREATE UNIQUE INDEX match_token_b ON match(token_b);
                CREATE TABLE event (
                    code TEXT NOT NULL REFERENCES match(code) ON DELETE CASCADE,
                    round INTEGER NOT NULL,
                    idx INTEGER NOT NULL,
                    text TEXT NOT NULL,
                    PRIMARY KEY (code, round, idx)
                ) WITHOUT ROWID;
                """)
        }
        migrator.registerMigration("v2: updated_at of games in play") { db in
            // Until v2 a game in play kept the time its row last changed, however recently it was
            // played; as nobody knows when that was, they all count as played at the upgrade.
            try db.execute(sql: "UPDATE match SET updated_at = CAST(strftime('%s', 'now') AS INTEGER) WHERE phase != 'over'")
        }
        return migrator
    }

    // MARK: Writing

    /// Inserts or updates the match row. Never `INSERT OR REPLACE`: a replace deletes the row
    /// first, and the foreign key would delete the match's events with it.
    ///
    /// Most saves are shots, which leave the row as it was: their change says so and the row is
    /// not written at all; a change that says otherwise but leaves it equal is skipped by the
    /// `WHERE`, which keeps its page out of the commit (fewer bytes to sync). So `updated_at` is
    /// the time the row last changed (a join, a phase, a round, a rematch offer), or an hour's
    /// shots renewed it (`touchRow`).
    private static let upsertMatch = """
        INSERT INTO match (code, rules, opponent, name_a, name_b, token_a, token_b, wins_a, wins_b,
                           round, first_seat, offer_a, offer_b, phase, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (code) DO UPDATE SET
            rules = excluded.rules, opponent = excluded.opponent,
            name_a = excluded.name_a, name_b = excluded.name_b,
            token_a = excluded.token_a, token_b = excluded.token_b,
            wins_a = excluded.wins_a, wins_b = excluded.wins_b,
            round = excluded.round, first_seat = excluded.first_seat,
            offer_a = excluded.offer_a, offer_b = excluded.offer_b,
            phase = excluded.phase, updated_at = excluded.updated_at
        WHERE (match.rules, match.opponent, match.name_a, match.name_b, match.token_a, match.token_b,
               match.wins_a, match.wins_b, match.round, match.first_seat, match.offer_a, match.offer_b, match.phase)
           IS NOT (excluded.rules, excluded.opponent, excluded.name_a, excluded.name_b, excluded.token_a,
                   excluded.token_b, excluded.wins_a, excluded.wins_b, excluded.round, excluded.first_seat,
                   excluded.offer_a, excluded.offer_b, excluded.phase)
        """

    private static let touchRow = "UPDATE match SET updated_at = ? WHERE code = ?"

    /// A plain insert: an index already taken fails, so no event is ever stored twice.
    private static let insertEvent = "INSERT INTO event (code, round, idx, text) VALUES (?, ?, ?, ?)"

    /// Writes `changes` in order. Throws at the first failure; the caller's transaction or
    /// savepoint undoes whatever was written before it.
    static func write(_ changes: [StorageChange], updatedAt: Int64, in db: Database) throws {
        let upsert = try db.cachedStatement(sql: upsertMatch)
        let insert = try db.cachedStatement(sql: insertEvent)
        let touch = try db.cachedStatement(sql: touchRow)
        for change in changes {
            let record = change.record
            let code = record.code.description
            if change.recordChanged {
                try upsert.execute(arguments: [
                    code, record.rules.wireForm, record.opponent.rawValue,
                    record.names.a, record.names.b, record.tokenDigests.a, record.tokenDigests.b,
                    record.wins.a, record.wins.b, record.round, record.firstSeat.rawValue,
                    record.rematchOffers.a, record.rematchOffers.b, record.phase.rawValue, updatedAt,
                ])
            } else if change.touchesRow {
                try touch.execute(arguments: [updatedAt, code])
            }
            for (offset, event) in change.events.enumerated() {
                try insert.execute(arguments: [code, record.round, change.firstIndex + offset, event.description])
            }
        }
    }

    // MARK: Reading

    private static let selectMatch = """
        SELECT code, rules, opponent, name_a, name_b, token_a, token_b, wins_a, wins_b,
               round, first_seat, offer_a, offer_b, phase
        FROM match WHERE code = ?
        """

    private static let selectEvents = "SELECT idx, text FROM event WHERE code = ? AND round = ? ORDER BY idx"

    /// The stored match and the events of its current round, or nil when no game has the code.
    static func load(_ code: GameCode, in db: Database) throws -> (record: MatchRecord, events: [GameEvent])? {
        guard let row = try Row.fetchOne(db.cachedStatement(sql: selectMatch), arguments: [code.description]) else {
            return nil
        }
        let record = try decodeRecord(row, code: code)
        var events: [GameEvent] = []
        let rows = try Row.fetchCursor(
            db.cachedStatement(sql: selectEvents), arguments: [code.description, record.round])
        while let row = try rows.next() {
            let index: Int = try row.decode(atIndex: 0)
            let text: String = try row.decode(atIndex: 1)
            // A gap would silently shift every later event onto the wrong move.
            guard index == events.count else {
                throw corrupt(code, "round \(record.round) has no event at position \(events.count)")
            }
            guard let event = GameEvent(text) else {
                throw corrupt(code, "event \(index) of round \(record.round) is not understood: \(text)")
            }
            events.append(event)
        }
        return (record, events)
    }

    private static func decodeRecord(_ row: Row, code: GameCode) throws -> MatchRecord {
        let rulesText: String = try row.decode(atIndex: 1)
        let opponentText: String = try row.decode(atIndex: 2)
        let firstSeatText: String = try row.decode(atIndex: 10)
        let phaseText: String = try row.decode(atIndex: 13)
        guard let rules = Rules(wireForm: rulesText) else { throw corrupt(code, "the rules \(rulesText) are not understood") }
        guard let opponent = Opponent(rawValue: opponentText) else {
            throw corrupt(code, "the opponent \(opponentText) is not understood")
        }
        guard let firstSeat = Seat(rawValue: firstSeatText) else {
            throw corrupt(code, "the first seat \(firstSeatText) is not understood")
        }
        guard let phase = RoundPhase(rawValue: phaseText) else {
            throw corrupt(code, "the phase \(phaseText) is not understood")
        }
        let record = MatchRecord(
            code: code, rules: rules, opponent: opponent,
            names: SeatPair(a: try row.decode(atIndex: 3), b: try row.decode(atIndex: 4)),
            tokenDigests: SeatPair(a: try row.decode(atIndex: 5), b: try row.decode(atIndex: 6)),
            wins: SeatPair(a: try row.decode(atIndex: 7), b: try row.decode(atIndex: 8)),
            round: try row.decode(atIndex: 9), firstSeat: firstSeat,
            rematchOffers: SeatPair(a: try row.decode(atIndex: 11), b: try row.decode(atIndex: 12)),
            phase: phase)
        if let problem = StoredValues.problem(in: record) { throw corrupt(code, problem) }
        return record
    }

    /// The game and seat whose token has this digest.
    static func seat(forTokenDigest digest: String, in db: Database) throws -> (code: GameCode, seat: Seat)? {
        for seat in Seat.allCases {
            let column = seat == .a ? "token_a" : "token_b"
            let statement = try db.cachedStatement(sql: "SELECT code FROM match WHERE \(column) = ?")
            if let text = try String.fetchOne(statement, arguments: [digest]) {
                guard let code = GameCode(text) else {
                    throw StorageError(.corrupt, "the game database holds a game code that is not one: \(text)")
                }
                return (code, seat)
            }
        }
        return nil
    }

    static func exists(_ code: GameCode, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM match WHERE code = ?)"),
            arguments: [code.description]) ?? false
    }

    static func matchCount(in db: Database) throws -> Int {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) FROM match")) ?? 0
    }

    // MARK: Pruning

    /// Deletes (or, `dryRun`, only counts) every game whose row's time (`updated_at`: its last
    /// change or, within `MatchSession.lastPlayedPrecision`, its last move) is before the
    /// cutoff, with its events.
    static func prune(changedBefore cutoff: Int64, dryRun: Bool, in db: Database) throws -> PruneCount {
        let count = try Row.fetchOne(db, sql: """
            SELECT \(countsByStanding), (SELECT COUNT(*) FROM match) FROM match WHERE updated_at < ?
            """, arguments: [cutoff])
        let result = PruneCount(
            finished: count?[0] ?? 0, neverPlayed: count?[1] ?? 0, unfinished: count?[2] ?? 0, stored: count?[3] ?? 0)
        // The events go with their match (ON DELETE CASCADE).
        if !dryRun { try db.execute(sql: "DELETE FROM match WHERE updated_at < ?", arguments: [cutoff]) }
        return result
    }

    // MARK: Counting

    private static let neverPlayed = "round = 1 AND phase IN ('waiting', 'placing')"

    /// Three columns counting games by where they stand, as `prune` and `storedGames` tell them
    /// apart: the round over; the first round, nobody joined or fleets being placed; any other.
    private static let countsByStanding = """
        COUNT(*) FILTER (WHERE phase = 'over'), COUNT(*) FILTER (WHERE \(neverPlayed)),
        COUNT(*) FILTER (WHERE phase != 'over' AND NOT (\(neverPlayed)))
        """

    /// Every game counted by where it stands, and the range of their `updated_at`: one scan of `match`.
    static func storedGames(in db: Database) throws -> StoredGames {
        // An aggregate without GROUP BY gives one row, however few games there are.
        guard let row = try Row.fetchOne(db, sql: "SELECT \(countsByStanding), MIN(updated_at), MAX(updated_at) FROM match") else {
            return .noGames
        }
        let oldest = try row.decode(Int64?.self, atIndex: 3)
        let newest = try row.decode(Int64?.self, atIndex: 4)
        return StoredGames(
            finished: try row.decode(atIndex: 0), notStarted: try row.decode(atIndex: 1), inPlay: try row.decode(atIndex: 2),
            lastPlayed: oldest.flatMap { oldest in newest.map { oldest...$0 } })
    }

    private static func corrupt(_ code: GameCode, _ detail: String) -> StorageError {
        StorageError(.corrupt, "game \(code) in the game database is damaged: \(detail)")
    }
}
