import BroadsideClient
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// A game state or a game list line the client cannot read is said, not passed over in silence.
@Suite("Replies the client cannot read are said")
struct UnreadableReplyTests {
    static let listing = GameListing(summary: Fixtures.summary(), ships: 5, enemyShips: 3, opponentPresence: .away(seconds: 5)).line

    static func withAway(_ line: ServerLine, _ value: String) -> ServerLine {
        var changed = line
        changed.words = line.words.map { $0.hasPrefix("away=") ? "away=\(value)" : $0 }
        return changed
    }

    @Test func aStateItCannotReadIsSaid() {
        var client = Fixtures.client(Fixtures.seatState(away: 30))
        let reply = Fixtures.stateReply(Fixtures.seatState(away: 30))
        let unreadable = Reply(data: [Self.withAway(reply.data[0], "soon")] + reply.data.dropFirst(), final: reply.final)
        _ = client.receive(unreadable, to: .state(Fixtures.seatA), now: Fixtures.now)
        #expect(client.state.message == "The server sent a game state this client cannot read (bad away=).")
        #expect(Scenes.words(client.state).contains("The server sent a game state this client cannot read (bad away=)."))
        #expect(client.state.seats[Fixtures.seatA]?.opponentAway(now: Fixtures.now) == .seconds(30))
    }

    @Test func listedGamesItCannotReadAreCountedInTheLobby() throws {
        var client = SessionController(state: ClientState(mode: .network, playerName: "ann"), seed: 1)
        var other = Self.listing
        other.words[0] = "ABCDEF/B"
        let lines = [Self.listing, Self.withAway(other, "-3"), Self.withAway(other, "x"), .data("LATER", ["kind"])]
        _ = client.receive(Reply(data: lines, final: .ok("GAMES", ["count=3"])), to: .games, now: Fixtures.now)
        #expect(client.state.lobby.games.map(\.code) == [Fixtures.code])
        let words = Scenes.words(client.state)
        #expect(words.contains("The server listed 2 games this client cannot read (bad away=): not shown."), "\(words)")
    }

    @Test func aListWhollyReadSaysNothing() {
        var client = SessionController(state: ClientState(mode: .network, playerName: "ann"), seed: 1)
        _ = client.receive(Reply(data: [Self.listing], final: .ok("GAMES", ["count=1"])), to: .games, now: Fixtures.now)
        #expect(client.state.message?.contains("cannot read") != true, "\(client.state.message ?? "")")
    }
}
