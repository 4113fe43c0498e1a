import BroadsideClient
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// A `GAMES` costs a command for every four seats it lists (PROTOCOL.md 11): the lobby asks for
/// one at a time, and however many refreshes are asked for meanwhile, one more once it is in.
@Suite("Lobby: one GAMES at a time, the refreshes asked for meanwhile coalesced into one")
struct LobbyRefreshTests {
    private let now = Fixtures.now
    private let listing = Reply(data: [], final: .ok("GAMES", ["count=0"]))

    /// In the lobby, a `GAMES` sent and not yet answered.
    private func awaitingListing() -> SessionController {
        var client = Fixtures.client(Fixtures.seatState(turn: .b), page: .lobby)
        #expect(Fixtures.commands(client.connected(resuming: [], now: now)) == ["GAMES"])
        return client
    }

    /// Events that each change a row of the list.
    private func events(_ client: inout SessionController) -> [String] {
        (0..<10).flatMap { _ in
            Fixtures.commands(client.receive(.event(.left(Fixtures.seatA, seat: .b)), now: now)
                + client.receive(.event(.back(Fixtures.seatA, seat: .b)), now: now))
        }
    }

    @Test func eventsWhileAListingIsAwaitedAskForOneMore() {
        var client = awaitingListing()
        #expect(events(&client) == [])
        #expect(client.type("g") == [])
        #expect(Fixtures.commands(client.receive(listing, to: .games, now: now)) == ["GAMES"])
        #expect(Fixtures.commands(client.receive(listing, to: .games, now: now)) == [])
        // Answered, the next event lists again.
        #expect(Fixtures.commands(client.receive(.event(.left(Fixtures.seatA, seat: .b)), now: now)) == ["GAMES"])
    }

    /// Refused for the rate, the listing is not asked for again at once, to be refused again (each
    /// refusal counts toward `BYE FLOOD`): the next event asks for it.
    @Test func aListingRefusedForTheRateIsAskedForAtTheNextEvent() {
        var client = awaitingListing()
        _ = events(&client)
        let refusal = Reply(data: [], final: ProtocolError.rateLimited(.commands, wait: .seconds(1), "more than 100 commands per second").line)
        #expect(Fixtures.commands(client.receive(refusal, to: .games, now: now)) == [])
        #expect(Fixtures.commands(client.receive(.event(.left(Fixtures.seatA, seat: .b)), now: now)) == ["GAMES"])
    }

    /// A listing awaited when the connection is lost never comes: the next connection lists, and
    /// the events after its listing list again.
    @Test func aListingLostWithTheConnectionDoesNotHoldTheNext() {
        var client = awaitingListing()
        _ = events(&client)
        _ = client.receive(.disconnected, now: now)
        #expect(Fixtures.commands(client.connected(resuming: [], now: now)) == ["GAMES"])
        #expect(Fixtures.commands(client.receive(listing, to: .games, now: now)) == [])
        #expect(Fixtures.commands(client.receive(.event(.left(Fixtures.seatA, seat: .b)), now: now)) == ["GAMES"])
    }
}
