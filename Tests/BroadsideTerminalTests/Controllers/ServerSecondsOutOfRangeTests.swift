import BroadsideClient
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// Seconds from a server that no clock could count with (`away=9223372036854775807`, a negative
/// `claim-after=`...) are refused with their line, and the screens drawn later do not trap.
@Suite("Seconds out of range from a server")
struct ServerSecondsOutOfRangeTests {
    static let huge = "\(Int.max)"

    /// A `STATE` reply for `state` whose `+ STATE` line has `field` changed to `value`.
    static func stateReply(_ field: String, _ value: String, of state: SeatState = Fixtures.seatState(away: 30)) -> Reply {
        let reply = Fixtures.stateReply(state)
        var head = reply.data[0]
        head.words = head.words.filter { !$0.hasPrefix(field + "=") } + ["\(field)=\(value)"]
        return Reply(data: [head] + reply.data.dropFirst(), final: reply.final)
    }

    static func screen(_ client: SessionController, after seconds: Int) -> String {
        ClientView.screen(Presentation(of: client.state), size: Scenes.size, now: Fixtures.now + .seconds(seconds)).text
    }

    @Test(arguments: [("away", huge), ("away", "\(Int.min)"), ("turn-seconds", huge), ("turn-seconds", "-5"),
                      ("claim-after", "-1"), ("claim-after", huge), ("turn-limit", huge)])
    func aStateWithThemLeavesTheGameAsItWas(field: String, value: String) {
        var client = Fixtures.client(Fixtures.seatState(away: 30))
        _ = client.receive(Self.stateReply(field, value), to: .state(Fixtures.seatA), now: Fixtures.now)
        let later = Self.screen(client, after: 2)
        #expect(later.contains("bob has been away 0:32; you can claim the win in 1:28."), "\(later)")
    }

    @Test func aListingWithThemDrawsTheLobby() {
        var client = SessionController(state: ClientState(mode: .network, playerName: "ann"), seed: 1)
        var line = GameListing(summary: Fixtures.summary(), ships: 5, enemyShips: 3, opponentPresence: .away(seconds: 5)).line
        line.words = line.words.map { $0.hasPrefix("away=") ? "away=\(Self.huge)" : $0 }
        _ = client.receive(Reply(data: [line], final: .ok("GAMES", ["count=1"])), to: .games, now: Fixtures.now)
        let screen = Self.screen(client, after: 2)
        #expect(screen.contains("The server listed 1 game this client cannot read (bad away=): not shown."), "\(screen)")
    }

    /// A claim refused with a wait no clock can hold keeps the limit the state gave.
    @Test func aClaimRefusedWithAWaitOutOfRangeKeepsTheLimit() {
        var client = Fixtures.client(Fixtures.seatState(away: 30))
        _ = client.type("w")
        _ = client.receive(Fixtures.ok("ERR TOO_EARLY wait=\(Self.huge) :not yet"), to: .claim(Fixtures.seatA), now: Fixtures.now)
        #expect(client.state.claimLimit == .seconds(120))
        let later = Self.screen(client, after: 2)
        #expect(later.contains("bob has been away 0:32; you can claim the win in 1:28."), "\(later)")
    }

    /// However long a duration, its clock is the longest a server may say, not a trap.
    @Test func aClockSaturates() {
        let longest = clock(.seconds(ProtocolLimits.maximumSeconds))
        #expect(clock(.seconds(ProtocolLimits.maximumSeconds) + .seconds(1)) == longest)
        #expect(clock(.seconds(Int64.max) + .seconds(Int64.max), roundedUp: true) == longest)
        #expect(clock(.seconds(-5)) == "0:00")
    }
}
