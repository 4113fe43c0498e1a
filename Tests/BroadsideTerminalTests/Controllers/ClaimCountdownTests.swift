import Testing
@testable import BroadsideTerminal

/// `w` pressed before the opponent has been away long enough: the refusal is said until the next
/// key, and the count to the claim goes on showing beside it, second by second.
@Suite("A claim refused as too early leaves the countdown on screen")
struct ClaimCountdownTests {
    @Test func theCountdownShowsBesideTheRefusal() {
        var client = Fixtures.client(Fixtures.seatState(away: 30))
        #expect(client.type("w") == [])
        let now = screen(client, after: 0)
        #expect(now.contains("Too early: you can claim the win once bob has been away 2:00."), "\(now)")
        #expect(now.contains("bob has been away 0:30; you can claim the win in 1:30."), "\(now)")
        let later = screen(client, after: 10)
        #expect(later.contains("bob has been away 0:40; you can claim the win in 1:20."), "\(later)")
        // The next key takes the refusal away, not the count.
        _ = client.type("l")
        let after = screen(client, after: 11)
        #expect(!after.contains("Too early"), "\(after)")
        #expect(after.contains("bob has been away 0:41; you can claim the win in 1:19."), "\(after)")
    }

    /// A notice (bob away, or an error) is no reason to hide the count either.
    @Test func aNoticeDoesNotHideTheCountdown() {
        var client = Fixtures.client(Fixtures.seatState())
        _ = client.receive(.event(.left(Fixtures.seatA, seat: .b)), now: Fixtures.now)
        let shown = screen(client, after: 5)
        #expect(shown.contains("bob is away: no client of theirs is connected."), "\(shown)")
        #expect(shown.contains("bob has been away 0:05; you can claim the win in 1:55."), "\(shown)")
    }

    /// Between two whole seconds, the time passed and the time left still add up to the limit.
    @Test func passedAndLeftAddUpToTheLimitBetweenSeconds() {
        let client = Fixtures.client(Fixtures.seatState(away: 30))
        let shown = ClientView.screen(Presentation(of: client.state), size: Scenes.size, now: Fixtures.now + .milliseconds(3_500)).text
        #expect(shown.contains("bob has been away 0:33; you can claim the win in 1:27."), "\(shown)")
    }

    private func screen(_ client: SessionController, after seconds: Int) -> String {
        ClientView.screen(Presentation(of: client.state), size: Scenes.size, now: Fixtures.now + .seconds(seconds)).text
    }
}
