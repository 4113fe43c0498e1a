import BroadsideChaos
import BroadsideClient
import Foundation
import Testing

/// Under an open-files limit it cannot raise, `broadside serve` says how many connections there is
/// room for: the limit less the files the server itself has open, or may open later. Connections
/// up to that number all work, and the server keeps back no more room than its own few files need.
@Suite(.timeLimit(.minutes(5))) struct OpenFilesRoomTests {
    /// Descriptors a process has open now.
    private func openDescriptors(of pid: pid_t) throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count
    }

    @Test func theRoomForConnectionsIsWhatReallyFits() async throws {
        // Room for a hundred connections besides the event loops' three files per core.
        let limit = 128 + 3 * ProcessInfo.processInfo.activeProcessorCount
        let broadside = try Repository.broadside()
        try await withTemporaryDirectory { data in
            let server = try await ServerProcess.start(executable: broadside, dataDirectory: data, shellSetUp: "ulimit -n \(limit)")
            let process = server.process
            defer { process.kill() }
            let warning = try await process.waitForOutput("the open-files warning", timeout: .seconds(60)) { output in
                output.firstMatch(of: /the open-files limit is (\d+), below the (\d+) that --max-connections 10000 needs with the server's own (\d+) files: there is room for (\d+) connections; raise it \(ulimit -n\) or lower --max-connections/)
            }
            let (allowed, needed, ownFiles, room) = (Int(warning.1), Int(warning.2), Int(warning.3), Int(warning.4))
            #expect(allowed == limit)
            #expect(needed == ownFiles.map { 10_000 + $0 })
            let ownFilesCounted = try #require(ownFiles)
            let connections = try #require(room)
            #expect(connections == limit - ownFilesCounted)

            // Every file the server has open is counted, and few besides: the database's readers
            // and libdispatch's timers, opened when first needed, are all the room it keeps back.
            let openAtStart = try openDescriptors(of: process.pid)
            #expect(ownFilesCounted >= openAtStart)
            #expect(ownFilesCounted - openAtStart <= 12, "\(openAtStart) files open, \(ownFilesCounted) counted")

            let configuration = ClientConfiguration(host: "127.0.0.1", port: server.port, caPath: server.caPath)
            var clients: [ProtocolClient] = []
            for number in 0..<connections {
                clients.append(try await withTimeout(30, "connection \(number + 1) of \(connections)") {
                    try await ProtocolClient.connect(configuration, name: "p\(number)")
                })
            }
            for client in clients { await client.close() }
        }
    }
}
