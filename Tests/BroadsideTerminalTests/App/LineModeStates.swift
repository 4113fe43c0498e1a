import BroadsideCore
import BroadsideProtocol
@testable import BroadsideTerminal

/// Client states a line-mode session meets, for `LineModeSession`'s tests: ann's round against
/// bob, ended and its fleet revealed; and against the computer, with a shot kept for its turn.
enum LineModeStates {
    static let output = PlainOutput(width: PlainView.defaultWidth, wraps: false)

    /// ann's turn against bob.
    static var playing: ClientState { Fixtures.client(Fixtures.seatState()).state }

    /// The round given up: the fleet it reveals is owed, and comes right after (`* REVEAL`).
    static var ended: ClientState {
        var client = Fixtures.client(Fixtures.seatState())
        _ = client.receive(.event(.over(Fixtures.seatA, winner: .b, reason: .forfeit)), now: Fixtures.now)
        return client.state
    }

    static var revealed: ClientState {
        var client = SessionController(state: ended, seed: 7)
        let fleet = [ShipPlacement(.destroyer, at: Fixtures.cell("J9"), .horizontal)]
        _ = client.receive(.event(.reveal(Fixtures.seatA, fleet: fleet)), now: Fixtures.now)
        return client.state
    }

    /// Against the computer, ann fired and typed her next shot before the computer's: it waits.
    static var shotKept: ClientState {
        var state = againstTheComputer
        state.shotsAwaitingTurn[Fixtures.seatA] = [Fixtures.cell("A2")]
        return state
    }

    /// ann's turn against the computer, nothing kept (the kept shot has fired).
    static var againstTheComputer: ClientState {
        var seat = Fixtures.seatState(vs: "computer")
        seat.summary.opponent = .computer
        return Fixtures.client(seat).state
    }
}
