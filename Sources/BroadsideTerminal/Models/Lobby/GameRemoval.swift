import BroadsideProtocol

/// Getting rid of a game from the lobby (`x`), as where its round stands allows: a game nobody has
/// joined is called off, a round in progress is given up, and a finished game is dropped from
/// this client's list. Asked first, as `question`, since none of them can be undone.
struct GameRemoval: Hashable, Sendable {
    enum Action: Hashable, Sendable {
        /// `FORFEIT` while nobody has joined: the round ends abandoned, with no winner.
        case callOff(SeatReference)
        /// `FORFEIT` of this seat: the round is lost to the opponent.
        case giveUp(SeatReference)
        /// `LEAVE` each seat held and forget its token: the game is over and leaves the list.
        case forget
    }

    let code: GameCode
    let action: Action
    /// The y/n question, saying what will happen.
    let question: String

    init(code: GameCode, action: Action, question: String) {
        self.code = code
        self.action = action
        self.question = question
    }
}

extension LobbyGame {
    /// What getting rid of this game means, where its round stands.
    enum RemovalKind: Hashable, Sendable {
        case callOff
        case giveUp
        case forget
    }

    var removalKind: RemovalKind {
        switch main.summary.phase {
        case .waiting: .callOff
        case .placing, .playing: .giveUp
        case .over: .forget
        }
    }
}
