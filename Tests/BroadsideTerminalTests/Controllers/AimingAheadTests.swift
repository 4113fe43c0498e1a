import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// While the round waits on the opponent, the cursor stays on the target grid and moves, to aim
/// ahead: the player's turn starts where they left it. Where it is not shown, it does not move.
@Suite("Game screen: aiming ahead on the opponent's turn")
struct AimingAheadTests {
    @Test func onTheOpponentsTurnTheCursorShowsAndTheKeysSaySo() {
        var client = Fixtures.client(Fixtures.seatState(turn: .b))
        #expect(client.type([.right, .right, .down]) == [])
        let screen = Scenes.screen(client.state)
        #expect(screen.contains(" B  . .[.]. . . . . . ."), "\(screen)")
        #expect(screen.contains("arrows/hjkl aim ahead · type B7 · X forfeit · q lobby"), "\(screen)")
        #expect(!screen.contains("Enter fire"), "\(screen)")
        // The list of keys says so too, and offers no shot.
        _ = client.type("?")
        let guide = Scenes.screen(client.state)
        #expect(guide.contains("aim ahead, for your next turn"), "\(guide)")
        #expect(!guide.contains("fire"), "\(guide)")
        _ = client.type([.escape])
        // A typed cell aims ahead too.
        _ = client.type("D")
        #expect(Scenes.screen(client.state).contains("Target: D"))
    }

    @Test func theTurnStartsWhereThePlayerAimedAhead() {
        var client = Fixtures.client(Fixtures.seatState(turn: .b))
        _ = client.type([.right, .right, .down])
        let shot = Event.shot(Fixtures.seatA, by: .b, shots: [Fixtures.shot("J1=miss")], then: .next(.a))
        _ = client.receive(.event(shot), now: Fixtures.now)
        #expect(client.type([.enter]) == ["FIRE K7QX3M/A B3"])
    }

    /// Each game keeps its cursor while the client runs: back from the lobby, the turn starts
    /// where the player left it, not at A1.
    @Test func theCursorIsKeptAcrossTheLobby() {
        var client = Fixtures.client(Fixtures.seatState(turn: .b))
        _ = client.type([.right, .right, .down])
        _ = client.type("q")
        #expect(client.state.page == .lobby)
        _ = client.type([.enter])
        #expect(client.state.page == .game(Fixtures.seatA))
        let shot = Event.shot(Fixtures.seatA, by: .b, shots: [Fixtures.shot("J1=miss")], then: .next(.a))
        _ = client.receive(.event(shot), now: Fixtures.now)
        #expect(client.type([.enter]) == ["FIRE K7QX3M/A B3"])
    }

    /// Cells of the next salvo are picked ahead too (`SalvoPickedAheadTests`): the keys say so.
    @Test func inSalvoTheKeysSayAimAndPickAhead() {
        let client = Fixtures.client(Fixtures.seatState(turn: .b, rules: .salvo))
        let screen = Scenes.screen(client.state)
        #expect(screen.contains("arrows/hjkl aim ahead · Enter pick ahead · X forfeit · q lobby"), "\(screen)")
        #expect(!screen.contains("(last fires)"), "\(screen)")
    }

    /// At a shared terminal the screen waits to be passed on; once over, nothing is aimed at:
    /// there the cursor is hidden, and the arrows leave it where it was.
    @Test func aHiddenCursorDoesNotMove() {
        var shared = Fixtures.client(Fixtures.seatState(turn: .b), mode: .hotSeat)
        shared.state.seats[Fixtures.seatB] = Fixtures.model(Fixtures.seatState(Fixtures.seatB, turn: .b, vs: "ann"))
        _ = shared.type([.right, .down])
        _ = shared.type("l")
        #expect(shared.state.aims[Fixtures.seatA, default: Aim()].cursor == Fixtures.cell("A1"))
        var over = Fixtures.client(Fixtures.seatState(phase: .over, turn: nil))
        _ = over.type([.right, .down])
        _ = over.type("B7")
        #expect(over.state.aims[Fixtures.seatA, default: Aim()].cursor == Fixtures.cell("A1"))
        #expect(!Scenes.screen(over.state).contains("["))
        #expect(over.state.message == "7 is not a key of the game screen; ? lists the keys.")
    }
}
