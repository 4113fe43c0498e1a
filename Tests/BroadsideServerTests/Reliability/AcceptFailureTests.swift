import BroadsideChaos
import BroadsideClient
import Foundation
import Testing

/// A server out of file descriptors cannot accept the connections the kernel holds for it: it says
/// so in its log, waits rather than retrying in a busy loop, and accepts again once a connection
/// closes.
@Suite(.timeLimit(.minutes(5))) struct AcceptFailureTests {
    @Test func connectionsBeyondTheOpenFilesLimitAreLoggedAndAcceptedOnceThereIsRoom() async throws {
        let limit = 64 + 3 * ProcessInfo.processInfo.activeProcessorCount
        let broadside = try Repository.broadside()
        try await withTemporaryDirectory { data in
            let server = try await ServerProcess.start(executable: broadside, dataDirectory: data, shellSetUp: "ulimit -n \(limit)")
            let process = server.process
            defer { process.kill() }
            var configuration = ClientConfiguration(host: "127.0.0.1", port: server.port, caPath: server.caPath)
            configuration.connectTimeout = .seconds(3)

            // Connections until one is not accepted: the open-files limit bounds them all.
            var clients: [ProtocolClient] = []
            var stalled = false
            while !stalled, clients.count < limit {
                do {
                    clients.append(try await ProtocolClient.connect(configuration, name: "p\(clients.count)"))
                } catch {
                    stalled = true
                }
            }
            #expect(stalled, "\(clients.count) connections under an open-files limit of \(limit)")
            #expect(clients.count > limit / 2, "only \(clients.count) connections under an open-files limit of \(limit)")
            _ = try await process.waitForOutput("the accept failure", timeout: .seconds(10)) { output in
                output.firstMatch(of: /could not accept a connection \d+ times?, trying again each second; the last time: the server has as many files open as its open-files limit allows; raise it \(ulimit -n\) or lower --max-connections/)
            }

            // While stalled the server waits between attempts: a retry at once would keep a core busy.
            let cpuBefore = try #require(ProcessCPU.time(of: "\(process.pid)"))
            try await Task.sleep(for: .seconds(2))
            let cpuAfter = try #require(ProcessCPU.time(of: "\(process.pid)"))
            #expect(cpuAfter - cpuBefore < .seconds(1), "the server used \(cpuAfter - cpuBefore) of CPU in 2 s while it could not accept")

            // Room again: a new connection is accepted within the second's wait.
            await clients.removeLast().close()
            await clients.removeLast().close()
            configuration.connectTimeout = .seconds(10)
            let again = try await ProtocolClient.connect(configuration, name: "again")
            await again.close()
            for client in clients { await client.close() }
        }
    }
}
