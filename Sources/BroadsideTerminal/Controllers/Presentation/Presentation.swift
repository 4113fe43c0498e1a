import BroadsideCore
import BroadsideProtocol

/// What the views know of the session: the controller's state as it hands it out
/// (`SessionController.presentation`), read only, and only through the questions the pages ask of
/// it. A view is given one of these after each step and draws it; it never holds the state, so it
/// can neither change it nor come to depend on how the controller keeps it.
struct Presentation: Sendable {
    private let state: ClientState
    /// True until the first game list has come: which page the client opens on depends on it
    /// (`SessionController.listedAtStart`), so none is drawn before, lest one show for an instant.
    let awaitsFirstList: Bool

    /// The controller makes these (`SessionController.presentation`), line mode of the states it
    /// printed, tests of chosen states.
    init(of state: ClientState, awaitsFirstList: Bool = false) {
        self.state = state
        self.awaitsFirstList = awaitsFirstList
    }

    /// The page to draw.
    var page: Page { state.page }
    /// True while the loading screen stands in for the page: until the first list, where the list
    /// decides the page (solo, hot-seat) or is it (over the network, until the player leaves it).
    var showsLoading: Bool { awaitsFirstList && (mode != .network || page == .lobby) }
    /// The page whose list of keys covers it, if one does.
    var keyGuide: Page? { state.keyGuide }
    var mode: PlayMode { state.mode }
    /// The name this client plays as (at a shared terminal, the first player's).
    var playerName: String { state.playerName }
    /// Whether that name is the one remembered from last time rather than given.
    var nameIsRemembered: Bool { state.nameIsRemembered }
    /// Whether the game list has been on screen yet: until it has, a form says what it holds.
    var hasShownGames: Bool { state.hasShownGames }
    var lobby: LobbyModel { state.lobby }
    /// Other names this account played as here, whose games are not listed.
    var otherPlayers: [String] { state.otherPlayers }
    var layouts: SavedLayouts { state.layouts }

    /// The seats this client holds.
    var heldSeats: Dictionary<SeatReference, SeatModel>.Keys { state.seats.keys }
    /// The grids and news of a seat this client holds.
    func seat(_ ref: SeatReference) -> SeatModel? { state.seats[ref] }
    /// The fleet being placed in a seat.
    func editor(_ ref: SeatReference) -> FleetEditor? { state.editors[ref] }
    /// Where a seat's cursor and marked cells are: none marked at first.
    func aim(_ ref: SeatReference) -> Aim { state.aims[ref] ?? Aim() }

    /// The name of the player in a seat as this client knows it.
    func playerName(of ref: SeatReference) -> String { state.playerName(of: ref) }
    /// True when this client holds both seats of the game.
    func isHotSeat(_ code: GameCode) -> Bool { state.isHotSeat(code) }
    /// True when an offer of a rematch in the game may be declined (`ClientState.mayDeclineRematch`).
    func mayDeclineRematch(in code: GameCode) -> Bool { state.mayDeclineRematch(in: code) }
    /// What a claim by the seat would rest on now; nil where no claim is made.
    func claimGround(for model: SeatModel, now: ContinuousClock.Instant) -> ClaimGround? {
        state.claimGround(for: model, now: now)
    }

    /// The last thing said, outdated or not: line mode prints each once, as it is said.
    var message: String? { state.message }
    /// The message while it holds, else that the server is away.
    func note(at now: ContinuousClock.Instant) -> String? { state.note(at: now) }
    /// Whether a y/n question on the page waits for the next key.
    var asksQuestion: Bool { state.asksQuestion }
    /// What the status line of the page says.
    func statusNote(at now: ContinuousClock.Instant) -> StatusNote? { state.statusNote(at: now) }
    /// What it would say with no message (`ClientState.statusNoteBesidesMessage`).
    func statusNoteBesidesMessage(at now: ContinuousClock.Instant) -> StatusNote? { state.statusNoteBesidesMessage(at: now) }
}

extension SessionController {
    /// What the views are given to draw.
    var presentation: Presentation { Presentation(of: state, awaitsFirstList: isStarting) }
}
