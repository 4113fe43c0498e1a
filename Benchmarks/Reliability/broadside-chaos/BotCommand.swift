import ArgumentParser
import BroadsideChaos
import BroadsideClient

/// `broadside-chaos bot`: plays one seat from its journal; what `soak --client-kills` kills.
struct BotCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bot",
        abstract: "Play one seat of a chaos game to its end, resuming from its journal (used by soak).",
        shouldDisplay: false
    )

    @Option(help: ArgumentHelp("This seat's journal.", valueName: "file")) var journal: String
    @Option(help: ArgumentHelp("The opponent's journal.", valueName: "file")) var opponentJournal: String
    @Option(help: "The server's port on 127.0.0.1.") var port: Int
    @Option(help: ArgumentHelp("The CA to trust.", valueName: "pem")) var ca: String?
    @Option(help: "Seconds to finish in.") var seconds = 300
    @Option(help: ArgumentHelp("Milliseconds to think before each shot.", valueName: "ms")) var shotPause = 0

    func run() async throws {
        let server = ClientConfiguration(host: "127.0.0.1", port: port, caPath: ca)
        var player = SeatPlayer(journalPath: journal, opponentJournalPath: opponentJournal, server: server, name: "bot")
        player.shotPause = .milliseconds(shotPause)
        do {
            let outcome = try await player.play(until: .now + .seconds(seconds))
            print("\(outcome.record.reference) over after \(outcome.connections) connections")
        } catch {
            print("bot \(journal): \(error)")
            throw ExitCode.failure
        }
    }
}
