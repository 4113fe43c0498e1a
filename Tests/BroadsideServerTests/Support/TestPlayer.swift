import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Testing

/// A connected player for tests: sends commands, and keeps the events it receives so a test can
/// wait for one.
final class TestPlayer: Sendable {
    let client: ProtocolClient
    let inbox: Inbox

    static func connect(to server: TestServer, name: String) async throws -> TestPlayer {
        let client = try await ProtocolClient.connect(server.clientConfiguration, name: name)
        return TestPlayer(client: client)
    }

    private init(client: ProtocolClient) {
        self.client = client
        inbox = Inbox()
        let messages = client.messages
        Task { [inbox] in
            for await message in messages { await inbox.add(message) }
        }
    }

    /// Sends and expects `OK`.
    @discardableResult
    func ok(_ command: Command, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Reply {
        let reply = try await send(command)
        #expect(reply.isOK, "\(command) was answered \(reply.final)", sourceLocation: sourceLocation)
        try reply.ok()
        return reply
    }

    func send(_ command: Command) async throws -> Reply {
        try await withTimeout(20, "a reply to \(command)") { [client] in try await client.send(command) }
    }

    /// Sends and returns the error code of the refusal.
    func refused(_ command: Command) async throws -> ErrorCode? {
        try await send(command).errorCode
    }

    /// Waits for the first message matching `match` that has not been taken yet.
    func waitFor<T: Sendable>(
        _ what: String, timeout: Double = 20, _ match: @escaping @Sendable (ServerMessage) -> T?
    ) async throws -> T {
        try await withTimeout(timeout, what) { [inbox] in
            while true {
                if let found = await inbox.take(match) { return found }
                try await Task.sleep(for: .milliseconds(5))
            }
        }
    }

    func waitForEvent<T: Sendable>(
        _ what: String, timeout: Double = 20, _ match: @escaping @Sendable (Event) -> T?
    ) async throws -> T {
        try await waitFor(what, timeout: timeout) { message in
            if case .event(let event) = message { return match(event) }
            return nil
        }
    }

    func close() async {
        await client.close()
    }

    /// Messages received and not yet taken by a test.
    actor Inbox {
        private(set) var messages: [ServerMessage] = []

        func add(_ message: ServerMessage) { messages.append(message) }

        func take<T>(_ match: (ServerMessage) -> T?) -> T? {
            for (index, message) in messages.enumerated() {
                if let found = match(message) {
                    messages.remove(at: index)
                    return found
                }
            }
            return nil
        }
    }
}
