import BroadsideProtocol
import BroadsideTLS
import Logging
import NIOCore
import NIOPosix
import NIOSSL
import Synchronization

/// The Broadside game server. `broadside serve` and the tests build it the same way, through
/// `run`, so tests exercise exactly what ships.
public final class BroadsideServer: Sendable {
    let configuration: ServerConfiguration
    let logger: Logger
    private let registry = ConnectionRegistry()
    private let listener = Mutex<Listener>(.notStarted)
    /// The sessions of the run under way.
    private let sessions = Mutex<SessionManager?>(nil)
    /// The TLS context new connections get: read from the certificate files again every
    /// `certificateReload`, so that a long-running server renews its development certificate and
    /// takes up an operator's renewed one.
    let tlsContext = Mutex<NIOSSLContext?>(nil)
    /// The `--client-ca` certificates as last read, with the context: a refused client
    /// certificate is compared with them (`HandshakeFailure`).
    let clientAuthorities = Mutex(ClientAuthorities.unknown)
    private static let certificateReload: Duration = .seconds(12 * 3_600)
    /// How long a server waits for another one on the same data directory to stop.
    private static let otherServerPatienceSeconds = 5

    private enum Listener {
        case notStarted
        case listening(any Channel)
        case stopped
    }

    /// The event loops a server runs, one a core. Each holds three open files (its epoll, an
    /// eventfd and a timerfd), which an operator's open-files limit must leave room for.
    public static var eventLoopCount: Int { System.coreCount }

    public init(configuration: ServerConfiguration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
    }

    /// Listens until `shutdown()` is called, then says goodbye to every client, lets commands in
    /// flight finish storing, and returns. `onListening` is called once the port is open.
    public func run(onListening: @Sendable (ListeningInfo) async -> Void = { _ in }) async throws {
        // The server's own loops: its connections' tasks run on them (`EventLoopExecutor`), and in
        // a process that also runs clients, as the tests do, the clients keep theirs to themselves.
        let loops = MultiThreadedEventLoopGroup(numberOfThreads: Self.eventLoopCount)
        do {
            try await serve(on: loops, onListening: onListening)
        } catch {
            try? await loops.shutdownGracefully()
            throw error
        }
        try await loops.shutdownGracefully()
    }

    /// A host that names no address, an address this machine does not have, or a port another
    /// program listens on: a socket bound there and closed at once says so before the database
    /// and the certificates are made. After the wait for another server on the same data
    /// directory, which may still hold the port while it stops.
    private static func probeListening(_ configuration: ServerConfiguration, on loops: MultiThreadedEventLoopGroup) async throws {
        do {
            let probe = try await ServerBootstrap(group: loops)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .bind(host: configuration.host, port: configuration.port).get()
            try await probe.close()
        } catch {
            throw ServerSetupError.cannotListen(on: configuration.host, configuration.port, error)
        }
    }

    private func serve(
        on loops: MultiThreadedEventLoopGroup, onListening: @Sendable (ListeningInfo) async -> Void
    ) async throws {
        // Certificates the operator gave are read before anything is made in the data directory:
        // a start refused for a wrong key leaves nothing behind.
        let givenTLS = try configuration.certificatePath.map { _ in try makeTLS() }
        if let warning = DataDirectory.warning(forPermissionsOf: configuration.dataDirectory) {
            logger.warning("\(warning)")
        }
        if configuration.storeAccess == .server {
            let databasePath = configuration.databasePath
            let patience = Self.otherServerPatienceSeconds
            let released = await StoreLock.awaitRelease(of: databasePath, patience: .seconds(patience), givingUpWhen: { self.isStopped }) { [logger] holder in
                let which = holder.map { ", \($0)," } ?? ""
                logger.notice("another Broadside server\(which) is using \(databasePath); waiting up to \(patience) s for it to stop")
            }
            // Told to stop while it waited: nothing is open yet, so there is nothing to close.
            guard !isStopped else { return }
            // Still held: the lock's refusal, which names the server holding it, rather than the
            // port's, which that server may hold too. Should it be free by now, it is let go again.
            if !released { try StoreLock(databasePath: databasePath, access: .server).release() }
        }
        try await Self.probeListening(configuration, on: loops)
        let store = try Self.openStore(configuration, logger: logger)
        let listening: Listening?
        do {
            listening = try await startListening(on: loops, store: store, givenTLS: givenTLS)
        } catch {
            try? await store.close()
            throw error
        }
        guard let listening else {
            // Told to stop while it bound: the store closes even when the listener will not.
            try await store.close()
            return
        }
        try await runUntilClosed(listening, store: store, onListening: onListening)
    }

    /// What a server that has opened its listener serves with.
    private struct Listening {
        let server: any Channel
        let tls: TLS
        let sessions: SessionManager
        let open: OpenConnections
        let warnings: ConnectionWarnings
    }

    /// Reads the development certificates (unless `givenTLS` holds the operator's, read already),
    /// makes the sessions and opens the listener; nil, the listener closed again, when
    /// `shutdown()` came while it bound.
    private func startListening(on loops: MultiThreadedEventLoopGroup, store: GameStore, givenTLS: TLS?) async throws -> Listening? {
        // Development certificates only once the directory is this server's: a server refused for
        // another one using it must not renew, or make anew, the certificates that one's clients trust.
        let tls = try givenTLS ?? makeTLS()
        tlsContext.withLock { $0 = tls.context }
        clientAuthorities.withLock { $0 = tls.clientAuthorities }
        if let clientCAPath = configuration.clientCAPath {
            logger.info("mutual TLS is on: clients must present a certificate issued by \(tls.clientAuthorities.names) (--client-ca \(clientCAPath))")
        }
        let sessions = SessionManager(
            store: store, registry: registry, random: RandomSource(seed: configuration.randomSeed),
            limits: configuration.limits, logger: logger)
        self.sessions.withLock { $0 = sessions }
        let warnings = ConnectionWarnings(logger: logger)
        let actions = ConnectionActions(sessions: sessions, registry: registry, warnings: warnings, limits: configuration.limits)
        let open = OpenConnections()
        let server: any Channel
        do {
            server = try await makeBootstrap(on: loops, tls: tls, actions: actions, warnings: warnings, open: open)
                .bind(host: configuration.host, port: configuration.port).get()
        } catch {
            throw ServerSetupError.cannotListen(on: configuration.host, configuration.port, error)
        }
        let startNow = listener.withLock { state -> Bool in
            guard case .notStarted = state else { return false }
            state = .listening(server)
            return true
        }
        guard startNow else {
            try await server.close()
            return nil
        }
        return Listening(server: server, tls: tls, sessions: sessions, open: open, warnings: warnings)
    }

    /// The listener's set-up: each new connection gets TLS and its own handler, unless its
    /// address opens connections faster than the limit.
    private func makeBootstrap(
        on loops: MultiThreadedEventLoopGroup, tls: TLS, actions: ConnectionActions, warnings: ConnectionWarnings,
        open: OpenConnections
    ) -> ServerBootstrap {
        let (limits, logger) = (configuration.limits, logger)
        // One executor per loop, shared by the loop's connections.
        let executors = Dictionary(uniqueKeysWithValues: loops.makeIterator().map { loop in
            (ObjectIdentifier(loop), EventLoopExecutor(loop))
        })
        return ServerBootstrap(group: loops)
            .serverChannelOption(.backlog, value: 1024)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.tcpOption(.tcp_nodelay), value: 1)
            // A client may close its sending side and still read the replies to what it sent.
            .childChannelOption(.allowRemoteHalfClosure, value: true)
            .serverChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(AcceptBackoff(warning: warnings.acceptFailures))
                }
            }
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    let address = ClientNetwork.key(of: channel.remoteAddress)
                    if let refusal = self.registry.admitNewConnection(from: address, limits: limits, now: .now) {
                        warnings.refused.note(.closedBeforeTLS(peer: channel.remoteAddress, by: refusal, limits: limits))
                        try pipeline.addHandler(ClosingBeforeTLS())
                        return
                    }
                    try pipeline.addHandler(self.makeTLSHandler(fallback: tls.context))
                    // Every child channel is on one of `loops`; the fallback only avoids a force unwrap.
                    let executor = executors[ObjectIdentifier(channel.eventLoop)] ?? EventLoopExecutor(channel.eventLoop)
                    try pipeline.addHandler(ConnectionChannelHandler(
                        actions: actions, executor: executor, limits: limits, open: open,
                        clientAuthorities: self.clientAuthorities.withLock { $0 }, logger: logger))
                }
            }
    }

    /// Says the server listens, serves until `shutdown()` closes the listener, then lets commands
    /// in flight finish storing and closes the store.
    private func runUntilClosed(
        _ listening: Listening, store: GameStore, onListening: @Sendable (ListeningInfo) async -> Void
    ) async throws {
        let (server, tls, sessions, open) = (listening.server, listening.tls, listening.sessions, listening.open)
        let info = ListeningInfo(
            host: configuration.host, port: server.localAddress?.port ?? configuration.port,
            fingerprint: tls.fingerprint, developmentCAPath: tls.developmentCAPath)
        var metadata: Logger.Metadata = [
            "fingerprint": "\(info.fingerprint)", "version": "\(SoftwareVersion.number)", "protocol": "\(ProtocolLimits.supportedVersionList)",
        ]
        // Only the development CA has a file clients are pointed to; with --cert there is none to name.
        if let caPath = info.developmentCAPath { metadata["ca"] = "\(caPath)" }
        logger.info("listening on \(info.address)", metadata: metadata)
        await onListening(info)
        let reloading = Task { [weak self] in
            while (try? await Task.sleep(for: Self.certificateReload)) != nil { self?.reloadCertificates() }
        }
        let checking = Task { [logger] in await Self.checkForDamage(in: store, logger: logger) }
        let reporting = Task { [registry] in
            await LoadReport(interval: configuration.loadReportInterval, logger: logger).run {
                LoadReport.Load(connections: registry.count, games: sessions.loadedCount)
            }
        }

        // `shutdown()` closes the listener and says goodbye to every client; their commands in
        // flight finish storing before the store closes.
        try await server.closeFuture.get()
        reloading.cancel()
        reporting.cancel()
        // A check still reading is interrupted, and done, before the store closes under it.
        checking.cancel()
        await checking.value
        await open.waitUntilNone()
        // Counts held back for a line the next occurrence would have brought, the connections'
        // last included, are logged now, or never.
        listening.warnings.flush()
        try await store.close()
        logger.info("stopped")
    }

    /// Connections open now (past the TLS handshake): what an operator or a test watches to see
    /// offenders dropped.
    public var connectionCount: Int { registry.count }

    /// Games in memory now: those a connection holds a seat in, and those being joined or resumed.
    func loadedGameCount() -> Int {
        guard let sessions = sessions.withLock({ $0 }) else { return 0 }
        return sessions.loadedCount
    }

    /// Saves being written to the game database now (internal: for tests that must act while one
    /// waits for the database's lock).
    func storeWritesUnderway() async -> Int {
        guard let sessions = sessions.withLock({ $0 }) else { return 0 }
        return await sessions.store.writesUnderway
    }

    /// Whether `shutdown()` was called.
    private var isStopped: Bool {
        listener.withLock { if case .stopped = $0 { true } else { false } }
    }

    /// Stops accepting connections and closes every open one with `BYE SHUTDOWN`.
    public func shutdown() {
        let channel = listener.withLock { state -> (any Channel)? in
            defer { state = .stopped }
            if case .listening(let channel) = state { return channel }
            return nil
        }
        channel?.close(promise: nil)
        registry.closeAll()
    }
}
