import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// The lobby's State column says who still has to place a fleet, and that a human opponent is
/// away, from `GAMES`' `ready=` and `away=` (PROTOCOL.md 7.4).
@Suite("Lobby state: who is placing, and an opponent away")
struct LobbyStatePhraseTests {
    /// Ann's lobby over the network with one game, seat A, as `GAMES` listed it.
    private func lobby(
        phase: RoundPhase = .placing, turn: Seat? = nil, ready: SeatPair<Bool>?, away: OpponentPresence? = .present,
        vs: String = "bob"
    ) -> ClientState {
        var state = ClientState(mode: .network, playerName: "ann")
        let summary = Fixtures.summary(phase: phase, turn: turn, vs: vs)
        state.lobby.update([GameListing(summary: summary, ships: 5, enemyShips: 5, ready: ready, opponentPresence: away)], now: Fixtures.now)
        return state
    }

    private func phrase(_ state: ClientState) -> String { LobbyView.phrase(state.lobby.games[0], session: Presentation(of: state), now: Fixtures.now) }
    private func row(_ state: ClientState) -> String { LobbyView.row(state.lobby.games[0], session: Presentation(of: state), now: Fixtures.now) }

    private static let none = SeatPair(a: false, b: false)
    private static let onlyA = SeatPair(a: true, b: false)
    private static let onlyB = SeatPair(a: false, b: true)

    @Test func placingSaysWhoseFleetIsAwaited() {
        #expect(phrase(lobby(ready: Self.none)) == "place your fleet")
        #expect(phrase(lobby(ready: Self.onlyB)) == "place your fleet")
        #expect(phrase(lobby(ready: Self.onlyA)) == "bob placing")
    }

    /// A server that does not send `ready=` leaves it unknown.
    @Test func placingFromAnOlderServerSaysOnlyThatFleetsAreBeingPlaced() {
        #expect(phrase(lobby(ready: nil, away: nil)) == "placing fleets")
    }

    /// At a shared terminal there is no "you": the player still placing is named, or both.
    @Test func aHotSeatGameNamesWhoeverIsPlacing() {
        var state = ClientState(mode: .hotSeat, playerName: "ann", partnerName: "cid")
        func list(_ ready: SeatPair<Bool>) {
            state.lobby.update([
                GameListing(summary: Fixtures.summary(Fixtures.seatA, phase: .placing, turn: nil, vs: "cid"), ships: 5,
                            enemyShips: 5, ready: ready, opponentPresence: .present),
                GameListing(summary: Fixtures.summary(Fixtures.seatB, phase: .placing, turn: nil, vs: "ann"), ships: 5,
                            enemyShips: 5, ready: ready, opponentPresence: .present),
            ], now: Fixtures.now)
        }
        state.seats[Fixtures.seatA] = SeatModel(state: Fixtures.seatState(Fixtures.seatA, phase: .placing, turn: nil, vs: "cid"), now: Fixtures.now)
        state.seats[Fixtures.seatB] = SeatModel(state: Fixtures.seatState(Fixtures.seatB, phase: .placing, turn: nil, vs: "ann"), now: Fixtures.now)
        list(Self.none)
        #expect(phrase(state) == "both placing")
        list(Self.onlyA)
        #expect(phrase(state) == "cid placing")
        list(Self.onlyB)
        #expect(phrase(state) == "ann placing")
    }

    /// The full phrase on a narrow terminal's second line; in the wide row's State column at 80
    /// columns, the longest that fits uncut, so that the absence is never lost to the cut. Every
    /// form parts the absence from the state with a comma.
    @Test func anAwayOpponentIsSaidWithHowLongInBothLayouts() {
        let mine = lobby(phase: .playing, turn: .a, ready: SeatPair(a: true, b: true), away: .away(seconds: 185))
        #expect(phrase(mine) == "your turn, bob away 3:05")
        #expect(row(mine).contains(" your turn, away 3:05 "), "\(row(mine))")
        #expect(LobbyView.details(mine.lobby.games[0], session: Presentation(of: mine), now: Fixtures.now).hasPrefix("your turn, bob away 3:05 · "))

        let theirs = lobby(phase: .playing, turn: .b, ready: SeatPair(a: true, b: true), away: .away(seconds: 40))
        #expect(phrase(theirs) == "bob's turn, away 0:40")
        #expect(row(theirs).contains(" bob's turn, away 0:40 "), "\(row(theirs))")

        let placing = lobby(ready: Self.onlyA, away: .away(seconds: 40))
        #expect(phrase(placing) == "bob placing, away 0:40")
        let mustPlace = lobby(ready: Self.onlyB, away: .away(seconds: 40))
        #expect(phrase(mustPlace) == "place your fleet, bob away 0:40")
        #expect(row(mustPlace).contains(" place your fleet, away "), "\(row(mustPlace))")
    }

    /// A long name gives way first; a state too long even without it is cut, `…`, as any cell.
    @Test func aLongNameIsLeftOutOfTheColumnBeforeTheTimeAway() {
        let theirs = lobby(phase: .playing, turn: .b, ready: SeatPair(a: true, b: true), away: .away(seconds: 40), vs: "Maximilian")
        #expect(row(theirs).contains(" Maximilian's turn, away "), "\(row(theirs))")
    }

    @Test func nobodyIsAwayOnceTheRoundIsOverOrWhenPresent() {
        let over = lobby(phase: .over, ready: SeatPair(a: true, b: true), away: .away(seconds: 40))
        #expect(!phrase(over).contains("away"))
        let present = lobby(phase: .playing, turn: .a, ready: SeatPair(a: true, b: true), away: .present)
        #expect(phrase(present) == "your turn")
    }

    /// The list says how long as of its reply; the lobby, redrawn every second, counts on from there.
    @Test func theTimeAwayCountsOnBetweenLists() {
        let state = lobby(phase: .playing, turn: .b, ready: SeatPair(a: true, b: true), away: .away(seconds: 40))
        #expect(LobbyView.phrase(state.lobby.games[0], session: Presentation(of: state), now: Fixtures.now + .seconds(20)) == "bob's turn, away 1:00")
    }

    /// Before `GAMES` answers, or while the server is away, the lobby shows the client's own
    /// seats: they say whose fleet is awaited and who is away as well as the list would.
    @Test func theClientsOwnSeatsSayWhoIsPlacingAndAwayBeforeTheList() {
        var client = Fixtures.client(Fixtures.seatState(phase: .placing, turn: nil, ready: SeatPair(a: false, b: true), away: 30), page: .lobby)
        _ = client.perform(.showLobby, now: Fixtures.now + .seconds(5))
        let game = client.state.lobby.games[0]
        #expect(LobbyView.phrase(game, session: Presentation(of: client.state), now: Fixtures.now + .seconds(5)) == "place your fleet, bob away 0:35")
    }

    /// Where the terminal is wider than the table, the State column grows to the fullest state,
    /// which names the opponent away; at 80 columns the shorter form stands in.
    @Test func aWideTerminalGivesTheStateColumnRoomForTheFullestPhrase() {
        var state = lobby(phase: .playing, turn: .a, ready: SeatPair(a: true, b: true), away: .away(seconds: 40))
        state.page = .lobby
        let wide = Scenes.screen(state, TerminalSize(columns: 120, rows: 24))
        #expect(wide.contains("  Code    Rules    Players          State                    Ships you:them Score\n"), "\(wide)")
        #expect(wide.contains(" your turn, bob away 0:40 5 : 5"), "\(wide)")
        let standard = Scenes.screen(state, TerminalSize(columns: 80, rows: 24))
        #expect(standard.contains(" your turn, away 0:40    5 : 5"), "\(standard)")
    }
}
