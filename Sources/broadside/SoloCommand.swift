import ArgumentParser
import BroadsideTerminal

/// `broadside solo`: against the computer.
struct SoloCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solo",
        abstract: "Play against the computer.",
        discussion: """
            With no host, runs a Broadside server inside the client on loopback with the default \
            data directory, so games are kept and can be resumed from the game list (Esc on the \
            new-game screen). With a host, \
            plays on that server. The computer plays the strongest strategy.
            """
    )

    @OptionGroup var server: ServerArgument

    @Option(help: RulesChoice.help)
    var rules: RulesChoice = .classic

    @OptionGroup var client: ClientOptions

    func run() async throws {
        var options = LaunchOptions(mode: .solo)
        options.server = server.address
        options.variant = rules.variant
        client.apply(to: &options)
        try await launch(options, command: "solo")
    }
}
