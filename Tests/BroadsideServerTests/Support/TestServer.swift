import BroadsideClient
@testable import BroadsideServer
import BroadsideServerCore
import BroadsideTLS
import Foundation
import Logging

/// A real server on 127.0.0.1, on a free port, for one test: `with` starts it and always stops it.
final class TestServer: Sendable {
    let dataDirectory: String
    let port: Int
    private let server: BroadsideServer
    private let task: Task<Void, any Error>

    /// Runs `body` with a server started with these options, and stops it however `body` ends, so
    /// that a failed test leaves no listener, event loops or open database behind. Without
    /// `dataDirectory` the server gets a new one, removed afterwards; a given one is kept, so a test
    /// can start another server on the same data.
    static func with<T>(
        dataDirectory: String? = nil, limits: ServerLimits = ServerLimits(), seed: UInt64? = nil,
        clientCAPath: String? = nil, logger: Logger? = nil, _ body: (TestServer) async throws -> T
    ) async throws -> T {
        guard let dataDirectory else {
            return try await withTemporaryDirectory { directory in
                try await with(
                    dataDirectory: directory, limits: limits, seed: seed, clientCAPath: clientCAPath, logger: logger, body)
            }
        }
        let server = try await start(
            dataDirectory: dataDirectory, limits: limits, seed: seed, clientCAPath: clientCAPath, logger: logger)
        return try await withCleanup { try await body(server) } cleanup: { try await server.stop() }
    }

    /// Starts a server that the caller must stop on every path, as `with` does; without
    /// `dataDirectory`, in a new one that nothing removes.
    static func start(
        dataDirectory: String? = nil, limits: ServerLimits = ServerLimits(), seed: UInt64? = nil,
        clientCAPath: String? = nil, logger custom: Logger? = nil
    ) async throws -> TestServer {
        var configuration = ServerConfiguration(dataDirectory: dataDirectory ?? TemporaryDirectory.make())
        configuration.port = 0
        configuration.limits = limits
        configuration.randomSeed = seed
        configuration.clientCAPath = clientCAPath
        var logger = custom ?? Logger(label: "test.server")
        if custom == nil { logger.logLevel = .warning }
        let server = BroadsideServer(configuration: configuration, logger: logger)
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let task = Task {
            // Finished however `run` ends, so that a server failing to start is not waited on.
            defer { continuation.finish() }
            try await server.run { info in continuation.yield(info.port) }
        }
        let port: Int?
        do {
            port = try await withTimeout(30, "the server to listen") {
                var iterator = ports.makeAsyncIterator()
                return await iterator.next()
            }
        } catch {
            // A server that starts listening after all closes at once.
            server.shutdown()
            throw error
        }
        guard let port else {
            try await task.value
            throw TimedOut(what: "a listening port; the server stopped before it listened")
        }
        return TestServer(dataDirectory: configuration.dataDirectory, port: port, server: server, task: task)
    }

    private init(dataDirectory: String, port: Int, server: BroadsideServer, task: Task<Void, any Error>) {
        self.dataDirectory = dataDirectory
        self.port = port
        self.server = server
        self.task = task
    }

    /// A server started with `start` whose test failed before `stop()` is shut down once the test
    /// lets go of it, rather than listening for the rest of the test process.
    deinit {
        server.shutdown()
    }

    var caPath: String { DataDirectory.certificates(in: dataDirectory) + "/ca.pem" }

    var connectionCount: Int { server.connectionCount }

    func loadedGameCount() -> Int { server.loadedGameCount() }

    /// Saves being written to the game database now: one waiting for a lock another process holds counts.
    func storeWritesUnderway() async -> Int { await server.storeWritesUnderway() }

    var clientConfiguration: ClientConfiguration {
        ClientConfiguration(host: "127.0.0.1", port: port, caPath: caPath)
    }

    /// Reads the certificate files again, as the server does every 12 hours.
    func reloadCertificates() {
        server.reloadCertificates()
    }

    /// Shuts down gracefully and waits until the server has stopped; for a test that goes on once
    /// it has (a restart, say). Stopping again does nothing more.
    func stop() async throws {
        server.shutdown()
        try await withTimeout(30, "the server to stop") { [task] in try await task.value }
    }
}
