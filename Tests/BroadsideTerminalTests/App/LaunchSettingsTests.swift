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
        let first = try ClientLauncher.holdPlaying(as: "ann", on: "127.0.0.1:7474", paths: paths, options: LaunchOptions(mode: .network))
        #expect(first != nil)
        #expect {
            _ = try ClientLauncher.holdPlaying(as: "ann", on: "127.0.0.1:7474", paths: paths, options: LaunchOptions(mode: .network))
        } throws: { error in
            "\(error)" == "another broadside play is already playing as ann on 127.0.0.1:7474 from this account; "
                + "give this one another name with --name"
        }
        // Another player, or the same player on another server, plays on.
        #expect(try ClientLauncher.holdPlaying(as: "bob", on: "127.0.0.1:7474", paths: paths, options: LaunchOptions(mode: .network)) != nil)
        #expect(try ClientLauncher.holdPlaying(as: "ann", on: "example.org:7474", paths: paths, options: LaunchOptions(mode: .network)) != nil)
        withExtendedLifetime(first) {}
    }
}
