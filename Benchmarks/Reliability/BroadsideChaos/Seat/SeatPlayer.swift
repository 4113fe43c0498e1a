import BroadsideClient
import BroadsideCore
import BroadsideProtocol

/// Plays one seat of a classic game to its end through any number of crashes of the server or
/// of itself. All it knows is in its journal and in what the server tells it: after every
/// (re)connection it resumes the seat with its token, checks the `STATE` against what it and its
/// opponent had seen acknowledged (`ResumeCheck`), and carries on; at the end it replays the
/// whole round with the rules model (`GameReplay`).
public struct SeatPlayer: Sendable {
    public let journalPath: String
    public let opponentJournalPath: String
    public let server: ClientConfiguration
    public let name: String
    /// How long to wait without hearing anything before asking for the `STATE` again.
    public var quietLimit: Duration = .seconds(2)
    /// How long to think before each shot.
    public var shotPause: Duration = .zero
    /// Told the round trip of every acknowledged shot, from sending `FIRE` to its `OK`.
    public var onShot: @Sendable (Duration) -> Void = { _ in }

    public init(journalPath: String, opponentJournalPath: String, server: ClientConfiguration, name: String) {
        self.journalPath = journalPath
        self.opponentJournalPath = opponentJournalPath
        self.server = server
        self.name = name
    }

    /// What a finished seat ends with.
    public struct Outcome: Sendable {
        public let record: SeatRecord
        public let final: SeatState
        /// Connections it took, the first one included.
        public let connections: Int
    }

    /// Plays until the round is over; throws a `ChaosFailure` on a broken promise, or when
    /// `deadline` passes first.
    public func play(until deadline: ContinuousClock.Instant) async throws -> Outcome {
        var journal = try SeatJournal.reopen(at: journalPath)
        var connections = 0
        while true {
            // A seat whose game was given up (`playTogether`) stops rather than connecting again.
            try Task.checkCancellation()
            guard ContinuousClock.now < deadline else {
                throw ChaosFailure("\(journal.record.reference) did not finish in time (\(journal.record.fired.count) shots fired)")
            }
            let client: ProtocolClient
            let attempt = ContinuousClock.now
            do {
                client = try await ProtocolClient.connect(server, name: name)
            } catch {
                // A server being restarted refuses at once; one that takes the whole time is stalling.
                if ContinuousClock.now - attempt >= server.connectTimeout { try journal.append(.stalled) }
                try await Task.sleep(for: .milliseconds(50))
                continue
            }
            connections += 1
            try journal.append(.note("connected"))
            let session = SeatSession(client: client, quietLimit: quietLimit, shotPause: shotPause, onShot: onShot)
            do {
                let final = try await session.run(&journal, opponentJournalPath: opponentJournalPath)
                await client.close()
                if let final { return Outcome(record: journal.record, final: final, connections: connections) }
            } catch let failure as ChaosFailure {
                await client.close()
                throw failure
            } catch is SeatSession.Stalled {
                try journal.append(.stalled)
                await client.close()
            } catch {
                try journal.append(.note("lost \(error)"))
                await client.close()
                try journal.append(.note("closed"))
            }
        }
    }

    /// Plays `players`, the seats of one game, at once until its round is over. The first to fail
    /// ends the others, which would otherwise wait for a turn that never comes (a player checks
    /// its deadline only between connections), and its failure is thrown.
    public static func playTogether(_ players: [SeatPlayer], until deadline: ContinuousClock.Instant) async throws {
        try await withThrowingTaskGroup(of: Void.self) { seats in
            for player in players {
                seats.addTask { _ = try await player.play(until: deadline) }
            }
            // `next()` throws the first failure as it comes, where `waitForAll()` would first wait
            // for every seat; leaving the group by a throw cancels the seats still playing.
            while try await seats.next() != nil {}
        }
    }
}
