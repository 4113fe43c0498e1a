import ArgumentParser

/// `--cert` and `--key`: the client certificate `play`, `solo` and `conformance` present to a
/// server that requires one.
struct ClientCertificateOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A client certificate (PEM) for a server that requires one (mutual TLS).", valueName: "pem"))
    var cert: String?

    @Option(help: ArgumentHelp("The private key (PEM) of --cert.", valueName: "pem"))
    var key: String?

    func validate() throws {
        try PathOptions.check([("--cert", cert), ("--key", key)])
        guard (cert == nil) == (key == nil) else { throw ValidationError("give both --cert and --key, or neither") }
    }
}
