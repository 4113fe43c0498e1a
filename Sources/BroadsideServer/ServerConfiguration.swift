import BroadsideProtocol
import BroadsideServerCore

/// How to run a server: where to listen, where games and certificates live, which limits apply.
public struct ServerConfiguration: Sendable {
    public var host = "127.0.0.1"
    /// 0 picks a free port; the listening callback reports the real one.
    public var port = ProtocolLimits.defaultPort
    /// Holds `games.sqlite` and, unless a certificate is given, the development certificates.
    public var dataDirectory: String
    /// A PEM certificate chain and its key; nil makes and uses development certificates.
    public var certificatePath: String?
    public var privateKeyPath: String?
    /// When set, clients must present a certificate issued by this CA (mutual TLS).
    public var clientCAPath: String?
    public var limits = ServerLimits()
    /// How often, at most, the live load is logged (`serving connections=N games=M`).
    public var loadReportInterval: Duration = .seconds(60)
    /// Only for tests that need reproducible codes, tokens and computer moves; production leaves
    /// it nil so these come from the system's CSPRNG.
    var randomSeed: UInt64?
    /// `.server` for `broadside serve`: a second one on the same data directory is refused, as an
    /// operator's mistake. The servers inside hot-seat and solo clients (`.localClient`) share the
    /// directory with it and with each other.
    public var storeAccess = StoreAccess.server

    public init(dataDirectory: String) {
        self.dataDirectory = dataDirectory
    }

    public var databasePath: String { dataDirectory + "/games.sqlite" }
}
