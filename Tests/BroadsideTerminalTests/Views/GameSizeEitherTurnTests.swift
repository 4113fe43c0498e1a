import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// What a player found in tmux: at 54x19 the game showed on the opponent's turn, and when the
/// opponent fired it hid itself ("needs at least 54x20"), the key line of the player's turn
/// taking a row more; stacked the other way round. The size a game needs is that of its
/// tallest turn, whoever's turn it is.
@Suite("The size the game needs is the same whoever's turn it is")
struct GameSizeEitherTurnTests {
    static func sizes(_ seat: SeatState, mode: PlayMode = .network) -> [TerminalSize] {
        ClientView.layouts(Presentation(of: Fixtures.client(seat, mode: mode).state), height: 40, now: Fixtures.now).map(\.minimumSize)
    }

    @Test(arguments: [Rules.classic, .salvo], [PlayMode.network, .hotSeat])
    func theMinimumIsTheSameWhoeverSTurnItIs(rules: Rules, mode: PlayMode) {
        let mine = Self.sizes(Fixtures.seatState(turn: .a, rules: rules), mode: mode)
        let theirs = Self.sizes(Fixtures.seatState(turn: .b, rules: rules), mode: mode)
        #expect(mine == theirs)
    }

    /// Where the page shows on one turn, it shows on the other: the 54x19 of the audit.
    @Test func theGameShownOnTheOpponentsTurnStaysShownOnYours() {
        let theirs = Fixtures.client(Fixtures.seatState(turn: .b)).state
        let mine = Fixtures.client(Fixtures.seatState(turn: .a)).state
        for size in ClientView.layouts(Presentation(of: theirs), height: 40, now: Fixtures.now).map(\.minimumSize) {
            #expect(!ClientView.screen(Presentation(of: theirs), size: size, now: Fixtures.now).hidesPage, "\(size)")
            #expect(!ClientView.screen(Presentation(of: mine), size: size, now: Fixtures.now).hidesPage, "\(size)")
        }
    }
}

/// The round's end comes with no key pressed too: the page shown during the round stays shown
/// when it ends.
@Suite("The round's end fits where the round did")
struct GameSizeAtTheEndTests {
    @Test(arguments: [Rules.classic, .salvo], [Seat.a, .b])
    func theEndFitsTheSizeTheRoundNeeded(rules: Rules, winner: Seat) {
        var client = Fixtures.client(Fixtures.seatState(turn: .a, rules: rules))
        let playing = client.state
        _ = client.receive(.event(.over(Fixtures.seatA, winner: winner, reason: .sunk)), now: Fixtures.now)
        for size in ClientView.layouts(Presentation(of: playing), height: 40, now: Fixtures.now).map(\.minimumSize) {
            #expect(!ClientView.screen(Presentation(of: client.state), size: size, now: Fixtures.now).hidesPage, "\(size)")
        }
    }
}
