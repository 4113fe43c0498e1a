import Testing
@testable import BroadsideTerminal

@Suite("The name a client says HELLO with")
struct PlayerNameTests {
    @Test func aLoginNameIsKeptOrCleanedUpToOneTheProtocolTakes() throws {
        #expect(try ClientLauncher.playerName(nil) == "Player1")
        #expect(try ClientLauncher.playerName("ann-b.c_9") == "ann-b.c_9")
        #expect(try ClientLauncher.playerName("jo hn!") == "john")
        #expect(try ClientLauncher.playerName("averyveryverylongname") == "averyveryverylon")
    }

    @Test func aNameLeftWithNothingOrOnlyADashIsRefused() {
        #expect(throws: (any Error).self) { try ClientLauncher.playerName("ö") }
        #expect(throws: (any Error).self) { try ClientLauncher.playerName("-") }
        #expect(throws: (any Error).self) { try ClientLauncher.playerName("- ") }
    }

    /// Hot-seat offers the last second player again, but never the first player's own name.
    @Test func theSecondHotSeatPlayerIsNeverTheFirst() {
        #expect(ClientLauncher.partnerName("bob", besides: "ann") == "bob")
        #expect(ClientLauncher.partnerName("bob", besides: "bob") == "Player2")
        #expect(ClientLauncher.partnerName(nil, besides: "ann") == "Player2")
        #expect(ClientLauncher.partnerName(nil, besides: "Player2") == "Player1")
    }
}
