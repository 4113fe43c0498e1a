import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

@Suite("Lobby columns: long names are cut to their column, marked …, never run into the next")
struct LobbyColumnsTests {
    /// A hot-seat game of two players with long names, round in play, Bartholomew_Long to fire.
    private var longNames: ClientState {
        var state = ClientState(mode: .hotSeat, playerName: "Bartholomew_Long", partnerName: "Maximilian.Extra")
        let a = Fixtures.summary(Fixtures.seatA, turn: .a, vs: "Maximilian.Extra")
        let b = Fixtures.summary(Fixtures.seatB, turn: .a, vs: "Bartholomew_Long")
        state.lobby.update([GameListing(summary: a, ships: 5, enemyShips: 5), GameListing(summary: b, ships: 5, enemyShips: 5)], now: Fixtures.now)
        state.page = .lobby
        return state
    }

    /// Both players' names are cut, not the pair as a whole, which lost the second (helper audit:
    /// two hot-seat games of one first player looked alike).
    @Test func aWideRowCutsThePlayersAndKeepsTheStateApartFromTheShips() {
        let lines = Scenes.screen(longNames).split(separator: "\n").map(String.init)
        #expect(lines.contains("  Code    Rules    Players          State                   Ships 1st:2nd  Score"))
        #expect(lines.contains("> K7QX3M  classic  Barth… vs Maxim… Bartholomew_Long's turn 5 : 5          0-0"), "\(lines)")
    }

    /// Line mode lists the games under the same titles: at a shared terminal there is no "you".
    @Test func lineModeTitlesTheShipsOfAHotSeatGameByPlayerOrder() {
        let lines = PlainView.page(Presentation(of: longNames), now: .now)
        #expect(lines.contains(LobbyColumns.standard.heading(for: .hotSeat)), "\(lines)")
        #expect(!lines.contains { $0.contains("you:them") }, "\(lines)")
    }

    /// Line mode on a terminal narrower than the table: two lines a game, each within its width,
    /// rather than rows broken at spaces into fragments.
    @Test func lineModeListsTwoLinesAGameOnANarrowTerminal() {
        let lines = PlainView.page(Presentation(of: longNames), now: .now, width: 60)
        // A game's first line fits; its details are broken at spaces, under their own indent.
        #expect(lines.filter { $0.hasPrefix("  K7QX3M") }.allSatisfy { $0.count <= 60 }, "\(lines)")
        #expect(PlainView.wrapped(lines, to: 60).allSatisfy { $0.count <= 60 && ($0.hasPrefix("      ") || !$0.hasPrefix("    ")) })
        #expect(lines.contains("  Code    Players"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  K7QX3M  Bartho… vs Maximi…") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("      Bartholomew_Long's turn") }, "\(lines)")
        #expect(PlainView.page(Presentation(of: longNames), now: .now).contains(LobbyColumns.standard.heading(for: .hotSeat)))
    }

    @Test func aNarrowRowCutsThePlayersToo() {
        let lines = Scenes.screen(longNames, TerminalSize(columns: 50, rows: 24)).split(separator: "\n").map(String.init)
        #expect(lines.contains("> K7QX3M  Bartho… vs Maximi…"), "\(lines)")
    }

    /// Every cell leaves a space before the next column, however long: a state too long for its
    /// column is cut, marked `…`.
    @Test func everyCellIsCutToItsColumnWithASpaceAfterIt() {
        let row = LobbyColumns.standard.row(["ABCDEFGHIJ", "salvo-long", String(repeating: "p", count: 30),
                                    String(repeating: "s", count: 30), "55 : 55 : 55 : 55", "10-10"])
        #expect(row == "ABCDEF… salvo-l… ppppppppppppppp… ssssssssssssssssssssss… 55 : 55 : 55…  10-10")
    }

    @Test func aPairOfNamesGivesWayLongestFirst() {
        #expect(String.pairing("ann", "bob", within: 16) == "ann vs bob")
        #expect(String.pairing("ann", "Maximilian.Extra", within: 16) == "ann vs Maximili…")
        #expect(String.pairing("Bartholomew_Long", "Maximilian.Extra", within: 16) == "Barth… vs Maxim…")
    }
}
