import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

@Suite("Game screen keys become FIRE, REMATCH, CLAIM, FORFEIT")
struct GameKeysTests {
    @Test func typingACoordinateAndEnterFires() {
        var client = Fixtures.client(Fixtures.seatState())
        #expect(client.type([.character("B"), .character("7"), .enter]) == ["FIRE K7QX3M/A B7"])
    }

    @Test func theCursorAimsWithArrowsAndViKeys() {
        var client = Fixtures.client(Fixtures.seatState())
        #expect(client.type([.right, .character("l"), .character("j"), .enter]) == ["FIRE K7QX3M/A B3"])
    }

    /// A character that makes no cell drops what was typed: no stale target beside the error.
    @Test func aCharacterThatMakesNoCellStartsTheCoordinateAgain() {
        var client = Fixtures.client(Fixtures.seatState())
        #expect(client.type([.character("A"), .character("1"), .character("0"), .character("K")]) == [])
        #expect(client.state.message == "K is not a row: type a row A-J, then a column 1-10, like B7; ? lists the keys.")
        #expect(!Scenes.screen(client.state).contains("Target:"))
        #expect(client.type([.character("C"), .character("4"), .enter]) == ["FIRE K7QX3M/A C4"])
    }

    /// On the player's turn a letter that is no row says so; a key that is no letter is no key
    /// of the screen, and the message says what is.
    @Test func aKeyThatIsNoLetterIsNotCalledARow() throws {
        var client = Fixtures.client(Fixtures.seatState())
        #expect(client.type("%") == [])
        let told = "% is not a key of the game screen. Aim with the arrows or type a cell like B7, then press Enter; ? lists the keys."
        #expect(client.state.message == told)
        #expect(try RepositoryDocuments.words("docs/CLIENT.md").contains(told))
        #expect(client.type("z") == [])
        let row = "z is not a row: type a row A-J, then a column 1-10, like B7; ? lists the keys."
        #expect(client.state.message == row)
        #expect(try RepositoryDocuments.words("docs/CLIENT.md").contains(row))
    }

    @Test func lowercaseRowLettersOtherThanHAndJTypeToo() {
        var client = Fixtures.client(Fixtures.seatState())
        #expect(client.type([.character("c"), .character("1"), .character("0"), .enter]) == ["FIRE K7QX3M/A C10"])
    }

    @Test func firingTwiceAtACellIsRefusedWithTheReason() {
        var client = Fixtures.client(Fixtures.seatState(outgoing: ["B7=miss"]))
        #expect(client.type([.character("B"), .character("7"), .enter]) == [])
        #expect(client.state.message == "Already fired at B7.")
    }

    @Test func nothingIsSentOutOfTurnAndTheRefusalGoesWhenTheGameMovesOn() {
        var client = Fixtures.client(Fixtures.seatState(turn: .b))
        #expect(client.type([.enter]) == [])
        #expect(client.state.message == "It is bob's turn.")
        let shot = Event.shot(Fixtures.seatA, by: .b, shots: [Fixtures.shot("B7=miss")], then: .next(.a))
        _ = client.receive(.event(shot), now: Fixtures.now)
        #expect(client.state.message == nil)
        #expect(Scenes.screen(client.state).contains("ann, it's your turn"))
    }

    /// The protocol says `reason=forfeit` of a round given up and of a win claimed alike; a client
    /// that watched the round end knows which: its own claim (on its ground) or forfeit, else the
    /// opponent's. Loaded after the end, a round says either. The end is said to the reader, as `you`.
    @Test func aForfeitSaysWhoGaveUpOrOnWhatGroundTheWinWasClaimed() {
        var claimed = Fixtures.client(Fixtures.seatState(away: 130))
        #expect(claimed.type("w") == ["CLAIM K7QX3M/A"])
        _ = claimed.receive(.event(.over(Fixtures.seatA, winner: .a, reason: .forfeit)), now: Fixtures.now)
        #expect(Scenes.screen(claimed.state).contains("Game over: you win, bob was away too long!"))
        var givenUp = Fixtures.client(Fixtures.seatState())
        _ = givenUp.receive(.event(.over(Fixtures.seatA, winner: .a, reason: .forfeit)), now: Fixtures.now)
        #expect(Scenes.screen(givenUp.state).contains("Game over: you win, bob forfeited!"))
        var claimedAgainst = Fixtures.client(Fixtures.seatState())
        _ = claimedAgainst.receive(.event(.over(Fixtures.seatA, winner: .b, reason: .forfeit)), now: Fixtures.now)
        #expect(Scenes.screen(claimedAgainst.state).contains("Game over: you kept the round waiting too long, bob wins."))
        var gaveUp = Fixtures.client(Fixtures.seatState())
        #expect(gaveUp.type("XY") == ["FORFEIT K7QX3M/A"])
        _ = gaveUp.receive(.event(.over(Fixtures.seatA, winner: .b, reason: .forfeit)), now: Fixtures.now)
        #expect(Scenes.screen(gaveUp.state).contains("Game over: you forfeited, bob wins."))
        var loaded = Fixtures.seatState(phase: .over, turn: nil)
        loaded.summary.winner = .a
        loaded.summary.reason = .forfeit
        #expect(Scenes.screen(Fixtures.client(loaded).state).contains("Game over: you win, bob forfeited or was away too long!"))
        loaded.summary.winner = .b
        #expect(Scenes.screen(Fixtures.client(loaded).state).contains("Game over: you forfeited or were away too long, bob wins."))
        // At a shared terminal neither seat can claim against the other: a forfeit is a round given up.
        var shared = Fixtures.client(loaded, mode: .hotSeat)
        var bobSide = loaded
        bobSide.summary.reference = Fixtures.seatB
        bobSide.summary.opponentName = "ann"
        _ = shared.receive(Fixtures.stateReply(bobSide), to: .state(Fixtures.seatB), now: Fixtures.now)
        #expect(Scenes.screen(shared.state).contains("Game over: bob wins, ann forfeited!"), "\(Scenes.screen(shared.state))")
        // A server that says why (`cause=`, PROTOCOL.md 7.4) is believed, watched or not.
        loaded.summary.cause = .away
        #expect(Scenes.screen(Fixtures.client(loaded).state).contains("Game over: you were away too long, bob wins."))
        var told = Fixtures.client(Fixtures.seatState())
        _ = told.receive(.event(.over(Fixtures.seatA, winner: .a, reason: .forfeit, cause: .keptWaiting)), now: Fixtures.now)
        #expect(Scenes.screen(told.state).contains("Game over: you win, bob kept the round waiting too long!"))
        loaded.summary.cause = nil
        // Nor does anyone claim against the computer, or the computer against anyone.
        var computer = loaded
        computer.summary.opponent = .computer
        computer.summary.opponentName = "computer"
        #expect(Scenes.screen(Fixtures.client(computer).state).contains("Game over: you forfeited, computer wins."))
        // A round the player gave up against the computer, in another client, is no news in the list.
        #expect(GameStatus.endNews(Fixtures.model(computer)) == nil)
    }

    /// A round that ends while the fleet is being placed leaves the editor for the game's end.
    @Test func aRoundEndingWhilePlacingShowsTheOutcome() {
        let placing = Fixtures.seatState(phase: .placing, turn: nil, fleet: [], ready: SeatPair(a: false, b: false))
        var client = Fixtures.client(placing, page: .editor(Fixtures.seatA))
        client.state.editors[Fixtures.seatA] = FleetEditor(rules: .classic, placements: [])
        _ = client.receive(.event(.over(Fixtures.seatA, winner: .a, reason: .forfeit)), now: Fixtures.now)
        #expect(client.state.page == .game(Fixtures.seatA))
        #expect(client.state.editors[Fixtures.seatA] == nil)
        #expect(Scenes.screen(client.state).contains("Game over: you win, bob forfeited!"))
    }

    /// An action that cannot be taken says why instead of doing nothing, and sends nothing.
    @Test func anActionThatCannotBeTakenSaysWhy() {
        var playing = Fixtures.client(Fixtures.seatState())
        #expect(playing.perform(.rematch, now: Fixtures.now).isEmpty)
        #expect(playing.state.message == "The round is still on: a rematch can be offered once it is over.")
        var computerState = Fixtures.seatState(vs: "computer")
        computerState.summary.opponent = .computer
        var computer = Fixtures.client(computerState)
        #expect(computer.type([.character("w")]) == [])
        #expect(computer.state.message == "The computer never goes away, so there is no win to claim.")
        var unjoined = Fixtures.client(Fixtures.seatState(phase: .placing, turn: nil, vs: nil, ready: SeatPair(a: true, b: false)))
        #expect(unjoined.type([.character("w")]) == [])
        #expect(unjoined.state.message == "Nobody has joined this game yet, so there is no win to claim.")
        var lobby = Fixtures.client(Fixtures.seatState(), page: .lobby)
        for intent in [Intent.rematch, .claim, .forfeit] {
            lobby.clearMessage()
            #expect(lobby.perform(intent, now: Fixtures.now).isEmpty)
            #expect(lobby.state.message == "Open a game first (open CODE): that acts on the game on screen.")
        }
    }

    @Test func aSalvoFiresWhenItHasThisTurnsShots() {
        var client = Fixtures.client(Fixtures.seatState(rules: .salvo))
        let keys: [Key] = [.enter, .right, .enter, .right, .enter, .right, .enter]
        #expect(client.type(keys) == [])
        #expect(client.state.aims[Fixtures.seatA]?.salvo.count == 4)
        // Backspace takes back the last cell chosen, only that one.
        #expect(client.type([.backspace]) == [])
        #expect(client.state.aims[Fixtures.seatA]?.salvo.map(\.description) == ["A1", "A2", "A3"])
        #expect(Scenes.screen(client.state).contains("Enter pick (last fires) · Bksp undo"))
        #expect(client.type([.enter, .right, .enter]) == ["FIRE K7QX3M/A A1 A2 A3 A4 A5"])
        #expect(client.state.aims[Fixtures.seatA]?.salvo.isEmpty == true)
    }

    @Test func rematchIsOneKeyOnceTheRoundIsOver() {
        var client = Fixtures.client(Fixtures.seatState(phase: .over, turn: nil))
        #expect(client.type("r") == ["REMATCH K7QX3M/A"])
    }

    /// `fire` typed in line mode while the fleet is placed says why nothing was fired.
    @Test func firingWhilePlacingSaysWhyNot() {
        let placing = Fixtures.seatState(phase: .placing, turn: nil, fleet: [], ready: SeatPair(a: false, b: false))
        var client = Fixtures.client(placing, page: .editor(Fixtures.seatA))
        client.state.editors[Fixtures.seatA] = FleetEditor(rules: .classic, placements: [])
        #expect(client.perform(.fire([Fixtures.cell("A1")]), now: Fixtures.now).isEmpty)
        #expect(client.state.message == "Place your fleet first: the round starts when both fleets are ready.")
    }

    /// The server's refusal says when, not how many seconds are left: a count would go stale on screen.
    @Test func aClaimRefusedAsTooEarlySaysWhenItWillWin() {
        var client = Fixtures.client(Fixtures.seatState(away: 100))
        let refusal = Fixtures.ok("ERR TOO_EARLY wait=20 :your opponent has been away 100s; you can claim in 20s")
        _ = client.receive(refusal, to: .claim(Fixtures.seatA), now: Fixtures.now)
        #expect(client.state.message == "Too early: you can claim the win once bob has been away 2:00.")
    }

    /// Line mode prints the refusal once, not kept on a screen: there it also says how long is left.
    @Test func aClaimTooEarlyInLineModeSaysHowLongIsLeft() {
        var state = ClientState(mode: .network, playerName: "ann", inputStyle: .commands)
        state.seats[Fixtures.seatA] = Fixtures.model(Fixtures.seatState(away: 100))
        state.page = .game(Fixtures.seatA)
        var client = SessionController(state: state, seed: 7)
        #expect(client.perform(.claim, now: Fixtures.now + .milliseconds(500)).isEmpty)
        #expect(client.state.message == "Too early: you can claim the win once bob has been away 2:00, in 0:20.")
    }

    @Test func claimWaitsForTheLimitThenClaims() {
        var client = Fixtures.client(Fixtures.seatState(away: 30))
        #expect(client.type("w") == [])
        #expect(client.state.message == "Too early: you can claim the win once bob has been away 2:00.")
        var later = Fixtures.client(Fixtures.seatState(away: 121))
        #expect(later.type("w") == ["CLAIM K7QX3M/A"])
    }

    /// The too-early message stands in front of the away line only until the claim can win: then
    /// the away line says to claim, with no key pressed.
    @Test func theTooEarlyMessageGivesWayToTheAwayLineOnceTheClaimCanWin() {
        var client = Fixtures.client(Fixtures.seatState(away: 30))
        _ = client.type("w")
        let screen = { (seconds: Int) in
            ClientView.screen(Presentation(of: client.state), size: Scenes.size, now: Fixtures.now + .seconds(seconds)).text
        }
        #expect(screen(89).contains("Too early: you can claim the win once bob has been away 2:00."))
        #expect(!screen(90).contains("Too early"))
        #expect(screen(90).contains("bob has been away 2:00: press w to claim the win."), "\(screen(90))")
    }

    /// An opponent present but silent past the turn limit can be claimed against: the status line
    /// says so and the key line offers it; before then a claim says when it will win.
    @Test func anOpponentWhoKeepsThePlayerWaitingPastTheTurnLimitCanBeClaimedAgainst() {
        var stalled = Fixtures.seatState(turn: .b)
        stalled.turnSeconds = 280
        var client = Fixtures.client(stalled)
        _ = client.receive(Fixtures.stateReply(stalledWithLimit(stalled)), to: .state(Fixtures.seatA), now: Fixtures.now)
        #expect(client.state.turnLimit == .seconds(300))
        #expect(!Scenes.screen(client.state).contains("w claim win"))
        #expect(client.type("w") == [])
        #expect(client.state.message == "Too early: you can claim the win once bob has kept you waiting 5:00.")
        let later = ClientView.screen(Presentation(of: client.state), size: Scenes.size, now: Fixtures.now + .seconds(21)).text
        #expect(later.contains("bob has kept you waiting 5:01: press w to claim the win."), "\(later)")
        #expect(later.contains("w claim win"))
        #expect(client.press(.character("w"), now: Fixtures.now + .seconds(21)).contains(.send(.claim(Fixtures.seatA))))
        // At a shared terminal the other player is no opponent to claim against.
        var hotSeat = Fixtures.client(stalledWithLimit(stalled), mode: .hotSeat)
        hotSeat.state.seats[Fixtures.seatB] = Fixtures.model(Fixtures.seatState(Fixtures.seatB, turn: .b, vs: "ann"))
        hotSeat.state.turnLimit = .seconds(300)
        let shared = ClientView.screen(Presentation(of: hotSeat.state), size: Scenes.size, now: Fixtures.now + .seconds(21)).text
        #expect(!shared.contains("kept you waiting"), "\(shared)")
        #expect(hotSeat.press(.character("w"), now: Fixtures.now + .seconds(21)) == [])
        #expect(hotSeat.state.message == "Both players are at this terminal, so there is no win to claim.")
        // On this seat's own turn there is nothing to claim.
        var mine = Fixtures.client(stalledWithLimit(Fixtures.seatState(turn: .a)))
        mine.state.turnLimit = .seconds(300)
        #expect(mine.type("w") == [])
        #expect(mine.state.message
            == "bob is connected and the round waits on you; you can claim only when they are away or keep you waiting 5:00.")
    }

    /// A seat resumed while fleets are placed cannot know how long the round has waited on the
    /// opponent's fleet: the server's `wait=` corrects this game's count, not the turn limit.
    @Test func tooEarlyCorrectsTheCountOfAFleetWaitedFor() {
        var placing = Fixtures.seatState(phase: .placing, turn: nil, ready: SeatPair(a: true, b: false))
        placing.turnLimitSeconds = 300
        var client = Fixtures.client(placing, page: .game(Fixtures.seatA))
        client.state.turnLimit = .seconds(300)
        let refusal = Fixtures.ok("ERR TOO_EARLY wait=100 :your opponent has kept the round waiting for their fleet for 200s; you can claim in 100s")
        _ = client.receive(refusal, to: .claim(Fixtures.seatA), now: Fixtures.now)
        #expect(client.state.turnLimit == .seconds(300))
        #expect(client.state.seats[Fixtures.seatA]?.keptWaiting(now: Fixtures.now) == .seconds(200))
        #expect(client.state.message == "Too early: you can claim the win once bob has kept you waiting 5:00.")
        #expect(client.state.messageOutdatedAt == Fixtures.now + .seconds(100))
    }

    /// Away, and kept waiting past the turn limit: the claim line says the claim is due now, as
    /// the key line does, on the ground that holds, not when the away clock alone would allow it.
    @Test func theClaimLineSaysAClaimIsDueOnEitherGround() {
        var both = stalledWithLimit(Fixtures.seatState(turn: .b, away: 30))
        both.turnSeconds = 310
        var client = Fixtures.client(both)
        client.state.turnLimit = .seconds(300)
        let screen = Scenes.screen(client.state)
        #expect(screen.contains("bob has kept you waiting 5:10: press w to claim the win."), "\(screen)")
        #expect(screen.contains("w claim win"))
        #expect(client.type("w") == ["CLAIM K7QX3M/A"])
        // Won on the turn limit, though bob was away too: the game's end says the ground.
        _ = client.receive(.event(.over(Fixtures.seatA, winner: .a, reason: .forfeit)), now: Fixtures.now)
        #expect(Scenes.screen(client.state).contains("Game over: you win, bob kept the round waiting too long!"))
    }

    private func stalledWithLimit(_ state: SeatState) -> SeatState {
        var state = state
        state.turnLimitSeconds = 300
        return state
    }

    /// Back in touch after the server was lost, the client says so rather than let the note vanish;
    /// the first connection needs no word.
    @Test func aReconnectionIsSaid() {
        var client = Fixtures.client(Fixtures.seatState())
        _ = client.connected(resuming: [], now: Fixtures.now)
        #expect(client.state.message == nil)
        client.state.isConnected = false
        _ = client.connected(resuming: [], now: Fixtures.now)
        #expect(client.state.message == "Connected to the server again.")
        #expect(Scenes.screen(client.state).contains("Connected to the server again."))
    }

    /// A key clears the message that the server was lost, not the fact: the status line keeps it.
    @Test func aKeyClearsTheLostServerMessageButNotTheNote() {
        var client = Fixtures.client(Fixtures.seatState())
        client.state.isConnected = false
        client.report("Lost the server: trying again in 2 s (Ctrl-C quits).")
        #expect(Scenes.screen(client.state).contains("Lost the server: trying again in 2 s"))
        _ = client.type("l")
        #expect(Scenes.screen(client.state).contains("Lost the server: trying to reconnect (Ctrl-C quits)."))
        client.state.page = .lobby
        #expect(Scenes.screen(client.state).contains("Lost the server: trying to reconnect (Ctrl-C quits)."))
        client.state.isConnected = true
        #expect(!Scenes.screen(client.state).contains("Not connected"))
    }

    /// As every question of the client, only y carries it out: X pressed twice, or held till it
    /// repeats, does not.
    @Test func capitalXAsksAndOnlyYForfeits() {
        var client = Fixtures.client(Fixtures.seatState())
        #expect(client.type("X") == [])
        #expect(client.state.message == "Forfeit this round? You lose it. y/n")
        #expect(client.type("y") == ["FORFEIT K7QX3M/A"])
        var changedMind = Fixtures.client(Fixtures.seatState())
        #expect(changedMind.type("XX") == [])
        #expect(changedMind.state.message == "Carrying on: nothing was forfeited.")
        #expect(changedMind.type("X") == [])
        // Enter answers the question: it does not fire too.
        #expect(changedMind.type([.enter]) == [])
        #expect(changedMind.state.message == "Carrying on: nothing was forfeited.")
        #expect(changedMind.type("X") == [])
        #expect(changedMind.type([.escape]) == [])
        #expect(changedMind.state.page == .game(Fixtures.seatA))
    }

    /// A refused character drops what was typed, so an Esc meant for the typing would leave the
    /// game: it takes back the refusal instead, and a second Esc goes back (helper audit).
    @Test func escAfterARefusedCellTakesBackTheRefusalFirst() {
        var client = Fixtures.client(Fixtures.seatState())
        #expect(client.type("A0") == [])
        #expect(client.state.message?.hasPrefix("A0 is off the grid") == true, "\(client.state.message ?? "")")
        #expect(client.type([.escape]) == [])
        #expect(client.state.page == .game(Fixtures.seatA))
        #expect(client.state.message == nil)
        _ = client.type([.escape])
        #expect(client.state.page == .lobby)
    }

    @Test func ctrlCQuitsFromAnyPage() {
        var client = Fixtures.client(Fixtures.seatState())
        #expect(client.press(.interrupt, now: Fixtures.now) == [.quit])
    }
}
