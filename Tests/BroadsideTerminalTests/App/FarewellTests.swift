@testable import BroadsideTerminal
import Testing

@Suite("The line left on quitting the full screen")
struct FarewellTests {
    @Test func networkGamesAreOnTheServerAndTheCommandNamesTheServerGiven() {
        #expect(Farewell.line(mode: .network, server: nil, name: nil)
            == "Left Broadside: your games are kept on the server; `broadside play` takes you back.")
        #expect(Farewell.line(mode: .network, server: ServerAddress(host: "sea.example", port: 7000), name: nil)
            == "Left Broadside: your games are kept on the server; `broadside play sea.example:7000` takes you back.")
    }

    /// The name remembered is the last one given on this account: another player's, perhaps.
    @Test func aNameGivenIsNamedAgain() {
        #expect(Farewell.line(mode: .network, server: nil, name: "ann")
            == "Left Broadside: your games are kept on the server; `broadside play --name ann` takes you back.")
    }

    @Test func soloGamesAreOnThisComputer() {
        #expect(Farewell.line(mode: .solo, server: nil, name: nil)
            == "Left Broadside: your games are kept on this computer; `broadside solo` takes you back.")
    }
}
