import BroadsideCore
import BroadsideProtocol

/// One game in the lobby: the seats this client holds in it, one, or both for a hot-seat game.
public struct LobbyGame: Hashable, Sendable {
    public let code: GameCode
    /// In seat order.
    public let seats: [GameListing]
    /// Whether the round got past placing, where the client knows it from a seat's state
    /// (`SeatModel.roundStarted`): `GAMES` does not say. Nil when unknown.
    public let roundStarted: Bool?

    public init(code: GameCode, seats: [GameListing], roundStarted: Bool? = nil) {
        self.code = code
        self.seats = seats.sorted { $0.summary.seat < $1.summary.seat }
        self.roundStarted = roundStarted
    }

    public var isHotSeat: Bool { seats.count == 2 }
    /// The first seat held: what the lobby describes the game from.
    public var main: GameListing { seats[0] }
    public var isOver: Bool { main.summary.phase == .over }

    /// True when the round is over and a rematch offered waits for this client's answer: the
    /// opponent's offer, or at a shared terminal either player's.
    public var awaitsRematchAnswer: Bool {
        guard isOver, let offers = main.summary.rematchOffers else { return false }
        return isHotSeat ? offers.a || offers.b : offers[main.summary.seat.opponent]
    }

    /// Whether the ship counts are ships afloat, and so worth showing: only in a round that got
    /// past placing. Before, both are the fleet's size; in a round that ended while fleets were
    /// placed (called off, or given up) they are the ships placed by then (PROTOCOL.md 7.4).
    public var showsShipCounts: Bool {
        switch main.summary.phase {
        case .waiting, .placing: false
        case .playing: true
        // A round called off had nobody to play it; one given up may have been played or not.
        case .over: roundStarted ?? (main.summary.reason != .abandoned)
        }
    }
}
