import BroadsideCore
import Foundation
import Testing
@testable import BroadsideTerminal

/// The new-game form offers the rules of the last game made the same way, in this session and
/// the next: a salvo player need not choose salvo every time.
@Suite("The rules of the last new game are offered again")
struct RememberedRulesTests {
    private let now = Fixtures.now

    /// Makes a game from the form on screen with salvo chosen; returns the effects.
    private func createSalvo(_ client: inout SessionController) -> [Effect] {
        var form = client.state.newGameForm
        form.variant = .salvo
        return client.perform(.createGame(form), now: now)
    }

    @Test(arguments: [PlayMode.hotSeat, .solo, .network])
    func aGameMadeWithSalvoRemembersItAndOffersItNext(mode: PlayMode) {
        var client = SessionController(state: ClientState(mode: mode, playerName: "ann", partnerName: "bob"), seed: 1)
        #expect(client.state.newGameForm.variant == .classic)
        let effects = createSalvo(&client)
        #expect(effects.contains(.rememberRules(.salvo)))
        #expect(client.state.newGameForm.variant == .salvo)
    }

    @Test func hotSeatAndTheOtherModesRememberTheirOwnRules() {
        var settings = ClientStore.Settings()
        settings.rememberRules(.salvo, for: .hotSeat)
        #expect(settings.lastRules(for: .hotSeat) == .salvo)
        #expect(settings.lastRules(for: .solo) == nil)
        settings.rememberRules(.classic, for: .solo)
        #expect(settings.lastRules(for: .network) == .classic)
        #expect(settings.lastRules(for: .hotSeat) == .salvo)
    }

    @Test func theFirstFormOffersTheRulesGivenElseThoseRemembered() {
        var settings = ClientStore.Settings()
        settings.rememberRules(.salvo, for: .hotSeat)
        var options = LaunchOptions(mode: .hotSeat)
        #expect(ClientLauncher.firstRules(options, settings: settings) == .salvo)
        options.variant = .classic
        #expect(ClientLauncher.firstRules(options, settings: settings) == .classic)
        #expect(ClientLauncher.firstRules(LaunchOptions(mode: .solo), settings: settings) == .classic)
    }

    @Test func theRulesSurviveARestartAndAnOlderFileWithoutThemStillLoads() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let store = ClientStore(paths: ClientPaths(environment: home.environment))
        try store.updateSettings { $0.rememberRules(.salvo, for: .hotSeat) }
        #expect(ClientStore(paths: store.paths).settings().lastRules(for: .hotSeat) == .salvo)

        // As an earlier client wrote it, then with rules this client does not know.
        for written in [#"{"name":"ann","hotSeatFirst":"cleo","trustedCAs":{}}"#, #"{"name":"ann","hotSeatRules":"blitz","trustedCAs":{}}"#] {
            try Data(written.utf8).write(to: URL(fileURLWithPath: store.paths.settingsFile))
            let settings = store.settings()
            #expect(settings.name == "ann")
            #expect(settings.lastRules(for: .hotSeat) == nil)
        }
    }
}
