import BroadsideProtocol
import Foundation

/// The client's settings, seat tokens and saved layouts on disk, as JSON a person can read.
struct ClientStore: Sendable {
    let paths: ClientPaths

    init(paths: ClientPaths) {
        self.paths = paths
    }

    // MARK: Settings

    struct Settings: Codable, Hashable, Sendable {
        /// The player's name, in `play` and `solo`.
        var name: String?
        /// The first player's name last used in hot-seat: kept apart from `name`, so that
        /// `play --name` does not change who plays hot-seat.
        var hotSeatFirst: String?
        /// The second player's name last used in hot-seat.
        var partner: String?
        /// The rules of the last new game (`classic`, `salvo`) in `play` and `solo`, and in
        /// hot-seat, kept apart as the names are (`RememberedRules`).
        var rules: String?
        var hotSeatRules: String?
        /// The CA file to trust for each server, by `host:port`.
        var trustedCAs: [String: String] = [:]

        init() {}

        /// A file written by hand may leave out any key, `trustedCAs` too: what it has is kept.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decodeIfPresent(String.self, forKey: .name)
            hotSeatFirst = try container.decodeIfPresent(String.self, forKey: .hotSeatFirst)
            partner = try container.decodeIfPresent(String.self, forKey: .partner)
            rules = try container.decodeIfPresent(String.self, forKey: .rules)
            hotSeatRules = try container.decodeIfPresent(String.self, forKey: .hotSeatRules)
            trustedCAs = try container.decodeIfPresent([String: String].self, forKey: .trustedCAs) ?? [:]
        }
    }

    func settings() -> Settings { decode(Settings.self, from: paths.settingsFile) ?? Settings() }

    /// Changes the settings in one read-modify-write.
    func updateSettings(_ change: (inout Settings) -> Void) throws {
        try update(paths.settingsFile, empty: Settings(), change)
    }

    // MARK: Seats

    /// One seat's token, kept to resume the seat after a restart.
    struct StoredSeat: Codable, Hashable, Sendable {
        let game: String
        let token: String
        /// The name the seat was taken as. Two people may play from one account, each under their
        /// own name: each client resumes only its player's seats, or it would take the other's.
        /// Missing in files written before it was kept; such a seat is anyone's.
        let player: String?
        /// Whom the game is against once known (`human` or `computer`, and the name): a game the
        /// server no longer has can still be named. Missing in files written before it was kept,
        /// and while nobody has joined.
        var opponent: String?
        var vs: String?

        var knownOpponent: KnownOpponent? {
            opponent.flatMap(Opponent.init(rawValue:)).map { KnownOpponent($0, name: vs) }
        }
    }

    /// Tokens by server (`host:port`, or `local` for the server this client runs itself).
    private typealias SeatsByServer = [String: [StoredSeat]]

    /// `server`'s seats taken as `player`, or as anyone when `player` is nil (hot-seat, whose
    /// client holds both players' seats), in the order they were stored.
    func seats(for server: String, player: String?) -> [ResumableSeat] {
        (decode(SeatsByServer.self, from: paths.seatsFile)?[server] ?? [])
            .filter { seat in player == nil || seat.player == nil || seat.player == player }
            .compactMap { seat in
                // `remember` writes both; an entry edited by hand past reading is passed over.
                guard let ref = SeatReference(seat.game), let token = SeatToken(seat.token) else { return nil }
                return ResumableSeat(ref, token, against: seat.knownOpponent)
            }
    }

    /// The names `server`'s seats were taken as, each once, in the order first stored. Both
    /// seats of a game count: two people playing each other from one account (`play --name ann`
    /// and `play --name bob`) each took one. Hot-seat's pairs, whose one client takes both, are
    /// kept under a server of their own (`local`), whose names nobody asks for.
    func players(for server: String) -> [String] {
        (decode(SeatsByServer.self, from: paths.seatsFile)?[server] ?? []).compactMap(\.player).firstOfEach()
    }

    /// Stores a seat's token, and whom its game is against where that is known already, in one write.
    func remember(
        _ ref: SeatReference, token: SeatToken, server: String, player: String, opponent: KnownOpponent? = nil
    ) throws {
        try updateSeats(server) { seats in
            seats.removeAll { $0.token == token.description }
            var seat = StoredSeat(game: ref.description, token: token.description, player: player)
            seat.opponent = opponent?.kind.rawValue
            seat.vs = opponent?.name
            seats.append(seat)
        }
    }

    /// Keeps whom the game of `token`'s seat is against beside the token, once it is stored.
    func remember(_ opponent: KnownOpponent, of token: SeatToken, server: String) throws {
        try updateSeats(server) { seats in
            for index in seats.indices where seats[index].token == token.description {
                seats[index].opponent = opponent.kind.rawValue
                seats[index].vs = opponent.name
            }
        }
    }

    /// Moves the seats of game `code` after every other: seats are resumed in the order stored,
    /// and the last one still in play is the game a client started again offers to go on with.
    func markPlayed(_ code: GameCode, server: String) throws {
        try updateSeats(server) { seats in
            let played = seats.filter { SeatReference($0.game)?.code == code }
            seats.removeAll { SeatReference($0.game)?.code == code }
            seats += played
        }
    }

    func forget(_ token: SeatToken, server: String) throws {
        try updateSeats(server) { seats in seats.removeAll { $0.token == token.description } }
    }

    private func updateSeats(_ server: String, _ change: (inout [StoredSeat]) -> Void) throws {
        try update(paths.seatsFile, empty: SeatsByServer()) { all in change(&all[server, default: []]) }
    }

    // MARK: Layouts

    /// Layouts by the name of the player who saved them: two people may play from one account, and
    /// one must not load the other's fleet.
    private struct LayoutsByPlayer: Codable {
        var players: [String: SavedLayouts] = [:]
    }

    /// `player`'s saved layouts. A file written before layouts were kept per player holds no names:
    /// its layouts are everyone's until a player saves, and takes them as theirs.
    func layouts(for player: String) -> SavedLayouts {
        if let byPlayer = decode(LayoutsByPlayer.self, from: paths.layoutsFile) {
            return byPlayer.players[player] ?? SavedLayouts()
        }
        return decode(SavedLayouts.self, from: paths.layoutsFile) ?? SavedLayouts()
    }

    func save(_ layouts: SavedLayouts, for player: String) throws {
        // A file of the older form is replaced: its layouts came to `player` through `layouts(for:)`.
        let older = { (data: Data) in (try? JSONDecoder().decode(SavedLayouts.self, from: data)).map { _ in LayoutsByPlayer() } }
        try update(paths.layoutsFile, empty: LayoutsByPlayer(), readingAlso: older) { $0.players[player] = layouts }
    }

    // MARK: Files

    private func decode<Value: Decodable>(_ type: Value.Type, from path: String) -> Value? {
        PrivateFile.read(path).flatMap { try? JSONDecoder().decode(type, from: $0) }
    }

    /// Changes the value in the file at `path` (`rewrite`); where this user may not write it, the
    /// error names the variable that moves it.
    private func update<Value: Codable>(
        _ path: String, empty: Value, readingAlso fallback: (Data) -> Value? = { _ in nil },
        _ change: (inout Value) -> Void
    ) throws {
        do {
            try rewrite(path, empty: empty, readingAlso: fallback, change)
        } catch let error as ClientFileError {
            throw error.namingWayOut(path == paths.settingsFile ? "XDG_CONFIG_HOME" : "XDG_DATA_HOME")
        }
    }

    /// Changes the value in the file at `path` under the file's lock (`PrivateFile.update`),
    /// starting from `empty` when there is no file. A file that cannot be read as a `Value` (nor
    /// by `readingAlso`) is moved aside to `<path>.unreadable-<time>` rather than written over:
    /// the seat tokens it may hold are the only way back to their games.
    private func rewrite<Value: Codable>(
        _ path: String, empty: Value, readingAlso fallback: (Data) -> Value?, _ change: (inout Value) -> Void
    ) throws {
        try PrivateFile.update(path) { data in
            var value = empty
            if let data {
                if let read = (try? JSONDecoder().decode(Value.self, from: data)) ?? fallback(data) {
                    value = read
                } else {
                    try PrivateFile.moveAside(path, to: path + ".unreadable-\(Int(Date().timeIntervalSince1970))")
                }
            }
            change(&value)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            return try encoder.encode(value)
        }
    }
}
