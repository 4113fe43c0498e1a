import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// `* LEFT` and `* BACK` are news while their game is on screen and the round is on: an opponent
/// who closed their client can come back, and one coming back after the end changes nothing.
@Suite("Notices of the opponent's connection are true, and only while they are news")
struct ConnectionNoticeTests {
    private let now = Fixtures.now

    /// The seat is only without a connection (PROTOCOL.md 8): nobody has quit the game.
    @Test func anOpponentWithoutAConnectionIsAwayNotGone() {
        var client = Fixtures.client(Fixtures.seatState())
        _ = client.receive(.event(.left(Fixtures.seatA, seat: .b)), now: now)
        let screen = Scenes.screen(client.state)
        #expect(screen.contains("bob is away: no client of theirs is connected."), "\(screen)")
        #expect(!screen.contains("left the game"), "\(screen)")
    }

    /// A message left from keys pressed before (a claim refused) would hide the news until the
    /// next key: the news replaces it. A question waiting for its answer stays.
    @Test func newsOfTheOpponentReplacesAnOlderMessage() {
        var client = Fixtures.client(Fixtures.seatState(turn: .b))
        _ = client.type("w")
        #expect(client.state.message == "bob is connected and the round waits on you; you can claim only when they are away.")
        _ = client.receive(.event(.left(Fixtures.seatA, seat: .b)), now: now)
        #expect(Scenes.screen(client.state).contains("bob is away: no client of theirs is connected."), "\(Scenes.screen(client.state))")
        _ = client.type("X")
        _ = client.receive(.event(.back(Fixtures.seatA, seat: .b)), now: now)
        #expect(client.state.message == "Forfeit this round? You lose it. y/n")
        // Nor does the game moving on hide it: y would still forfeit.
        _ = client.receive(.event(.shot(Fixtures.seatA, by: .b, shots: [Fixtures.shot("J1=miss")], then: .next(.a))), now: now)
        #expect(client.state.message == "Forfeit this round? You lose it. y/n")
    }

    /// A message that comes while the forfeit question waits (a paste refused, the server lost
    /// and found again) does not hide it: y would forfeit with no question on the screen.
    @Test func noMessageHidesTheForfeitQuestion() {
        var client = Fixtures.client(Fixtures.seatState())
        _ = client.type("X")
        client.state.message = "Pasted text goes only into a name or a code being typed: it was not used."
        let screen = Scenes.screen(client.state)
        #expect(screen.contains("Forfeit this round? You lose it. y/n"), "\(screen)")
        _ = client.type("n")
        #expect(!Scenes.screen(client.state).contains("Forfeit this round?"), "\(Scenes.screen(client.state))")
    }

    /// On the narrowest game screen, where the opponent's turn, said with a long name, leaves
    /// messages one row, the question in fewer words: cut, it hid its `y/n`.
    @Test func theForfeitQuestionKeepsItsYOrNOnTheNarrowestScreen() throws {
        var client = Fixtures.client(Fixtures.seatState(turn: .b, vs: "Abcdefghijklmnop"))
        _ = client.type("X")
        let fewest = (37...50).first { !Scenes.screen(client.state, TerminalSize(columns: 26, rows: $0)).contains("Terminal too small") }
        let screen = Scenes.screen(client.state, TerminalSize(columns: 26, rows: try #require(fewest)))
        #expect(screen.contains("Forfeit this round? y/n"), "\(screen)")
        #expect(!screen.contains("You l"), "\(screen)")
    }

    @Test func theGameOverScreenKeepsNoConnectionNotice() {
        var client = Fixtures.client(Fixtures.seatState())
        _ = client.receive(.event(.back(Fixtures.seatA, seat: .b)), now: now)
        _ = client.receive(.event(.over(Fixtures.seatA, winner: .a, reason: .sunk)), now: now)
        #expect(!Scenes.screen(client.state).contains("connected again"), "\(Scenes.screen(client.state))")
        _ = client.receive(.event(.left(Fixtures.seatA, seat: .b)), now: now)
        _ = client.receive(.event(.back(Fixtures.seatA, seat: .b)), now: now)
        let screen = Scenes.screen(client.state)
        #expect(!screen.contains("is away") && !screen.contains("connected again"), "\(screen)")
        #expect(client.state.seats[Fixtures.seatA]?.notice == nil)
    }

    /// What happened while the player was in the lobby is old news by the time they open the
    /// game: it shows how things stand (bob away, and for how long) instead.
    @Test func aGameOpenedLaterShowsNoOldNotice() {
        var client = Fixtures.client(Fixtures.seatState(), page: .lobby)
        _ = client.receive(.event(.left(Fixtures.seatA, seat: .b)), now: now)
        client.state.page = .game(Fixtures.seatA)
        let screen = ClientView.screen(Presentation(of: client.state), size: Scenes.size, now: now + .seconds(200)).text
        #expect(client.state.seats[Fixtures.seatA]?.notice == nil)
        #expect(!screen.contains("no client of theirs") && !screen.contains("left the game"), "\(screen)")
        #expect(screen.contains("bob has been away 3:20: press w to claim the win."), "\(screen)")
    }
}
