import BroadsideCore
import BroadsideProtocol

/// What the session controller asks its runner to do. The controller itself does no I/O.
enum Effect: Hashable, Sendable {
    /// Send a command and hand its reply back to the controller.
    case send(Command)
    /// Create a hot-seat game whose first player is not the name this connection said `HELLO`
    /// with: `NEW` on a short second connection as that name; the reply comes back as `NEW`'s.
    case createGame(as: String, rules: Rules)
    /// Keep a new seat's token, and the name of the player whose seat it is, so the seat can be
    /// resumed after a restart.
    case rememberSeat(SeatReference, SeatToken, player: String)
    /// Keep whom the game of this stored seat is against, once known, beside its token.
    case rememberOpponent(SeatToken, KnownOpponent)
    /// The server no longer knows this token.
    case forgetSeat(SeatToken)
    case saveLayouts(SavedLayouts)
    /// Remember the hot-seat players' names for next time: the first as this terminal's player.
    case rememberPlayers(first: String, second: String)
    /// Remember the rules of a new game, for the next one's form.
    case rememberRules(Rules.Variant)
    case quit
    /// The server closed the connection; the client ends with this sentence.
    case connectionLost(String)
}

extension Effect {
    /// True for an effect that needs the connection and changes something there, or waits for
    /// its answer to go on.
    var needsServer: Bool {
        // Only refreshes the list; the reconnection lists the games again.
        if case .send(.games) = self { return false }
        return talksToServer
    }

    /// True for an effect that waits on the server's reply.
    var talksToServer: Bool {
        switch self {
        case .send, .createGame: true
        case .rememberSeat, .rememberOpponent, .forgetSeat, .saveLayouts, .rememberPlayers, .rememberRules, .quit, .connectionLost: false
        }
    }
}
