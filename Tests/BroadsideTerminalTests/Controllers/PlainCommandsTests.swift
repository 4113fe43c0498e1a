import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

@Suite("Line mode commands")
struct PlainCommandsTests {
    private let network = ClientState(mode: .network, playerName: "ann")

    @Test func gameCommandsBecomeIntents() {
        #expect(PlainCommands.parse("fire B7", state: network) == .intents([.fire([Fixtures.cell("B7")])]))
        #expect(PlainCommands.parse("b7", state: network) == .intents([.fire([Fixtures.cell("B7")])]))
        #expect(PlainCommands.parse("FIRE a1 j10", state: network) == .intents([.fire([Fixtures.cell("A1"), Fixtures.cell("J10")])]))
        #expect(PlainCommands.parse("place carrier A1 h", state: network)
            == .intents([.fleet(.place(ShipPlacement(.carrier, at: Fixtures.cell("A1"), .horizontal)))]))
        #expect(PlainCommands.parse("join k7qx3m", state: network) == .intents([.join(Fixtures.code)]))
        #expect(PlainCommands.parse("random", state: network) == .intents([.fleet(.placeRandomly)]))
        #expect(PlainCommands.parse("quit", state: network) == .intents([.quit]))
    }

    /// On the list already, `games` prints it (and refreshes it): showing the page it is on would
    /// change nothing, and so print nothing.
    @Test func gamesOnTheListPrintsItWhereElseItGoesThere() {
        var onList = network
        onList.page = .lobby
        #expect(PlainCommands.parse("games", state: onList) == .listGames)
        var inGame = network
        inGame.page = .game(Fixtures.seatA)
        #expect(PlainCommands.parse("games", state: inGame) == .intents([.showLobby]))
    }

    @Test func newGameTakesRulesAndOpponentOrTheHotSeatNames() {
        guard case .intents(let intents) = PlainCommands.parse("new salvo computer", state: network),
              case .createGame(let form) = intents.first
        else {
            Issue.record("new is a createGame intent")
            return
        }
        #expect(form.rules == .salvo && form.opponent == .computer)
        let hotSeat = ClientState(mode: .hotSeat, playerName: "ann")
        guard case .intents(let named) = PlainCommands.parse("new ann bob", state: hotSeat),
              case .createGame(let pair) = named.first
        else {
            Issue.record("new NAME NAME is a createGame intent")
            return
        }
        #expect(pair.firstName.text == "ann" && pair.secondName.text == "bob")
    }

    @Test func mistakesSaySoInASentence() {
        #expect(PlainCommands.parse("fire Z9", state: network) == .invalid("Row 'Z' is off the grid; rows are A-J."))
        #expect(PlainCommands.parse("dance", state: network) == .invalid("Unknown command 'dance': type help for the list."))
    }

    /// A known command with too few or too many words says how to write it, not that it is unknown.
    @Test func aCommandWithTheWrongWordsSaysHowToWriteIt() {
        #expect(PlainCommands.parse("open", state: network) == .invalid("Write open CODE, like open K7QX3M."))
        #expect(PlainCommands.parse("JOIN K7QX3M now", state: network) == .invalid("Write join CODE, like join K7QX3M."))
        #expect(PlainCommands.parse("save", state: network) == .invalid("Write save NAME, like save left edge."))
        #expect(PlainCommands.parse("place carrier A1", state: network)
            == .invalid("Write place SHIP CELL H|V, like place carrier A1 h."))
        #expect(PlainCommands.parse("fire", state: network)
            == .invalid("Write fire CELL, like fire B7; a salvo names several cells."))
        #expect(PlainCommands.parse("ready now", state: network) == .invalid("ready takes nothing after it: type ready alone."))
    }

    /// `place` names the word that is wrong, as `fire` does, rather than repeat how to write it.
    @Test func placeSaysWhichWordIsWrong() {
        #expect(PlainCommands.parse("place boat A1 h", state: network)
            == .invalid("No ship is called boat: carrier, battleship, cruiser, submarine, destroyer."))
        #expect(PlainCommands.parse("place cruiser K1 h", state: network) == .invalid("Row 'K' is off the grid; rows are A-J."))
        #expect(PlainCommands.parse("place cruiser A11 v", state: network) == .invalid("Column 11 is off the grid; columns are 1-10."))
        #expect(PlainCommands.parse("place cruiser A1 x", state: network)
            == .invalid("'x' is no direction: h lays the ship across, v down, like place cruiser A1 h."))
        #expect(PlainCommands.parse("remove boat", state: network)
            == .invalid("No ship is called boat: carrier, battleship, cruiser, submarine, destroyer."))
    }

    /// A terminal passes Ctrl-L, other control characters and the escape sequences of keys such
    /// as the arrows into the line: they are no part of the command. A tab parts words.
    @Test func controlCharactersTypedIntoALineAreLeftOut() {
        #expect(PlainCommands.parse("\u{0C}open K7QX3M", state: network) == .intents([.open(Fixtures.code)]))
        #expect(PlainCommands.parse("fire\tB7\u{01}", state: network) == .intents([.fire([Fixtures.cell("B7")])]))
        #expect(PlainCommands.parse("\u{1B}[A\u{1B}[1;5Cready", state: network) == .intents([.fleet(.declareReady)]))
        #expect(PlainCommands.parse("\u{1B}OAshow", state: network) == .show)
        #expect(PlainCommands.parse("dan\u{7F}ce", state: network) == .invalid("Unknown command 'dance': type help for the list."))
    }

    /// A word a letter or two from a command or a ship is answered with the one it likely meant.
    @Test func aMistypedCommandOrShipIsAnsweredWithTheNearest() {
        #expect(PlainCommands.parse("fier a5", state: network) == .invalid("Unknown command 'fier a5': did you mean fire? Type help for the list."))
        #expect(PlainCommands.parse("raedy", state: network) == .invalid("Unknown command 'raedy': did you mean ready? Type help for the list."))
        #expect(PlainCommands.parse("nwe salvo", state: network) == .invalid("Unknown command 'nwe salvo': did you mean new? Type help for the list."))
        #expect(PlainCommands.parse("place batleship C1 h", state: network) == .invalid(
            "No ship is called batleship (did you mean battleship?): carrier, battleship, cruiser, submarine, destroyer."))
        #expect(PlainCommands.parse("place boat A1 h", state: network) == .invalid(
            "No ship is called boat: carrier, battleship, cruiser, submarine, destroyer."))
    }

    /// The empty line that passed the terminal, typed twice, must not show the next player's
    /// fleet to the one passing it: `take`, a word of its own, takes it (a screen-reader user's
    /// walkthrough found a double Enter did).
    @Test func takeAloneTakesTheTerminalAtAHandoverAndAnEmptyLineDoesNot() {
        var state = network
        state.page = .handover(Fixtures.seatB)
        #expect(PlainCommands.parse("take", state: state) == .intents([.takeTerminal]))
        #expect(PlainCommands.parse(" TAKE ", state: state) == .intents([.takeTerminal]))
        #expect(PlainCommands.parse("", state: state)
            == .invalid("An empty line does not take the terminal: the player it is passed to types take."))
        state.page = .game(Fixtures.seatB)
        #expect(PlainCommands.parse("", state: state) == .intents([.passTerminal]))
        #expect(PlainCommands.parse("take", state: state) == .invalid(PlainCommands.nothingToTake))
    }
}
