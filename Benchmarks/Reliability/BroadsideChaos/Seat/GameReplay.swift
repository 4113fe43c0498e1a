import BroadsideCore
import BroadsideProtocol

/// Plays a finished classic round again with the rules model, from one seat's final `STATE`
/// (its fleet, the revealed enemy fleet, both seats' shots), and checks that every stored result
/// and the winner are what the rules give.
public enum GameReplay {
    public static func verify(_ final: SeatState) throws(ChaosFailure) {
        let summary = final.summary
        let ref = summary.reference
        guard summary.phase == .over, let revealed = final.revealed else {
            throw ChaosFailure("\(ref) is not over (phase \(summary.phase.rawValue)); nothing to replay")
        }
        let seat = summary.seat
        var game = Game(rules: summary.rules, firstSeat: summary.first)
        var remaining = SeatPair(a: [Shot](), b: [Shot]())
        remaining[seat] = final.outgoing
        remaining[seat.opponent] = final.incoming
        do {
            for placement in final.fleet { try game.place(placement, for: seat) }
            for placement in revealed { try game.place(placement, for: seat.opponent) }
            try game.declareReady(.a)
            try game.declareReady(.b)
            while let turn = game.phase.turn, !remaining[turn].isEmpty {
                let shot = remaining[turn].removeFirst()
                let volley = try game.fire(turn, at: [shot.target])
                guard volley.shots == [shot] else {
                    throw ChaosFailure("\(ref): \(turn.rawValue)'s shot is stored as \(shot.wireForm), the rules give \(volley.shots.map(\.wireForm))")
                }
            }
        } catch let failure as ChaosFailure {
            throw failure
        } catch {
            throw ChaosFailure("\(ref): the stored game does not replay: \(error)")
        }
        guard remaining.a.isEmpty, remaining.b.isEmpty else {
            throw ChaosFailure("\(ref): shots are stored after the round was won")
        }
        guard game.phase.winner == summary.winner, summary.winner != nil else {
            throw ChaosFailure("\(ref): the server says the winner is \(summary.winner?.rawValue ?? "-"), the rules say \(game.phase.winner?.rawValue ?? "nobody")")
        }
    }
}
