import ArgumentParser
import BroadsideCore
import BroadsideTerminal

/// The options `play` and `solo` share.
struct ClientOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The CA certificate (PEM) to trust for this server; remembered for it.", valueName: "pem"))
    var ca: String?

    @Option(help: ArgumentHelp("Your player name, 1-16 letters, digits, '_', '-' or '.'; remembered.", valueName: "name"))
    var name: String?

    @Flag(help: "Line mode: prompts and typed commands, no cursor movement or colour (screen readers, scripts).")
    var plain = false

    @Option(help: ArgumentHelp("A client certificate (PEM) for a server that requires one (mutual TLS).", valueName: "pem"))
    var cert: String?

    @Option(help: ArgumentHelp("The private key (PEM) of --cert.", valueName: "pem"))
    var key: String?

    func validate() throws {
        guard (cert == nil) == (key == nil) else { throw ValidationError("give both --cert and --key, or neither") }
    }

    func apply(to options: inout LaunchOptions) {
        options.caPath = ca
        options.name = name
        options.plain = plain
        options.certificatePath = cert
        options.privateKeyPath = key
    }
}

/// `--rules classic|salvo`.
enum RulesChoice: String, ExpressibleByArgument, CaseIterable {
    case classic
    case salvo

    var variant: Rules.Variant { self == .classic ? .classic : .salvo }
}

/// Runs a client and turns any failure into one sentence on standard error and a failure status.
func launch(_ options: LaunchOptions, command: String) async throws {
    do {
        try await ClientLauncher.run(options)
    } catch {
        throw fail(command, "\(error)")
    }
}
