import BroadsideProtocol

extension GameCommand {
    /// Whether the command changes a game and so may store moves: what an address's budget of
    /// stored moves refuses once it is spent (PROTOCOL.md 11). Looking (`STATE`) and leaving never do.
    public var storesMoves: Bool {
        switch self {
        case .place, .remove, .ready, .fire, .forfeit, .claim, .rematch, .decline: true
        case .state, .leave: false
        }
    }
}
