import BroadsideTLS

/// One run of `broadside serve` as a child process on 127.0.0.1: what a crash test kills with
/// SIGKILL and starts again on the same data directory and port.
public struct ServerProcess: Sendable {
    public let process: SpawnedProcess
    public let port: Int
    public let dataDirectory: String

    /// The development CA the server made in its data directory: what clients trust.
    public var caPath: String { DataDirectory.certificates(in: dataDirectory) + "/ca.pem" }

    /// Starts the server and waits until it logs that it listens. Port 0 picks a free port; a
    /// given port is retried for a while, since a killed server's port may take a moment to free.
    /// `shellSetUp` is a shell command run before the server in the same process, for what only a
    /// shell sets for the exec that follows: `ulimit -n 100`, `trap '' HUP`.
    public static func start(
        executable: String, dataDirectory: String, port: Int = 0, arguments: [String] = [],
        shellSetUp: String? = nil, timeout: Duration = .seconds(60)
    ) async throws -> ServerProcess {
        let deadline = ContinuousClock.now + timeout
        let serve = ["serve", "--host", "127.0.0.1", "--port", "\(port)", "--data", dataDirectory] + arguments
        while true {
            let process = if let shellSetUp {
                try SpawnedProcess.start("/bin/sh", ["-c", "\(shellSetUp) && exec \"$0\" \"$@\"", executable] + serve)
            } else {
                try SpawnedProcess.start(executable, serve)
            }
            do {
                let listening = try await process.waitForOutput("that it listens", timeout: deadline - .now) { listeningPort(in: $0) }
                return ServerProcess(process: process, port: listening, dataDirectory: dataDirectory)
            } catch {
                process.kill()
                let addressInUse = process.outputText.contains("in use")
                guard addressInUse, ContinuousClock.now < deadline else { throw error }
                try await Task.sleep(for: .milliseconds(100))
            }
        }
    }

    /// The same server again after a crash: same executable, data directory, port and options.
    public func restart(executable: String, arguments: [String] = []) async throws -> ServerProcess {
        try await Self.start(executable: executable, dataDirectory: dataDirectory, port: port, arguments: arguments)
    }

    /// The port of the server's `listening on HOST:PORT` log line, or of the `Broadside server on
    /// HOST:PORT.` line it prints with development certificates (at any log level); in a JSON
    /// log the address ends at the quote that closes the message.
    static func listeningPort(in log: String) -> Int? {
        guard let marker = log.range(of: "listening on ") ?? log.range(of: "Broadside server on ") else { return nil }
        let address = log[marker.upperBound...].prefix { !$0.isWhitespace && $0 != "\"" }
        return address.split(separator: ":").last.flatMap { Int($0.prefix { $0.isNumber }) }
    }
}
