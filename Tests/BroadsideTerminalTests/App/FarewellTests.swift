import BroadsideClient
import BroadsideProtocol
@testable import BroadsideTerminal
import Testing

@Suite("The lines left on quitting")
struct FarewellTests {
    @Test func networkGamesAreOnTheServerAndTheCommandNamesTheServerGiven() {
        #expect(Farewell.lines(mode: .network, server: nil, name: nil, hasGames: true, width: 100)
            == ["Left Broadside: your games are kept on the server; `broadside play` takes you back."])
        #expect(Farewell.lines(mode: .network, server: HostAndPort(host: "sea.example", port: 7000), name: nil, hasGames: true, width: 100)
            == ["Left Broadside: your games are kept on the server; `broadside play sea.example:7000` takes you back."])
    }

    /// The name remembered is the last one given on this account: another player's, perhaps.
    @Test func aNameGivenIsNamedAgain() {
        #expect(Farewell.lines(mode: .network, server: nil, name: "ann", hasGames: true, width: 100)
            == ["Left Broadside: your games are kept on the server; `broadside play --name ann` takes you back."])
    }

    /// A game whose seat could not be stored is lost with the client: said first, and the rest
    /// are the other games.
    @Test func gamesNotStoredAreSaidToBeLost() throws {
        let code = try #require(GameCode("K7QX3M"))
        let reason = "cannot write /home/ann/.local/share/broadside/client/seats.json.lock: permission denied"
        #expect(Farewell.lines(mode: .solo, server: nil, name: "ann", hasGames: true, width: 200, notStored: ([code], reason)) == [
            "Game K7QX3M was not stored on this computer (\(reason)), so it cannot be resumed.",
            "Left Broadside: your other games are kept on this computer; `broadside solo --name ann` takes you back.",
        ])
        let other = try #require(GameCode("P9ZZ2A"))
        #expect(Farewell.lines(mode: .network, server: nil, name: nil, hasGames: true, width: 200, notStored: ([code, other], "disk full")).first
            == "Games K7QX3M, P9ZZ2A were not stored on this computer (disk full), so they cannot be resumed.")
    }

    @Test func soloGamesAreOnThisComputer() {
        #expect(Farewell.lines(mode: .solo, server: nil, name: nil, hasGames: true, width: 100)
            == ["Left Broadside: your games are kept on this computer; `broadside solo` takes you back."])
    }

    /// `solo` given a server plays there, and its games are kept there.
    @Test func soloOnAServerKeepsItsGamesThere() {
        #expect(Farewell.lines(mode: .solo, server: HostAndPort(host: "sea.example", port: 7000), name: nil, hasGames: true, width: 100)
            == ["Left Broadside: your games are kept on the server; `broadside solo sea.example:7000` takes you back."])
    }

    /// Nothing is said to be kept where there was nothing.
    @Test func aPlayerWithoutGamesIsNotToldTheyAreKept() {
        #expect(Farewell.lines(mode: .hotSeat, server: nil, name: nil, hasGames: false, width: 80)
            == ["Left Broadside; `broadside hotseat` takes you back."])
    }

    /// At a shared terminal, whose form asks both names, the name played as is not named.
    @Test func aSharedTerminalNamesNoPlayer() {
        #expect(Farewell.lines(mode: .hotSeat, server: nil, name: "ann", hasGames: true, width: 100)
            == ["Left Broadside: your games are kept on this computer; `broadside hotseat` takes you back."])
        #expect(Farewell.lines(mode: .solo, server: nil, name: "ann", hasGames: true, width: 100)
            == ["Left Broadside: your games are kept on this computer; `broadside solo --name ann` takes you back."])
    }

    /// A command longer than a line is broken at its own spaces rather than mid-word, on lines of
    /// its own: at 30 columns it was `Left Broadside; \`broadside` / `play ... --name` / `ann\` takes
    /// you back.`, its first and last words sharing lines with the sentence around it.
    @Test func aCommandLongerThanALineIsBrokenAtItsSpacesOnLinesOfItsOwn() {
        #expect(Farewell.lines(mode: .network, server: HostAndPort(host: "sea.example", port: 7000), name: "ann", hasGames: false, width: 30)
            == ["Left Broadside;", "`broadside play", "sea.example:7000 --name ann`", "takes you back."])
        #expect(Farewell.lines(mode: .network, server: HostAndPort(host: "127.0.0.1", port: 36149), name: "ann", hasGames: true, width: 30)
            == ["Left Broadside: your games are", "kept on the server;", "`broadside play", "127.0.0.1:36149 --name ann`", "takes you back."])
    }

    /// A narrow terminal would break the line mid-word; the command stays whole, to be copied.
    @Test func aNarrowTerminalBreaksTheLineAtSpacesAndNeverInTheCommand() {
        #expect(Farewell.lines(mode: .network, server: HostAndPort(host: "sea.example", port: 7000), name: "ann", hasGames: true, width: 46)
            == ["Left Broadside: your games are kept on the",
                "server;",
                "`broadside play sea.example:7000 --name ann`",
                "takes you back."])
    }
}
