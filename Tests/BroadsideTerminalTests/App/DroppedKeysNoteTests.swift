import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// Keys dropped for being typed before the screen now shown are told of on the status line, two
/// or more of them, where nothing else is said there, until the next key.
@Suite("Keys dropped before a screen: the note that says so")
struct DroppedKeysNoteTests {
    private let readAt = ContinuousClock.now

    /// One batch of keys, all read at `readAt`, pressed as the full-screen loop presses them.
    private func press(_ keys: [Key], on client: inout SessionController, watch: inout ScreenWatch) {
        var keys = keys[...]
        while let key = watch.nextMeant(from: &keys, readAt: readAt) {
            _ = client.press(key, now: Fixtures.now)
            watch.note(Presentation(of: client.state), at: .now)
        }
    }

    /// "Xylophone" pasted where the terminal does not bracket pastes: X asks, the 8 keys after it
    /// are dropped and the status line says so; the next key takes the note away.
    @Test func keysDroppedAreCountedAndToldUntilTheNextKey() {
        var client = Fixtures.client(Fixtures.seatState())
        var watch = ScreenWatch(Presentation(of: client.state), at: readAt)
        press("Xylophone".map(Key.character), on: &client, watch: &watch)
        #expect(watch.dropped == 8)
        let note = watch.message(replacing: nil)
        #expect(note == "8 keys typed as this screen opened were ignored.")
        client.report(note ?? "")
        var later = [Key.character("n")][...]
        _ = watch.nextMeant(from: &later, readAt: .now).map { client.press($0, now: Fixtures.now) }
        #expect(watch.dropped == 0)
        #expect(watch.message(replacing: client.state.message) == client.state.message)
        #expect(client.state.message != note)
    }

    /// The second Enter of a double Enter is what dropping is for: nothing is said of it.
    @Test func aLoneKeyDroppedIsNotToldOf() {
        var state = ClientState(mode: .network, playerName: "ann")
        state.seats[Fixtures.seatA] = Fixtures.model(Fixtures.seatState())
        state.lobby.update([GameListing(summary: Fixtures.summary(), ships: 5, enemyShips: 5)], now: Fixtures.now)
        var client = SessionController(state: state, seed: 1)
        var watch = ScreenWatch(Presentation(of: client.state), at: readAt)
        press([.enter, .enter], on: &client, watch: &watch)
        #expect(client.state.page == .game(Fixtures.seatA))
        #expect(watch.dropped == 1)
        #expect(watch.message(replacing: nil) == nil)
    }

    /// Another message on the status line stays; keys dropped one by one (typed while a reply was
    /// awaited, handed back one at a time) are told of once two, then counted up.
    @Test func anotherMessageStaysAndTheCountGoesUp() {
        var watch = ScreenWatch(Presentation(of: ClientState(mode: .network, playerName: "ann")), at: .now)
        watch.drop(2)
        #expect(watch.message(replacing: "Lost the server") == "Lost the server")
        watch.drop(1)
        let three = watch.message(replacing: nil)
        #expect(three == "3 keys typed as this screen opened were ignored.")
        watch.drop(1)
        #expect(watch.message(replacing: three) == "4 keys typed as this screen opened were ignored.")
    }
}
