import BroadsideChaos
import BroadsideTLS
import Foundation
import Testing

/// `broadside serve` refuses options it cannot use in one sentence, saying why, before it makes
/// anything in its data directory.
@Suite(.timeLimit(.minutes(5))) struct ServeOptionsTests {
    @Test(arguments: [["--client-ca", "/nonexistent/ca.pem"], ["--cert", "/nonexistent/c.pem", "--key", "/nonexistent/k.pem"]])
    func aFileThatCannotBeReadIsRefusedBeforeAnythingIsMade(_ options: [String]) async throws {
        try await withTemporaryDirectory { data in
            let process = try SpawnedProcess.start(try Repository.broadside(), ["serve", "--data", data, "--port", "0"] + options)
            defer { process.kill() }
            let status = try await process.waitForExit(timeout: .seconds(60))
            #expect(WaitStatus.exitCode(status) != 0)
            #expect(process.outputText == "broadside serve: cannot read the \(options[0]) file \(options[1]): no such file or directory\n",
                    "\(process.outputText)")
            #expect(!FileManager.default.fileExists(atPath: data + "/certs"))
        }
    }

    /// A negative number is a value the option refuses, not a missing value (it looks like an
    /// option). Refused while parsing, before any data directory is looked at.
    @Test(arguments: [
        (["serve", "--port", "-5"], "--port must be between 0 and 65535"),
        (["play", "--reconnect", "-1", "127.0.0.1:1"], "--reconnect takes a number of seconds, 0 or more"),
        (["prune", "--older-than", "-3"], "--older-than cannot be negative"),
    ])
    func aNegativeNumberIsRefusedForWhatItIs(arguments: [String], expected: String) async throws {
        let process = try SpawnedProcess.start(try Repository.broadside(), arguments)
        defer { process.kill() }
        #expect(WaitStatus.exitCode(try await process.waitForExit(timeout: .seconds(60))) != 0)
        #expect(process.outputText.hasPrefix("Error: \(expected)\n"), "\(process.outputText)")
    }

    /// A CA file that cannot be read is the mistake `play` names, with a terminal or without one.
    @Test func playNamesAnUnreadableCAFileBeforeAskingForATerminal() async throws {
        let process = try SpawnedProcess.start(try Repository.broadside(), ["play", "--ca", "/nonexistent/ca.pem", "127.0.0.1:1"])
        defer { process.kill() }
        #expect(WaitStatus.exitCode(try await process.waitForExit(timeout: .seconds(60))) != 0)
        #expect(process.outputText == "broadside play: cannot read the CA file /nonexistent/ca.pem; give the path of the server's ca.pem\n",
                "\(process.outputText)")
    }

    /// `help` of a command that does not exist fails, as the command itself would.
    @Test func helpOfNoCommandFails() async throws {
        let process = try SpawnedProcess.start(try Repository.broadside(), ["help", "nosuch"])
        defer { process.kill() }
        #expect(WaitStatus.exitCode(try await process.waitForExit(timeout: .seconds(60))) == 64)
        #expect(process.outputText == "Error: no command is called 'nosuch'; `broadside help` lists them\n", "\(process.outputText)")
        let known = try SpawnedProcess.start(try Repository.broadside(), ["help", "prune"])
        defer { known.kill() }
        #expect(WaitStatus.exitCode(try await known.waitForExit(timeout: .seconds(60))) == 0)
        #expect(known.outputText.hasPrefix("OVERVIEW: Delete"), "\(known.outputText)")
    }

    /// A queue too small for the longest reply would drop honest clients at their first GAMES.
    @Test func aQueuedOutputLimitBelowTheLongestReplyIsRefused() async throws {
        try await withTemporaryDirectory { data in
            let process = try SpawnedProcess.start(
                try Repository.broadside(), ["serve", "--data", data, "--port", "0", "--max-queued-output", "10"])
            defer { process.kill() }
            #expect(WaitStatus.exitCode(try await process.waitForExit(timeout: .seconds(60))) != 0)
            #expect(process.outputText.contains("--max-queued-output must be at least 256000 bytes"), "\(process.outputText)")
        }
    }

    /// An operator's certificate about to run out is warned of at start: clients would refuse it.
    @Test func aCertificateAboutToExpireIsWarnedOf() async throws {
        try await withTemporaryDirectory { home in
            // Issued 29 days ago, so the 30-day server certificate has a day left.
            let files = try DevelopmentCertificates.create(in: home + "/certs", now: Date() - 29 * 86_400)
            let server = try await ServerProcess.start(
                executable: try Repository.broadside(), dataDirectory: home + "/data",
                arguments: ["--cert", files.certificatePath, "--key", files.privateKeyPath])
            defer { server.process.kill() }
            #expect(server.process.outputText.contains("the server certificate \(files.certificatePath) expires within 7 days"),
                    "\(server.process.outputText)")
        }
    }

    /// A certificate not valid yet fails every handshake until then; one alone in its file, away
    /// from the CA that issued it, fails every client that trusts only the root; a key others can
    /// read lets them pose as the server. All are warned of at start.
    @Test func aCertificateNotValidYetAndWithoutItsIssuerIsWarnedOf() async throws {
        try await withTemporaryDirectory { home in
            let files = try DevelopmentCertificates.create(in: home + "/certs", now: Date() + 2 * 86_400)
            // Away from the ca.pem beside it, as an operator's certificate without its intermediate.
            let certificate = home + "/cert.pem"
            try FileManager.default.copyItem(atPath: files.certificatePath, toPath: certificate)
            #expect(chmod(files.privateKeyPath, 0o644) == 0)
            let server = try await ServerProcess.start(
                executable: try Repository.broadside(), dataDirectory: home + "/data",
                arguments: ["--cert", certificate, "--key", files.privateKeyPath])
            defer { server.process.kill() }
            #expect(server.process.outputText.contains("the server certificate \(certificate) is not valid until "),
                    "\(server.process.outputText)")
            #expect(server.process.outputText.contains(
                "the server certificate file \(certificate) holds no issuer certificate after the leaf: clients must trust its issuer "
                    + "\"Broadside development CA "), "\(server.process.outputText)")
            #expect(server.process.outputText.contains("the private key \(files.privateKeyPath) can be read by other users of this machine (mode 0644)"),
                    "\(server.process.outputText)")
        }
    }
}
