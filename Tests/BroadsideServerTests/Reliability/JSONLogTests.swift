import BroadsideChaos
import BroadsideClient
import BroadsideServer
import Foundation
import Testing

/// `broadside serve --log-format json`: every line of the log is one JSON object a collector can
/// read without taking text apart (operator audit: there was only text).
@Suite struct JSONLogTests {
    @Test(.timeLimit(.minutes(2)))
    func everyLogLineIsAJSONObjectWithItsFieldsApart() async throws {
        try await withTemporaryDirectory { data in
            let server = try await ServerProcess.start(
                executable: try Repository.broadside(), dataDirectory: data, arguments: ["--log-format", "json"])
            defer { server.process.kill() }
            let ann = try await ProtocolClient.connect(
                ClientConfiguration(host: "127.0.0.1", port: server.port, caPath: server.caPath), name: "ann")
            try await ann.send(.new(rules: .classic, opponent: .computer)).ok()
            await ann.close()
            server.process.signal(SIGTERM)
            #expect(WaitStatus.exitCode(try await server.process.waitForExit(timeout: .seconds(30))) == 0)
            // Standard output's one line, for a person starting the server, is not the log.
            let lines = server.process.outputText.split(separator: "\n").filter { !$0.hasPrefix("Broadside server on ") }
            let entries = try lines.map { line in
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
                return try #require(object as? [String: Any], "not an object: \(line)")
            }
            #expect(entries.allSatisfy { Set($0.keys) == ["time", "level", "label", "source", "message", "metadata"] }, "\(lines)")
            let listening = try #require(entries.first { ($0["message"] as? String)?.hasPrefix("listening on 127.0.0.1:") == true })
            let fields = try #require(listening["metadata"] as? [String: Any])
            #expect(fields["version"] as? String == SoftwareVersion.number && fields["protocol"] as? String == "1,2", "\(fields)")
            #expect(listening["level"] as? String == "info" && listening["label"] as? String == "broadside.server")
            let created = try #require(entries.first { $0["message"] as? String == "game created" }, "\(lines)")
            #expect((created["metadata"] as? [String: Any])?["player"] as? String == "ann", "\(created)")
            #expect(entries.contains { $0["message"] as? String == "stopped" }, "\(lines)")
        }
    }
}
