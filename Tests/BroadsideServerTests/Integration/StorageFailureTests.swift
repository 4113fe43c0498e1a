import BroadsideChaos
import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Foundation
import Synchronization
import Testing

/// A move is acknowledged only once it is stored; when storing fails, nothing changes.
@Suite(.timeLimit(.minutes(5))) struct StorageFailureTests {
    @Test func aShotThatCannotBeStoredIsRefusedAndNotApplied() async throws {
        try await TestServer.with { server in
            let game = try await TwoPlayerGame.start(on: server)
            // Another process takes the database's write lock and holds it longer than the server waits.
            let intruder = try SQLiteShell(path: server.dataDirectory + "/games.sqlite")
            try await intruder.run("BEGIN EXCLUSIVE;")
            let refused = try await game.ann.send(.fire(game.annRef, [Fleets.cell("F10")]))
            #expect(refused.errorCode == .unavailable)
            try intruder.execute("COMMIT;")
            try await intruder.finish()

            // Nothing was applied: it is still Ann's turn, and the same shot now lands once.
            let state = try SeatState(dataLines: try await game.ann.ok(.state(game.annRef)).data)
            #expect(state.outgoing.isEmpty && state.summary.turn == .a)
            let reply = try await game.ann.ok(.fire(game.annRef, [Fleets.cell("F10")]))
            #expect(reply.shots == [Shot(target: Fleets.cell("F10"), result: .hit)])
            await game.close()
        }
    }

    /// A client waiting for a reply is not idle: a command that waits for storage longer than the
    /// idle timeout gets its reply, not `BYE TIMEOUT`, and the idle time starts again from it.
    @Test func aCommandWaitingForStorageLongerThanTheIdleTimeoutIsAnswered() async throws {
        var limits = ServerLimits()
        // Short of the 5 s the server waits for the lock, by as little as tells the two apart: in a
        // full run of the suite on two cores, the test's own steps sometimes took over 3 s.
        limits.idleTimeout = .seconds(4)
        try await TestServer.with(limits: limits) { server in
            // Started first: on a loaded machine starting it could take longer than the idle timeout.
            let intruder = try SQLiteShell(path: server.dataDirectory + "/games.sqlite")
            // One connection: a second one, idle meanwhile, would be timed out as it should be.
            let ann = try await TestPlayer.connect(to: server, name: "ann")
            let created = try await ann.ok(.new(rules: .classic, opponent: .human)).final
            let ref = try #require(created.positional.first.flatMap { SeatReference($0) })
            // Taking the lock in another process took seconds on a loaded machine, longer than the
            // idle timeout: ann pings meanwhile, and once more just before the command that waits.
            try await pinging(ann) { try await intruder.run("BEGIN EXCLUSIVE;") }
            #expect(try await ann.send(.ping(nil)).isOK)
            // The server waits for the lock for about 5 s, past the idle timeout.
            let refused = try await ann.send(.place(ref, .ships(Fleets.rows)))
            #expect(refused.errorCode == .unavailable)
            // At once, before the lock is let go: the idle time starts again from the reply.
            #expect(try await ann.send(.ping(nil)).isOK)
            try intruder.execute("COMMIT;")
            try await intruder.finish()
            await ann.close()
        }
    }

    /// Runs `work` while `player` says `PING` every half second, so that it is not idle meanwhile.
    /// The pings stop by a flag, not by cancelling: one cut short would leave its reply to the next command.
    private func pinging(_ player: TestPlayer, while work: @escaping @Sendable () async throws -> Void) async throws {
        final class Done: Sendable {
            let flag = Mutex(false)
        }
        let done = Done()
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                defer { done.flag.withLock { $0 = true } }
                try await work()
            }
            group.addTask {
                while !done.flag.withLock({ $0 }) {
                    #expect(try await player.send(.ping(nil)).isOK)
                    try await Task.sleep(for: .milliseconds(500))
                }
            }
            try await group.waitForAll()
        }
    }

    /// When the match cannot even be read back after a failed store, the game refuses everything
    /// with `UNAVAILABLE` (rather than show a move that was never stored) until it can, and then
    /// carries on from what is stored, with the seats given up meanwhile still given up.
    @Test func aMatchThatCannotBeReadBackRefusesEverythingUntilItCan() async throws {
        try await TestServer.with { server in
            let game = try await TwoPlayerGame.start(on: server)
            // Another process takes the next event's place with a line no server understands: the
            // shot cannot be stored there, and the round cannot be read back.
            let intruder = try SQLiteShell(path: server.dataDirectory + "/games.sqlite")
            try await intruder.run("""
                INSERT INTO event (code, round, idx, text) SELECT code, round, MAX(idx) + 1, 'not an event'
                  FROM event WHERE code = '\(game.code)' GROUP BY code, round;
                """)
            #expect(try await game.ann.send(.fire(game.annRef, [Fleets.cell("F10")])).errorCode == .unavailable)
            #expect(try await game.ann.send(.state(game.annRef)).errorCode == .unavailable)
            let listed = try await game.ann.ok(.games).final
            #expect(listed[field: "count"] == "0")
            await game.bob.close()
            let left = try await game.ann.waitForEvent("LEFT") { event -> Seat? in
                if case .left(_, let seat) = event { return seat }
                return nil
            }
            #expect(left == .b)

            try await intruder.run("DELETE FROM event WHERE text = 'not an event';")
            try await intruder.finish()
            let state = try SeatState(dataLines: try await game.ann.ok(.state(game.annRef)).data)
            #expect(state.outgoing.isEmpty && state.summary.turn == .a)
            #expect(state.awaySeconds != nil, "Bob left while the match could not be read")
            let reply = try await game.ann.ok(.fire(game.annRef, [Fleets.cell("F10")]))
            #expect(reply.shots == [Shot(target: Fleets.cell("F10"), result: .hit)])
            await game.ann.close()
        }
    }

    /// A seat given up while another command of the game waits for the disk stays given up: the
    /// command, once stored, must not bring back who held the seat before it.
    @Test func aDisconnectDuringASlowStoreIsNotUndoneByIt() async throws {
        try await TestServer.with { server in
            let game = try await TwoPlayerGame.start(on: server)
            let intruder = try SQLiteShell(path: server.dataDirectory + "/games.sqlite")
            try await intruder.run("BEGIN EXCLUSIVE;")
            // Ann's shot waits for the lock; meanwhile Bob's connection goes.
            let ann = game.ann
            let annRef = game.annRef
            let shot = Task { try await ann.send(.fire(annRef, [Fleets.cell("F10")])) }
            // The shot is being written, so it waits for the lock the intruder holds (for up to the 5 s
            // the server waits): Bob's connection goes while it does.
            try await withTimeout(4, "Ann's shot to wait for the database's lock") {
                while await server.storeWritesUnderway() == 0 { try await Task.sleep(for: .milliseconds(5)) }
            }
            await game.bob.close()
            // Bob's connection is gone from the server: its seat is being given up.
            try await withTimeout(20, "the server to let Bob's connection go") {
                while server.connectionCount > 1 { try await Task.sleep(for: .milliseconds(10)) }
            }
            #expect(await server.storeWritesUnderway() == 1, "Ann's shot still waits for the lock")
            try intruder.execute("COMMIT;")
            try await intruder.finish()

            #expect(try await shot.value.isOK)
            let left = try await ann.waitForEvent("LEFT") { event -> Seat? in
                if case .left(_, let seat) = event { return seat }
                return nil
            }
            #expect(left == .b)
            let state = try SeatState(dataLines: try await ann.ok(.state(annRef)).data)
            #expect(state.outgoing.count == 1)
            #expect(state.awaySeconds != nil, "Bob's seat is held again by his closed connection")
            await ann.close()
        }
    }
}

/// The `sqlite3` command-line shell on a database, fed statements as the test goes. Killed when
/// the test lets go of it, so that a test failing while it holds the database's lock does not
/// leave it holding it, and when the test process exits (`UnreapedChildren`) should it crash first.
/// Started by `posix_spawn` as every other child of the tests: Foundation's `Process.run` crashed
/// the whole test process in CI, copying memory it no longer owned, while tests started children
/// on other threads.
final class SQLiteShell: Sendable {
    private let shell: SpawnedProcess
    /// The write end of the shell's standard input.
    private let input: FileHandle

    init(path: String) throws {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw Failure("cannot make a pipe: \(String(cString: strerror(errno)))") }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        input = FileHandle(fileDescriptor: descriptors[1], closeOnDealloc: true)
        defer { close(descriptors[0]) }
        shell = try SpawnedProcess.start("/usr/bin/env", ["sqlite3", path], input: .descriptor(descriptors[0]))
    }

    deinit {
        shell.kill()
    }

    func execute(_ statements: String) throws {
        try input.write(contentsOf: Data((statements + "\n").utf8))
    }

    /// Runs `statements` and returns once sqlite3 has carried them out; throws what sqlite3
    /// printed if one failed (a test set up on a lock never taken would prove nothing).
    func run(_ statements: String) async throws {
        let start = shell.outputText.utf8.count
        let marker = "done-\(UUID().uuidString)"
        try execute(statements + "\nSELECT '\(marker)';")
        try await withTimeout(10, "sqlite3 to print \(marker)") { [shell] in
            while !shell.outputText.contains(marker) { try await Task.sleep(for: .milliseconds(10)) }
        }
        let said = String(decoding: shell.outputText.utf8.dropFirst(start), as: UTF8.self)
        if said.localizedCaseInsensitiveContains("error") { throw Failure(said) }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Ends the input, which ends the shell once it has carried out what it was given.
    func finish() async throws {
        try input.close()
        _ = try await shell.waitForExit(timeout: .seconds(10))
    }
}
