import ArgumentParser
import BroadsideProtocol
import BroadsideServerCore

/// The server limits of PROTOCOL.md 11, each with its default.
struct LimitOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Seconds a client has to finish the TLS handshake.")
    var handshakeTimeout = 10

    @Option(parsing: .unconditional, help: "Seconds a client has to send HELLO after the greeting.")
    var helloTimeout = 30

    @Option(parsing: .unconditional, help: "Seconds without a complete line before a connection is closed.")
    var idleTimeout = 600

    @Option(parsing: .unconditional, help: "Seconds a started line has to be finished.")
    var lineTimeout = 30

    @Option(parsing: .unconditional, help: "Commands per second a connection may send on average.")
    var commandsPerSecond = 100.0

    @Option(parsing: .unconditional, help: "Commands a connection may send in a burst.")
    var commandBurst = 200.0

    @Option(parsing: .unconditional, help: "Rate-limited commands in a row before a connection is dropped.")
    var floodLimit = 1000

    @Option(parsing: .unconditional, help: "Seats one connection may hold.")
    var seatsPerConnection = 500

    @Option(parsing: .unconditional, help: "Games one connection may have waiting for an opponent.")
    var waitingGames = 20

    @Option(parsing: .unconditional, help: "Games the connections of one IP address may create a minute on average (five minutes' worth at once).")
    var gamesPerMinute = 60

    @Option(parsing: .unconditional, help: "Connections the server accepts at once.")
    var maxConnections = 10_000

    @Option(parsing: .unconditional, help: "Connections one IP address may have open at once.")
    var connectionsPerAddress = 256

    @Option(parsing: .unconditional, help: "Seconds an opponent must be away before CLAIM wins.")
    var claimAfter = 120

    @Option(parsing: .unconditional, help: "Seconds the round may wait on one player alone (their turn, or their fleet) before CLAIM wins over them.")
    var turnLimit = 300

    @Option(parsing: .unconditional, help: "Bytes of unread output a client may leave queued before it is dropped.")
    var maxQueuedOutput = 1 << 20

    func validate() throws {
        let positive = [
            ("--handshake-timeout", handshakeTimeout), ("--hello-timeout", helloTimeout),
            ("--idle-timeout", idleTimeout), ("--line-timeout", lineTimeout), ("--flood-limit", floodLimit),
            ("--seats-per-connection", seatsPerConnection), ("--waiting-games", waitingGames),
            ("--max-connections", maxConnections), ("--connections-per-address", connectionsPerAddress),
            ("--max-queued-output", maxQueuedOutput), ("--turn-limit", turnLimit), ("--games-per-minute", gamesPerMinute),
        ]
        for (name, value) in positive where value < 1 {
            throw ValidationError("\(name) must be at least 1")
        }
        // The longest reply must fit: GAMES lists every seat a connection holds, a line each.
        let longestReply = max(65_536, seatsPerConnection * ProtocolLimits.lineBytes)
        guard maxQueuedOutput >= longestReply else {
            throw ValidationError(
                "--max-queued-output must be at least \(longestReply) bytes, so that the longest reply fits "
                    + "(GAMES with --seats-per-connection \(seatsPerConnection) seats)")
        }
        guard claimAfter >= 0 else { throw ValidationError("--claim-after cannot be negative") }
        guard commandsPerSecond > 0, commandBurst >= 1 else {
            throw ValidationError("--commands-per-second must be above 0 and --command-burst at least 1")
        }
    }

    var limits: ServerLimits {
        var limits = ServerLimits()
        limits.handshakeTimeout = .seconds(handshakeTimeout)
        limits.helloTimeout = .seconds(helloTimeout)
        limits.idleTimeout = .seconds(idleTimeout)
        limits.lineTimeout = .seconds(lineTimeout)
        limits.commandsPerSecond = commandsPerSecond
        limits.commandBurst = commandBurst
        limits.floodLimit = floodLimit
        limits.seatsPerConnection = seatsPerConnection
        limits.waitingGamesPerConnection = waitingGames
        limits.gamesPerMinutePerAddress = gamesPerMinute
        limits.maxConnections = maxConnections
        limits.connectionsPerAddress = connectionsPerAddress
        limits.claimAfter = .seconds(claimAfter)
        limits.turnLimit = .seconds(turnLimit)
        limits.maxQueuedOutputBytes = maxQueuedOutput
        return limits
    }
}
