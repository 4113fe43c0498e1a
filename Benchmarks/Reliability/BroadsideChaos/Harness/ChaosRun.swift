import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Foundation
import Synchronization

/// Runs concurrent games against a real `broadside serve` process while killing the server, and
/// with `clientKills` the players too, with SIGKILL at seeded random moments; then audits every
/// stored game against what the players saw acknowledged.
public struct ChaosRun: Sendable {
    /// The `broadside` executable to serve with.
    public let server: String
    /// The `broadside-chaos` executable whose `bot` subcommand plays a seat; needed for client kills.
    public let bot: String?
    public let plan: ChaosPlan
    /// Holds the server's data and the journals; left in place for a post-mortem.
    public let directory: String

    public init(server: String, bot: String?, plan: ChaosPlan, directory: String) {
        self.server = server
        self.bot = bot
        self.plan = plan
        self.directory = directory
    }

    public func run(progress: @escaping @Sendable (String) -> Void = { _ in }) async throws -> ChaosReport {
        let started = ContinuousClock.now
        let deadline = started + plan.timeLimit
        let journals = directory + "/journals"
        try FileManager.default.createDirectory(atPath: journals, withIntermediateDirectories: true)
        let killer = Killer(
            executable: server, arguments: plan.serverArguments, plan: plan,
            first: try await ServerProcess.start(
                executable: server, dataDirectory: directory + "/server", arguments: plan.serverArguments))
        defer { killer.stopAll() }
        var client = ClientConfiguration(host: "127.0.0.1", port: killer.port, caPath: killer.caPath)
        client.connectTimeout = .seconds(5)
        let games: [ChaosGame]
        if plan.clientKills > 0 {
            guard let bot else { throw ChaosFailure("client kills need the broadside-chaos executable") }
            games = try await GameSetup.create(plan.games, on: client, journalsIn: journals, seed: plan.seed)
            progress("\(games.count) games created; playing with \(plan.serverKills) server and \(plan.clientKills) client kills")
            try await killer.playWithBots(games, bot: bot, client: client, deadline: deadline, progress: progress)
        } else {
            progress("\(plan.games) tables playing with \(plan.serverKills) server kills")
            games = try await killer.playInProcess(client: client, journalsIn: journals, deadline: deadline, progress: progress)
        }

        var report = ChaosReport()
        try await FinalAudit.audit(games, on: client, into: &report)
        (report.serverRestarts, report.clientRestarts) = killer.kills
        let log = try await killer.stopServer()
        let tokens = try games.flatMap { game in try Seat.allCases.map { try SeatJournal.record(at: game.journals[$0]).token } }
        report.tokensLogged = tokens.filter { log.contains($0.description) }.count
        report.seconds = (ContinuousClock.now - started).seconds
        return report
    }
}
