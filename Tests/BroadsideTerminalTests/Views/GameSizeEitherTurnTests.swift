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

/// What CLIENT.md used to own up to: at the smallest sizes the end of a round between two long
/// names wrapped to a row or two more than the turns, and the page hid itself as the round ended.
@Suite("The round's end between two long names fits where the round did")
struct GameSizeAtTheEndWithLongNamesTests {
    static let player = "Bartholomew_Long"
    static let opponent = "Maximilian_Jones"
    static let why: [ForfeitGround: String] = [.gaveUp: "forfeited", .away: "away too long", .keptWaiting: "kept the round waiting"]

    @Test(arguments: [PlayMode.network, .hotSeat], [
        (Seat.a, EndReason.sunk, ForfeitGround?.none), (.b, .sunk, nil),
        (.a, .forfeit, .gaveUp), (.b, .forfeit, .gaveUp), (.a, .forfeit, .away), (.b, .forfeit, .away),
        (.a, .forfeit, .keptWaiting), (.b, .forfeit, .keptWaiting),
    ])
    func theEndFitsTheSizeTheRoundNeeded(mode: PlayMode, end: (winner: Seat, reason: EndReason, cause: ForfeitGround?)) {
        for rules in [Rules.classic, .salvo] { Self.check(rules: rules, mode: mode, end: end) }
    }

    static func check(rules: Rules, mode: PlayMode, end: (winner: Seat, reason: EndReason, cause: ForfeitGround?)) {
        var client = Fixtures.client(Fixtures.seatState(turn: .a, vs: opponent, rules: rules), mode: mode)
        client.state.playerName = player
        client.state.partnerName = opponent
        let playing = client.state
        _ = client.receive(.event(.over(Fixtures.seatA, winner: end.winner, reason: end.reason, cause: end.cause)), now: Fixtures.now)
        let over = client.state
        // With room to spare, why the round was won is said too.
        let roomy = ClientView.screen(Presentation(of: over), size: TerminalSize(columns: 120, rows: 40), now: Fixtures.now)
        if let cause = end.cause { #expect(roomy.text.contains(why[cause] ?? "?"), "\(roomy.text)") }
        _ = client.receive(.event(.rematch(Fixtures.seatA, by: .b)), now: Fixtures.now)
        for size in ClientView.layouts(Presentation(of: playing), height: 40, now: Fixtures.now).map(\.minimumSize) {
            for state in [over, client.state] {
                let screen = ClientView.screen(Presentation(of: state), size: size, now: Fixtures.now)
                #expect(!screen.hidesPage, "\(rules) \(size): \(screen.text)")
                // Who won is said, in fewer words if need be, and what comes next.
                let words = screen.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                #expect(words.contains("Game over: you win") || words.contains("wins"), "\(rules) \(size): \(screen.text)")
                #expect(words.contains("rematch"), "\(rules) \(size): \(screen.text)")
            }
        }
    }
}
