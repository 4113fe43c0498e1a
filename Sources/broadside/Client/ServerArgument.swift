import ArgumentParser
import BroadsideClient
import BroadsideTerminal

/// The optional `HOST[:PORT]` argument of `play` and `solo`.
struct ServerArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("The server, HOST or HOST:PORT (the default port is 7474); an IPv6 address with a port in brackets, as [::1]:7474.", valueName: "host[:port]"))
    var server: String?

    /// Taken only to say where a client's port goes: `--port` is `serve`'s, and typed here it would
    /// otherwise be answered with the nearest option, `--cert`.
    @Option(name: .customLong("port"), help: .hidden)
    var misplacedPort: String?

    func validate() throws {
        if let misplacedPort {
            let port = UInt16(misplacedPort).map(String.init) ?? "7474"
            throw ValidationError("a client takes the server's port with its host, as 127.0.0.1:\(port) (--port is for `broadside serve`)")
        }
        if let server, HostAndPort(parsing: server) == nil {
            throw ValidationError("'\(server)' is not HOST or HOST:PORT with a port from 1 to 65535")
        }
    }

    var address: HostAndPort? { server.flatMap(HostAndPort.init(parsing:)) }
}
