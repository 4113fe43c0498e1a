import BroadsideChaos
import BroadsideClient
import Foundation
import Testing

/// `broadside serve --log-level`: the default logs what an operator needs (listening, games,
/// stopping); `debug` adds each connection's end; `warning` leaves out the routine lines.
@Suite struct LogLevelTests {
    @Test(.timeLimit(.minutes(2)), arguments: [
        (nil, ["listening on", "game created", "stopped"], ["connection closed"]),
        ("debug", ["listening on", "game created", "connection closed"], [String]()),
        ("warning", [String](), ["listening on", "game created"]),
    ] as [(String?, [String], [String])])
    func theLevelChoosesTheLines(level: String?, logged: [String], omitted: [String]) async throws {
        let broadside = try Repository.broadside()
        let arguments = level.map { ["--log-level", $0] } ?? []
        let server = try await ServerProcess.start(executable: broadside, dataDirectory: TemporaryDirectory.make(), arguments: arguments)
        defer { server.process.kill() }
        let configuration = ClientConfiguration(host: "127.0.0.1", port: server.port, caPath: server.caPath)
        let ann = try await ProtocolClient.connect(configuration, name: "ann")
        try await ann.send(.new(rules: .classic, opponent: .computer)).ok()
        _ = try await ann.send(.quit)
        await ann.close()
        // The connection's end is logged once the server has seen it close.
        try await Task.sleep(for: .milliseconds(500))
        server.process.signal(SIGTERM)
        _ = try await server.process.waitForExit(timeout: .seconds(30))
        let log = server.process.outputText
        for line in logged { #expect(log.contains(line), "'\(line)' is missing at \(level ?? "the default level"):\n\(log)") }
        for line in omitted { #expect(!log.contains(line), "'\(line)' was logged at \(level ?? "the default level"):\n\(log)") }
    }
}
