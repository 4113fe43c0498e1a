import BroadsideProtocol
import Testing

/// `ERR TOO_MANY_GAMES` says which limit refused the command, and how long to wait where only time
/// lifts it (PROTOCOL.md 11).
@Suite struct TooManyGamesErrorTests {
    @Test func aLimitThatWaitingDoesNotLiftHasOnlyItsScope() {
        #expect(ProtocolError.tooManyGames(.seats, "this connection holds 3 seats; LEAVE some first").line.description
            == "ERR TOO_MANY_GAMES scope=seats :this connection holds 3 seats; LEAVE some first")
        #expect(ProtocolError.tooManyGames(.unjoined, "you have 20 games nobody has joined yet").line.description
            == "ERR TOO_MANY_GAMES scope=unjoined :you have 20 games nobody has joined yet")
    }

    @Test(arguments: [(Duration.nanoseconds(1), 1), (.seconds(60), 60), (.milliseconds(59_001), 60), (.milliseconds(60_001), 61)])
    func theWaitIsInWholeSecondsRoundedUp(_ wait: Duration, _ seconds: Int) {
        #expect(ProtocolError.tooManyGames(.address, wait: wait, "wait a little").line.description
            == "ERR TOO_MANY_GAMES wait=\(seconds) scope=address :wait a little")
    }
}
