import ArgumentParser
import BroadsideTerminal

/// `broadside play`: two players on separate terminals, over the network.
struct PlayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play against another player (or the computer) on a Broadside server.",
        discussion: """
            With no host, connects to a local `broadside serve` on 127.0.0.1:7474 and trusts the \
            development CA it made in the default data directory. The client remembers your name, \
            the CA trusted for each server (in $XDG_CONFIG_HOME/broadside) and the seat tokens of \
            your games (in $XDG_DATA_HOME/broadside/client, mode 0600), and resumes every game when \
            it starts. Two players on one account give each their own --name: a second play as a \
            name already playing on that server stops rather than take its games. Another account \
            or machine trusts the server with --ca and the CA path `broadside serve` prints. Keys: \
            the last line of each screen names the main ones, and ? lists every key of the screen.
            """
    )

    @OptionGroup var server: ServerArgument

    @OptionGroup var client: ClientOptions

    func run() async throws {
        var options = LaunchOptions(mode: .network)
        options.server = server.address
        client.apply(to: &options)
        try await launch(options, command: "play")
    }
}
