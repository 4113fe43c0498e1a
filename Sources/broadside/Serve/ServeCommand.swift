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
            in the data directory on first run; clients on this machine trust them automatically. \
            Stop with Ctrl-C or SIGTERM: clients are told, and every acknowledged move is stored.
            """
    )

    @Option(help: "Address to listen on.")
    var host = "127.0.0.1"

    @Option(parsing: .unconditional, help: "TCP port to listen on.")
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

    @Option(help: "How much to log on standard error: trace, debug, info, notice, warning, error or critical.")
    var logLevel: LogLevel = .info

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        guard (cert == nil) == (key == nil) else { throw ValidationError("give both --cert and --key, or neither") }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() async throws {
        // Checked before a development certificate is made for a server that would not start.
        for (option, path) in [("--cert", cert), ("--key", key), ("--client-ca", clientCA)] {
            if let path, !FileManager.default.isReadableFile(atPath: path) {
                throw fail("serve", "cannot read the \(option) file \(path)")
            }
        }
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        var logger = Logger(label: "broadside.server")
        logger.logLevel = logLevel.level
        var configuration = ServerConfiguration(dataDirectory: data ?? DataDirectory.default())
        configuration.host = host
        configuration.port = port
        configuration.certificatePath = cert
        configuration.privateKeyPath = key
        configuration.clientCAPath = clientCA
        configuration.limits = limits.limits
        let needed = limits.maxConnections + OpenFilesLimit.reserve
        if let allowed = OpenFilesLimit.raise(toward: needed), allowed < needed {
            logger.warning(
                "the open-files limit is \(allowed), below the \(needed) that --max-connections \(limits.maxConnections) needs: connections past about \(max(0, allowed - OpenFilesLimit.reserve)) will fail; raise it (ulimit -n) or lower --max-connections")
        }
        let server = BroadsideServer(configuration: configuration, logger: logger)
        let signals = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number)
            source.setEventHandler { server.shutdown() }
            source.resume()
            return source
        }
        defer { signals.forEach { $0.cancel() } }
        do {
            try await server.run { info in
                if let ca = info.developmentCAPath {
                    // Written at once: `print` holds its line back when standard output is a pipe.
                    let address = addressText(host: info.host, port: info.port)
                    let line = "Broadside server on \(address). Clients trust the CA in \(ca)\n"
                    FileHandle.standardOutput.write(Data(line.utf8))
                }
            }
        } catch {
            throw fail("serve", "\(error)")
        }
    }
}
