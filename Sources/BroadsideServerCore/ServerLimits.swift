/// The limits and timeouts of PROTOCOL.md 11, with their defaults. An operator can change each.
public struct ServerLimits: Hashable, Sendable {
    public var handshakeTimeout: Duration = .seconds(10)
    public var helloTimeout: Duration = .seconds(30)
    public var idleTimeout: Duration = .seconds(600)
    /// A line once started must be finished within this.
    public var lineTimeout: Duration = .seconds(30)
    public var commandsPerSecond: Double = 100
    public var commandBurst: Double = 200
    /// Rate-limited commands in a row before the connection is dropped.
    public var floodLimit = 1000
    public var seatsPerConnection = 500
    /// Games a connection created that nobody has joined yet.
    public var waitingGamesPerConnection = 20
    /// Games the connections of one IP address may create a minute on average, five minutes'
    /// worth at once: one client cannot fill the disk with games.
    public var gamesPerMinutePerAddress = 60
    /// `JOIN`s of codes no game has that the connections of one IP address may make a minute on
    /// average, five minutes' worth at once: a game's code is its only key until seat B is
    /// taken, and guessing at them by the thousand a second would find other players' games.
    public var codeMissesPerMinutePerAddress = 20
    /// `RESUME`s the connections of one IP address may make a minute on average, five minutes'
    /// worth at once: each looks its token up in the store, and a storm of them would slow the
    /// store for every game.
    public var resumesPerMinutePerAddress = 600
    /// Game events (a ship placed or removed, a fleet ready, a volley...) the commands of one IP
    /// address's connections may have stored a second on average, a minute's worth at once: one
    /// client cannot fill the disk, nor keep the store busy for everyone else, by placing and
    /// removing ships in a loop.
    public var storedMovesPerSecondPerAddress = 100
    public static let storedMovesBurstSeconds = 60.0
    /// Lines the connections of one IP address may have read a second on average, two seconds'
    /// worth at once (a `GAMES` counting as its connection's rate counts it); beyond, their lines
    /// wait unread, TCP holding the client back. A larger burst was itself a stall of every game:
    /// 20,000 lines at once took the event loops for seconds. Each
    /// connection's own rate limit allows 100 commands a second and as many refusals again, and
    /// an address may have 256 connections: without a limit across them, one client could keep
    /// the server's CPU busy with lines it is allowed, and slow every game on it.
    public var linesPerSecondPerAddress = 2000
    public static let linesBurstSeconds = 2.0
    /// Lines a second the server reads from busy addresses, all of them together, a second's
    /// worth at once (more than one address's burst): an address is busy while its connections
    /// send more than `quietLinesPerSecondPerAddress`, and its lines past those draw on this
    /// budget as well as on its own. Budgets per address cannot stop a client with many addresses: sixteen had
    /// 32,000 lines a second read, 64,000 at once, and every other game stalled for seconds.
    /// Players, a line a second or so each, stay quiet and never wait on it.
    public var busyLinesPerSecond = 5000
    public static let busyLinesBurstSeconds = 1.0
    /// Lines a second an address's connections may send and stay quiet, two seconds' worth at
    /// once: far above what players send (a lobby listing forty games counts ten), far below what
    /// takes the server's time. Fixed, not an operator's choice: `--busy-lines-per-second` is.
    public static let quietLinesPerSecondPerAddress = 100
    public static let quietLinesBurstSeconds = 2.0
    /// Ships one seat may place and remove in one round, counted together (PROTOCOL.md 7.7): each
    /// is an event stored and replayed on every load, which a client placing and removing in a
    /// loop would grow without end. Fixed, not an operator's choice: clients rely on it. Only
    /// `REMOVE` is refused past it, so a seat can always complete its fleet and play.
    public static let placementChangesPerRound = 200
    /// Rounds one game may have (PROTOCOL.md 7.12): every round's events stay stored, which a
    /// client ending rounds and starting new ones in a loop (alone, in a hot-seat game) would
    /// grow without end. Fixed, as `placementChangesPerRound` is.
    public static let roundsPerGame = 1000
    public var maxConnections = 10_000
    /// Connections from one IP address at once: one client cannot take every place and keep the
    /// other players from coming back to their games.
    public var connectionsPerAddress = 256
    /// Connections one IP address may open a second on average, five minutes' worth at once (a
    /// test suite's run); those beyond are closed before their TLS handshake, the costliest thing
    /// a client can make the server do: one client cannot slow every game by connecting and
    /// closing in a loop.
    public var newConnectionsPerSecondPerAddress = 20
    public static let newConnectionsBurstSeconds = 300.0
    /// Connections a second the server accepts from busy addresses, all of them together, ten
    /// seconds' worth at once: an address is busy while it opens more than
    /// `quietNewConnectionsPerSecondPerAddress`, and its connections past those draw on this
    /// budget as well as on its own. Budgets per address cannot stop a client with many
    /// addresses: sixteen, each within its own, could make the server do 96,000 handshakes at
    /// once, and every game would stall for the half minute they took. 200 a second is a tenth of
    /// what two cores handshake; the burst, a test suite's run from one address.
    public var busyConnectionsPerSecond = 200
    public static let busyConnectionsBurstSeconds = 10.0
    /// Connections a second an address may open and stay quiet, thirty seconds' worth at once: a
    /// player connects once, and again after a drop; the players behind one address (an office's,
    /// a household's) come back together after a server's restart. Fixed, not an operator's
    /// choice: `--busy-connections-per-second` is.
    public static let quietNewConnectionsPerSecondPerAddress = 2
    public static let quietNewConnectionsBurstSeconds = 30.0
    /// How long a human opponent must be away before `CLAIM` wins.
    public var claimAfter = ClaimLimits().away
    /// How long the round may wait on one player alone before `CLAIM` wins over them.
    public var turnLimit = ClaimLimits().turn
    /// Unread output queued for one client before it is dropped.
    public var maxQueuedOutputBytes = 1 << 20

    public init() {}

    public var claimLimits: ClaimLimits { ClaimLimits(away: claimAfter, turn: turnLimit) }
}
