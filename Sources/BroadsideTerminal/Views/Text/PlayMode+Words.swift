extension PlayMode {
    /// Why there is no game to join by its code here; nil where there is (`play`). Said to `c` in
    /// the lobby and to line mode's `join`, whatever follows it: the code is not what is wrong.
    var nothingToJoin: String? {
        let elsewhere = "broadside play joins a game on a server with the code its creator gives."
        return switch self {
        case .network: nil
        case .solo: "Solo is a game against the computer, so there is nobody to join: " + elsewhere
        case .hotSeat: "Hot-seat is two players at this terminal, so there is nobody to join: " + elsewhere
        }
    }

    /// What line mode's `decline` gets where no offer of a rematch ever waits on an answer: in
    /// solo, whose computer accepts at once. (At a shared terminal the game on screen says how
    /// its offer is answered.)
    var nothingToDecline: String? {
        self == .solo ? "The computer accepts a rematch at once, so there is nothing to decline in solo." : nil
    }

    /// What `claim` gets where no claim can ever win (PROTOCOL.md 7.11): nil over the network.
    var nothingToClaim: String? {
        switch self {
        case .network: nil
        case .solo: "The computer is never away nor keeps a round waiting, so there is nothing to claim in solo."
        case .hotSeat: "Both players are at this terminal, so neither can claim a win over the other."
        }
    }
}
