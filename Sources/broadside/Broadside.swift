import ArgumentParser
import BroadsideProtocol

@main
struct Broadside: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "broadside",
        abstract: "Battleship for the terminal, over TLS.",
        discussion: "Run a server with `broadside serve`; see `broadside help <command>` for each command.",
        version: "broadside 0.1.0, protocol version \(ProtocolLimits.version)",
        subcommands: [ServeCommand.self, PruneCommand.self, CertsCommand.self, ConformanceCommand.self, PlayCommand.self, HotseatCommand.self, SoloCommand.self]
    )
}
