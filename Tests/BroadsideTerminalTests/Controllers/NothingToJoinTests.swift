import Testing
@testable import BroadsideTerminal

/// Solo plays the computer and hot-seat two players at one terminal: neither has a game of
/// someone else's to join. `join` there is told so, whatever code follows it, rather than that
/// the code was mistyped; and `broadside play` is named as what joins games.
@Suite("Solo and hot-seat say there is nobody to join, and what joins a game")
struct NothingToJoinTests {
    private static let solo = "Solo is a game against the computer, so there is nobody to join: "
        + "broadside play joins a game on a server with the code its creator gives."

    @Test(arguments: ["join K7QX3M", "join x", "JOIN", "join a b"])
    func lineModesJoinInSoloSaysWhatSoloIs(typed: String) {
        let state = ClientState(mode: .solo, playerName: "ann", inputStyle: .commands)
        #expect(PlainCommands.parse(typed, state: state) == .invalid(Self.solo))
    }

    @Test func hotSeatSaysItsPlayersAreAtTheTerminal() {
        let state = ClientState(mode: .hotSeat, playerName: "ann", inputStyle: .commands)
        guard case .invalid(let said) = PlainCommands.parse("join x", state: state) else {
            Issue.record("join is refused in hot-seat")
            return
        }
        #expect(said.hasPrefix("Hot-seat is two players at this terminal, so there is nobody to join: broadside play"))
    }

    /// No claim can win against the computer, nor at a shared terminal: `claim` says so, with a
    /// game open or not.
    @Test(arguments: [PlayMode.solo, .hotSeat])
    func claimWhereNoClaimCanWinSaysWhy(mode: PlayMode) throws {
        let state = ClientState(mode: mode, playerName: "ann", inputStyle: .commands)
        let said = try #require(mode.nothingToClaim)
        #expect(PlainCommands.parse("claim", state: state) == .invalid(said))
    }

    /// No offer waits on a `decline` against the computer, which accepts at once: `decline` in
    /// solo says so. Elsewhere it is a command: at a shared terminal the game on screen says how
    /// an offer is answered there.
    @Test func declineInSoloSaysNoOfferWaits() {
        let solo = ClientState(mode: .solo, playerName: "ann", inputStyle: .commands)
        #expect(PlainCommands.parse("decline", state: solo)
            == .invalid("The computer accepts a rematch at once, so there is nothing to decline in solo."))
        for mode in [PlayMode.network, .hotSeat] {
            let state = ClientState(mode: mode, playerName: "ann", inputStyle: .commands)
            #expect(PlainCommands.parse("decline", state: state) == .intents([.declineRematch]))
        }
    }

    /// Over the network a code is what join needs, and a mistyped one is told how codes look.
    @Test func playStillJoinsByCode() {
        let state = ClientState(mode: .network, playerName: "ann", inputStyle: .commands)
        #expect(PlainCommands.parse("join x", state: state) == .invalid("A code is 6 characters, like K7QX3M."))
        #expect(PlainCommands.parse("join K7QX3M", state: state) == .intents([.join(Fixtures.code)]))
    }

    /// The full-screen solo lobby offers no key to join; `c`, pressed anyway, says the same.
    @Test func theSoloLobbyOffersNoJoinAndItsKeySaysWhy() {
        var client = SessionController(state: ClientState(mode: .solo, playerName: "ann"), seed: 1)
        client.state.page = .lobby
        let lobby = Scenes.screen(client.state)
        #expect(!lobby.contains("join"), "\(lobby)")
        #expect(client.type("c") == [])
        #expect(client.state.message == Self.solo)
        #expect(client.state.page == .lobby)
    }
}
