import BroadsideCore

/// One bot's side of a game. It learns only from the lines on its own connection, as a real
/// client would: whose turn it is, whether the game is over, and which replies it still owes.
struct SeatBot {
    /// A command sent and not yet answered; replies come in command order (PROTOCOL.md 4.1).
    enum Asked: Equatable {
        case hello, new, join, place, ready, leave
        case fire(sentAt: ContinuousClock.Instant)
    }

    let seat: Seat
    private(set) var asked: [Asked] = []
    var myTurn = false
    /// The winner, once this bot has heard the game is over.
    var winner: Seat?
    /// Enemy ships this bot's shots have sunk this game.
    var sunk = 0
    private(set) var leaving = false
    private var targets: [Coordinate] = []

    init(seat: Seat) {
        self.seat = seat
        asked.reserveCapacity(4)
    }

    var isFiring: Bool { asked.contains { if case .fire = $0 { true } else { false } } }

    /// A fresh game: fires at every cell once, in an order of its own.
    mutating func newGame(using generator: inout some RandomNumberGenerator) {
        myTurn = false
        winner = nil
        sunk = 0
        leaving = false
        targets = Coordinate.all.shuffled(using: &generator)
    }

    mutating func ask(_ command: Asked) {
        if command == .leave { leaving = true }
        asked.append(command)
    }

    /// The command a reply answers.
    mutating func answered() -> Asked? {
        asked.isEmpty ? nil : asked.removeFirst()
    }

    /// The next cell to fire at; every game ends before the 100 cells run out.
    mutating func nextTarget() -> Coordinate? {
        targets.popLast()
    }
}
