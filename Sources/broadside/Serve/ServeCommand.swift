import ArgumentParser
import BroadsideProtocol
import BroadsideServer
import BroadsideTLS
import Dispatch
import Foundation
import Logging

/// `broadside serve`: the game server.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run a Broadside server.",
        discussion: """
            With no certificate given, a development CA and a certificate for localhost are made \
            in the data directory on first run. Only `broadside play`, `solo` and `conformance` \
            run by the same user find that CA by themselves, when the server uses the default data \
            directory and they connect to localhost, 127.0.0.1 or ::1; any other client must be \
            given the CA file (the server prints its path). Stop with Ctrl-C, SIGTERM or SIGHUP \
            (the terminal closing, unless started under nohup): clients are told, and every \
            acknowledged move is stored. \(LimitOptions.boundsText)
            """
    )

    @OptionGroup(title: "Server")
    var options: ServeOptions

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func run() async throws {
        // Checked before a development certificate is made for a server that would not start.
        for (option, path) in [("--cert", options.cert), ("--key", options.key), ("--client-ca", options.clientCA)] {
            if let path, let reason = SecureFiles.unreadable(path) {
                throw fail("serve", "cannot read the \(option) file \(path): \(reason)")
            }
        }
        if let clientCA = options.clientCA {
            do { try TLSSettings.checkClientCA(at: clientCA) } catch { throw fail("serve", "\(error)") }
        }
        options.logFormat.bootstrap()
        let logger = options.logger
        var configuration = ServerConfiguration(dataDirectory: options.data.map { DataDirectory.absolute($0) } ?? DataDirectory.default())
        configuration.host = options.host
        configuration.port = options.port
        configuration.certificatePath = options.cert
        configuration.privateKeyPath = options.key
        configuration.clientCAPath = options.clientCA
        configuration.limits = limits.limits
        // Raised before the server opens anything; checked again once its own files are open.
        let wanted = limits.maxConnections + OpenFilesLimit.reserve
        _ = OpenFilesLimit.raise(toward: wanted)
        try OpenFilesLimit.require(
            OpenFilesLimit.fewest, for: "serve",
            why: " for its own files and a game's two connections (and \(wanted) for --max-connections \(limits.maxConnections))")
        let server = BroadsideServer(configuration: configuration, logger: logger)
        let signals = StopSignals.watch(logger: logger) { server.shutdown() }
        defer { signals.forEach { $0.cancel() } }
        do {
            try await server.run { [maxConnections = limits.maxConnections] info in
                Self.warnIfShortOfOpenFiles(maxConnections: maxConnections, logger: logger)
                // Said whatever the certificate: with the operator's own, clients trust its issuer.
                let trust = info.developmentCAPath.map { "Clients trust the CA in \($0)" }
                    ?? "Certificate SHA-256 fingerprint \(info.fingerprint)"
                // Written at once: `print` holds its line back when standard output is a pipe.
                FileHandle.standardOutput.write(Data("Broadside server on \(info.address). \(trust)\n".utf8))
            }
        } catch {
            let wayOut = (error as? StorageError)?.kind == .notPermitted ? "; choose another --data, or run the server as a user who may write there" : ""
            throw fail("serve", "\(error)\(wayOut)")
        }
    }

    /// Once the server is listening, its own files (database, listening socket, event loops) are
    /// open and can be counted: whatever the limit leaves beyond them is room for connections.
    private static func warnIfShortOfOpenFiles(maxConnections: Int, logger: Logger) {
        guard let ownFiles = OpenFilesLimit.serverFiles() else { return }
        let needed = maxConnections + ownFiles
        guard let allowed = OpenFilesLimit.raise(toward: needed), allowed < needed else { return }
        let room = max(0, allowed - ownFiles)
        logger.warning("""
            the open-files limit is \(allowed), below the \(needed) that --max-connections \(maxConnections) needs \
            with the server's own \(ownFiles) files: there is room for \(room) connections; raise it (ulimit -n) \
            or lower --max-connections
            """)
    }
}

/// The general options of `serve`, in a group of their own so that help lists them before the limits.
struct ServeOptions: ParsableArguments {
    /// An IPv6 address may come in brackets, as clients and `certs --host` take it: `[::1]`.
    @Option(
        help: ArgumentHelp("Address to listen on (an IPv6 address with or without brackets; default: 127.0.0.1).", valueName: "address"),
        transform: { $0.hasPrefix("[") && $0.hasSuffix("]") ? String($0.dropFirst().dropLast()) : $0 })
    var host = "127.0.0.1"

    @Option(parsing: .unconditional, help: ArgumentHelp("TCP port to listen on.", valueName: "number"))
    var port = ProtocolLimits.defaultPort

    @Option(help: dataHelp)
    var data: String?

    static let dataHelp = ArgumentHelp(
        "Directory for games and development certificates (default: $XDG_DATA_HOME/broadside or ~/.local/share/broadside).",
        valueName: "dir")

    @Option(help: ArgumentHelp("PEM certificate chain to serve instead of the development certificate.", valueName: "pem"))
    var cert: String?

    @Option(help: ArgumentHelp("PEM private key of --cert.", valueName: "pem"))
    var key: String?

    @Option(help: ArgumentHelp("Require client certificates issued by this CA (mutual TLS).", valueName: "pem"))
    var clientCA: String?

    @Option(help: ArgumentHelp(
        "How much to log on standard error, from the most to the least.", valueName: "level"))
    var logLevel: LogLevel = .info

    @Option(help: ArgumentHelp(
        "How to write the log: text (a line for people) or json (an object per line, for a log collector).", valueName: "format"))
    var logFormat: LogFormat = .text

    var logger: Logger {
        var logger = Logger(label: "broadside.server")
        logger.logLevel = logLevel.level
        return logger
    }

    func validate() throws {
        try PathOptions.check([("--data", data), ("--cert", cert), ("--key", key), ("--client-ca", clientCA)])
        guard (cert == nil) == (key == nil) else { throw ValidationError("give both --cert and --key, or neither") }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }
}
