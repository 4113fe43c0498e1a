import BroadsideProtocol

extension SessionController {
    /// `RESUME` refused with `BAD_TOKEN`: the server has no seat with this token any more, so its
    /// game is gone there, deleted by `broadside prune` or lost with data that was replaced. The
    /// player is told which game; it leaves the list and the screen, and the tokens of its seats
    /// are forgotten, so that no later start asks for it again.
    mutating func seatGone(_ token: SeatToken) -> [Effect] {
        guard let ref = seatTokens.first(where: { $0.value == token })?.key else { return [.forgetSeat(token)] }
        // At start nothing but what was stored beside the token is known of the game.
        let opponent = knownSummary(of: ref).map(KnownOpponent.init) ?? storedOpponents[ref]
        let tokens = letGo(of: ref.code)
        // Said after what the connection had to say (that it is back), and once per game: in
        // hot-seat both seats' tokens are refused, but the first took the game with it.
        add(Self.gone(ref.code, against: opponent?.label))
        return tokens.sorted { ($0.key.seat ?? .a) < ($1.key.seat ?? .a) }.map { .forgetSeat($0.value) }
    }

    /// What the player is told of a game the server no longer has.
    static func gone(_ code: GameCode, against opponent: String?) -> String {
        "Game \(code)\(opponent.map { " against \($0)" } ?? "") is no longer on the server "
            + "(deleted as unplayed for long, or the server's data was reset): it is removed from your list."
    }
}
