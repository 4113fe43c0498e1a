import BroadsideCore
import BroadsideProtocol

/// A Broadside client session: sends commands and returns their replies, in order, while
/// events flow to `messages`. Commands may be pipelined.
public actor ProtocolClient {
    /// Events and goodbyes, in the order the server sent them.
    public nonisolated let messages: AsyncStream<ServerMessage>
    private let messageContinuation: AsyncStream<ServerMessage>.Continuation
    private let connection: LineConnection
    /// The longest wait for a reply before the connection is taken for lost (`replyTimeout`).
    private let replyTimeout: Duration
    private var pending: [AwaitedReply] = []
    /// How many commands were sent and how many answered: a command's number says whether its
    /// reply is still awaited.
    private var sentCount = 0
    private var answeredCount = 0
    private var data: [ServerLine] = []
    private var closed = false
    /// Why the client closed the connection itself, for the replies it fails.
    private var closing: ClientError?
    /// More data lines than any reply holds: a server sending more is broken or hostile, and would
    /// otherwise fill the memory.
    static let maximumDataLines = 10_000
    /// Reads the server's lines until the connection ends; `close` waits for it.
    private var pumping: Task<Void, Never>?
    /// The versions the greeting named.
    public private(set) var serverVersions: [Int] = []
    /// The version this connection said `HELLO` with: the highest both sides speak.
    public private(set) var version = ProtocolLimits.versionBeforeHello
    /// How long the server waits for a line before closing, if the greeting said.
    public private(set) var serverIdleSeconds: Int?
    /// The server's `BYE`, once it said one: why a command sent after it failed, when the
    /// goodbye itself is still queued in `messages` behind that failure.
    public private(set) var goodbye: ServerLine?

    /// A reply awaited, and the timer that gives up on it.
    private struct AwaitedReply {
        let continuation: CheckedContinuation<Reply, any Error>
        let deadline: Task<Void, Never>
        /// The command's name (`Command.name`), for the goodbyes that answer it.
        let command: String

        /// Whether `bye` is this command's reply: `QUIT`'s own, or any at `HELLO`, which a server
        /// turning the connection away answers so (PROTOCOL.md 5.2, 11). Any other answers no
        /// command (4.3).
        func isAnswered(by bye: ServerLine) -> Bool {
            command == "HELLO" || command == "QUIT" && bye.name == ByeCode.quit.rawValue
        }
    }

    private init(connection: LineConnection, replyTimeout: Duration) {
        self.connection = connection
        self.replyTimeout = replyTimeout
        (messages, messageContinuation) = AsyncStream.makeStream(of: ServerMessage.self)
    }

    /// Connects, reads the greeting and says HELLO as `name`.
    /// The greeting and the reply to `HELLO` must come within `connectTimeout`, as the TLS
    /// handshake must: a server that accepts but never speaks cannot hold the caller. Whatever
    /// fails, the connection is closed before this throws: a caller retrying leaves none open.
    public static func connect(_ configuration: ClientConfiguration, name: String) async throws -> ProtocolClient {
        let connection = try await LineConnection.connect(configuration)
        let client = ProtocolClient(connection: connection, replyTimeout: configuration.replyTimeout)
        let watchdog = Task { () -> Bool in
            guard (try? await Task.sleep(for: configuration.connectTimeout)) != nil else { return false }
            await connection.close()
            return true
        }
        do {
            try await client.introduce(as: name)
            watchdog.cancel()
            // Too late: the watchdog closed the connection as the reply came.
            if await watchdog.value { throw ClientError.closed }
            return client
        } catch {
            watchdog.cancel()
            let timedOut = await watchdog.value
            await client.close()
            throw timedOut ? ClientError.timedOut("the greeting and HELLO") : error
        }
    }

    /// Reads the greeting and says HELLO as `name`.
    private func introduce(as name: String) async throws {
        try await start()
        // With no version in common the newest is stated, for the server's `VERSION_MISMATCH`.
        version = ProtocolLimits.version(agreedWith: serverVersions) ?? ProtocolLimits.version
        let hello = try await send(.hello(version: version, name: name))
        if hello.final.kind == .bye, hello.final.name == ByeCode.versionMismatch.rawValue {
            throw ClientError.versionMismatch(hello.final[field: "supported"] ?? "?")
        }
        // A server that is full turns the connection away as soon as it is up, whatever is said.
        if hello.final.kind == .bye {
            throw ClientError("the server turned the connection away: \(hello.final.text ?? hello.final.name)")
        }
        do {
            try hello.ok()
        } catch {
            throw ClientError("the server refused the name '\(name)': \(error)", isLasting: true)
        }
    }

    /// Waits for the greeting, then pumps every later line.
    private func start() async throws {
        var iterator = connection.lines.makeAsyncIterator()
        let first: ReceivedLine?
        do {
            first = try await iterator.next()
        } catch {
            throw ClientError.sessionEnded(error)
        }
        // Closed before any line: a server stopping, say, which another attempt may find back.
        guard let first else { throw ClientError.closed }
        guard let greeting = ServerLine(parsing: first.text), case .greeting(let versions, let idleSeconds)? = try? Event(greeting)
        else { throw ClientError("the server did not greet as a Broadside server", isLasting: true) }
        serverVersions = versions
        serverIdleSeconds = idleSeconds
        let lines = connection.lines
        pumping = Task { await self.pump(lines) }
    }

    private func pump(_ lines: AsyncThrowingStream<ReceivedLine, any Error>) async {
        do {
            for try await received in lines {
                guard let line = ServerLine(parsing: received.text) else { continue }
                try receive(line)
            }
        } catch let error as ClientError {
            closing = error
            await connection.close()
        } catch {
            // A broken connection ends like a closed one.
        }
        finish()
    }

    private func receive(_ line: ServerLine) throws(ClientError) {
        switch line.kind {
        case .event:
            // Events of a later version that this client cannot read are skipped (PROTOCOL.md 4.6).
            if let event = try? Event(line) { messageContinuation.yield(.event(event)) }
        case .data:
            guard data.count < Self.maximumDataLines else {
                throw ClientError("the server sent more than \(Self.maximumDataLines) data lines for one reply")
            }
            data.append(line)
        case .ok, .err, .bye:
            let reply = Reply(data: data, final: line)
            // Data lines before a final line that answers nothing belong to no command: kept, they
            // would be taken for part of the next reply.
            data = []
            if line.kind == .bye, let oldest = pending.first, !oldest.isAnswered(by: line) {
                // The commands waiting get no reply: whether they were carried out, a resume tells.
                // Nor would any sent now: the server acts on nothing after its goodbye.
                closing = ClientError.saidGoodbye(line)
                closed = true
                failAwaitedReplies()
            } else if !pending.isEmpty {
                let answered = pending.removeFirst()
                answered.deadline.cancel()
                answeredCount += 1
                answered.continuation.resume(returning: reply)
            }
            if line.kind == .bye {
                goodbye = goodbye ?? line
                messageContinuation.yield(.goodbye(line))
            }
        }
    }

    private func finish() {
        closed = true
        failAwaitedReplies()
        messageContinuation.yield(.disconnected)
        messageContinuation.finish()
    }

    /// Sends a command and waits for its reply, at most `replyTimeout`.
    public func send(_ command: Command) async throws -> Reply {
        try await send(command, within: replyTimeout)
    }

    /// Sends a command and waits for its reply, at most `limit`: then the connection is closed
    /// and this throws, as when it is lost. A cancelled wait closes the connection too: a reply
    /// left unclaimed would be taken for the next command's.
    public func send(_ command: Command, within limit: Duration) async throws -> Reply {
        guard !closed else { throw closing ?? ClientError.closed }
        let connection = connection
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let number = sentCount
                sentCount += 1
                let deadline = Task {
                    guard (try? await Task.sleep(for: limit)) != nil else { return }
                    self.giveUp(on: number, of: command, after: limit)
                }
                pending.append(AwaitedReply(continuation: continuation, deadline: deadline, command: command.name))
                // Queued in call order; a failed write closes the connection and the pump fails the reply.
                connection.enqueue(command.description)
            }
        } onCancel: {
            Task { await self.abandon(because: ClientError.closed) }
        }
    }

    /// The reply to the `number`th command did not come in time.
    private func giveUp(on number: Int, of command: Command, after limit: Duration) {
        guard number >= answeredCount else { return }
        abandon(because: ClientError.unanswered(command.name, within: limit))
    }

    /// Fails every reply awaited at once, and closes the connection without waiting for it to
    /// close: TLS waits a while for the server's own goodbye, which a server that hangs never says.
    private func abandon(because error: ClientError) {
        guard !closed else { return }
        closing = error
        closed = true
        failAwaitedReplies()
        let connection = connection
        Task { await connection.close() }
    }

    private func failAwaitedReplies() {
        for awaited in pending {
            awaited.deadline.cancel()
            awaited.continuation.resume(throwing: closing ?? ClientError.closed)
        }
        pending = []
    }

    /// Closes the connection and returns once its last line has been read and its replies
    /// failed: nothing of the connection is left running, so a process may exit at once (one
    /// that exited while the pump let go of a connection crashed in glibc's `free`).
    public func close() async {
        await connection.close()
        await pumping?.value
    }
}
