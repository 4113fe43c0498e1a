import BroadsideProtocol

/// Which screen the client shows.
enum Page: Hashable, Sendable {
    /// The game list.
    case lobby
    case newGame(NewGameForm)
    /// Typing the code of a game to join.
    case joinGame(TextField)
    /// Placing the fleet of a seat.
    case editor(SeatReference)
    /// The saved layouts, to load one into the editor of a seat or delete one.
    case layouts(SeatReference, selection: Int)
    /// Naming the editor's layout to save it.
    case saveLayout(SeatReference, TextField)
    /// A seat's grids during and after the round.
    case game(SeatReference)
    /// Hot-seat: the whole screen covered until the player of this seat says they have the terminal.
    case handover(SeatReference)

    /// The game the page belongs to, if any: the handover's too, though it shows nothing of it.
    var gameCode: GameCode? {
        switch self {
        case .lobby, .newGame, .joinGame: nil
        case .handover(let ref): ref.code
        case .editor(let ref), .layouts(let ref, _), .saveLayout(let ref, _), .game(let ref): ref.code
        }
    }

    /// The seat whose secrets the page shows, if any.
    var seat: SeatReference? {
        switch self {
        case .lobby, .newGame, .joinGame, .handover: nil
        case .editor(let ref), .layouts(let ref, _), .saveLayout(let ref, _), .game(let ref): ref
        }
    }
}
