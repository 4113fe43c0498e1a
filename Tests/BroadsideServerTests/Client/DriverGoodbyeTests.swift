import BroadsideClient
import BroadsideCore
import BroadsideProtocol
@testable import BroadsideTerminal
import Testing

/// The player is told why the server ended the connection, even when the goodbye comes as the
/// reply to one command and the next command fails on the closed connection before the
/// goodbye, as a message, is read.
@Suite(.timeLimit(.minutes(1))) struct DriverGoodbyeTests {
    @Test func aCommandFailingAfterTheGoodbyeReportsTheGoodbye() async throws {
        try await withTemporaryDirectory { directory in
            // A stored seat: the start resumes it, then lists the games, one command after the other.
            let store = ClientStore(paths: ClientPaths(configDirectory: directory + "/config", dataDirectory: directory + "/data"))
            let seat = SeatReference(try #require(GameCode("K7QX3M")), .a)
            let token = try #require(SeatToken("0123456789abcdef0123456789abcdef"))  // 32 hex digits
            try store.remember(seat, token: token, server: "scripted", player: "ann")
            try await withScriptedServer(answer: { line in
                line.hasPrefix("RESUME") ? "BYE SHUTDOWN :the server is shutting down\n" : "OK GAMES\n"
            }) { client in
                var driver = SessionDriver(
                    controller: SessionController(state: ClientState(mode: .network, playerName: "ann"), seed: 1),
                    client: client, store: store, serverKey: "scripted",
                    connectAs: { _ in throw ClientError("no second connection here") })
                let progress = await driver.start()
                #expect(progress == .lost("the server closed the connection (the server is shutting down); start again to resume your games"))
            }
        }
    }
}
