import BroadsideCore
import BroadsideProtocol

/// What a resumed seat's `STATE` must show, given what its player and the opponent's player had
/// seen acknowledged before the `RESUME` was sent (PROTOCOL.md 1: a change is acknowledged only
/// once stored):
///
/// - every shot either player saw acknowledged is stored, in order, with the same result;
/// - beyond those, only shots sent but not yet answered: this seat's one in flight, and the
///   opponent's one in flight and one more;
/// - no cell is stored twice for the same shooter.
///
/// Without I/O, so the rules themselves are tested on made-up states.
public enum ResumeCheck {
    /// The journal entries the check settles: the in-flight shot found stored, or found missing.
    /// Throws a `ChaosFailure` naming the first broken promise.
    static func verify(
        _ state: SeatState, own record: SeatRecord, opponent: SeatRecord
    ) throws(ChaosFailure) -> [JournalEntry] {
        let ref = record.reference
        try verifyPrefix(state.outgoing, known: record.fired, what: "\(ref)'s shots")
        try verifyPrefix(state.incoming, known: opponent.fired, what: "the shots at \(ref)")
        try verifyNoRepeats(state.outgoing, what: "\(ref)'s shots")
        try verifyNoRepeats(state.incoming, what: "the shots at \(ref)")
        // Beyond what the opponent's journal held: the shot it had in flight, and one more it may
        // have fired since (then the turn is this seat's, which is resuming, not firing).
        let unknown = state.incoming.count - opponent.fired.count
        guard unknown <= (opponent.inFlight == nil ? 1 : 2) else {
            throw ChaosFailure("\(ref) was shot at \(unknown) times more than its opponent knows of")
        }
        let extra = state.outgoing.dropFirst(record.fired.count)
        switch (extra.first, record.inFlight) {
        case (nil, nil):
            return []
        case (nil, let cell?):
            return [.unstored(cell)]
        case (let shot?, let cell?) where extra.count == 1 && shot.target == cell:
            return [.recovered(shot)]
        case (let shot?, _):
            throw ChaosFailure("\(ref) has \(extra.count) stored shot(s) its player never saw answered, from \(shot.wireForm); in flight: \(record.inFlight?.description ?? "none")")
        }
    }

    private static func verifyPrefix(_ stored: [Shot], known: [Shot], what: String) throws(ChaosFailure) {
        for (index, shot) in known.enumerated() {
            guard index < stored.count else {
                throw ChaosFailure("\(what): acknowledged shot \(index + 1) (\(shot.wireForm)) is lost; only \(stored.count) stored")
            }
            guard stored[index] == shot else {
                throw ChaosFailure("\(what): shot \(index + 1) was acknowledged as \(shot.wireForm) but is stored as \(stored[index].wireForm)")
            }
        }
    }

    private static func verifyNoRepeats(_ shots: [Shot], what: String) throws(ChaosFailure) {
        var seen: Set<Coordinate> = []
        for shot in shots where !seen.insert(shot.target).inserted {
            throw ChaosFailure("\(what): \(shot.target) is stored twice")
        }
    }
}
