import BroadsideCore
import BroadsideProtocol

/// One game in the lobby: the seats this client holds in it, one, or both for a hot-seat game.
struct LobbyGame: Hashable, Sendable {
    let code: GameCode
    /// In seat order.
    let seats: [GameListing]
    /// Whether the round got past placing, where the client knows it from a seat's state
    /// (`SeatModel.roundStarted`): `GAMES` does not say. Nil when unknown.
    let roundStarted: Bool?

    init(code: GameCode, seats: [GameListing], roundStarted: Bool? = nil) {
        self.code = code
        self.seats = seats.sorted { $0.summary.seat < $1.summary.seat }
        self.roundStarted = roundStarted
    }

    var isHotSeat: Bool { seats.count == 2 }
    /// The first seat held: what the lobby describes the game from.
    var main: GameListing { seats[0] }
    var isOver: Bool { main.summary.phase == .over }

    /// Whether this client's player sits in `seat`: at a shared terminal, both do.
    func holds(_ seat: Seat) -> Bool {
        seats.contains { $0.summary.seat == seat }
    }

    /// Where the round stands: what the lobby says of the game and where it lists it.
    var stage: LobbyStage {
        let summary = main.summary
        switch summary.phase {
        case .waiting: return .waitingForOpponent
        case .placing: return .placing(main.ready.map { ready in Seat.allCases.filter { !ready[$0] } })
        case .playing: return .turn(summary.turn)
        case .over:
            // `rematch=` names one seat at most (PROTOCOL.md 7.4).
            if let offerer = Seat.allCases.first(where: { summary.rematchOffers?[$0] == true }) { return .rematchOffered(by: offerer) }
            return .over(winner: summary.winner)
        }
    }

    /// True when the game waits on this client's player: to fire, to place a fleet, or to answer
    /// a rematch offer. At a shared terminal, a round on waits on one of its two players.
    var awaitsThisClient: Bool {
        // An older server does not say whose fleets are ready: a fleet may still be this player's to place.
        stage.waitsOn.map { $0.contains(where: holds) } ?? true
    }

    /// True when the round is over and a rematch offered waits for this client's answer: the
    /// opponent's offer, or at a shared terminal either player's.
    var awaitsRematchAnswer: Bool {
        guard case .rematchOffered = stage else { return false }
        return awaitsThisClient
    }

    /// Where the lobby lists the game: those waiting on this client's player first, then the
    /// others in play, then the finished ones.
    var listingGroup: Int { awaitsThisClient ? 0 : isOver ? 2 : 1 }

    /// Whether the ship counts are ships afloat, and so worth showing: only in a round that got
    /// past placing. Before, both are the fleet's size; in a round that ended while fleets were
    /// placed (called off, or given up) they are the ships placed by then (PROTOCOL.md 7.4).
    var showsShipCounts: Bool {
        switch main.summary.phase {
        case .waiting, .placing: false
        case .playing: true
        // A round called off had nobody to play it; one given up may have been played or not.
        case .over: roundStarted ?? (main.summary.reason != .abandoned)
        }
    }
}
