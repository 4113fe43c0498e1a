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

    /// `help NAME` for a command that does not exist is refused, as `broadside NAME` is:
    /// swift-argument-parser ignores the unknown name and prints the general help, successfully.
    static func main() async {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.first == "help", let name = arguments.dropFirst().first,
           !configuration.subcommands.contains(where: { $0._commandName == name }) {
            exit(withError: ValidationError("no command is called '\(name)'; 'broadside --help' lists them"))
        }
        await main(nil)
    }
}
