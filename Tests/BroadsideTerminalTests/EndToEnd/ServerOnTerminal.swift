import Foundation

/// A `broadside serve` a test starts on a terminal of its own, with its data in `home`, once it
/// has said where it listens and which CA clients are to trust.
struct ServerOnTerminal {
    let process: ChildProcess
    /// `127.0.0.1:PORT`, as clients are given it.
    let address: String
    /// The development CA the server says it made.
    let caPath: String

    static func start(home: TemporaryHome, port: Int = 0, options: [String] = []) async throws -> ServerOnTerminal {
        let dataDirectory = home.path + "/server"
        let process = try ChildProcess.onTerminal(
            ["serve", "--port", "\(port)", "--data", dataDirectory] + options, environment: home.environment, columns: 200)
        let announcement = try await process.stoppedIfThrows {
            try await $0.waitFor("the server's address", onScreen: false) {
                firstMatch(#"Broadside server on (127\.0\.0\.1:\d+)\. Clients trust the CA in (\S+)"#, in: $0) != nil
                    || $0.contains(Self.portInUse)
            }
        }
        if announcement.contains(Self.portInUse) {
            process.stop()
            throw PortInUse(port: port, output: announcement)
        }
        guard let address = firstMatch(#"Broadside server on (127\.0\.0\.1:\d+)"#, in: announcement),
              let caPath = firstMatch(#"Clients trust the CA in (\S+)"#, in: announcement)
        else {
            process.stop()
            throw EndToEndError("no address in:\n\(announcement)")
        }
        return ServerOnTerminal(process: process, address: address, caPath: caPath)
    }

    /// The arguments of `broadside play` for `name` against this server, trusting its CA; `extra`
    /// after them.
    func playCommand(as name: String, _ extra: String...) -> [String] {
        clientCommand("play", as: name, extra)
    }

    /// The same for `broadside solo`, its games against the computer kept on this server.
    func soloCommand(as name: String, _ extra: String...) -> [String] {
        clientCommand("solo", as: name, extra)
    }

    private func clientCommand(_ subcommand: String, as name: String, _ extra: [String]) -> [String] {
        [subcommand, address, "--ca", caPath, "--name", name] + extra
    }

    /// Another server on the same port and data, as after a restart, with `options`. The port is
    /// free once this one has stopped, but a test running beside this one may take it meanwhile
    /// (its own port 0 can be given this one): then it is tried again until that one lets it go,
    /// for 30 s.
    func restart(home: TemporaryHome, options: [String] = []) async throws -> ServerOnTerminal {
        let port = address.split(separator: ":").last.flatMap { Int($0) } ?? 0
        let deadline = ContinuousClock.now + .seconds(30)
        while true {
            do {
                return try await Self.start(home: home, port: port, options: options)
            } catch is PortInUse where ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(250))
            }
        }
    }

    /// How `broadside serve` says it cannot listen on a port another process holds.
    private static let portInUse = "the port is in use"

    struct PortInUse: Error, CustomStringConvertible {
        let port: Int
        let output: String
        var description: String { "port \(port) is in use:\n\(output)" }
    }

    /// Stops it as an operator would, with SIGTERM; returns its exit status.
    @discardableResult
    func terminate() async throws -> Int32 {
        kill(process.pid, SIGTERM)
        return try await process.exitStatus()
    }
}
