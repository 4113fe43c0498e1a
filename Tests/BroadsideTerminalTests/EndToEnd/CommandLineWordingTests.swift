@testable import BroadsideTerminal
import Foundation
import Testing

@Suite("End to end: what broadside says of a mistyped command, of prune beside a server, of certificates", .serialized)
struct CommandLineWordingTests {
    private func run(_ arguments: [String], home: TemporaryHome) async throws -> (status: Int32, output: String) {
        let process = try ChildProcess.onPipes(arguments, environment: home.environment)
        defer { process.stop() }
        let status = try await process.exitStatus()
        // The output is read on its own: it may come in after the exit is seen.
        let output = try await process.waitFor("the whole output", onScreen: false) { $0.hasSuffix("\n") }
        return (status, output)
    }

    /// `run` in a home of its own, removed once it has run.
    private func run(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        let home = try TemporaryHome()
        defer { home.remove() }
        return try await run(arguments, home: home)
    }

    /// `broadside help COMMAND`'s words, each run of white space (the breaks of its lines) one space.
    private func helpWords(_ command: String) async throws -> String {
        try await run(["help", command]).output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test(.timeLimit(.minutes(1)))
    func aMistypedCommandGetsTheNearestOneSuggested() async throws {
        let typo = try await run(["plya"])
        #expect(typo.status == 64)
        #expect(typo.output.hasPrefix("Error: Unexpected argument 'plya'. Did you mean 'play'?\n"), "\(typo.output)")
    }

    /// Just the error and where the commands are listed, not the usage a validation error adds.
    @Test(.timeLimit(.minutes(1)))
    func helpForNoSuchCommandIsOneLine() async throws {
        let nope = try await run(["help", "nope"])
        #expect(nope.status == 64)
        #expect(nope.output == "Error: no command is called 'nope'; `broadside help` lists them\n")
        let near = try await run(["help", "sevre"])
        #expect(near.output == "Error: no command is called 'sevre'; did you mean 'serve'? `broadside help` lists them\n")
    }

    /// A name the protocol refuses is a mistake in the command line, as a value out of range is:
    /// the usage status and `Error:` with the usage, before anything starts.
    @Test(.timeLimit(.minutes(1)), arguments: ["play", "solo"])
    func aNameTheProtocolRefusesIsAUsageError(command: String) async throws {
        let refused = try await run([command, "--name", "a b"])
        #expect(refused.status == 64)
        #expect(refused.output.hasPrefix("Error: 'a b' cannot be a player name: use 1-16 \(FieldContent.nameCharacters) "
            + "(not '-' alone, which means nobody)\nUsage: broadside \(command) "), "\(refused.output)")
    }

    /// `--port` is the server's: typed to a client, it is told where the port goes, not offered `--cert`.
    @Test(.timeLimit(.minutes(1)))
    func aPortOptionGivenToAClientSaysThePortGoesWithTheHost() async throws {
        let refused = try await run(["play", "--port", "7000"])
        #expect(refused.status == 64)
        #expect(refused.output.hasPrefix("Error: a client takes the server's port with its host, as 127.0.0.1:7000 "
            + "(--port is for `broadside serve`)\nUsage: broadside play "), "\(refused.output)")
        #expect(try await run(["solo", "--port", "x"]).output.hasPrefix("Error: a client takes the server's port with its host, as 127.0.0.1:7474 "))
        // Hidden: the help lists the options a client takes.
        #expect(try await !helpWords("play").contains("--port"))
    }

    /// An empty path is a mistake in the command line, not the current directory to one command
    /// and the root directory to another.
    @Test(.timeLimit(.minutes(1)), arguments: [
        (["serve", "--data", ""], "--data"), (["check", "--data", ""], "--data"), (["prune", "--older-than", "1", "--data", ""], "--data"),
        (["certs", "--out", ""], "--out"), (["serve", "--cert", "", "--key", "k.pem"], "--cert"), (["play", "--ca", ""], "--ca"),
    ])
    func anEmptyPathIsAUsageError(arguments: [String], option: String) async throws {
        let refused = try await run(arguments)
        #expect(refused.status == 64)
        #expect(refused.output.hasPrefix("Error: \(option) was given an empty path: give a path, or leave \(option) out for its default\n"),
                "\(refused.output)")
    }

    /// `--name`'s help words what a name holds as the client's refusals do: ASCII letters.
    @Test(.timeLimit(.minutes(1)))
    func theNameOptionSaysWhatANameHolds() async throws {
        let words = try await helpWords("play")
        #expect(words.contains("Your player name, 1-16 \(FieldContent.nameCharacters); remembered."), "\(words)")
    }

    /// The keys are found on the screens themselves, not in a file a player may not have.
    @Test(.timeLimit(.minutes(1)))
    func playHelpPointsToTheKeysOnScreen() async throws {
        let words = try await helpWords("play")
        #expect(words.contains("? lists every key of the screen."), "\(words)")
        #expect(!words.contains("docs/CLIENT.md"), "\(words)")
    }

    /// Between hot-seat turns Space takes the terminal: Enter, which ends a turn, only says so.
    @Test(.timeLimit(.minutes(1)))
    func hotseatHelpNamesTheKeyThatTakesTheTerminal() async throws {
        let words = try await helpWords("hotseat")
        #expect(words.contains("the screen is covered until the next player presses Space."), "\(words)")
    }

    @Test(.timeLimit(.minutes(1)))
    func pruneBesideARunningServerSaysToStopIt() async throws {
        try await withServerInItsHome { server, home in
            let refused = try await run(["prune", "--data", home.path + "/server", "--older-than", "0"], home: home)
            #expect(refused.status == 1)
            // Then, where /proc/locks tells, which process holds the lock.
            #expect(refused.output.contains(": a Broadside server is using it; stop the server, then prune"), "\(refused.output)")
            #expect(!refused.output.contains("another --data"))
        }
    }

    /// A certificate for the address a server listens on to take them all is for no client.
    @Test(.timeLimit(.minutes(1)))
    func certsRefusesTheUnspecifiedAddressSayingWhatToGive() async throws {
        try await withTemporaryHome { home in
            let refused = try await run(["certs", "--host", "0.0.0.0", "--out", home.path + "/certs"], home: home)
            // A mistake in the command line, as a value out of range is: status 64 and the usage.
            #expect(refused.status == 64)
            #expect(refused.output.hasPrefix("Error: \"0.0.0.0\" is the unspecified address (a server listens on it to take them all), "
                + "which no client can connect to: give the name or address clients connect to (this machine's DNS name or network "
                + "address, or localhost for clients on this machine).\nUsage: broadside certs "), "\(refused.output)")
            #expect(!FileManager.default.fileExists(atPath: home.path + "/certs"))
        }
    }

    /// The development CA found on this machine, or one remembered for the server, is trusted
    /// without a word: a certificate it does not trust names the file and where it came from.
    @Test(.timeLimit(.minutes(1)))
    func anUntrustedCertificateNamesTheCAFileTrustedAndWhereItCameFrom() async throws {
        try await withServerInItsHome { server, home in
            // A development CA in the default data directory, other than the one the server (on its own --data) uses.
            #expect(try await run(["certs"], home: home).status == 0)
            let otherCA = home.path + "/data/broadside/certs/ca.pem"
            let advice = "pass the server's CA file with --ca (`broadside serve` prints its path): this client trusted only "
            let play = ["play", server.address, "--name", "ann", "--plain"]

            let development = try await run(play, home: home)
            #expect(development.status == 1)
            #expect(development.output.hasSuffix(advice + "the development CA in \(otherCA), this account's own (the default data directory's)\n"),
                    "\(development.output)")

            try ClientStore(paths: ClientPaths(environment: home.environment)).updateSettings { $0.trustedCAs[server.address] = otherCA }
            let remembered = try await run(play, home: home)
            #expect(remembered.output.hasSuffix(advice + "the CA in \(otherCA), remembered for this server from an earlier --ca\n"),
                    "\(remembered.output)")

            let given = try await run(play + ["--ca", otherCA], home: home)
            #expect(given.output.hasSuffix(advice + "the CA in \(otherCA), given with --ca\n"), "\(given.output)")
        }
    }
}
