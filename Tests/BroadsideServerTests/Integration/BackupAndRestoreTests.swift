import BroadsideChaos
import BroadsideCore
import BroadsideProtocol
import Foundation
import Testing

/// README "Backing up, restoring, moving", done as it says: a copy made with sqlite3's `.backup`
/// while the server serves, checked with `broadside check --database`, and put in place of the
/// database (its `-wal` and `-shm` deleted) while the server is stopped, brings back the game as it
/// was when the copy was made.
@Suite(.timeLimit(.minutes(3))) struct BackupAndRestoreTests {
    @Test func aCopyMadeWhileServingIsRestoredAsItWasMade() async throws {
        let targets = Fleets.cells(of: Fleets.columns)
        let misses = Fleets.water(around: Fleets.rows)
        try await withTemporaryDirectory { directory in
            let data = directory + "/data"
            let database = data + "/games.sqlite"
            let backup = directory + "/games-backup.sqlite"
            let game = try await TestServer.with(dataDirectory: data) { server in
                let game = try await TwoPlayerGame.start(on: server)
                for turn in 0..<4 {
                    try await game.ann.ok(.fire(game.annRef, [targets[turn]]))
                    try await game.bob.ok(.fire(game.bobRef, [misses[turn]]))
                }
                // The README's command, word for word, its paths filled in.
                let copy = try SpawnedProcess.start(
                    "/bin/sh", ["-c", #"(umask 077; sqlite3 "$0" ".backup '$1'")"#, database, backup])
                defer { copy.kill() }
                #expect(WaitStatus.exitCode(try await copy.waitForExit(timeout: .seconds(30))) == 0, "\(copy.outputText)")
                // Played after the copy: the restore takes the game back to before them.
                try await game.ann.ok(.fire(game.annRef, [targets[4]]))
                try await game.bob.ok(.fire(game.bobRef, [misses[4]]))
                await game.close()
                return game
            }
            let mode = try FileManager.default.attributesOfItem(atPath: backup)[.posixPermissions] as? Int
            #expect(mode == 0o600, "the copy holds the token digests")

            let checked = try SpawnedProcess.start(try Repository.broadside(), ["check", "--database", backup])
            defer { checked.kill() }
            #expect(WaitStatus.exitCode(try await checked.waitForExit(timeout: .seconds(60))) == 0, "\(checked.outputText)")
            #expect(checked.outputText.hasPrefix("\(backup): sound"), "\(checked.outputText)")

            for file in [database, database + "-wal", database + "-shm"] where FileManager.default.fileExists(atPath: file) {
                try FileManager.default.removeItem(atPath: file)
            }
            try FileManager.default.moveItem(atPath: backup, toPath: database)

            try await TestServer.with(dataDirectory: data) { restored in
                let ann = try await TestPlayer.connect(to: restored, name: "ann")
                let state = try SeatState(dataLines: try await ann.ok(.resume(game.annToken)).data)
                #expect(state.outgoing.map(\.target) == Array(targets.prefix(4)))
                #expect(state.incoming.map(\.target) == Array(misses.prefix(4)))
                #expect(state.summary.turn == .a)
                // The game goes on from there.
                let bob = try await TestPlayer.connect(to: restored, name: "bob")
                try await bob.ok(.resume(game.bobToken))
                try await ann.ok(.fire(game.annRef, [targets[4]]))
                await ann.close()
                await bob.close()
            }
        }
    }
}
