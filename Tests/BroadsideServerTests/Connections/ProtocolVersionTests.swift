import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// A connection speaks the version its `HELLO` named (PROTOCOL.md 5.2, 15): one of version 1 sees
/// the server as it was before version 2, without `DECLINE` or `* DECLINED`.
@Suite struct ProtocolVersionTests {
    static let declined = Event.declined(SeatReference(GameCode("K7QX3M")!, .a), by: .b)  // a valid literal code

    @Test func theGreetingListsBothVersions() {
        let state = ConnectionState(id: ConnectionID(1), limits: ServerLimits(), now: .now)
        #expect(state.greeting.description.hasPrefix("* BROADSIDE versions=1,2 "))
    }

    @Test func versionOneKnowsNoDeclineAndIsSentNoDeclined() {
        let now = ContinuousClock.now
        var state = ConnectionState.greeted(now: now)
        #expect(state.version == 1)
        #expect(state.answer("DECLINE K7QX3M", now: now)?.hasPrefix("ERR UNKNOWN_COMMAND") == true)
        #expect(!state.speaks(Self.declined))
        #expect(helpNames(&state, now: now) == CommandSyntax.commands(of: 1).map(\.name))
        #expect(!helpNames(&state, now: now).contains("DECLINE"))
    }

    @Test func versionTwoDeclinesAndIsSentDeclined() {
        let now = ContinuousClock.now
        var state = ConnectionState(id: ConnectionID(1), limits: WireFuzzTests.generous, now: now)
        // Before `HELLO` the connection speaks version 1: `DECLINE` is no command yet.
        #expect(state.answer("DECLINE K7QX3M", now: now)?.hasPrefix("ERR UNKNOWN_COMMAND") == true)
        #expect(state.answer("HELLO 2 ann", now: now) == "OK HELLO ann")
        #expect(state.version == 2)
        // A well-formed `DECLINE` goes on to the game (here refused: the connection holds no seat).
        #expect(state.answer("DECLINE K7QX3M", now: now)?.hasPrefix("ERR NOT_SEATED") == true)
        #expect(state.speaks(Self.declined))
        #expect(helpNames(&state, now: now).contains("DECLINE"))
    }

    private func helpNames(_ state: inout ConnectionState, now: ContinuousClock.Instant) -> [String] {
        guard case .reply(let lines)? = state.receive(.line("HELP"), now: now) else { return [] }
        // Each `+ HELP` line starts with the command's syntax, its name first.
        return lines.filter { $0.kind == .data }.compactMap { $0.words.first?.split(separator: " ").first.map(String.init) }
    }
}
