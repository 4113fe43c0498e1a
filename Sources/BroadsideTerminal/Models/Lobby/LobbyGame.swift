import BroadsideCore
import BroadsideProtocol

/// One game in the lobby: the seats this client holds in it, one, or both for a hot-seat game.
public struct LobbyGame: Hashable, Sendable {
    public let code: GameCode
    /// In seat order.
    public let seats: [GameListing]

    public init(code: GameCode, seats: [GameListing]) {
        self.code = code
        self.seats = seats.sorted { $0.summary.seat < $1.summary.seat }
    }

    public var isHotSeat: Bool { seats.count == 2 }
    /// The first seat held: what the lobby describes the game from.
    public var main: GameListing { seats[0] }
    public var isOver: Bool { main.summary.phase == .over }
}
