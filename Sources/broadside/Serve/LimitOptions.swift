import ArgumentParser
import BroadsideProtocol
import BroadsideServerCore

/// The server limits of PROTOCOL.md 11, each with its default, which is the server's own.
struct LimitOptions: ParsableArguments {
    private static let defaults = ServerLimits()

    private static func seconds(_ duration: Duration) -> Int { Int(duration.components.seconds) }

    @Option(parsing: .unconditional, help: .seconds("Seconds a client has to finish the TLS handshake."))
    var handshakeTimeout = Self.seconds(Self.defaults.handshakeTimeout)

    @Option(parsing: .unconditional, help: .seconds("Seconds a client has to send HELLO after the greeting."))
    var helloTimeout = Self.seconds(Self.defaults.helloTimeout)

    @Option(parsing: .unconditional, help: .seconds("Seconds without a complete line before a connection is closed."))
    var idleTimeout = Self.seconds(Self.defaults.idleTimeout)

    @Option(parsing: .unconditional, help: .seconds("Seconds a started line has to be finished."))
    var lineTimeout = Self.seconds(Self.defaults.lineTimeout)

    @Option(parsing: .unconditional, help: .rate("Commands per second a connection may send on average (and 512 bytes a command, read no faster); a fraction is allowed."))
    var commandsPerSecond = DecimalArgument(Self.defaults.commandsPerSecond)

    @Option(parsing: .unconditional, help: .count("Commands a connection may send in a burst (and 512 bytes a command)."))
    var commandBurst = Int(Self.defaults.commandBurst)

    @Option(parsing: .unconditional, help: .count(
        "Refusals (ERR RATE_LIMITED) a connection may get before the next one is BYE FLOOD; the count starts "
            + "again at the first line let through at least one second after the last refusal."))
    var floodLimit = Self.defaults.floodLimit

    @Option(parsing: .unconditional, help: .count("Seats one connection may hold."))
    var seatsPerConnection = Self.defaults.seatsPerConnection

    @Option(parsing: .unconditional, help: .count("Games one connection may have waiting for an opponent."))
    var waitingGames = Self.defaults.waitingGamesPerConnection

    @Option(parsing: .unconditional, help: .count(
        "Games the connections of one IP address may create a minute on average (five minutes' worth at once)."))
    var gamesPerMinute = Self.defaults.gamesPerMinutePerAddress

    @Option(parsing: .unconditional, help: .count(
        "JOINs of codes no game has that the connections of one IP address may make a minute on average (five minutes' worth at once)."))
    var codeMissesPerMinute = Self.defaults.codeMissesPerMinutePerAddress

    @Option(parsing: .unconditional, help: .count(
        "RESUMEs the connections of one IP address may make a minute on average (five minutes' worth at once)."))
    var resumesPerMinute = Self.defaults.resumesPerMinutePerAddress

    @Option(parsing: .unconditional, help: .count(
        "Moves (ships placed or removed, fleets ready, each shot of a volley...) the connections of one IP address may have stored a second on average (a minute's worth at once)."))
    var storedMovesPerSecond = Self.defaults.storedMovesPerSecondPerAddress

    @Option(parsing: .unconditional, help: .count(
        "Lines the connections of one IP address may have read a second on average (two seconds' worth at once; a GAMES counts one for every four seats it lists); beyond, their lines wait unread."))
    var addressLinesPerSecond = Self.defaults.linesPerSecondPerAddress

    @Option(parsing: .unconditional, help: .count(
        "Lines the server reads a second from busy addresses, all of them together (a second's worth at once): an address is busy past \(ServerLimits.quietLinesPerSecondPerAddress) lines a second, and its lines beyond those wait unread while this budget is spent."))
    var busyLinesPerSecond = Self.defaults.busyLinesPerSecond

    @Option(parsing: .unconditional, help: .count("Connections the server accepts at once."))
    var maxConnections = Self.defaults.maxConnections

    @Option(parsing: .unconditional, help: .count("Connections one IP address may have open at once."))
    var connectionsPerAddress = Self.defaults.connectionsPerAddress

    @Option(parsing: .unconditional, help: .count(
        "Connections one IP address may open a second on average (five minutes' worth at once); those beyond are closed before TLS."))
    var newConnectionsPerSecond = Self.defaults.newConnectionsPerSecondPerAddress

    @Option(parsing: .unconditional, help: .count(
        "Connections the server accepts a second from busy addresses, all of them together (ten seconds' worth at once): an address is busy past \(ServerLimits.quietNewConnectionsPerSecondPerAddress) new connections a second, and its connections beyond those are closed before TLS while this budget is spent."))
    var busyConnectionsPerSecond = Self.defaults.busyConnectionsPerSecond

    @Option(parsing: .unconditional, help: .seconds("Seconds an opponent must be away before CLAIM wins."))
    var claimAfter = Self.seconds(Self.defaults.claimAfter)

    @Option(parsing: .unconditional, help: .seconds(
        "Seconds the round may wait on one player alone (their turn, or their fleet) before CLAIM wins over them."))
    var turnLimit = Self.seconds(Self.defaults.turnLimit)

    @Option(parsing: .unconditional, help: .bytes("Bytes of unread output a client may leave queued before it is dropped."))
    var maxQueuedOutput = Self.defaults.maxQueuedOutputBytes

    /// How `serve --help` states the bounds `validate` enforces.
    static let boundsText = """
        Each limit takes a whole number from 1 (--claim-after from 0; --commands-per-second any \
        number from 0.001): times up to \(OptionBound.seconds), counts and rates up to \(OptionBound.count), \
        --max-queued-output from 512 bytes per seat a connection may hold (--seats-per-connection), and at least 65536, up to \(OptionBound.bytes).
        """

    func validate() throws {
        let times = [
            ("--handshake-timeout", handshakeTimeout), ("--hello-timeout", helloTimeout), ("--idle-timeout", idleTimeout),
            ("--line-timeout", lineTimeout), ("--turn-limit", turnLimit),
        ]
        let counts = [
            ("--command-burst", commandBurst), ("--flood-limit", floodLimit), ("--seats-per-connection", seatsPerConnection),
            ("--waiting-games", waitingGames), ("--games-per-minute", gamesPerMinute), ("--code-misses-per-minute", codeMissesPerMinute),
            ("--resumes-per-minute", resumesPerMinute),
            ("--stored-moves-per-second", storedMovesPerSecond),
            ("--address-lines-per-second", addressLinesPerSecond),
            ("--busy-lines-per-second", busyLinesPerSecond),
            ("--max-connections", maxConnections),
            ("--connections-per-address", connectionsPerAddress),
            ("--new-connections-per-second", newConnectionsPerSecond),
            ("--busy-connections-per-second", busyConnectionsPerSecond),
        ]
        let queuedOutput = [("--max-queued-output", maxQueuedOutput)]
        // --max-queued-output's least is the longest reply, below.
        for (name, value) in times + counts where value < 1 {
            throw ValidationError("\(name) must be at least 1")
        }
        guard claimAfter >= 0 else { throw ValidationError("--claim-after cannot be negative") }
        // Below this a connection would get its burst and then, in effect, nothing more.
        guard commandsPerSecond.value >= 0.001 else {
            throw ValidationError("--commands-per-second must be at least 0.001 (a command every 1000 seconds)")
        }
        // Before anything is computed from them.
        try OptionBound.seconds.check(times + [("--claim-after", claimAfter)])
        try OptionBound.count.check(counts)
        try OptionBound.count.check("--commands-per-second", commandsPerSecond.value)
        try OptionBound.bytes.check(queuedOutput)
        // The longest reply must fit: GAMES lists every seat a connection holds, a line each.
        let longestReply = max(65_536, seatsPerConnection * ProtocolLimits.lineBytes)
        guard maxQueuedOutput >= longestReply else {
            throw ValidationError(
                "--max-queued-output must be at least \(longestReply) bytes, so that the longest reply fits "
                    + "(GAMES with --seats-per-connection \(seatsPerConnection) seat\(seatsPerConnection == 1 ? "" : "s"))")
        }
    }

    var limits: ServerLimits {
        var limits = ServerLimits()
        limits.handshakeTimeout = .seconds(handshakeTimeout)
        limits.helloTimeout = .seconds(helloTimeout)
        limits.idleTimeout = .seconds(idleTimeout)
        limits.lineTimeout = .seconds(lineTimeout)
        limits.commandsPerSecond = commandsPerSecond.value
        limits.commandBurst = Double(commandBurst)
        limits.floodLimit = floodLimit
        limits.seatsPerConnection = seatsPerConnection
        limits.waitingGamesPerConnection = waitingGames
        limits.gamesPerMinutePerAddress = gamesPerMinute
        limits.codeMissesPerMinutePerAddress = codeMissesPerMinute
        limits.resumesPerMinutePerAddress = resumesPerMinute
        limits.storedMovesPerSecondPerAddress = storedMovesPerSecond
        limits.linesPerSecondPerAddress = addressLinesPerSecond
        limits.busyLinesPerSecond = busyLinesPerSecond
        limits.maxConnections = maxConnections
        limits.connectionsPerAddress = connectionsPerAddress
        limits.newConnectionsPerSecondPerAddress = newConnectionsPerSecond
        limits.busyConnectionsPerSecond = busyConnectionsPerSecond
        limits.claimAfter = .seconds(claimAfter)
        limits.turnLimit = .seconds(turnLimit)
        limits.maxQueuedOutputBytes = maxQueuedOutput
        return limits
    }
}
