import BroadsideClient
import BroadsideServer
import BroadsideServerCore
import BroadsideTLS
import Foundation
import Logging

/// A real server on 127.0.0.1, on a free port, with its own data directory, for one test.
/// Stopping it keeps the directory so a test can start another server on the same data.
final class TestServer: Sendable {
    let dataDirectory: String
    let port: Int
    private let server: BroadsideServer
    private let task: Task<Void, any Error>

    static func start(
        dataDirectory: String? = nil, limits: ServerLimits = ServerLimits(), seed: UInt64? = nil,
        faults: Set<DeliberateFault> = [], clientCAPath: String? = nil, logger custom: Logger? = nil
    ) async throws -> TestServer {
        let directory = dataDirectory ?? TemporaryDirectory.make()
        var configuration = ServerConfiguration(dataDirectory: directory)
        configuration.port = 0
        configuration.limits = limits
        configuration.randomSeed = seed
        configuration.deliberateFaults = faults
        configuration.clientCAPath = clientCAPath
        var logger = custom ?? Logger(label: "test.server")
        if custom == nil { logger.logLevel = .warning }
        let server = BroadsideServer(configuration: configuration, logger: logger)
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let task = Task {
            try await server.run { info in continuation.yield(info.port) }
            continuation.finish()
        }
        guard let port = try await withTimeout(30, "the server to listen", {
            var iterator = ports.makeAsyncIterator()
            return await iterator.next()
        }) else {
            try await task.value
            throw TimedOut(what: "a listening port")
        }
        return TestServer(dataDirectory: directory, port: port, server: server, task: task)
    }

    private init(dataDirectory: String, port: Int, server: BroadsideServer, task: Task<Void, any Error>) {
        self.dataDirectory = dataDirectory
        self.port = port
        self.server = server
        self.task = task
    }

    var caPath: String { DataDirectory.certificates(in: dataDirectory) + "/ca.pem" }

    var connectionCount: Int { server.connectionCount }

    func loadedGameCount() async -> Int { await server.loadedGameCount() }

    var clientConfiguration: ClientConfiguration {
        ClientConfiguration(host: "127.0.0.1", port: port, caPath: caPath)
    }

    /// Shuts down gracefully and waits until the server has stopped.
    func stop() async throws {
        server.shutdown()
        try await withTimeout(30, "the server to stop") { [task] in try await task.value }
    }
}

enum TemporaryDirectory {
    static func make() -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("broadside-test-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
