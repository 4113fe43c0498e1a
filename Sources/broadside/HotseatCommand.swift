import ArgumentParser
import BroadsideTerminal

/// `broadside hotseat`: two players sharing one terminal.
struct HotseatCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hotseat",
        abstract: "Two players take turns at one terminal.",
        discussion: """
            Runs a Broadside server inside the client on loopback, with the default data directory \
            (the same storage as `broadside serve`), so hot-seat games are kept: a game still in \
            play is offered at the next start (Enter goes on with it, n starts a new one). Both \
            players' names are asked; between turns the screen is covered until the next player \
            presses Space. Space does not fire at a shared terminal, so a double press cannot fire \
            a shot unseen: Enter fires.
            """
    )

    @Option(help: RulesChoice.help)
    var rules: RulesChoice?

    @Flag(help: ArgumentHelp(lineModeHelp))
    var plain = false

    func run() async throws {
        var options = LaunchOptions(mode: .hotSeat)
        options.variant = rules?.variant
        options.plain = plain
        try await launch(options, command: "hotseat")
    }
}
