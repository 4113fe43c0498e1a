import BroadsideClient
import BroadsideCore
import BroadsideProtocol

/// The judge at the end of a chaos run, apart from the players: it resumes both seats of every
/// game on a connection of its own, and compares the stored games with the players' journals.
enum FinalAudit {
    /// Games audited on one connection: four commands each stay within the rate limit's burst.
    private static let gamesPerConnection = 40

    static func audit(_ games: [ChaosGame], on server: ClientConfiguration, into report: inout ChaosReport) async throws {
        report.games = games.count
        for start in stride(from: 0, to: games.count, by: gamesPerConnection) {
            let client = try await ProtocolClient.connect(server, name: "auditor")
            do {
                try await audit(games[start..<min(games.count, start + gamesPerConnection)], client: client, into: &report)
            } catch {
                await client.close()
                throw error
            }
            await client.close()
        }
    }

    private static func audit(_ games: ArraySlice<ChaosGame>, client: ProtocolClient, into report: inout ChaosReport) async throws {
        for game in games {
            var states = SeatPair<SeatState?>(a: nil, b: nil)
            for seat in Seat.allCases {
                let record = try SeatJournal.record(at: game.journals[seat])
                report.shotsAcknowledged += record.acknowledged
                report.shotsRecovered += record.recovered
                report.shotsRefired += record.unstored
                report.resumeChecks += record.checks
                report.stalls += record.stalls
                let resumed = try await client.send(.resume(record.token))
                guard resumed.isOK else { throw ChaosFailure("the auditor could not resume \(record.reference): \(resumed.final)") }
                let state = try SeatState(dataLines: resumed.data)
                let stored = Set(state.outgoing)
                report.shotsLost += record.fired.filter { !stored.contains($0) }.count
                report.shotsDuplicated += state.outgoing.count - Set(state.outgoing.map(\.target)).count
                states[seat] = state
            }
            // Seats held count against the connection's limit (PROTOCOL.md 11).
            for seat in Seat.allCases { _ = try await client.send(.leave(SeatReference(game.code, seat))) }
            guard let a = states.a, let b = states.b else { continue }
            guard a.outgoing == b.incoming, b.outgoing == a.incoming else {
                throw ChaosFailure("game \(game.code): the two seats' states disagree about the shots")
            }
            guard a.summary.phase == .over else { continue }
            report.gamesFinished += 1
            do {
                try GameReplay.verify(a)
                try GameReplay.verify(b)
            } catch {
                report.wrongWinners += 1
            }
        }
    }
}
