/// How this client plays: which command started it.
public enum PlayMode: Hashable, Sendable {
    /// `broadside play`: one seat per game against a human or the computer over the network.
    case network
    /// `broadside hotseat`: two players at one terminal, both seats on one connection.
    case hotSeat
    /// `broadside solo`: against the computer.
    case solo
}

extension PlayMode {
    /// The `broadside` command that plays this way.
    var command: String {
        switch self {
        case .network: "play"
        case .hotSeat: "hotseat"
        case .solo: "solo"
        }
    }
}
