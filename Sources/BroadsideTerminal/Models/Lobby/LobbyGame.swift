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

    /// True when the game waits on this client's player: to fire, to place a fleet, or to answer
    /// a rematch offer. At a shared terminal, a round on waits on one of its two players.
    public var awaitsThisClient: Bool {
        let summary = main.summary
        switch summary.phase {
        case .waiting: return false
        // An older server does not say whose fleets are ready: a fleet may still be this player's to place.
        case .placing: return main.ready.map { isHotSeat || !$0[summary.seat] } ?? true
        case .playing: return isHotSeat || summary.turn == summary.seat
        case .over: return awaitsRematchAnswer
        }
    }

    /// Where the lobby lists the game: those waiting on this client's player first, then the
    /// others in play, then the finished ones.
    var listingGroup: Int { awaitsThisClient ? 0 : isOver ? 2 : 1 }

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
