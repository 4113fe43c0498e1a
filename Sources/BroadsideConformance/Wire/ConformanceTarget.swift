import BroadsideClient
import BroadsideProtocol

/// The server under test and how to trust it.
public struct ConformanceTarget: Sendable {
    public var host: String
    public var port: Int
    /// The CA that issued the server's certificate; nil trusts the system's roots.
    public var caPath: String?
    /// Skips certificate verification: for servers whose CA the tester does not have.
    public var insecure = false
    /// A client certificate and its key, for a server that requires one (mutual TLS).
    public var certificatePath: String?
    public var privateKeyPath: String?

    public init(host: String, port: Int = ProtocolLimits.defaultPort, caPath: String? = nil) {
        self.host = host
        self.port = port
        self.caPath = caPath
    }

    /// Reads `HOST`, `HOST:PORT` or `[IPv6]:PORT`; nil when it is none of them.
    public init?(address: String, caPath: String? = nil) {
        guard let parsed = HostAndPort(parsing: address) else { return nil }
        self.init(host: parsed.host, port: parsed.port, caPath: caPath)
    }

    /// Connects once, before any case, and waits up to `patience` for the first line: a run against
    /// a server that cannot be reached or trusted would fail every case for the same reason. A
    /// server that ends the session instead (one that requires a client certificate) is reported
    /// in a sentence here, rather than as every case's closed connection. A server that says nothing is left to the cases.
    /// Returns the first line, the greeting, when one came.
    @discardableResult
    public func checkReachable(patience: Duration = .seconds(5)) async throws -> String? {
        let connection = try await LineConnection.connect(clientConfiguration)
        let lines = connection.lines
        let first: Result<String?, any Error> = await withTaskGroup(of: Result<String?, any Error>.self) { group in
            group.addTask {
                do {
                    var iterator = lines.makeAsyncIterator()
                    return .success(try await iterator.next()?.text)
                } catch {
                    return .failure(error)
                }
            }
            group.addTask {
                try? await Task.sleep(for: patience)
                return .success(nil)
            }
            let first = await group.next() ?? .success(nil)
            group.cancelAll()
            return first
        }
        await connection.close()
        do {
            return try first.get()
        } catch {
            throw ClientError.sessionEnded(error)
        }
    }

    var clientConfiguration: ClientConfiguration {
        var configuration = ClientConfiguration(host: host, port: port, caPath: caPath)
        configuration.verifiesCertificate = !insecure
        configuration.certificatePath = certificatePath
        configuration.privateKeyPath = privateKeyPath
        return configuration
    }
}
