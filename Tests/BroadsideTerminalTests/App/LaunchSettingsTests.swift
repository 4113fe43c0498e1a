import BroadsideClient
import Testing
@testable import BroadsideTerminal

@Suite("What a client remembers once connected, and the lock against playing twice as one player")
struct LaunchSettingsTests {
    @Test func aCAGivenWithNoHostIsRememberedForTheLocalServer() {
        var options = LaunchOptions(mode: .network)
        options.caPath = "/certs/ca.pem"
        var settings = ClientStore.Settings()
        ClientLauncher.remember(name: "ann", trusting: "/certs/ca.pem", on: "127.0.0.1:7474", options: options, in: &settings)
        #expect(settings.trustedCAs == ["127.0.0.1:7474": "/certs/ca.pem"])
        #expect(settings.name == "ann")
    }

    /// A CA file remembered for the server that has gone is named as the one remembered, with
    /// how to replace it: the player did not type its path this time.
    @Test func aRememberedCAFileThatHasGoneSaysWhereItsPathCameFrom() {
        var settings = ClientStore.Settings()
        settings.trustedCAs["127.0.0.1:7591"] = "/nonexistent/ann-ca.pem"
        let server = HostAndPort(host: "127.0.0.1", port: 7591)
        let error = #expect(throws: LaunchError.self) {
            try ClientLauncher.trustedCA(for: server, given: nil, settings: settings, environment: [:])
        }
        #expect(error?.description == "cannot read the CA file /nonexistent/ann-ca.pem (remembered for 127.0.0.1:7591 from an earlier --ca): "
            + "no such file or directory; give the server's ca.pem with --ca, which replaces it")
        // One given is used instead, and checked as given.
        #expect(throws: LaunchError.self) {
            try ClientLauncher.trustedCA(for: server, given: "/nonexistent/other.pem", settings: settings, environment: [:])
        }
    }

    /// A name from memory is said once at start: another name's games are not listed, and
    /// would seem lost. A name given, or the login name, needs no word.
    @Test func aNameFromMemoryIsSaid() {
        let environment = ["USER": "ann"]
        func said(_ name: String, given: String? = nil, mode: PlayMode = .network) -> String? {
            var options = LaunchOptions(mode: mode)
            options.name = given
            var state = ClientState(mode: mode, playerName: name)
            state.nameIsRemembered = ClientLauncher.isNameFromMemory(name, options: options, environment: environment, account: "ann")
            return state.rememberedNameNote
        }
        #expect(said("Bartholomew_Long") == "Playing as Bartholomew_Long (the name used last; --name changes it).")
        #expect(said("Bartholomew_Long", mode: .solo) == "Playing as Bartholomew_Long (the name used last; --name changes it).")
        #expect(said("Bartholomew_Long", given: "Bartholomew_Long") == nil)
        #expect(said("ann") == nil)
        #expect(said("bob", mode: .hotSeat) == nil)
    }

    @Test func aCAFoundRatherThanGivenIsNotRemembered() {
        var settings = ClientStore.Settings()
        ClientLauncher.remember(
            name: "ann", trusting: "/dev/ca.pem", on: "127.0.0.1:7474", options: LaunchOptions(mode: .network), in: &settings)
        #expect(settings.trustedCAs.isEmpty)
    }

    @Test func aSecondClientPlayingAsTheSamePlayerOnTheSameServerIsRefused() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let paths = ClientPaths(environment: home.environment)
        func hold(_ player: String, on server: String) throws -> PlayingLock? {
            try ClientLauncher.holdPlaying(as: player, on: server, remote: HostAndPort(parsing: server), command: "play", paths: paths)
        }
        let first = try hold("ann", on: "127.0.0.1:7474")
        #expect(first != nil)
        #expect {
            _ = try hold("ann", on: "127.0.0.1:7474")
        } throws: { error in
            "\(error)" == "another broadside play is already playing as ann on 127.0.0.1:7474 from this account; "
                + "give this one another name with --name"
        }
        // Another player, or the same player on another server, plays on.
        #expect(try hold("bob", on: "127.0.0.1:7474") != nil)
        #expect(try hold("ann", on: "example.org:7474") != nil)
        withExtendedLifetime(first) {}
    }

    /// Hot-seat resumes both players' seats of its own server: a second one would take them all.
    @Test func aSecondHotSeatIsRefused() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let paths = ClientPaths(environment: home.environment)
        let first = try ClientLauncher.holdPlaying(as: nil, on: "local", remote: nil, command: "hotseat", paths: paths)
        #expect {
            _ = try ClientLauncher.holdPlaying(as: nil, on: "local", remote: nil, command: "hotseat", paths: paths)
        } throws: { error in
            "\(error)" == "another broadside hotseat is already playing the hot-seat games from this account; go on in that one"
        }
        withExtendedLifetime(first) {}
    }
}

/// `TERM` dumb, empty or unset cannot take the full screen: line mode instead, said once.
@Suite("A terminal that cannot move the cursor gets line mode")
struct LineModeChoiceTests {
    @Test func aDumbEmptyOrMissingTermChoosesLineModeAndSaysSo() {
        let cases: [(term: String?, said: String?)] = [
            ("dumb", "TERM=dumb: using line mode (--plain)"),
            ("", "TERM is empty: using line mode (--plain)"),
            (nil, "TERM is unset: using line mode (--plain)"),
            ("xterm-256color", nil),
        ]
        for (term, said) in cases {
            var options = LaunchOptions(mode: .solo)
            #expect(options.chooseLineMode(forTerminal: term) == said)
            #expect(options.plain == (said != nil), "\(String(describing: term))")
        }
        // Asked for already, line mode needs no word.
        var plain = LaunchOptions(mode: .hotSeat)
        plain.plain = true
        #expect(plain.chooseLineMode(forTerminal: "dumb") == nil)
        #expect(plain.plain)
    }
}
