import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// The computer answers within the player's own shot, so its result arrives with theirs: on a
/// terminal short of rows it must not take the rows of the player's result, which they have yet
/// to read. Where rows are few, a result says what every shot did in fewer words rather than be cut.
@Suite("Against the computer the player's own volley stays readable at every size")
struct OwnVolleyResultTests {
    @Test func at60x20BothResultsShow() {
        let screen = SmallTerminalTests.screen(SmallTerminalTests.salvo, 60, 20)
        #expect(!screen.hidesPage, "\(screen.text)")
        let lines = screen.lines.map(\.text)
        #expect(lines.contains("You fired: A1 miss, B2 miss, C3 miss, D4 miss, E5 miss."), "\(screen.text)")
        #expect(lines.contains("computer hit E1, missed F5 E5 F6 E6."), "\(screen.text)")
        #expect(!screen.text.contains("…"), "\(screen.text)")
        SmallTerminalTests.expectFitted(screen, 60, 20)
    }

    /// A volley that sinks a ship takes two rows said in full at 60 columns: said in fewer words,
    /// it leaves the computer's answer its row (the answer was dropped).
    @Test func at60x20AVolleyThatSinksLeavesTheComputersAnswerItsRow() {
        var state = SmallTerminalTests.salvo
        state.seats[Fixtures.seatA] = Fixtures.model(SmallTerminalTests.salvoSeat(
            against: .computer, outgoing: ["A2=miss", "A4=miss", "A6=miss", "A8=sunk:destroyer:A8:H", "A10=miss"]))
        let full = "You fired: A2 miss, A4 miss, A6 miss, A8 Destroyer sunk!, A10 miss."
        #expect(full.count > 60)
        let screen = SmallTerminalTests.screen(state, 60, 20)
        let lines = screen.lines.map(\.text)
        #expect(lines.contains("You sank the Destroyer at A8, missed A2 A4 A6 A10."), "\(screen.text)")
        #expect(lines.contains("computer hit E1, missed F5 E5 F6 E6."), "\(screen.text)")
        SmallTerminalTests.expectFitted(screen, 60, 20)
        // With the rows for both in full, both are said in full.
        let tall = SmallTerminalTests.screen(state, 60, 30)
        #expect(SmallTerminalTests.words(tall).contains(full), "\(tall.text)")
    }

    /// With one row for messages, the smallest the page shows at, it is the player's result's.
    @Test func atTheSmallestSizeTheOwnResultKeepsTheRow() {
        let state = SmallTerminalTests.salvo
        let smallest = ClientView.layouts(Presentation(of: state), height: 40, now: Fixtures.now)[0].minimumSize
        let screen = ClientView.screen(Presentation(of: state), size: smallest, now: Fixtures.now)
        #expect(!screen.hidesPage, "\(smallest): \(screen.text)")
        #expect(screen.lines.map(\.text).contains("You missed A1 B2 C3 D4 E5."), "\(smallest): \(screen.text)")
        #expect(!screen.lines.contains { $0.text.hasPrefix("computer") }, "\(smallest): \(screen.text)")
    }

    /// A volley that sinks a ship, said briefly: the ship by name, then hits and misses by cell.
    @Test func aVolleyInFewerWordsGroupsItsShotsByWhatTheyDid() {
        let shots = ["A1=miss", "B2=hit", "C3=sunk:cruiser:C1:H", "D4=miss", "E5=miss"].map(Fixtures.shot)
        #expect(ShotPhrases.ownBriefly(shots) == "You sank the Cruiser at C3, hit B2, missed A1 D4 E5.")
        #expect(ShotPhrases.incomingBriefly(shots, by: "computer") == "computer sank your Cruiser at C3, hit B2, missed A1 D4 E5.")
        #expect(ShotPhrases.ownBriefly([Fixtures.shot("B7=miss")]) == "You missed B7.")
        #expect(ShotPhrases.ownBriefly([]) == nil)
    }

    /// A line with a shorter form wraps whole where it has the rows, gives way to the form where
    /// it has not, and the form is cut only where it too takes more rows than there are.
    @Test func aMessageGivesWayToItsShorterFormRatherThanBeCut() {
        let line = ScreenLine("You fired: A1 miss, B2 miss, C3 miss.").shortened(to: [ScreenLine("You missed A1 B2 C3.")])
        #expect(line.wrapped(to: 20, limit: 2).map(\.text) == ["You fired: A1 miss,", "B2 miss, C3 miss."])
        #expect(line.wrapped(to: 20, limit: 1).map(\.text) == ["You missed A1 B2 C3."])
        #expect(line.wrapped(to: 12, limit: 1).map(\.text) == ["You missed …"])
    }
}
