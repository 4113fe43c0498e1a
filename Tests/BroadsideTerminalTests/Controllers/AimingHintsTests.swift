import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

@Suite("Game screen: a key that aims at no cell, or does nothing, says what was typed and what to press")
struct AimingHintsTests {
    @Test func theTenthColumnIsTypedAsOneThenZero() {
        var client = Fixtures.client(Fixtures.seatState())
        #expect(client.type([.character("C"), .character("1"), .character("0"), .enter]) == ["FIRE K7QX3M/A C10"])
        #expect(client.state.message == nil)
    }

    /// C3 then 1 is no C31: the message names the cell typed, not the digit alone, and the
    /// typing starts again.
    @Test func aDigitThatTakesTheCellOffTheGridNamesTheCellTyped() {
        var client = Fixtures.client(Fixtures.seatState())
        #expect(client.type([.character("C"), .character("3"), .character("1")]) == [])
        #expect(client.state.message
            == "C31 is off the grid: the cursor stays on C3 and Enter fires there. Columns run 1-10: "
            + "type the row again, then the column, like C1 or C10.")
        #expect(!Scenes.screen(client.state).contains("Target:"))
        #expect(client.type([.character("C"), .character("1"), .character("0"), .character("0")]) == [])
        #expect(client.state.message?.hasPrefix("C100 is off the grid") == true)
    }

    @Test func aDigitAloneAsksForTheRowFirst() {
        var client = Fixtures.client(Fixtures.seatState())
        #expect(client.type("5") == [])
        #expect(client.state.message == "5 needs a row before it: type a row A-J, then a column 1-10, like B5.")
        _ = client.type("0")
        #expect(client.state.message == "0 needs a row before it: type a row A-J, then a column 1-10, like B10.")
    }

    /// r rotates in the editor and asks for a rematch after the round: during it, it says so and
    /// what the player can do instead.
    @Test func rDuringTheRoundSaysWhatItDoesNotDoAndWhatToPress() {
        let notNow = "r does nothing now: it rotates ships while placing, and asks for a rematch once the round is over. "
        var mine = Fixtures.client(Fixtures.seatState())
        #expect(mine.type("r") == [])
        #expect(mine.state.message == notNow + "Aim with the arrows or type a cell like B7, then press Enter; ? lists the keys.")
        var theirs = Fixtures.client(Fixtures.seatState(turn: .b))
        #expect(theirs.type("r") == [])
        #expect(theirs.state.message == notNow + "While you wait, aim ahead with the arrows or a cell like B7; ? lists the keys.")
        var shared = hotSeat(turn: .b)
        #expect(shared.type("r") == [])
        #expect(shared.state.message == notNow + "Press Enter to pass the terminal; ? lists the keys.")
    }

    @Test func xAfterTheRoundSaysThereIsNothingToForfeit() {
        var client = Fixtures.client(Fixtures.seatState(phase: .over, turn: nil))
        #expect(client.type("X") == [])
        #expect(client.state.message == "The round is over, so there is nothing to forfeit. ? lists the keys.")
        #expect(client.type("w") == [])
        #expect(client.state.message == "The round is over, so there is no win to claim. ? lists the keys.")
        // Line mode's commands say the same.
        for (intent, said) in [(Intent.claim, "The round is over, so there is no win to claim."), (.forfeit, "The round is over, so there is nothing to forfeit.")] {
            client.clearMessage()
            #expect(client.perform(intent, now: Fixtures.now) == [])
            #expect(client.state.message == said)
        }
    }

    /// `n` after the round says where new games start; any other key that does nothing there says
    /// so as every page does, then what to press.
    @Test func keysAfterTheRoundAreToldAsOnEveryPage() {
        var over = Fixtures.client(Fixtures.seatState(phase: .over, turn: nil))
        #expect(over.type("n") == [])
        #expect(over.state.message == "n is not a key of the game screen: new games start in the lobby, so press q, then n.")
        _ = over.type("z")
        #expect(over.state.message == "z is not a key of the game screen; ? lists the keys.")
        var shared = hotSeat(turn: .b)
        _ = shared.type("z")
        #expect(shared.state.message == "z is not a key of the game screen. Press Enter to pass the terminal; ? lists the keys.")
        // Aiming ahead on the opponent's turn, a letter is a row mistyped, as on the player's own.
        var ahead = Fixtures.client(Fixtures.seatState(turn: .b))
        _ = ahead.type("z")
        #expect(ahead.state.message == "z is not a row: type a row A-J, then a column 1-10, like B7; ? lists the keys.")
    }

    /// On the opponent's turn too, `?` says the rows H and J are typed as capitals.
    @Test func theListOnTheOpponentsTurnSaysHowRowsHAndJAreTyped() {
        var theirs = Fixtures.client(Fixtures.seatState(turn: .b))
        _ = theirs.type("?")
        #expect(Scenes.screen(theirs.state).contains("aim ahead at a cell typed, like B7 (rows H and J as capitals)"))
    }

    /// `?` covers the game with every key it answers now, one a line; the next key only closes
    /// the list (Enter does not fire).
    @Test func aQuestionMarkListsTheKeysOfThePageNow() {
        var mine = Fixtures.client(Fixtures.seatState())
        #expect(mine.type("?") == [])
        let guide = Scenes.screen(mine.state)
        #expect(!guide.contains("Enemy waters"), "\(guide)")
        for line in ["  arrows, h j k l  aim", "  Enter, space     fire", "  w                claim the win once bob is away",
                     "  X                forfeit the round; asks first", "  q                back to the lobby", "Any key closes this list."] {
            #expect(guide.contains(line), "\(line): \(guide)")
        }
        #expect(!guide.contains("rematch") && !guide.contains("another round"))
        #expect(mine.type([.enter]) == [])
        #expect(Scenes.screen(mine.state).contains("Enemy waters"))
        #expect(mine.type([.enter]) == ["FIRE K7QX3M/A A1"])

        var salvo = Fixtures.client(Fixtures.seatState(rules: .salvo))
        _ = salvo.type("?")
        #expect(Scenes.screen(salvo.state).contains("  Enter, space     pick the cell, or drop it if picked; the last one fires"))

        var over = Fixtures.client(Fixtures.seatState(phase: .over, turn: nil))
        _ = over.type("?")
        #expect(keys(over) == ["r", "q,", "Ctrl-C", "Ctrl-Z", "Ctrl-L", "?"])
        #expect(Scenes.screen(over.state).contains("  q, Esc  back to the lobby"), "\(Scenes.screen(over.state))")

        var shared = hotSeat(turn: .b)
        _ = shared.type("?")
        #expect(keys(shared) == ["Enter", "X", "q,", "Ctrl-C", "Ctrl-Z", "Ctrl-L", "?"])
        #expect(Scenes.screen(shared.state).contains("pass the terminal to bob"))
    }

    /// The first word of each line of the list of keys on screen.
    private func keys(_ client: SessionController) -> [String] {
        Scenes.screen(client.state).split(separator: "\n").filter { $0.hasPrefix("  ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    /// Ann's seat on screen at a shared terminal, both seats held.
    private func hotSeat(turn: Seat) -> SessionController {
        var client = Fixtures.client(Fixtures.seatState(turn: turn), mode: .hotSeat)
        client.state.seats[Fixtures.seatB] = Fixtures.model(Fixtures.seatState(Fixtures.seatB, turn: turn, vs: "ann"))
        return client
    }
}
