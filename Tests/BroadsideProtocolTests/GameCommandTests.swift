import BroadsideCore
import BroadsideProtocol
import Testing

/// A command that acts in a game splits into the seat it acts through and what it asks of the game,
/// its arguments whole; a command outside games has no such part.
@Suite struct GameCommandTests {
    static let ref = SeatReference(GameCode("K7QX3M")!, .b)  // a valid literal code
    static let cells = [Coordinate(row: 0, column: 0)!, Coordinate(row: 9, column: 9)!]
    static let fleet = [ShipPlacement(.cruiser, at: Coordinate(row: 1, column: 1)!, .vertical)]

    static let inGames: [(Command, GameCommand)] = [
        (.state(ref), .state),
        (.place(ref, .ships(fleet)), .place(.ships(fleet))),
        (.place(ref, .random), .place(.random)),
        (.remove(ref, .ships([.cruiser])), .remove(.ships([.cruiser]))),
        (.remove(ref, .all), .remove(.all)),
        (.ready(ref), .ready),
        (.fire(ref, cells), .fire(cells)),
        (.forfeit(ref), .forfeit),
        (.claim(ref), .claim),
        (.rematch(ref), .rematch),
        (.decline(ref), .decline),
        (.leave(ref), .leave),
    ]

    @Test(arguments: inGames)
    func aGameCommandKeepsItsSeatAndArguments(command: Command, expected: GameCommand) {
        #expect(command.gameCommand?.ref == Self.ref)
        #expect(command.gameCommand?.command == expected)
    }

    @Test(arguments: [
        Command.hello(version: 1, name: "ann"), .new(rules: .classic, opponent: .human), .join(ref.code, name: nil),
        .resume(SeatToken("0123456789abcdef0123456789abcdef")!), .games, .ping(nil), .help, .quit,
    ])
    func aCommandOutsideGamesHasNone(command: Command) {
        #expect(command.gameCommand == nil)
    }
}
