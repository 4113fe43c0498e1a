/// What a chaos run does: how many games, how many crashes of each kind, how far apart.
public struct ChaosPlan: Sendable {
    /// Concurrent classic games, two seats each.
    public var games = 8
    /// Each table starts a new game when its game ends, until every kill is spent (in-process
    /// players only; with client kills every table plays one game).
    public var keepPlaying = false
    /// Times the server is killed with SIGKILL and started again on the same data.
    public var serverKills = 5
    /// Times a player is killed with SIGKILL and started again from its journal; above 0, every
    /// player runs as a `broadside-chaos bot` process.
    public var clientKills = 0
    /// Milliseconds between one kill and the next, drawn from this range.
    public var pause: ClosedRange<Int> = 300...1200
    /// How long each player thinks before each shot, so that a game lasts long enough for its
    /// kills to land mid-game however fast the machine is.
    public var shotPause: Duration = .zero
    /// Seeds the fleets, the shot orders and the kill schedule.
    public var seed: UInt64 = 1
    /// The whole run must finish within this.
    public var timeLimit: Duration = .seconds(300)
    /// Extra `broadside serve` options. Every bot plays from 127.0.0.1, faster than any crowd of
    /// people behind one address, and reconnects after every kill: the players' budgets for an
    /// address (`PlayerBudgets`) and those of its new connections and lines are raised for them.
    public var serverArguments = PlayerBudgets.serverArguments + [
        "--new-connections-per-second", "1000000", "--busy-connections-per-second", "1000000",
        "--address-lines-per-second", "1000000", "--busy-lines-per-second", "1000000",
    ]

    public init() {}
}
