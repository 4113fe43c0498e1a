import ArgumentParser
import BroadsideTerminal

/// `broadside solo`: against the computer.
struct SoloCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solo",
        abstract: "Play against the computer.",
        discussion: """
            With no host, runs a Broadside server inside the client on loopback with the default \
            data directory, so games are kept; with a host, plays on that server. A game still in \
            play is offered at the next start (Enter goes on with it, n starts a new one). The \
            computer plays the strongest strategy.
            """
    )

    @OptionGroup var server: ServerArgument

    @Option(help: RulesChoice.help)
    var rules: RulesChoice?

    @OptionGroup var client: ClientOptions

    func run() async throws {
        var options = LaunchOptions(mode: .solo)
        options.server = server.address
        options.variant = rules?.variant
        client.apply(to: &options)
        try await launch(options, command: "solo")
    }
}
