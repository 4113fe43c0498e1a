import BroadsideConformance
import BroadsideServer
import BroadsideServerCore
import Foundation
import Logging

/// A real Broadside server in this process, on a free port with a fresh data directory, built the
/// way `broadside serve` builds it, with the short limits that let the timeout and claim cases run.
enum ConformanceServer {
    /// The limits the server is started with; the suite is told them (Protocol/README.md gives
    /// the same). The claim limit is below the idle timeout, so a player waiting to claim is not
    /// timed out first, and long enough that the cases expecting `TOO_EARLY` right after the
    /// opponent left get it on a busy machine; every case's connection must say `HELLO` within the
    /// hello timeout, so it leaves room for a machine busy with other tests too.
    static let shortLimits: [ServerLimit: Duration] = [
        .handshakeTimeout: .seconds(4), .helloTimeout: .seconds(4), .idleTimeout: .seconds(10),
        .lineTimeout: .seconds(4), .claimAfter: .seconds(5), .turnLimit: .seconds(5),
    ]

    /// For runs whose cases time nothing out: on a machine busy with the rest of the tests, a
    /// case's connection sat longer than the short limits between its lines, and was closed.
    static let patientLimits = shortLimits.merging([
        .handshakeTimeout: .seconds(60), .helloTimeout: .seconds(60), .idleTimeout: .seconds(120), .lineTimeout: .seconds(60),
    ]) { $1 }

    /// How long a run that checks what the server says, not how fast, waits for each line: a
    /// machine busy with the rest of the tests once took more than the suite's default 5 s to
    /// open a case's connection. Runs that expect lines not to come keep the default.
    static let patientReplyTimeout = Duration.seconds(30)

    /// Starts a server with `limits`, runs `body` with options aimed at it, and stops it.
    static func with<T: Sendable>(
        limits: [ServerLimit: Duration] = shortLimits, _ body: (SuiteOptions) async throws -> T
    ) async throws -> T {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("broadside-conformance-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }

        var configuration = ServerConfiguration(dataDirectory: directory)
        configuration.port = 0
        var known = KnownLimits()
        for (limit, value) in limits {
            configuration.limits.set(limit, value)
            known[limit] = value
        }
        let server = BroadsideServer(
            configuration: configuration, logger: Logger(label: "conformance-test") { _ in SwiftLogNoOpLogHandler() })

        let (listening, announce) = AsyncStream.makeStream(of: ListeningInfo.self)
        let running = Task {
            defer { announce.finish() }
            try await server.run { announce.yield($0) }
        }
        defer { server.shutdown() }
        let info = try await within(.seconds(60), "starting the server") {
            var iterator = listening.makeAsyncIterator()
            guard let info = await iterator.next() else { throw TimedOut(description: "the server stopped before listening") }
            return info
        }
        var options = SuiteOptions(target: ConformanceTarget(host: info.host, port: info.port, caPath: info.developmentCAPath))
        options.strict = true
        options.limits = known
        let result = try await body(options)
        server.shutdown()
        try await within(.seconds(10), "stopping the server") { try await running.value }
        return result
    }
}

extension ServerLimits {
    mutating func set(_ limit: ServerLimit, _ value: Duration) {
        switch limit {
        case .handshakeTimeout: handshakeTimeout = value
        case .helloTimeout: helloTimeout = value
        case .idleTimeout: idleTimeout = value
        case .lineTimeout: lineTimeout = value
        case .claimAfter: claimAfter = value
        case .turnLimit: turnLimit = value
        }
    }
}
