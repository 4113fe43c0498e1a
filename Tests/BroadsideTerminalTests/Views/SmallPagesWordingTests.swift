import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// What a player found in tmux: the game's `?` list left Esc out on the opponent's turn, though
/// Esc goes to the lobby then too; and at 12x3 the too-small screen was cut to `Terminal too
/// small: needs at least`, without the sizes.
@Suite("The game's key list names Esc on every turn, and a tiny terminal is told the size first")
struct SmallPagesWordingTests {
    @Test(arguments: [Rules.classic, .salvo], [PlayMode.network, .hotSeat])
    func escIsListedOnTheOpponentsTurn(rules: Rules, mode: PlayMode) {
        for seat in [Fixtures.seatState(turn: .b, rules: rules), Fixtures.seatState(phase: .over, turn: nil, rules: rules)] {
            let client = Fixtures.client(seat, mode: mode)
            let keys = KeyGuide.of(Presentation(of: client.state), now: Fixtures.now)?.listed.map(\.keys) ?? []
            #expect(keys.contains { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.contains("Esc") }, "\(keys)")
        }
    }

    @Test func escGoesToTheLobbyOnTheOpponentsTurn() {
        var client = Fixtures.client(Fixtures.seatState(turn: .b))
        _ = client.type([.escape])
        #expect(client.state.page == .lobby)
    }

    @Test(arguments: [(12, 3), (12, 2), (20, 4), (8, 3)])
    func aTinyTerminalIsToldTheSizesItNeeds(columns: Int, rows: Int) {
        let screen = TooSmallView.screen(
            needs: [TerminalSize(columns: 54, rows: 20), TerminalSize(columns: 26, rows: 37)], has: TerminalSize(columns: columns, rows: rows))
        let words = screen.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("54x20 or 26x37"), "\(screen.text)")
        #expect(screen.lines.count <= rows && screen.lines.allSatisfy { $0.width <= columns }, "\(screen.text)")
    }
}
