import BroadsideProtocol

/// Seats whose tokens could not be written (the client's directory not writable, say). A seat
/// not stored cannot be resumed once the client quits, so each is kept here and written again as
/// the player goes on; what is still not stored at the end is named when the client quits.
struct UnstoredSeats: Sendable {
    private struct Seat: Sendable {
        let reference: SeatReference
        let token: SeatToken
        let player: String
        var opponent: KnownOpponent?
        /// Whether a write of it failed already: the player was told it is not stored.
        var failed = false
    }

    /// In the order they were made, which is the order they are stored in.
    private var seats: [Seat] = []
    /// Why they could not be written, the last time it was tried.
    private(set) var failure: String?

    var isEmpty: Bool { seats.isEmpty }

    /// The games of the seats not stored, each once, in the order they were made.
    var games: [GameCode] {
        seats.map(\.reference.code).firstOfEach()
    }

    mutating func add(_ reference: SeatReference, token: SeatToken, player: String) {
        seats.append(Seat(reference: reference, token: token, player: player))
    }

    /// Keeps whom the game is against for the seat of `token`, to store with it; false if the
    /// seat is not one of these.
    mutating func note(_ opponent: KnownOpponent, of token: SeatToken) -> Bool {
        guard let index = seats.firstIndex(where: { $0.token == token }) else { return false }
        seats[index].opponent = opponent
        return true
    }

    /// Drops the seat of `token`, which the server no longer knows; false if it is not one of
    /// these. A seat is one of these only while no write of it has worked, so the file holds none
    /// of it to forget.
    mutating func forget(_ token: SeatToken) -> Bool {
        guard seats.contains(where: { $0.token == token }) else { return false }
        seats.removeAll { $0.token == token }
        return true
    }

    /// The seats to resume on connecting again, as `player` (every one where nil, in hot-seat):
    /// until the client quits, a seat not stored is one it holds all the same.
    func resumable(as player: String?) -> [ResumableSeat] {
        seats.filter { player == nil || $0.player == player }.map { ResumableSeat($0.reference, $0.token, against: $0.opponent) }
    }

    /// Writes each seat to `store`, in order, keeping those that still cannot be written; the
    /// games stored by this call whose seats had failed before.
    mutating func write(to store: ClientStore, server: String) -> [GameCode] {
        let failedBefore = seats.filter(\.failed).map(\.reference.code)
        var left: [Seat] = []
        for var seat in seats {
            do {
                try store.remember(seat.reference, token: seat.token, server: server, player: seat.player, opponent: seat.opponent)
            } catch {
                seat.failed = true
                left.append(seat)
                failure = "\(error)"
            }
        }
        seats = left
        let stillFailing = games
        return failedBefore.filter { !stillFailing.contains($0) }.firstOfEach()
    }
}
