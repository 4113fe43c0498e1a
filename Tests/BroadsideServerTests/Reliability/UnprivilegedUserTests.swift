import BroadsideChaos
@testable import BroadsideServer
import Foundation
import Testing

/// Broadside runs for a user without privileges. Its sockets once asked for `SO_DEBUG`, which only
/// root may set (`.socketOption(.tcp_nodelay)` names option 1 at the socket level, not TCP's), so
/// every client, `solo` included, failed to connect with "nothing is listening", for everyone but
/// root. This suite otherwise runs as root in CI, where the option is allowed, so this test runs
/// `solo` as the user nobody: its own server and its client both.
/// One test at a time: each runs a client and its server at once.
@Suite(.serialized, .timeLimit(.minutes(2))) struct UnprivilegedUserTests {
    static let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let nobody: uid_t = 65534

    private static let enabled = getuid() == 0 && setpriv != nil

    /// Runs a copy of broadside with `arguments` as nobody, with `HOME` a directory nobody owns unless
    /// `homeWritable` is false, `environment` added, and standard input `input`; returns the exit
    /// code and output, with `HOME` for the home directory in all three, and `OWN` for another
    /// directory nobody owns.
    private func asNobody(
        _ arguments: [String], environment: [String: String] = [:], input: String = "", homeWritable: Bool = true
    ) async throws -> (status: Int32?, output: String) {
        let setpriv = try #require(Self.setpriv)
        return try await withTemporaryDirectory { directory in
            // The build may lie where nobody cannot reach it (under /root, say): linked where they
            // can, or copied where the link cannot be made (another file system), off the tests'
            // threads: a hundred megabytes written on them held up every other test.
            let broadside = directory + "/broadside"
            let built = try Repository.broadside()
            if link(built, broadside) != 0 {
                try await withCheckedThrowingContinuation { (copied: CheckedContinuation<Void, any Error>) in
                    DispatchQueue.global().async {
                        copied.resume(with: Result { try FileManager.default.copyItem(atPath: built, toPath: broadside) })
                    }
                }
            }
            let home = directory + "/home"
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false)
            #expect(chmod(directory, 0o755) == 0)
            if homeWritable { #expect(chown(home, Self.nobody, gid_t(Self.nobody)) == 0) }
            let own = directory + "/own"
            try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: false)
            #expect(chown(own, Self.nobody, gid_t(Self.nobody)) == 0)
            let placed = { (text: String) in text.replacingOccurrences(of: "HOME", with: home).replacingOccurrences(of: "OWN", with: own) }
            let script = """
                broadside=$1 home=$2 variables=$3
                shift 3
                printf '\(input)' | exec "$0" --reuid=\(Self.nobody) --regid=\(Self.nobody) --clear-groups env HOME="$home" $variables "$broadside" "$@"
                """
            let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(placed($0.value))" }.joined(separator: " ")
            let process = try SpawnedProcess.start("/bin/sh", ["-c", script, setpriv, broadside, home, variables] + arguments.map(placed))
            defer { process.kill() }
            let status = try await process.waitForExit(timeout: .seconds(60))
            return (WaitStatus.exitCode(status), process.outputText.replacingOccurrences(of: home, with: "HOME"))
        }
    }

    @Test(.enabled(if: enabled, "needs root, to act as the user nobody, and setpriv"))
    func soloPlaysAsAUserWithoutPrivileges() async throws {
        let played = try await asNobody(["solo", "--plain", "--name", "nobody"], input: "new\\nrandom\\nready\\nfire A1\\n")
        #expect(played.status == 0, "\(played.output)")
        #expect(played.output.contains("You fired at A1: "), "\(played.output)")
    }

    /// A data directory this user may not write is said with the way out: solo has no --data.
    @Test(.enabled(if: enabled, "needs root, to act as the user nobody, and setpriv"))
    func aDataDirectoryNotToBeWrittenSaysWhatToDo() async throws {
        let solo = try await asNobody(["solo", "--plain", "--name", "nobody"], homeWritable: false)
        #expect(solo.status == 1)
        #expect(solo.output == "broadside solo: cannot start the game server in HOME/.local/share/broadside: cannot open the game "
            + "database at HOME/.local/share/broadside/games.sqlite: cannot create the directory HOME/.local: permission denied; "
            + "set XDG_DATA_HOME to a directory you can write to\n")
        let serve = try await asNobody(["serve", "--port", "0", "--data", "HOME/games"], homeWritable: false)
        #expect(serve.status == 1)
        #expect(serve.output.hasSuffix("; choose another --data, or run the server as a user who may write there\n"), "\(serve.output)")
    }

    /// Settings this user may not write are said with the variable that moves them; the game goes on.
    @Test(.enabled(if: enabled, "needs root, to act as the user nobody, and setpriv"))
    func settingsNotToBeWrittenNameTheVariableThatMovesThem() async throws {
        let solo = try await asNobody(
            ["solo", "--plain", "--name", "nobody"], environment: ["XDG_DATA_HOME": "OWN"], input: "new\\nquit\\n", homeWritable: false)
        #expect(solo.status == 0, "\(solo.output)")
        #expect(solo.output.contains("Could not save: cannot write in the directory HOME (for HOME/.config/broadside/settings.json): permission denied; "
            + "set XDG_CONFIG_HOME to a directory you can write to"), "\(solo.output)")
    }

    /// The server's own CA file is its user's alone; another account is told to ask for a copy.
    @Test(.enabled(if: enabled, "needs root, to act as the user nobody, and setpriv"))
    func aCAFileNotToBeReadSaysToAskForACopy() async throws {
        try await withTemporaryDirectory { directory in
            let ca = directory + "/ca.pem"
            #expect(FileManager.default.createFile(atPath: ca, contents: Data("not read".utf8), attributes: [.posixPermissions: 0o600]))
            #expect(chmod(directory, 0o755) == 0)
            let played = try await asNobody(["play", "--plain", "--ca", ca, "127.0.0.1:1"])
            #expect(played.status == 1)
            #expect(played.output == "broadside play: cannot read the CA file \(ca): permission denied; "
                + "ask the server's operator for a copy you can read\n")
        }
    }

    /// `check` and `prune` on a data directory this user may not enter say so, not that the
    /// database is missing.
    @Test(.enabled(if: enabled, "needs root, to act as the user nobody, and setpriv"))
    func aDatabaseNotToBeReadIsNotSaidToBeMissing() async throws {
        try await withTemporaryDirectory { directory in
            let data = directory + "/data"
            try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            #expect(FileManager.default.createFile(atPath: data + "/games.sqlite", contents: Data()))
            #expect(chmod(directory, 0o755) == 0)
            for command in ["check", "prune"] {
                let run = try await asNobody([command, "--data", data] + (command == "prune" ? ["--older-than", "30"] : []))
                #expect(run.status == 1)
                #expect(run.output == "broadside \(command): cannot read the game database at \(data)/games.sqlite: permission denied; "
                    + "run this as the server's user\n")
            }
        }
    }

    /// A file of the database the server's user may not write (a `-wal` root left beside it) is
    /// named, with the command that mends it: SQLite said only "attempt to write a readonly database".
    @Test(.enabled(if: enabled, "needs root, to act as the user nobody, and setpriv"))
    func aDatabaseFileNotToBeWrittenIsNamed() async throws {
        try await withTemporaryDirectory { directory in
            let data = directory + "/data"
            try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: false)
            let server = try await TestServer.start(dataDirectory: data)
            try await server.stop()
            for path in [data] + (try FileManager.default.subpathsOfDirectory(atPath: data)).map({ data + "/" + $0 }) {
                #expect(chown(path, Self.nobody, gid_t(Self.nobody)) == 0)
            }
            let wal = data + "/games.sqlite-wal"
            try? FileManager.default.removeItem(atPath: wal)
            #expect(FileManager.default.createFile(atPath: wal, contents: Data(), attributes: [.posixPermissions: 0o644]))
            #expect(chmod(directory, 0o755) == 0)
            let serve = try await asNobody(["serve", "--port", "0", "--data", data])
            #expect(serve.status == 1)
            #expect(serve.output == "broadside serve: cannot open the game database at \(data)/games.sqlite: attempt to write a readonly "
                + "database; this user may not write \(wal): chown nobody \(wal) && chmod 600 \(wal)\n", "\(serve.output)")
        }
    }

    /// `check` on a copy taken while a server ran, its WAL holding commits, in a directory this
    /// user may not write says why it cannot be read and what to do: SQLite said only "unable to
    /// open database file".
    @Test(.enabled(if: enabled, "needs root, to act as the user nobody, and setpriv"))
    func aCopyWhoseWALHoldsCommitsWhereNoFileCanBeMadeSaysWhatToDo() async throws {
        try await withTemporaryDirectory { directory in
            let data = directory + "/data"
            try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: false)
            let running = try GameStore(path: directory + "/running/games.sqlite")
            try await withCleanup {
                try await running.save(try ScriptedMatch.started(index: 1, turns: 2).changes)
                for file in ["games.sqlite", "games.sqlite-wal"] {
                    try FileManager.default.copyItem(atPath: directory + "/running/" + file, toPath: data + "/" + file)
                    #expect(chmod(data + "/" + file, 0o644) == 0)
                }
            } cleanup: {
                try await running.close()
            }
            #expect(chmod(data, 0o755) == 0 && chmod(directory, 0o755) == 0)
            let check = try await asNobody(["check", "--data", data])
            let path = data + "/games.sqlite"
            #expect(check.status == 1)
            #expect(check.output == "broadside check: cannot open the game database at \(path): unable to open database file; its WAL "
                + "(\(path)-wal) holds commits, which SQLite reads through a -shm file it may not make in \(data): copy both files "
                + "to a directory this user may write, and run this on the copy there\n", "\(check.output)")
        }
    }

    /// What root makes in a service user's data directory (`sudo broadside prune`, `certs`, a trial
    /// `serve`) is that user's: left root's, the service could no longer open its own data. Only
    /// what it made: a link that user put in the way does not give them the file it points to.
    @Test(.enabled(if: getuid() == 0, "needs root"))
    func whatRootMakesInAServiceUsersDirectoryIsThatUsers() async throws {
        try await withTemporaryDirectory { directory in
            let data = directory + "/data"
            try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: false)
            #expect(chown(data, Self.nobody, gid_t(Self.nobody)) == 0)
            let rootsOwn = directory + "/roots-own"
            #expect(FileManager.default.createFile(atPath: rootsOwn, contents: Data()))
            #expect(symlink(rootsOwn, data + "/games.sqlite.lock") == 0 && lchown(data + "/games.sqlite.lock", Self.nobody, gid_t(Self.nobody)) == 0)
            let server = try await TestServer.start(dataDirectory: data)
            try await server.stop()
            var target = stat()
            #expect(stat(rootsOwn, &target) == 0 && target.st_uid == 0, "the file a link pointed to was given away")
            let made = try FileManager.default.subpathsOfDirectory(atPath: data)
            #expect(made.contains("games.sqlite") && made.contains("certs/ca.pem"), "\(made)")
            for path in made {
                var status = stat()
                #expect(lstat(data + "/" + path, &status) == 0 && status.st_uid == Self.nobody, "\(path) is uid \(status.st_uid)'s")
            }
        }
    }
}
