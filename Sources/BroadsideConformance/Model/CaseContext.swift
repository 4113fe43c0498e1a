import BroadsideClient

/// What a running case works with: the server, its connections by name, and the values it has
/// captured. Made fresh for every case and used by that case's task only.
public final class CaseContext {
    public let target: ConformanceTarget
    public let limits: KnownLimits
    /// How long to wait for any one expected line.
    public let replyTimeout: Duration
    /// Values captured from replies (`${code}`) or set by the case, by name.
    public var variables: [String: String] = [:]
    /// The shared transcript fragments, for Swift cases that start from a data setup.
    let fragments: [String: Fragment]
    private var connections: [String: CaseConnection] = [:]
    /// Codes of connections already closed, so the report still sees them.
    private var closedCodes: Set<String> = []
    /// The versions listed by the greetings of connections already closed.
    private var closedVersionsListed: [[Int]] = []

    init(target: ConformanceTarget, limits: KnownLimits, replyTimeout: Duration, fragments: [String: Fragment]) {
        self.target = target
        self.limits = limits
        self.replyTimeout = replyTimeout
        self.fragments = fragments
    }

    /// The connection called `name`, opened (a fresh TLS connection) the first time it is asked for.
    public func connection(_ name: String) async throws(CaseFailure) -> CaseConnection {
        if let open = connections[name] { return open }
        let line: LineConnection
        do {
            line = try await LineConnection.connect(target.clientConfiguration)
        } catch {
            throw CaseFailure(expected: "a TLS connection to \(target.host):\(target.port)", actual: "\(error)")
        }
        let connection = CaseConnection(name: name, connection: line)
        connections[name] = connection
        return connection
    }

    /// Closes connection `name` from the client's side.
    public func close(_ name: String) async {
        guard let connection = connections.removeValue(forKey: name) else { return }
        closedCodes.formUnion(connection.codesSeen)
        closedVersionsListed += [connection.versionsListed].compactMap { $0 }
        await connection.close()
    }

    /// The connections still open, by name.
    var openConnections: [CaseConnection] { connections.keys.sorted().compactMap { connections[$0] } }

    /// Every `ERR` and `BYE` code received so far.
    var codesSeen: Set<String> { connections.values.reduce(closedCodes) { $0.union($1.codesSeen) } }

    /// Why a case of protocol `version` cannot run against this server: a greeting it was sent
    /// does not list the version. Nil when every greeting did, or none came.
    func unlisted(_ version: Int) -> String? {
        let listed = closedVersionsListed + openConnections.compactMap(\.versionsListed)
        guard let other = listed.first(where: { !$0.contains(version) }) else { return nil }
        let versions = other.map(String.init).joined(separator: ",")
        return "needs protocol version \(version): the server's greeting lists versions=\(versions)"
    }

    func closeAll() async {
        for name in connections.keys.sorted() { await close(name) }
    }
}
