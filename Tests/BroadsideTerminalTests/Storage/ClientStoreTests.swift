import BroadsideCore
import BroadsideProtocol
import Foundation
import Synchronization
import Testing
@testable import BroadsideTerminal

@Suite("Client files: XDG places, mode 0600")
struct ClientStoreTests {
    private func temporaryStore() -> (ClientStore, String) {
        let root = NSTemporaryDirectory() + "broadside-store-\(UUID().uuidString)"
        let paths = ClientPaths(environment: ["HOME": root, "XDG_CONFIG_HOME": root + "/config", "XDG_DATA_HOME": root + "/data"])
        return (ClientStore(paths: paths), root)
    }

    @Test func pathsFollowXDGAndFallBackToTheHomeDirectory() {
        let xdg = ClientPaths(environment: ["HOME": "/h", "XDG_CONFIG_HOME": "/c", "XDG_DATA_HOME": "/d"])
        #expect(xdg.settingsFile == "/c/broadside/settings.json")
        #expect(xdg.seatsFile == "/d/broadside/client/seats.json")
        let home = ClientPaths(environment: ["HOME": "/h", "XDG_CONFIG_HOME": "relative"])
        #expect(home.settingsFile == "/h/.config/broadside/settings.json")
        #expect(home.layoutsFile == "/h/.local/share/broadside/client/layouts.json")
    }

    @Test func tokensAreKeptPerServerInAFileOnlyTheOwnerCanRead() throws {
        let (store, root) = temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try store.remember(Fixtures.seatA, token: Fixtures.tokenA, server: "example.org:7474", player: "ann")
        try store.remember(Fixtures.seatB, token: Fixtures.tokenB, server: "local", player: "ann")
        #expect(store.seats(for: "example.org:7474", player: "ann") == [Fixtures.storedSeatA])
        #expect(store.seats(for: "local", player: "ann").map(\.token) == [Fixtures.tokenB])
        try store.forget(Fixtures.tokenA, server: "example.org:7474")
        #expect(store.seats(for: "example.org:7474", player: "ann").map(\.token).isEmpty)
        let attributes = try FileManager.default.attributesOfItem(atPath: store.paths.seatsFile)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    /// Only where this user may not write is moving the file the way out.
    @Test func aWriteNotPermittedNamesTheVariableThatMovesTheFile() {
        #expect(ClientFileError(path: "/c/settings.json", errno: EACCES, refusingDirectory: nil).namingWayOut("XDG_CONFIG_HOME").description
            == "cannot write /c/settings.json: permission denied; set XDG_CONFIG_HOME to a directory you can write to")
        #expect(ClientFileError(path: "/d/seats.json", errno: ENOSPC).namingWayOut("XDG_DATA_HOME").description
            == "cannot write /d/seats.json: no space left on device")
    }

    /// A file refused because of its directory names the directory: the file may be writable, or not there.
    @Test func aDirectoryNotToBeWrittenInIsNamed() {
        #expect(ClientFileError(path: "/d/seats.json.lock", errno: EROFS, refusingDirectory: "/d").namingWayOut("XDG_DATA_HOME").description
            == "cannot write in the directory /d (for /d/seats.json.lock): read-only file system; set XDG_DATA_HOME to a directory you can write to")
        // A directory this user may write in is not blamed (root may write anywhere).
        let writable = FileManager.default.temporaryDirectory.path
        #expect(!ClientFileError(path: writable + "/none/seats.json", errno: EACCES).description.contains("in the directory"))
    }

    /// Two people playing from one account each resume only their own seats.
    @Test func eachPlayerResumesOnlyTheirOwnSeats() throws {
        let (store, root) = temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try store.remember(Fixtures.seatA, token: Fixtures.tokenA, server: "local", player: "ann")
        try store.remember(Fixtures.seatB, token: Fixtures.tokenB, server: "local", player: "bob")
        #expect(store.seats(for: "local", player: "ann").map(\.token) == [Fixtures.tokenA])
        #expect(store.seats(for: "local", player: "bob").map(\.token) == [Fixtures.tokenB])
        #expect(store.seats(for: "local", player: "cleo").map(\.token).isEmpty)
        #expect(store.seats(for: "local", player: nil).map(\.token) == [Fixtures.tokenA, Fixtures.tokenB])
    }

    /// The names played as on a server, for an empty list to name: both of a game two people
    /// played against each other from this account (helper audit: the README's ann and bob were
    /// left out), each once, and none of another server's.
    @Test func theNamesPlayedAsIncludeBothSeatsOfAGame() throws {
        let (store, root) = temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let other = try #require(SeatReference("P9ZZ2A/B"))
        try store.remember(Fixtures.seatA, token: Fixtures.tokenA, server: "example.org:7474", player: "ann")
        try store.remember(Fixtures.seatB, token: Fixtures.tokenB, server: "example.org:7474", player: "bob")
        #expect(store.players(for: "example.org:7474") == ["ann", "bob"])
        try store.remember(other, token: try #require(SeatToken(String(repeating: "c", count: 32))), server: "example.org:7474", player: "ann")
        #expect(store.players(for: "example.org:7474") == ["ann", "bob"])
        #expect(store.players(for: "local").isEmpty)
    }

    /// A seats file from before names were kept: its seats are resumed by whoever plays.
    @Test func aSeatStoredWithoutANameIsAnyones() throws {
        let (store, root) = temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let old = #"{"local":[{"game":"\#(Fixtures.seatA)","token":"\#(Fixtures.tokenA)"}]}"#
        try PrivateFile.write(Data(old.utf8), to: store.paths.seatsFile)
        #expect(store.seats(for: "local", player: "bob").map(\.token) == [Fixtures.tokenA])
    }

    /// Whom a game is against is kept beside its token once known, so that a game the server no
    /// longer has can be named at the next start; a file from before it was kept still loads.
    @Test func theOpponentIsKeptBesideTheTokenAndAnOlderFileStillLoads() throws {
        let (store, root) = temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let old = #"{"local":[{"game":"\#(Fixtures.seatA)","player":"ann","token":"\#(Fixtures.tokenA)"}]}"#
        try PrivateFile.write(Data(old.utf8), to: store.paths.seatsFile)
        #expect(store.seats(for: "local", player: "ann") == [Fixtures.storedSeatA])
        let bob = KnownOpponent(.human, name: "bob")
        try store.remember(bob, of: Fixtures.tokenA, server: "local")
        // A token not stored gets no entry of its own.
        try store.remember(bob, of: Fixtures.tokenB, server: "local")
        #expect(store.seats(for: "local", player: "ann") == [ResumableSeat(Fixtures.seatA, Fixtures.tokenA, against: bob)])
        let written = try String(contentsOfFile: store.paths.seatsFile, encoding: .utf8)
        #expect(written.contains(#""opponent" : "human""#) && written.contains(#""vs" : "bob""#), "\(written)")
    }

    /// A seats file this client cannot read (damaged, or written by a later version) is moved
    /// aside, not written over: its tokens are the only way back to their games.
    @Test func anUnreadableSeatsFileIsMovedAsideNotOverwritten() throws {
        let (store, root) = temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let damaged = Data(#"{"local":[{"game":"K7QX3M/A","token":"\#(Fixtures.tokenA)"}"#.utf8)
        try PrivateFile.write(damaged, to: store.paths.seatsFile)
        try store.remember(Fixtures.seatB, token: Fixtures.tokenB, server: "local", player: "ann")
        #expect(store.seats(for: "local", player: "ann").map(\.token) == [Fixtures.tokenB])
        let directory = (store.paths.seatsFile as NSString).deletingLastPathComponent
        let aside = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix("seats.json.unreadable-") }
        #expect(aside.count == 1)
        #expect(try aside.map { try Data(contentsOf: URL(fileURLWithPath: directory + "/" + $0)) } == [damaged])
    }

    /// Clients of one account remembering seats at the same moment lose none of them: each
    /// read-modify-write holds the file's lock.
    @Test func seatsRememberedAtOnceAreAllKept() throws {
        let (store, root) = temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var generator = SeededGenerator(seed: 4)
        let tokens = (0..<24).map { _ in SeatToken.random(using: &generator) }
        let failures = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: tokens.count) { index in
            do {
                try store.remember(Fixtures.seatA, token: tokens[index], server: "local", player: "ann")
            } catch {
                failures.withLock { $0 += 1 }
            }
        }
        #expect(failures.withLock { $0 } == 0)
        #expect(Set(store.seats(for: "local", player: "ann").map(\.token)) == Set(tokens))
    }

    @Test func settingsAndLayoutsSurviveARestart() throws {
        let (store, root) = temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try store.updateSettings {
            $0.name = "ann"
            $0.trustedCAs["example.org:7474"] = "/etc/ca.pem"
        }
        var layouts = SavedLayouts()
        layouts.save(Fixtures.fleet, as: "left edge")
        try store.save(layouts, for: "ann")
        let again = ClientStore(paths: store.paths)
        #expect(again.settings().name == "ann")
        #expect(again.settings().trustedCAs == ["example.org:7474": "/etc/ca.pem"])
        #expect(again.layouts(for: "ann")["left edge"] == Fixtures.fleet)
        let settingsMode = try FileManager.default.attributesOfItem(atPath: store.paths.settingsFile)[.posixPermissions]
        #expect((settingsMode as? Int) == 0o600)
    }

    /// The seats of the game played last come last, both of a hot-seat game, in their order.
    @Test func theGamePlayedLastIsResumedLast() throws {
        let (store, root) = temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let refs = ["K7QX3M/A", "P9ZZ2A/A", "P9ZZ2A/B", "HB37ED/A"].compactMap(SeatReference.init)
        for (index, ref) in refs.enumerated() {
            let token = try #require(SeatToken(String(repeating: "\(index)", count: 32)))
            try store.remember(ref, token: token, server: "local", player: "ann")
        }
        try store.markPlayed(GameCode("P9ZZ2A")!, server: "local")
        #expect(store.seats(for: "local", player: "ann").map(\.reference.description) == ["K7QX3M/A", "HB37ED/A", "P9ZZ2A/A", "P9ZZ2A/B"])
    }

    /// A settings file written by hand, with only the keys it needs, is read as it stands.
    @Test func aSettingsFileWithSomeKeysLeftOutIsRead() throws {
        let (store, root) = temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(
            atPath: (store.paths.settingsFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(#"{"name": "ann", "rules": "salvo"}"#.utf8).write(to: URL(fileURLWithPath: store.paths.settingsFile))
        #expect(store.settings().name == "ann")
        #expect(store.settings().rules == "salvo")
        #expect(store.settings().trustedCAs.isEmpty)
    }

    /// Two players on one account each see their own layouts only: bob must not load ann's fleet.
    @Test func layoutsAreEachPlayersOwn() throws {
        let (store, root) = temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // A file from before layouts were kept per player: everyone's, until someone saves.
        let old = #"{"left edge":["carrier:A1:H"]}"#
        try PrivateFile.write(Data(old.utf8), to: store.paths.layoutsFile)
        #expect(store.layouts(for: "bob").names == ["left edge"])
        var annLayouts = store.layouts(for: "ann")
        annLayouts.save(Fixtures.fleet, as: "secret")
        try store.save(annLayouts, for: "ann")
        #expect(store.layouts(for: "ann").names == ["left edge", "secret"])
        #expect(store.layouts(for: "bob").names.isEmpty)
    }
}
