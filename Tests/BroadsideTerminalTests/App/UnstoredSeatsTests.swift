import Foundation
import Testing
@testable import BroadsideTerminal

/// Seats whose tokens could not be written are kept and written again; a game is said to be
/// stored at last only if its seat had failed to be.
@Suite("Seats not stored yet")
struct UnstoredSeatsTests {
    @Test func aSeatStoredAtOnceIsNotSaidToBeStoredAtLast() throws {
        let root = NSTemporaryDirectory() + "broadside-unstored-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = ClientStore(paths: ClientPaths(configDirectory: root + "/config", dataDirectory: root + "/data"))
        var seats = UnstoredSeats()
        seats.add(Fixtures.seatA, token: Fixtures.tokenA, player: "ann")
        let stored = seats.write(to: store, server: "local")
        #expect(stored == [])
        #expect(seats.isEmpty)
        #expect(store.seats(for: "local", player: "ann").map(\.token) == [Fixtures.tokenA])
    }

    @Test func aSeatThatFailedIsWrittenOnceItCanBe() throws {
        let root = NSTemporaryDirectory() + "broadside-unstored-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = ClientStore(paths: ClientPaths(configDirectory: root + "/config", dataDirectory: root + "/data"))
        // A directory where the lock file goes stops every write, root's too.
        let blocker = store.paths.seatsFile + ".lock"
        try FileManager.default.createDirectory(atPath: blocker, withIntermediateDirectories: true)
        var seats = UnstoredSeats()
        seats.add(Fixtures.seatB, token: Fixtures.tokenB, player: "ann")
        let noted = seats.note(KnownOpponent(.computer, name: "computer"), of: Fixtures.tokenB)
        #expect(noted)
        let failing = seats.write(to: store, server: "local")
        #expect(failing == [])
        #expect(seats.games == [Fixtures.seatB.code])
        #expect(seats.failure?.hasPrefix("cannot write \(blocker)") == true, "\(seats.failure ?? "")")

        try FileManager.default.removeItem(atPath: blocker)
        let storedAtLast = seats.write(to: store, server: "local")
        #expect(storedAtLast == [Fixtures.seatB.code])
        #expect(seats.isEmpty)
        let stored = store.seats(for: "local", player: "ann")
        #expect(stored.map(\.token) == [Fixtures.tokenB])
        #expect(stored.first?.opponent == KnownOpponent(.computer, name: "computer"))
    }
}
