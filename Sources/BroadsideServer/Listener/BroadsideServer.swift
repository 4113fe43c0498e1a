import BroadsideProtocol
import BroadsideTLS
import Foundation
import Logging
import NIOCore
import NIOPosix
import NIOSSL
import Synchronization

/// The Broadside game server. `broadside serve` and the tests build it the same way, through
/// `run`, so tests exercise exactly what ships.
public final class BroadsideServer: Sendable {
    private let configuration: ServerConfiguration
    private let logger: Logger
    private let registry = ConnectionRegistry()
    private let listener = Mutex<Listener>(.notStarted)
    /// The sessions of the run under way.
    private let sessions = Mutex<SessionManager?>(nil)
    /// The TLS context new connections get: read from the certificate files again every
    /// `certificateReload`, so that a long-running server renews its development certificate and
    /// takes up an operator's renewed one.
    private let tlsContext = Mutex<NIOSSLContext?>(nil)
    /// The `--client-ca` certificates as last read, with the context: a refused client
    /// certificate is compared with them (`HandshakeFailure`).
    private let clientAuthorities = Mutex(ClientAuthorities.unknown)
    private static let certificateReload: Duration = .seconds(12 * 3_600)

    private enum Listener {
        case notStarted
        case listening(any Channel)
        case stopped
    }

    public init(configuration: ServerConfiguration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
    }

    /// Listens until `shutdown()` is called, then says goodbye to every client, lets commands in
    /// flight finish storing, and returns. `onListening` is called once the port is open.
    public func run(onListening: @Sendable (ListeningInfo) async -> Void = { _ in }) async throws {
        // The server's own loops: its connections' tasks run on them (`EventLoopExecutor`), and in
        // a process that also runs clients, as the tests do, the clients keep theirs to themselves.
        let loops = MultiThreadedEventLoopGroup(numberOfThreads: System.coreCount)
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
    /// and the certificates are made. After the wait for another server on the same data directory, which may still
    /// hold the port while it stops.
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
        if let warning = DataDirectory.warning(forPermissionsOf: configuration.dataDirectory) {
            logger.warning("\(warning)")
        }
        if configuration.storeAccess == .server {
            let databasePath = configuration.databasePath
            _ = await StoreLock.awaitRelease(of: databasePath, patience: .seconds(5), givingUpWhen: { self.isStopped }) { [logger] holder in
                let which = holder.map { ", \($0)," } ?? ""
                logger.notice("another Broadside server\(which) is using \(databasePath); waiting up to 5 s for it to stop")
            }
            // Told to stop while it waited: nothing is open yet, so there is nothing to close.
            guard !isStopped else { return }
        }
        try await Self.probeListening(configuration, on: loops)
        let store = try Self.openStore(configuration, logger: logger)
        // Certificates only once the directory is this server's: a server refused for another one
        // using it must not renew, or make anew, the certificates that one's clients trust.
        let tls: TLS
        do {
            tls = try makeTLS()
        } catch {
            try? await store.close()
            throw error
        }
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
            try? await store.close()
            throw ServerSetupError.cannotListen(on: configuration.host, configuration.port, error)
        }
        let startNow = listener.withLock { state -> Bool in
            guard case .notStarted = state else { return false }
            state = .listening(server)
            return true
        }
        guard startNow else {
            // Told to stop while it bound: the store closes even when the listener will not.
            do {
                try await server.close()
            } catch {
                try? await store.close()
                throw error
            }
            try await store.close()
            return
        }
        try await runUntilClosed(server, tls: tls, store: store, sessions: sessions, open: open, onListening: onListening)
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
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
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
                    guard self.registry.admitNewConnection(from: address, limits: limits, now: .now) else {
                        warnings.refused.note(.closedBeforeTLS(peer: channel.remoteAddress, perSecond: limits.newConnectionsPerSecondPerAddress))
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
        _ server: any Channel, tls: TLS, store: GameStore, sessions: SessionManager, open: OpenConnections,
        onListening: @Sendable (ListeningInfo) async -> Void
    ) async throws {
        let info = ListeningInfo(
            host: configuration.host, port: server.localAddress?.port ?? configuration.port,
            fingerprint: tls.fingerprint, developmentCAPath: tls.developmentCAPath)
        logger.info(
            "listening on \(info.address)",
            metadata: [
                "fingerprint": "\(info.fingerprint)", "ca": "\(info.developmentCAPath ?? "-")",
                "version": "\(SoftwareVersion.number)", "protocol": "\(ProtocolLimits.version)",
            ])
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
        try await store.close()
        logger.info("stopped")
    }

    /// Opens the store, saying so when it waits for another process's lock on the database (the
    /// `sqlite3` shell in a transaction, a backup), which SQLite waits `GameStore.lockPatienceSeconds` for in silence.
    private static func openStore(_ configuration: ServerConfiguration, logger: Logger) throws -> GameStore {
        let path = configuration.databasePath
        // A dispatch timer, not a task: the opening blocks a thread of the shared pool, which a busy
        // machine may not spare a second one from in time.
        let waiting = DispatchWorkItem {
            if let holders = DatabaseLockHolders.describe(forDatabaseAt: path) {
                logger.notice("waiting up to \(GameStore.lockPatienceSeconds) s for the lock on the game database \(path), which \(holders) holds")
            } else {
                logger.notice("opening the game database \(path) is taking long: waiting up to \(GameStore.lockPatienceSeconds) s for its lock, should another process hold it")
            }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(500), execute: waiting)
        defer { waiting.cancel() }
        return try GameStore(path: path, access: configuration.storeAccess)
    }

    /// Logs what is wrong with the database file, if anything; games keep being served, those
    /// on sound pages whole.
    private static func checkForDamage(in store: GameStore, logger: Logger) async {
        do {
            let damage = try await store.damage()
            guard !damage.isEmpty else { return }
            logger.error(
                "the game database \(store.path) is damaged: games on the damaged pages cannot be loaded or stored; stop the server and restore a backup, or try sqlite3's .recover",
                metadata: ["found": "\(damage.joined(separator: "; "))"])
        } catch {
            // Cut short by a server that stops: nothing was found, nothing to say.
            guard !Task.isCancelled else { return }
            logger.error("cannot check the game database \(store.path)", metadata: ["error": "\(error)"])
        }
    }

    /// Connections open now (past the TLS handshake): what an operator or a test watches to see
    /// offenders dropped.
    public var connectionCount: Int { registry.count }

    /// Games in memory now: those a connection holds a seat in, and those being joined or resumed.
    public func loadedGameCount() -> Int {
        guard let sessions = sessions.withLock({ $0 }) else { return 0 }
        return sessions.loadedCount
    }

    /// Saves being written to the game database now (internal: for tests that must act while one
    /// waits for the database's lock).
    func storeWritesUnderway() async -> Int {
        guard let sessions = sessions.withLock({ $0 }) else { return 0 }
        return await sessions.store.writesUnderway
    }

    /// The TLS handler of a new connection, with the context of the last certificates read (set
    /// before the listener opens; `fallback` only avoids a force unwrap).
    private func makeTLSHandler(fallback: NIOSSLContext) -> NIOSSLServerHandler {
        ClientCertificateVerifier.serverHandler(
            context: tlsContext.withLock { $0 } ?? fallback, clientAuthorities: clientAuthorities.withLock { $0 })
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

    /// Reads the certificate files again, renewing the development ones when they are due (as
    /// at start), for the connections to come; keeps the present context if that fails.
    public func reloadCertificates() {
        do {
            let tls = try makeTLS()
            tlsContext.withLock { $0 = tls.context }
            clientAuthorities.withLock { $0 = tls.clientAuthorities }
        } catch {
            logger.error("cannot read the certificates again; new connections keep the present ones", metadata: ["error": "\(error)"])
        }
    }

    private struct TLS {
        let context: NIOSSLContext
        let fingerprint: String
        let developmentCAPath: String?
        let clientAuthorities: ClientAuthorities
    }

    private func makeTLS() throws -> TLS {
        var certificatePath = configuration.certificatePath
        var keyPath = configuration.privateKeyPath
        var caPath: String?
        if certificatePath == nil {
            let directory = DataDirectory.certificates(in: configuration.dataDirectory)
            let hadAuthority = FileManager.default.fileExists(atPath: CertificateFiles.server(in: directory).caCertificatePath)
            let (files, made) = try DevelopmentCertificates.ensure(in: directory)
            switch made {
            case .nothing: break
            case .serverCertificate:
                logger.notice("renewed the development server certificate; clients keep trusting \(files.caCertificatePath)")
            case .everything where hadAuthority:
                // Every client that trusted the old CA stops connecting: an operator must hear of it.
                logger.warning("replaced the development CA, which was expiring or broken; clients must trust the new \(files.caCertificatePath)")
            case .everything:
                logger.notice("created development certificates; clients must trust the new \(files.caCertificatePath)")
            }
            certificatePath = files.certificatePath
            keyPath = files.privateKeyPath
            caPath = files.caCertificatePath
        }
        guard let certificatePath, let keyPath else {
            throw ServerSetupError("give both --cert and --key, or neither to use development certificates")
        }
        let settings = try TLSSettings.server(
            certificatePath: certificatePath, privateKeyPath: keyPath, clientCAPath: configuration.clientCAPath)
        // A certificate that has run out, or is not valid yet, or lacks its intermediate starts a
        // server that clients refuse, as does a development certificate for hosts other than the
        // one listened on, or a client CA that vouches for nobody; a key others can read lets
        // them pose as it.
        let hostWarning = caPath.flatMap { _ in
            ServerCertificateWarnings.warning(forDevelopmentCertificateAt: certificatePath, listeningOn: configuration.host)
        }
        let clientCAWarnings = configuration.clientCAPath.map { ClientAuthorityWarnings.warnings(forClientCAAt: $0) } ?? []
        let warnings = ServerCertificateWarnings.warnings(forChainAt: certificatePath) + clientCAWarnings
            + [ServerCertificateWarnings.warning(forKeyAt: keyPath), hostWarning]
        for warning in warnings.compactMap({ $0 }) {
            logger.warning("\(warning)")
        }
        return TLS(
            context: try NIOSSLContext(configuration: settings),
            fingerprint: try TLSSettings.fingerprint(ofCertificateAt: certificatePath), developmentCAPath: caPath,
            // Only for saying why a client was refused: a file BoringSSL reads but swift-certificates
            // cannot must not keep the server from starting.
            clientAuthorities: configuration.clientCAPath.flatMap { try? ClientAuthorities(inFileAt: $0) } ?? .unknown)
    }
}

/// A server that cannot start, with a sentence saying what to fix.
public struct ServerSetupError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }

    /// The listening socket could not be opened: the reasons an operator meets, in words.
    static func cannotListen(on host: String, _ port: Int, _ error: any Error) -> ServerSetupError {
        let address = addressText(host: host, port: port)
        let reason = switch (error as? IOError)?.errnoCode {
        case EADDRINUSE: "the port is in use (another server?); stop that one or choose another --port"
        case EACCES: "permission denied (ports below 1024 need privileges); choose another --port"
        case EADDRNOTAVAIL: "this machine has no such address; check --host"
        default: error is SocketAddressError || error is SocketAddressError.UnknownHost
            ? "no such address, or a name that does not resolve; check --host" : "\(error)"
        }
        return ServerSetupError("cannot listen on \(address): \(reason)")
    }
}
