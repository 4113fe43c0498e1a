import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// A person may call themselves `computer` (PROTOCOL.md 5.3); the client marks them as a player,
/// lest they pass for the computer (a hostile-client walkthrough).
@Suite("A player named computer")
struct ShownOpponentNameTests {
    @Test func aPersonNamedComputerIsMarkedAsAPlayer() {
        #expect(Fixtures.summary(vs: "Computer").shownOpponentName == "Computer (a player)")
        #expect(Fixtures.summary(vs: "bob").shownOpponentName == "bob")
        var computer = Fixtures.summary(vs: "computer")
        computer.opponent = .computer
        #expect(computer.shownOpponentName == "computer")
        var state = ClientState(mode: .network, playerName: "ann")
        state.seats[Fixtures.seatA] = Fixtures.model(Fixtures.seatState(vs: "computer"))
        state.page = .game(Fixtures.seatA)
        let screen = Scenes.screen(state)
        #expect(screen.contains("ann vs computer (a player)"), "\(screen)")
    }
}
