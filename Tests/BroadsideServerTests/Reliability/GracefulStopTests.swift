import BroadsideChaos
import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Foundation
import Testing

/// `broadside serve` stopped with SIGTERM or Ctrl-C (SIGINT): clients are told the server is going
/// away, every acknowledged move is stored, and the process exits with status 0.
@Suite struct GracefulStopTests {
    @Test(.timeLimit(.minutes(2)), arguments: [SIGTERM, SIGINT])
    func aSignalStopsTheServerCleanly(signal: Int32) async throws {
        let broadside = try Repository.broadside()
        try await withTemporaryDirectory { data in
            let server = try await ServerProcess.start(executable: broadside, dataDirectory: data)
            defer { server.process.kill() }
            let configuration = ClientConfiguration(host: "127.0.0.1", port: server.port, caPath: server.caPath)
            let ann = try await ProtocolClient.connect(configuration, name: "ann")
            let created = try await ann.send(.new(rules: .classic, opponent: .computer)).ok()
            let ref = try #require(created.positional.first.flatMap { SeatReference($0) })
            let token = try #require(created[field: "token"].flatMap { SeatToken($0) })
            try await ann.send(.place(ref, .random)).ok()
            try await ann.send(.ready(ref)).ok()
            try await ann.send(.fire(ref, [Fleets.cell("E5")])).ok()

            server.process.signal(signal)
            let goodbye = try await withTimeout(30, "BYE SHUTDOWN") {
                for await message in ann.messages {
                    if case .goodbye(let line) = message { return line.name }
                }
                return "no goodbye"
            }
            #expect(goodbye == ByeCode.shutdown.rawValue)
            let status = try await server.process.waitForExit(timeout: .seconds(30))
            #expect(WaitStatus.exitCode(status) == 0, "exit status \(status): \(server.process.outputText)")
            #expect(server.process.outputText.contains("stopped"))

            let again = try await server.restart(executable: broadside)
            defer { again.process.kill() }
            let back = try await ProtocolClient.connect(configuration.on(port: again.port), name: "ann")
            let state = try SeatState(dataLines: try await back.send(.resume(token)).data)
            #expect(state.outgoing.map(\.target) == [Fleets.cell("E5")])
            #expect(state.incoming.count == 1, "the computer's answer was stored too")
            await back.close()
            again.process.signal(SIGTERM)
            _ = try await again.process.waitForExit(timeout: .seconds(30))
        }
    }
}

extension ClientConfiguration {
    func on(port: Int) -> ClientConfiguration {
        var copy = self
        copy.port = port
        return copy
    }
}
