import ArgumentParser
import BroadsideCore
import BroadsideProtocol
import BroadsideServer
import Foundation

@main
struct Broadside: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "broadside",
        abstract: "Battleship for the terminal, over TLS.",
        discussion: "Run a server with `broadside serve`; see `broadside help <command>` for each command.",
        version: "broadside \(SoftwareVersion.number), protocol versions \(ProtocolLimits.supportedVersionList)",
        subcommands: [ServeCommand.self, PruneCommand.self, CheckCommand.self, CertsCommand.self, ConformanceCommand.self, PlayCommand.self, HotseatCommand.self, SoloCommand.self]
    )

    /// `help NAME` for a command that does not exist is refused, as `broadside NAME` is:
    /// swift-argument-parser ignores the unknown name and prints the general help, successfully.
    /// A mistyped command gets the nearest one suggested, as a mistyped option does.
    static func main() async {
        let arguments = CommandLine.arguments.dropFirst()
        let names = configuration.subcommands.map { $0._commandName }
        if arguments.first == "help", let name = arguments.dropFirst().first, !names.contains(name) {
            let guess = NearestName.of(name, among: names).map { "did you mean '\($0)'? " } ?? ""
            // The usage line that a validation error adds says nothing here that `broadside help` does not.
            FileHandle.standardError.write(Data("Error: no command is called '\(name)'; \(guess)`broadside help` lists them\n".utf8))
            exit(withError: ExitCode.validationFailure)
        }
        if let first = arguments.first, !first.hasPrefix("-"), first != "help", !names.contains(first),
           let meant = NearestName.of(first, among: names) {
            exit(withError: ValidationError("Unexpected argument '\(first)'. Did you mean '\(meant)'?"))
        }
        await main(nil)
    }
}
