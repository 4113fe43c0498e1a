import ArgumentParser
import BroadsideTerminal

/// The optional `HOST[:PORT]` argument of `play` and `solo`.
struct ServerArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("The server, HOST or HOST:PORT (the default port is 7474); an IPv6 address with a port in brackets, as [::1]:7474.", valueName: "host[:port]"))
    var server: String?

    func validate() throws {
        if let server, ServerAddress(parsing: server) == nil {
            throw ValidationError("'\(server)' is not HOST or HOST:PORT with a port from 1 to 65535")
        }
    }

    var address: ServerAddress? { server.flatMap(ServerAddress.init(parsing:)) }
}
