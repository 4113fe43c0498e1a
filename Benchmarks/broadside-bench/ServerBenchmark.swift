import ArgumentParser
import BroadsideBots
import BroadsideLoad
import BroadsideTLS
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `broadside-bench server`: concurrent games against a Broadside server, beside the same
/// number of TLS connections doing ping-pong against a bare TLS line echo server.
struct ServerBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "server",
        abstract: "Play concurrent games against a Broadside server and compare with a bare TLS line echo.",
        discussion: """
            Starts the `broadside serve` built beside this benchmark (build both with -c release: a \
            debug server's figures say nothing of a real one) (a temporary data directory, \
            durable storage, the per-connection rate limit raised out of the way) and the baseline \
            echo server, each as a child process on 127.0.0.1, and measures both with the same \
            client: handshakes per second (both servers first, before either carries a load), \
            then for each in turn resident memory with the connections open and idle, and the \
            load. Between the two loads, a third server carries the games' turns with nothing of \
            a game in them: pairs of connections taking turns through a bare TLS relay (a line \
            in, the same line back and to the partner), the most a turn-based game server can \
            reach on this machine. The \
            game server is killed with SIGKILL under load, and every shot it acknowledged must \
            then be in its database.
            """
    )

    @Option(help: "Concurrent games; each is two bots on two TLS connections.")
    var games = 100

    @Option(help: "Seconds of load on each server (default 10).")
    var duration: Int?

    @Option(help: "End the load after this many shots (and as many baseline round trips) instead.")
    var shots: Int?

    @Option(help: ArgumentHelp(
        "Measure this running server instead of starting one (loopback only). Start it with "
            + rateLimitArguments.joined(separator: " ") + ", or its limits stop the bots.",
        valueName: "host:port"))
    var connect: String?

    @Option(help: ArgumentHelp(
        "CA of the --connect server (default: the development CA in broadside's default data directory).",
        valueName: "pem"))
    var ca: String?

    @Option(help: ArgumentHelp("The broadside executable to start (default: the one beside this benchmark).", valueName: "path"))
    var serverExecutable: String?

    @Option(help: "Seconds of handshakes on each server; 0 skips them.")
    var handshakeSeconds = 3

    @Option(help: ArgumentHelp(
        "The executable to run `echo-server` with (default: this benchmark), e.g. a script running it under valgrind.",
        valueName: "path"))
    var echoExecutable: String?

    @Flag(help: "Stop the servers with SIGTERM, not SIGKILL, so that a profiler wrapping them writes its data.")
    var gracefulStop = false

    @Flag(help: "Print one JSON object and nothing else on standard output.")
    var json = false

    /// Raised for the load only: one bot sends far more than a person's 100 commands a second,
    /// and every bot connects from 127.0.0.1.
    static let rateLimitArguments = [
        "--commands-per-second", "1000000", "--command-burst", "1000000", "--connections-per-address", "1000000",
        "--games-per-minute", "1000000", "--stored-moves-per-second", "1000000", "--new-connections-per-second", "1000000",
        "--busy-connections-per-second", "1000000", "--address-lines-per-second", "1000000", "--busy-lines-per-second", "1000000",
    ]

    func validate() throws {
        guard games > 0 else { throw ValidationError("--games must be at least 1") }
        guard duration == nil || shots == nil else { throw ValidationError("give --duration or --shots, not both") }
        guard (duration ?? 1) > 0, (shots ?? 1) > 0, handshakeSeconds >= 0 else {
            throw ValidationError("--duration and --shots must be at least 1, --handshake-seconds at least 0")
        }
        if let connect { _ = try LoopbackAddress(connect) }
    }

    func run() async throws {
        let workspace = try Workspace.make()
        defer { workspace.remove() }
        do {
            let report = try await measure(in: workspace)
            print(json ? report.json : report.text)
        } catch {
            throw ValidationError("server benchmark failed: \(error)")
        }
    }

    private var stopSignal: Int32 { gracefulStop ? SIGTERM : SIGKILL }

    private var end: LoadEnd {
        shots.map { .roundTrips($0, limit: .seconds(300)) } ?? .duration(.seconds(duration ?? 10))
    }

    private func measure(in workspace: Workspace) async throws -> ServerReport {
        let origin = ContinuousClock.now
        let certificates = workspace.certificates
        let echo = try await startBaseline(relay: false, in: workspace)
        let echoTarget: LoadTarget
        let game: (child: ChildServer?, target: LoadTarget)
        do {
            echoTarget = try LoadTarget(host: "127.0.0.1", port: echo.port, caPath: certificates.caCertificatePath)
            game = try await startGameServer(in: workspace)
        } catch {
            await echo.stop(stopSignal)
            throw error
        }

        // Both servers take their handshakes before either carries a load, so that neither meets
        // a machine the other's load has just left (2N sockets closing, a client grown by it).
        let handshakes: (echo: HandshakeFigures?, game: HandshakeFigures?)
        do {
            let time = Duration.seconds(handshakeSeconds)
            handshakes = (
                try await HandshakeFigures.measure(echoTarget, child: echo, for: time),
                try await HandshakeFigures.measure(game.target, child: game.child, for: time))
            // Let the connections just closed finish closing (a server may give a client 2 s to read its last lines).
            if time > .zero { try await Task.sleep(for: .seconds(3)) }
        } catch {
            await echo.stop(stopSignal)
            await game.child?.stop(stopSignal)
            throw error
        }
        let baseline: ServerFigures
        let relay: ServerFigures
        do {
            baseline = try await ServerMeasurement(
                target: echoTarget, child: echo, end: end, handshakes: handshakes.echo, stopSignal: stopSignal
            ).run(games * 2) { _ in PingPong(origin: origin) }
            relay = try await measureRelay(in: workspace, origin: origin)
        } catch {
            // The measurements stopped the baseline servers; the game server waits for its turn.
            await game.child?.stop(stopSignal)
            throw error
        }

        let fleets = BotPair.randomFleets(64, seed: 1)
        let server = try await ServerMeasurement(
            target: game.target, child: game.child, end: end, handshakes: handshakes.game, stopSignal: stopSignal
        ).run(games) { number in BotPair(name: "bot\(number)", fleets: fleets, seed: UInt64(number), origin: origin) }
        let stored = game.child == nil ? nil : try StoredShots.count(in: workspace.databasePath)
        if let stored, stored < server.load.acknowledged {
            throw BenchFailure("the server acknowledged \(server.load.acknowledged) shots but stored only \(stored)")
        }
        return ServerReport(
            games: games, server: server, baseline: baseline, relay: relay, storedShots: stored, connected: connect)
    }

    /// `echo-server`, or with `relay` the turn relay, on a port of its choosing.
    private func startBaseline(relay: Bool, in workspace: Workspace) async throws -> ChildServer {
        let certificates = workspace.certificates
        return try await ChildServer.start(
            echoExecutable ?? Executables.benchmark(),
            ["echo-server", "--cert", certificates.certificatePath, "--key", certificates.privateKeyPath]
                + (relay ? ["--relay"] : []))
    }

    /// The games' turns with nothing of a game: N pairs of connections through the turn relay.
    private func measureRelay(in workspace: Workspace, origin: ContinuousClock.Instant) async throws -> ServerFigures {
        let child = try await startBaseline(relay: true, in: workspace)
        let target: LoadTarget
        do {
            target = try LoadTarget(host: "127.0.0.1", port: child.port, caPath: workspace.certificates.caCertificatePath)
        } catch {
            await child.stop(stopSignal)
            throw error
        }
        return try await ServerMeasurement(target: target, child: child, end: end, handshakes: nil, stopSignal: stopSignal)
            .run(games) { number in TurnRelay(key: "pair\(number)", origin: origin) }
    }

    /// The `broadside serve` built beside this benchmark on a port of its choosing, or the `--connect` server.
    private func startGameServer(in workspace: Workspace) async throws -> (child: ChildServer?, target: LoadTarget) {
        if let connect {
            let address = try LoopbackAddress(connect)
            let target = try LoadTarget(
                host: address.host, port: address.port, caPath: ca ?? DataDirectory.defaultCertificates() + "/ca.pem")
            return (nil, target)
        }
        let server = try await ChildServer.start(
            Executables.broadside(serverExecutable),
            ["serve", "--host", "127.0.0.1", "--port", "0", "--data", workspace.directory] + Self.rateLimitArguments)
        return (server, try LoadTarget(host: "127.0.0.1", port: server.port, caPath: workspace.certificates.caCertificatePath))
    }
}

/// A `--connect` address: loopback only, so the benchmark never loads another machine.
struct LoopbackAddress {
    let host: String
    let port: Int

    init(_ text: String) throws {
        guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]),
              (1...65535).contains(port)
        else { throw ValidationError("--connect takes HOST:PORT, e.g. 127.0.0.1:7474") }
        let host = text[..<colon].trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        guard host == "localhost" || host == "::1" || host.hasPrefix("127.") else {
            throw ValidationError("--connect measures servers on this machine only: 127.0.0.1, ::1 or localhost")
        }
        self.host = host
        self.port = port
    }
}
