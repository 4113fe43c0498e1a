import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// The lobby lists first the games that wait on the player (their turn, their fleet to place, a
/// rematch offer to answer), then the other games in play, then the finished ones: a player back
/// after a while finds what needs them at the top, under the cursor, not somewhere down a list
/// ordered by code.
@Suite struct LobbyOrderTests {
    private func listing(
        _ code: String, _ phase: RoundPhase, turn: Seat? = nil, vs: String? = "bob", ready: SeatPair<Bool>? = nil,
        rematchBy offerer: Seat? = nil
    ) throws -> GameListing {
        var summary = Fixtures.summary(SeatReference(try #require(GameCode(code)), .a), phase: phase, turn: turn, vs: vs,
                                       winner: phase == .over ? .a : nil)
        summary.rematchOffers = SeatPair(a: offerer == .a, b: offerer == .b)
        return GameListing(summary: summary, ships: 5, enemyShips: 5, ready: ready)
    }

    @Test func gamesWaitingOnThePlayerComeFirst() throws {
        var lobby = LobbyModel()
        lobby.update([
            try listing("AAAAAA", .playing, turn: .b),
            try listing("BBBBBB", .over),
            try listing("CCCCCC", .waiting, vs: nil),
            try listing("DDDDDD", .over, rematchBy: .b),
            try listing("EEEEEE", .placing, ready: SeatPair(a: true, b: false)),
            try listing("FFFFFF", .playing, turn: .a),
            try listing("GGGGGG", .placing, ready: SeatPair(a: false, b: true)),
            try listing("HHHHHH", .over, rematchBy: .a),
        ], now: Fixtures.now)
        #expect(lobby.games.map(\.code.description) == [
            "DDDDDD", "FFFFFF", "GGGGGG",  // bob's offer to answer, ann's turn, ann's fleet to place
            "AAAAAA", "CCCCCC", "EEEEEE",  // bob's turn, nobody joined, bob placing
            "BBBBBB", "HHHHHH",  // over, ann's own offer waiting on bob
        ])
        // The cursor starts on the first: the game that most wants the player.
        #expect(lobby.selectedGame?.code.description == "DDDDDD")
    }

    /// At a shared terminal every round on waits on one of its players.
    @Test func aHotSeatGameInPlayWaitsOnThisClient() throws {
        let seatA = try listing("AAAAAA", .playing, turn: .b)
        var seatB = seatA
        seatB.summary.reference = SeatReference(seatA.summary.reference.code, .b)
        #expect(LobbyGame(code: seatA.summary.reference.code, seats: [seatA, seatB]).awaitsThisClient)
        #expect(!LobbyGame(code: seatA.summary.reference.code, seats: [seatA]).awaitsThisClient)
    }
}
