import BroadsideCore
import BroadsideProtocol

/// Something the player asked for, whichever way they asked: a key on the full-screen client or a
/// typed command in line mode. The session controller turns intents into protocol commands.
enum Intent: Hashable, Sendable {
    case showLobby
    case refreshGames
    /// PgUp (-1) and PgDn (1) in the lobby: the selection moves by as many games as the list shows.
    case pageThroughGames(Int)
    case open(GameCode)
    case startNewGame
    case createGame(NewGameForm)
    case startJoin
    case join(GameCode)
    /// Asks whether to give up, call off or forget a game, as where it stands allows (`x`).
    case askRemoval(GameCode)
    /// The player answered y.
    case remove(GameRemoval)
    /// Line mode's `drop CODE`: the typed command, code and all, is the answer.
    case drop(GameCode)
    /// Something done on the fleet editor of the seat on screen.
    case fleet(FleetIntent)
    /// Layouts can be deleted from anywhere, not only from an editor.
    case deleteLayout(String)
    case fire([Coordinate])
    /// Hot-seat: cover the screen so the next player can take the terminal.
    case passTerminal
    /// Hot-seat: the next player has the terminal.
    case takeTerminal
    case rematch
    /// Declines the opponent's offer of a rematch, or withdraws the player's own.
    case declineRematch
    case claim
    case forfeit
    case quit
}

/// What the player asks of the fleet editor: one case of `Intent`, so that the session
/// controller's switch over these is checked whole by the compiler.
enum FleetIntent: Hashable, Sendable {
    /// Lays the ship in hand at the editor's cursor.
    case placeSelected
    case place(ShipPlacement)
    case pickUp(ShipKind?)
    case placeRandomly
    case resetFleet
    case showLayouts
    case startSavingLayout
    case saveLayout(String)
    case loadLayout(String)
    case declareReady
}

extension Intent {
    var usesSavedLayouts: Bool {
        switch self {
        case .fleet(.showLayouts), .fleet(.startSavingLayout), .fleet(.saveLayout), .fleet(.loadLayout), .deleteLayout: true
        default: false
        }
    }
}
