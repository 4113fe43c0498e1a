import BroadsideCore
import BroadsideProtocol

/// Everything the client shows: the lobby, the seats it holds, the page on screen. A value with
/// no I/O; the session controller changes it, the views read it.
struct ClientState: Hashable, Sendable {
    let mode: PlayMode
    /// The name this connection said `HELLO` with.
    var playerName: String
    /// True when `playerName` is the one remembered from an earlier `--name`.
    var nameIsRemembered = false
    /// The second player's name last used in hot-seat.
    var partnerName: String
    /// Other names this account played as on this server, whose games it keeps but does not list:
    /// a list empty for this name must not read as all of them lost.
    var otherPlayers: [String] = []
    var page: Page {
        didSet {
            hasShownGames = hasShownGames || page == .lobby
            // A shot waits for the turn of the game on screen only: a player who left it was
            // not there to see what the computer did.
            shotsAwaitingTurn = shotsAwaitingTurn.filter { page == .game($0.key) }
            if case .game(let left) = oldValue, page != oldValue { noteEndSeen(leaving: left) }
        }
    }
    /// True once the game list has been on screen: a new-game form opened since need not say
    /// how to get back to the games still in play, the player has just come from them.
    private(set) var hasShownGames = false
    var lobby = LobbyModel()
    var seats: [SeatReference: SeatModel] = [:]
    var editors: [SeatReference: FleetEditor] = [:]
    var aims: [SeatReference: Aim] = [:]
    /// The volley each seat fired while the computer had the turn: fired once the turn comes back,
    /// dropped once the round ends, the game leaves the screen or the connection is lost.
    var shotsAwaitingTurn: [SeatReference: [Coordinate]] = [:]
    var layouts: SavedLayouts
    /// The latest error or information for the player; cleared by the next key.
    var message: String? { didSet { messageOutdatedAt = nil } }
    /// When `message` goes out of date, for one that the status it stood in front of says better
    /// from then on (a claim too early, once the claim can win).
    var messageOutdatedAt: ContinuousClock.Instant?
    /// The seat whose player pressed `X` once: a second `X` forfeits, any other key does not.
    var forfeitAsked: SeatReference?
    /// The page covered by the list of its keys (`?`) until the next key.
    var keyGuide: Page?
    /// How long an opponent must be away before `CLAIM` wins: `claim-after=` of the last `+ STATE`
    /// (PROTOCOL.md 7.5), corrected by `TOO_EARLY wait=`.
    var claimLimit: Duration = .seconds(120)
    /// How long the round may wait on an opponent alone before `CLAIM` wins: `turn-limit=` of the
    /// last `+ STATE`, nil from a server that does not say.
    var turnLimit: Duration?
    /// False once the server is gone.
    var isConnected = true
    /// While the server is gone: when the next attempt to reach it is due, for the countdown.
    var reconnectDue: ContinuousClock.Instant?
    /// When the connection came back after it was lost: opponents coming back soon after came
    /// back from the same restart, which is no news of them.
    var reconnectedAt: ContinuousClock.Instant?
    /// While the server is gone: something the player asked for was not sent for want of it.
    var unsentWhileAway = false
    /// While the server is gone: it said it was shutting down (`BYE SHUTDOWN`), likely to restart.
    var serverShutDown = false
    /// The protocol version the connection said `HELLO` with (`ProtocolClient.version`): the
    /// highest both the server and this client list (PROTOCOL.md 15). Version 1 until connected.
    var protocolVersion = ProtocolLimits.versionBeforeHello

    /// The rules a new game's form offers first: `--rules` or those remembered, then those of
    /// the last game made.
    var defaultVariant: Rules.Variant
    /// Keys on the full screen, typed commands in line mode: what advice names.
    let inputStyle: InputStyle

    /// Over the network the client opens on the game list; hot-seat and solo open on a new game.
    init(
        mode: PlayMode, playerName: String, partnerName: String = "Player2", layouts: SavedLayouts = SavedLayouts(),
        variant: Rules.Variant = .classic, inputStyle: InputStyle = .keys
    ) {
        self.mode = mode
        self.inputStyle = inputStyle
        self.playerName = playerName
        self.partnerName = partnerName
        self.layouts = layouts
        defaultVariant = variant
        page = .lobby
        if mode != .network { page = .newGame(newGameForm) }
        hasShownGames = page == .lobby
    }

    /// A blank new-game form for this mode.
    var newGameForm: NewGameForm {
        NewGameForm(mode: mode, variant: defaultVariant, firstName: playerName, secondName: partnerName)
    }

    /// What a claim by `model`'s seat would rest on now; nil in hot-seat, whose two seats are
    /// one connection's, with no opponent to claim against.
    func claimGround(for model: SeatModel, now: ContinuousClock.Instant) -> ClaimGround? {
        guard !isHotSeat(model.reference.code) else { return nil }
        return ClaimGround.nearest(model, claimLimit: claimLimit, turnLimit: turnLimit, now: now)
    }

    /// At a shared terminal, a player who leaves the end of a round on screen (passing the
    /// terminal, asking for a rematch, going to the lobby) has seen it: their opponent's screen
    /// says so from then on, and a rematch asked for there starts the round at once.
    private mutating func noteEndSeen(leaving ref: SeatReference) {
        guard isHotSeat(ref.code), let model = seats[ref], model.isOver else { return }
        seats[SeatReference(ref.code, model.seat.opponent)]?.markOpponentSawEnd()
    }

    /// Forgets game `code`, in which the client holds no seat any more: off the list, and off the
    /// screen for the list if it was shown.
    mutating func drop(_ code: GameCode) {
        seats = seats.filter { $0.key.code != code }
        editors = editors.filter { $0.key.code != code }
        aims = aims.filter { $0.key.code != code }
        lobby.remove(code)
        if forfeitAsked?.code == code { forfeitAsked = nil }
        if keyGuide?.gameCode == code { keyGuide = nil }
        if page.gameCode == code { page = .lobby }
    }

    /// Whether the server owes news that comes unasked right after a reply (the computer's shot,
    /// a kept shot fired and answered, a round's end and its fleet); nothing comes while it is away.
    var awaitsNews: Bool {
        isConnected && (!shotsAwaitingTurn.isEmpty || seats.values.contains(where: \.awaitsNews))
    }

    /// False once the server has said this player has no games but `codes`, neither listed nor
    /// open, here or in another client; true until it has said.
    func hasGames(besides codes: [GameCode]) -> Bool {
        guard lobby.isListed else { return true }
        let held = Set(lobby.games.map(\.code)).union(seats.keys.map(\.code)).union(lobby.openElsewhere)
        return !held.subtracting(codes).isEmpty
    }

    /// True when this client holds both seats of the game.
    func isHotSeat(_ code: GameCode) -> Bool {
        seats[SeatReference(code, .a)] != nil && seats[SeatReference(code, .b)] != nil
    }

    /// True when the player may decline the opponent's offer of a rematch, or withdraw their own:
    /// the server speaks `DECLINE` (version 2). Not at a shared terminal, where the other player
    /// answers an offer by taking the terminal, or not.
    func mayDeclineRematch(in code: GameCode) -> Bool {
        protocolVersion >= 2 && !isHotSeat(code)
    }

    /// The name of the player in `ref`'s seat as this client knows it.
    func playerName(of ref: SeatReference) -> String {
        guard let seat = ref.seat else { return playerName }
        // As the player named themselves: the mark a remote opponent named computer gets is not for them.
        return seats[SeatReference(ref.code, seat.opponent)]?.summary.opponentName ?? playerName
    }
}
