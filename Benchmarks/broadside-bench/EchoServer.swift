import ArgumentParser
import BroadsideBaselines
import Foundation

/// `broadside-bench echo-server`: the baselines of `server`, the least a TLS line server does.
/// It greets each client with one line, then sends every line back; with `--relay`, also to the
/// connection paired with the sender. Runs until it is killed.
struct EchoServer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "echo-server",
        abstract: "A bare TLS line echo server (with --relay, the turn relay): the baselines `server` measures against."
    )

    @Option(help: ArgumentHelp("PEM certificate chain.", valueName: "pem"))
    var cert: String

    @Option(help: ArgumentHelp("PEM private key of --cert.", valueName: "pem"))
    var key: String

    @Option(help: "TCP port on 127.0.0.1; 0 picks a free one.")
    var port = 0

    @Flag(help: "Pair connections (`PAIR <key>`) and send each line, marked `* `, to the sender's partner too.")
    var relay = false

    func run() async throws {
        let server = try await BaselineServer.start(
            relay ? .relay : .echo, certificatePath: cert, privateKeyPath: key, port: port)
        // The same words `broadside serve` logs, so the benchmark finds the port the same way.
        FileHandle.standardError.write(Data("listening on 127.0.0.1:\(server.localAddress?.port ?? port)\n".utf8))
        try await server.closeFuture.get()
    }
}
