import BroadsideClient
import BroadsideProtocol

/// One named connection of a case (`a`, `b`, ...): a fresh TLS connection whose every received
/// line is checked against the rules all server lines obey, whatever the case is about.
/// Used by one case task at a time, so its bookkeeping needs no lock.
public final class CaseConnection {
    public let name: String
    private let connection: LineConnection
    private let inbox = LineInbox()
    private let pump: Task<Void, Never>
    /// Checks every later line must pass: `never` rules and the secrecy watch.
    private var watchers: [(String) throws(CaseFailure) -> Void] = []
    /// Every line received, in order, for checks that look back.
    private(set) var log: [String] = []
    /// The codes of every `ERR` and `BYE` received, for the report's list of codes provoked.
    private(set) var codesSeen: Set<String> = []
    /// The versions the greeting (`* BROADSIDE`) listed, once it has come.
    private(set) var versionsListed: [Int]?

    init(name: String, connection: LineConnection) {
        self.name = name
        self.connection = connection
        let inbox = self.inbox
        pump = Task {
            do {
                for try await line in connection.lines { await inbox.receive(line) }
            } catch {
                // A connection that breaks ends like one the server closed.
            }
            await inbox.finish()
        }
    }

    /// Sends `text` and a LF.
    public func send(_ text: String) async throws(CaseFailure) {
        try await sendBytes(Array(text.utf8) + [UInt8(ascii: "\n")])
    }

    /// Sends bytes exactly as given.
    public func sendBytes(_ bytes: [UInt8]) async throws(CaseFailure) {
        do {
            try await connection.sendBytes(bytes)
        } catch {
            // What the server said before closing (often a BYE) is the reason a reader needs.
            let unread = await inbox.unread.map(\.text)
            let said = unread.isEmpty ? "" : "; unread lines from the server: " + unread.joined(separator: " | ")
            throw CaseFailure(expected: "connection \(name) open for sending", actual: "sending failed: \(error)\(said)")
        }
    }

    /// The next line, nil when the server has closed the connection; throws when nothing comes
    /// within `limit` or the line breaks PROTOCOL.md 3.3 or 4. `expecting` is what the failure
    /// says was awaited when nothing comes (the line's pattern), rather than any line.
    public func nextLine(within limit: Duration, expecting: String? = nil) async throws(CaseFailure) -> ServerLine? {
        switch await inbox.next(within: limit) {
        case .closed:
            return nil
        case .timedOut:
            throw CaseFailure(
                expected: "\(expecting ?? "a line") on connection \(name)", actual: "nothing within \(limit.secondsText)")
        case .line(let received):
            return try check(received)
        }
    }

    /// From now on, a line containing `text` fails the case.
    public func forbid(_ text: String, because reason: String) {
        watch { line throws(CaseFailure) in
            if line.contains(text) { throw CaseFailure(expected: reason, actual: line) }
        }
    }

    /// From now on, every line received goes through `check` before the case sees it.
    public func watch(_ check: @escaping (String) throws(CaseFailure) -> Void) {
        watchers.append(check)
    }

    /// Reads everything the server has sent up to now through the watchers: sends a `PING` and
    /// reads up to its reply, so a forbidden line still in flight cannot slip past the case's end.
    func checkRemainingLines(within limit: Duration) async throws(CaseFailure) {
        guard !watchers.isEmpty else { return }
        let marker = "end-of-case"
        do {
            try await send("PING \(marker)")
        } catch {
            return  // Already closed: everything it sent has been read.
        }
        while let line = try await nextLine(within: limit) {
            if line.kind == .ok, line.name == "PING", line.words == [marker] { return }
        }
    }

    public func close() async {
        await connection.close()
        await pump.value
    }

    private func check(_ received: ReceivedLine) throws(CaseFailure) -> ServerLine {
        if let error = received.framingError {
            throw CaseFailure(
                expected: "server lines are UTF-8 without control characters (PROTOCOL.md 3.3)",
                actual: "a line the client framer rejects: \(error.code.rawValue)")
        }
        let bytes = received.text.utf8.count + 1
        guard bytes <= ProtocolLimits.lineBytes else {
            throw CaseFailure(
                expected: "server lines of at most \(ProtocolLimits.lineBytes) bytes (PROTOCOL.md 3.3)",
                actual: "\(bytes) bytes: \(received.text.prefix(80))...")
        }
        guard let line = ServerLine(parsing: received.text) else {
            throw CaseFailure(
                expected: "a line starting with OK, ERR, BYE, * or + and a name (PROTOCOL.md 4)",
                actual: received.text)
        }
        log.append(received.text)
        for check in watchers {
            do throws(CaseFailure) {
                try check(received.text)
            } catch {
                throw CaseFailure(expected: error.expected, actual: "connection \(name) received: \(error.actual)")
            }
        }
        if line.kind == .err || line.kind == .bye { codesSeen.insert(line.name) }
        if line.kind == .event, line.name == "BROADSIDE", let versions = line[field: "versions"] {
            versionsListed = versions.split(separator: ",").compactMap { Int($0) }
        }
        return line
    }
}
