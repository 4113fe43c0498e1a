import BroadsideServer
import Logging

/// A Broadside server run inside the client for hot-seat and solo play: the same server and the
/// same storage as `broadside serve`, on loopback, on a port the system picks.
final class LocalServer: Sendable {
    let port: Int
    /// The development CA the server's certificate was issued by.
    let caPath: String?
    private let server: BroadsideServer
    private let task: Task<Void, any Error>

    private init(server: BroadsideServer, task: Task<Void, any Error>, info: ListeningInfo) {
        self.server = server
        self.task = task
        port = info.port
        caPath = info.developmentCAPath
    }

    /// Starts a server on `dataDirectory` and returns once it listens.
    static func start(dataDirectory: String) async throws -> LocalServer {
        var configuration = ServerConfiguration(dataDirectory: dataDirectory)
        configuration.host = "127.0.0.1"
        configuration.port = 0
        configuration.storeAccess = .localClient
        // The server's log lines would draw over the game; its errors reach the client as replies.
        let server = BroadsideServer(
            configuration: configuration, logger: Logger(label: "broadside.local") { _ in SwiftLogNoOpLogHandler() })
        let (listening, continuation) = AsyncStream.makeStream(of: ListeningInfo.self)
        let task = Task {
            defer { continuation.finish() }
            try await server.run { info in continuation.yield(info) }
        }
        var iterator = listening.makeAsyncIterator()
        guard let info = await iterator.next() else {
            try await task.value
            throw ServerSetupError("the local server stopped before it was listening")
        }
        return LocalServer(server: server, task: task, info: info)
    }

    /// Says goodbye to the client and waits until every change is stored; returns what kept
    /// the server from storing them or closing its database, if anything did.
    @discardableResult
    func stop() async -> (any Error)? {
        server.shutdown()
        do {
            try await task.value
            return nil
        } catch {
            return error
        }
    }
}
