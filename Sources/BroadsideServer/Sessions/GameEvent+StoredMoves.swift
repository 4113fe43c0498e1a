import BroadsideCore

extension GameEvent {
    /// What storing this event costs its address's budget of moves (PROTOCOL.md 11): one, and a
    /// volley one for each of its shots, so that salvo's five-shot volleys cost what five turns do.
    var storedMoves: Int {
        if case .fired(_, let cells) = self { return cells.count }
        return 1
    }
}
