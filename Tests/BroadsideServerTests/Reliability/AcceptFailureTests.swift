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
            // Long enough that a connection is taken for refused only when it is: on a machine
            // busy with other tests a handshake has taken over 3 s (a first connection failed).
            configuration.connectTimeout = .seconds(10)

            // Connections until one is not accepted: the open-files limit bounds them all.
            let connecting = ContinuousClock.now
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
            // While stalled the server waits a second between attempts: a retry at once would keep a
            // core busy, and count hundreds of thousands of failures in the warning's 10 s window.
            // The first failure is logged at once, those after it once the window is over.
            let counts = try await process.waitForOutput("two lines of accept failures", timeout: .seconds(30)) { output in
                let lines = output.matches(
                    of: /could not accept a connection (?<count>\d+) times?, trying again each second; the last time: the server has as many files open as its open-files limit allows; raise it \(ulimit -n\) or lower --max-connections/)
                let counts = lines.compactMap { Int($0.output.count) }
                return counts.count >= 2 ? counts : nil
            }
            let seconds = (ContinuousClock.now - connecting).components.seconds
            #expect(
                counts.reduce(0, +) <= seconds + 1,
                "\(counts) accept failures logged within \(seconds) s: more than one a second")

            // Room again: a new connection is accepted within the second's wait.
            await clients.removeLast().close()
            await clients.removeLast().close()
            let again = try await ProtocolClient.connect(configuration, name: "again")
            await again.close()
            for client in clients { await client.close() }
        }
    }
}
