import BroadsideClient
import BroadsideProtocol

/// A connection at the level of raw lines: what the spec's transcripts and the secrecy checks
/// need, with every received line kept in order.
actor RawClient {
    private let connection: LineConnection
    private(set) var received: [String] = []
    private var unread = 0
    private var closed = false

    static func connect(to server: TestServer) async throws -> RawClient {
        let client = RawClient(connection: try await LineConnection.connect(server.clientConfiguration))
        await client.start()
        return client
    }

    private init(connection: LineConnection) {
        self.connection = connection
    }

    private func start() {
        let lines = connection.lines
        Task {
            do {
                for try await line in lines { append(line.text) }
            } catch {}
            markClosed()
        }
    }

    private func append(_ line: String) { received.append(line) }
    private func markClosed() { closed = true }

    var isClosed: Bool { closed }

    func send(_ line: String) async throws {
        try await connection.send(line)
    }

    func sendBytes(_ bytes: [UInt8]) async throws {
        try await connection.sendBytes(bytes)
    }

    /// The next line not yet read; throws after `timeout` seconds.
    func next(timeout: Double = 20) async throws -> String {
        let deadline = ContinuousClock.now + .seconds(timeout)
        while unread >= received.count {
            if closed { throw TimedOut(what: "a line; the server closed the connection") }
            guard ContinuousClock.now < deadline else { throw TimedOut(what: "a line from the server") }
            try await Task.sleep(for: .milliseconds(2))
        }
        defer { unread += 1 }
        return received[unread]
    }

    /// Reads lines until one is final (`OK`, `ERR`, `BYE`); returns it, keeping what came before.
    func reply(timeout: Double = 20) async throws -> ServerLine {
        while true {
            let text = try await next(timeout: timeout)
            if let line = ServerLine(parsing: text), line.isFinal { return line }
        }
    }

    /// Sends a command and returns its final reply line.
    func command(_ line: String) async throws -> ServerLine {
        try await send(line)
        return try await reply()
    }

    /// Waits until the connection is closed by the server.
    func waitUntilClosed(timeout: Double = 20) async throws {
        let deadline = ContinuousClock.now + .seconds(timeout)
        while !closed {
            guard ContinuousClock.now < deadline else { throw TimedOut(what: "the server to close the connection") }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    func close() async {
        await connection.close()
    }
}
