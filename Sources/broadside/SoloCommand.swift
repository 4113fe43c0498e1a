import ArgumentParser
import BroadsideTerminal

/// `broadside solo`: against the computer.
struct SoloCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solo",
        abstract: "Play against the computer.",
        discussion: """
            With no host, runs a Broadside server inside the client on loopback with the default \
            data directory, so games are kept and can be resumed from the game list. With a host, \
            plays on that server. The computer plays the strongest strategy.
            """
    )

    @Argument(help: ArgumentHelp("A server to play on, HOST or HOST:PORT (default: one run inside the client).", valueName: "host[:port]"))
    var server: String?

    @Option(help: "The rules of the new game.")
    var rules: RulesChoice = .classic

    @OptionGroup var client: ClientOptions

    func validate() throws {
        if let server, ServerAddress(parsing: server) == nil {
            throw ValidationError("'\(server)' is not HOST or HOST:PORT with a port from 1 to 65535")
        }
    }

    func run() async throws {
        var options = LaunchOptions(mode: .solo)
        options.server = server.flatMap(ServerAddress.init(parsing:))
        options.variant = rules.variant
        client.apply(to: &options)
        try await launch(options, command: "solo")
    }
}
