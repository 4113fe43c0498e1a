import BroadsideCore

/// Where a listed game's round stands, read once from its phase, the fleets ready, the turn and
/// the offers of a rematch: the lobby's words for a game and the order it lists games in both
/// rest on it (`LobbyGame.stage`, `LobbyGame.awaitsThisClient`).
enum LobbyStage: Hashable, Sendable {
    /// Nobody has joined yet.
    case waitingForOpponent
    /// Fleets are placed: the seats still placing theirs, in seat order; nil from an older
    /// server, which does not say whose fleets are ready.
    case placing([Seat]?)
    /// The round is played: whose turn it is.
    case turn(Seat?)
    /// The round is over and a seat's offer of a rematch waits for the other seat's answer.
    case rematchOffered(by: Seat)
    /// The round is over, won by a seat, or by nobody (called off).
    case over(winner: Seat?)

    /// The seats whose players it waits on: to place a fleet, to fire, to answer an offer. Nil
    /// where unknown: the fleets placed, from an older server.
    var waitsOn: [Seat]? {
        switch self {
        case .waitingForOpponent, .over: []
        case .placing(let seats): seats
        case .turn(let seat): seat.map { [$0] } ?? []
        case .rematchOffered(let offerer): [offerer.opponent]
        }
    }
}
