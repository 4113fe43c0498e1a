import ArgumentParser
import BroadsideCore
import BroadsideTerminal
import Foundation

/// The options `play` and `solo` share.
struct ClientOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The CA certificate (PEM) to trust for this server; remembered for it.", valueName: "pem"))
    var ca: String?

    @Option(help: ArgumentHelp("Your player name, 1-16 \(FieldContent.nameCharacters); remembered. One that starts with - is given as --name=-ann.", valueName: "player"))
    var name: String?

    @Flag(help: ArgumentHelp(lineModeHelp))
    var plain = false

    @OptionGroup var certificate: ClientCertificateOptions

    @Option(parsing: .unconditional, help: .seconds(
        "Seconds to keep trying to connect again when the server goes away (it resumes your games); 0 gives up at once."))
    var reconnect = 120

    func validate() throws {
        // A mistake in the command line, as a value out of range is: the usage and status 64.
        do { try ClientLauncher.checkGivenName(name) } catch { throw ValidationError("\(error)") }
        try PathOptions.check([("--ca", ca)])
        guard reconnect >= 0 else { throw ValidationError("--reconnect takes a number of seconds, 0 or more") }
        try OptionBound.seconds.check([("--reconnect", reconnect)])
    }

    func apply(to options: inout LaunchOptions) {
        options.caPath = ca
        options.name = name
        options.plain = plain
        options.certificatePath = certificate.cert
        options.privateKeyPath = certificate.key
        options.reconnectLimit = .seconds(reconnect)
    }
}

/// What `--plain` does, and that a terminal without cursor movement gets it anyway.
let lineModeHelp = "Line mode: prompts and typed commands, no cursor movement or colour (screen readers, scripts); "
    + "used anyway where TERM is dumb, empty or unset."

/// `--rules classic|salvo`.
enum RulesChoice: String, ExpressibleByArgument, CaseIterable {
    case classic
    case salvo

    var variant: Rules.Variant { self == .classic ? .classic : .salvo }

    static let help = ArgumentHelp(
        "The rules the new-game form offers first (default: those of the last game made, else classic).", valueName: "variant")
}

/// Runs a client and turns any failure into one sentence on standard error and a failure status.
/// A terminal that cannot show the full screen gets line mode, said on standard error.
func launch(_ options: LaunchOptions, command: String) async throws {
    var options = options
    if let notice = options.chooseLineMode(forTerminal: ProcessInfo.processInfo.environment["TERM"]) {
        FileHandle.standardError.write(Data("broadside \(command): \(notice)\n".utf8))
    }
    try OpenFilesLimit.require(OpenFilesLimit.fewestForClient(runningAServer: options.runsAServer), for: command)
    do {
        try await ClientLauncher.run(options)
    } catch {
        throw fail(command, "\(error)")
    }
}
