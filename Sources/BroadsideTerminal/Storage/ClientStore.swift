import BroadsideProtocol
import Foundation

/// The client's settings, seat tokens and saved layouts on disk, as JSON a person can read.
public struct ClientStore: Sendable {
    public let paths: ClientPaths

    public init(paths: ClientPaths) {
        self.paths = paths
    }

    // MARK: Settings

    public struct Settings: Codable, Hashable, Sendable {
        /// The player's name, in `play` and `solo`.
        public var name: String?
        /// The first player's name last used in hot-seat: kept apart from `name`, so that
        /// `play --name` does not change who plays hot-seat.
        public var hotSeatFirst: String?
        /// The second player's name last used in hot-seat.
        public var partner: String?
        /// The CA file to trust for each server, by `host:port`.
        public var trustedCAs: [String: String] = [:]

        public init() {}
    }

    public func settings() -> Settings { decode(Settings.self, from: paths.settingsFile) ?? Settings() }

    public func save(_ settings: Settings) throws { try encode(settings, to: paths.settingsFile) }

    /// Changes the settings in one read-modify-write.
    public func updateSettings(_ change: (inout Settings) -> Void) throws {
        var current = settings()
        change(&current)
        try save(current)
    }

    // MARK: Seats

    /// One seat's token, kept to resume the seat after a restart.
    public struct StoredSeat: Codable, Hashable, Sendable {
        public let game: String
        public let token: String
        /// The name the seat was taken as. Two people may play from one account, each under their
        /// own name: each client resumes only its player's seats, or it would take the other's.
        /// Missing in files written before it was kept; such a seat is anyone's.
        public let player: String?
    }

    /// Tokens by server (`host:port`, or `local` for the server this client runs itself).
    private typealias SeatsByServer = [String: [StoredSeat]]

    /// The tokens of `server`'s seats taken as `player`, or as anyone when `player` is nil (hot-seat,
    /// whose client holds both players' seats).
    public func tokens(for server: String, player: String?) -> [SeatToken] {
        (decode(SeatsByServer.self, from: paths.seatsFile)?[server] ?? [])
            .filter { seat in player == nil || seat.player == nil || seat.player == player }
            .compactMap { SeatToken($0.token) }
    }

    public func remember(_ ref: SeatReference, token: SeatToken, server: String, player: String) throws {
        try updateSeats(server) { seats in
            seats.removeAll { $0.token == token.description }
            seats.append(StoredSeat(game: ref.description, token: token.description, player: player))
        }
    }

    public func forget(_ token: SeatToken, server: String) throws {
        try updateSeats(server) { seats in seats.removeAll { $0.token == token.description } }
    }

    private func updateSeats(_ server: String, _ change: (inout [StoredSeat]) -> Void) throws {
        var all = decode(SeatsByServer.self, from: paths.seatsFile) ?? [:]
        change(&all[server, default: []])
        try encode(all, to: paths.seatsFile)
    }

    // MARK: Layouts

    /// Layouts by the name of the player who saved them: two people may play from one account, and
    /// one must not load the other's fleet.
    private struct LayoutsByPlayer: Codable {
        var players: [String: SavedLayouts] = [:]
    }

    /// `player`'s saved layouts. A file written before layouts were kept per player holds no names:
    /// its layouts are everyone's until a player saves, and takes them as theirs.
    public func layouts(for player: String) -> SavedLayouts {
        if let byPlayer = decode(LayoutsByPlayer.self, from: paths.layoutsFile) {
            return byPlayer.players[player] ?? SavedLayouts()
        }
        return decode(SavedLayouts.self, from: paths.layoutsFile) ?? SavedLayouts()
    }

    public func save(_ layouts: SavedLayouts, for player: String) throws {
        var all = decode(LayoutsByPlayer.self, from: paths.layoutsFile) ?? LayoutsByPlayer()
        all.players[player] = layouts
        try encode(all, to: paths.layoutsFile)
    }

    // MARK: Files

    private func decode<Value: Decodable>(_ type: Value.Type, from path: String) -> Value? {
        PrivateFile.read(path).flatMap { try? JSONDecoder().decode(type, from: $0) }
    }

    private func encode(_ value: some Encodable, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try PrivateFile.write(try encoder.encode(value), to: path)
    }
}
