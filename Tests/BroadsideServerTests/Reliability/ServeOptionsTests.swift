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
        #expect(process.outputText == "broadside play: cannot read the CA file /nonexistent/ca.pem: no such file or directory; give the path of the server's ca.pem\n",
                "\(process.outputText)")
    }

    /// A CA file that is no certificate (the server's log, say, or a damaged one) is named as
    /// such, before connecting.
    @Test(arguments: [false, true]) func playNamesACAFileThatHoldsNoCertificate(shapedLikeOne: Bool) async throws {
        var notACertificate = #filePath
        if shapedLikeOne {
            notACertificate = NSTemporaryDirectory() + "broadside-damaged-\(UUID().uuidString).pem"
            try Data("-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydGlmaWNhdGU=\n-----END CERTIFICATE-----\n".utf8)
                .write(to: URL(fileURLWithPath: notACertificate))
        }
        defer { if shapedLikeOne { try? FileManager.default.removeItem(atPath: notACertificate) } }
        let process = try SpawnedProcess.start(try Repository.broadside(), ["play", "--ca", notACertificate, "127.0.0.1:1"])
        defer { process.kill() }
        #expect(WaitStatus.exitCode(try await process.waitForExit(timeout: .seconds(60))) != 0)
        #expect(process.outputText
            == "broadside play: the CA file \(notACertificate) holds no PEM certificate; give the path of the server's ca.pem\n",
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
            // Standard output says where it listens with the operator's certificate too.
            let fingerprint = try TLSSettings.fingerprint(ofCertificateAt: files.certificatePath)
            #expect(server.process.outputText.contains(
                "Broadside server on 127.0.0.1:\(server.port). Certificate SHA-256 fingerprint \(fingerprint)"), "\(server.process.outputText)")
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
            #expect(server.process.outputText.contains("the private key \(files.privateKeyPath) can be read by every user of this machine (mode 0644)"),
                    "\(server.process.outputText)")
        }
    }

    /// An IPv6 address given in brackets, as clients and `certs --host` take it, is listened on
    /// (it was refused as `[[::1]]`).
    @Test(.enabled(if: ListeningLogTests.hasIPv6Loopback)) func anIPv6HostInBracketsIsListenedOn() async throws {
        try await withTemporaryDirectory { data in
            let server = try await ServerProcess.start(executable: try Repository.broadside(), dataDirectory: data, arguments: ["--host", "[::1]"])
            defer { server.process.kill() }
            #expect(server.process.outputText.contains("listening on [::1]:\(server.port)\n"), "\(server.process.outputText)")
        }
    }

    /// The development CA's key readable by others is warned of at start, as the server's is:
    /// whoever reads it can issue certificates that the server's clients accept.
    @Test func aDevelopmentCAKeyOthersCanReadIsWarnedOf() async throws {
        try await withTemporaryDirectory { data in
            let files = try DevelopmentCertificates.create(in: DataDirectory.certificates(in: data))
            #expect(chmod(files.caKeyPath, 0o644) == 0)
            let server = try await ServerProcess.start(executable: try Repository.broadside(), dataDirectory: data)
            defer { server.process.kill() }
            #expect(server.process.outputText.contains("warning broadside.server: [BroadsideServer] the private key \(files.caKeyPath) "
                + "can be read by every user of this machine (mode 0644), who could issue certificates"), "\(server.process.outputText)")
        }
    }

    /// A key from another pair, given with a chain (certbot's fullchain.pem), is named as the
    /// mistake it is, not as a key the TLS library could not load.
    @Test func aKeyOfAnotherCertificateIsNamedAsSuch() async throws {
        try await withTemporaryDirectory { home in
            let files = try DevelopmentCertificates.create(in: home + "/one")
            let other = try DevelopmentCertificates.create(in: home + "/two")
            let chain = home + "/fullchain.pem"
            let pem = try Data(contentsOf: URL(fileURLWithPath: files.certificatePath)) + Data(contentsOf: URL(fileURLWithPath: files.caCertificatePath))
            try pem.write(to: URL(fileURLWithPath: chain))
            let process = try SpawnedProcess.start(
                try Repository.broadside(),
                ["serve", "--data", home + "/data", "--port", "0", "--cert", chain, "--key", other.privateKeyPath])
            defer { process.kill() }
            #expect(WaitStatus.exitCode(try await process.waitForExit(timeout: .seconds(60))) != 0)
            #expect(process.outputText.hasSuffix(
                "broadside serve: the private key in \(other.privateKeyPath) does not belong to the certificate in \(chain)\n"),
                "\(process.outputText)")
            // Found before anything was made in the data directory.
            #expect(!FileManager.default.fileExists(atPath: home + "/data"))
        }
    }

    /// What an operator found: a `--client-ca` file holding no certificate was found only once
    /// a development CA had been made, the server saying clients must trust it.
    @Test func aClientCAFileWithNoCertificateIsFoundBeforeTheDataDirectoryIsMade() async throws {
        try await withTemporaryDirectory { home in
            let junk = home + "/junk.pem"
            try Data("not a certificate\n".utf8).write(to: URL(fileURLWithPath: junk))
            let process = try SpawnedProcess.start(
                try Repository.broadside(), ["serve", "--data", home + "/data", "--port", "0", "--client-ca", junk])
            defer { process.kill() }
            #expect(WaitStatus.exitCode(try await process.waitForExit(timeout: .seconds(60))) != 0)
            #expect(process.outputText.hasSuffix("broadside serve: the --client-ca file \(junk) does not contain a PEM certificate\n"),
                    "\(process.outputText)")
            #expect(!process.outputText.contains("created development certificates"), "\(process.outputText)")
            #expect(!FileManager.default.fileExists(atPath: home + "/data"))
        }
    }

    /// A data directory others can write, a development certificate for localhost on every
    /// address, and a client CA that is a leaf all start a server, with a warning each; mutual TLS
    /// is said to be on, naming the issuer clients' certificates need.
    @Test func startUpSetUpsThatFailClientsAreWarnedOf() async throws {
        try await withTemporaryDirectory { home in
            let data = home + "/data"
            #expect(mkdir(data, 0o700) == 0 && chmod(data, 0o777) == 0)
            let leaf = try DevelopmentCertificates.create(in: home + "/other").certificatePath
            let server = try await ServerProcess.start(
                executable: try Repository.broadside(), dataDirectory: data, arguments: ["--host", "0.0.0.0", "--client-ca", leaf])
            defer { server.process.kill() }
            let log = server.process.outputText
            #expect(log.contains("the data directory \(data) can be written by every user of this machine (mode 0777)"), "\(log)")
            #expect(log.contains("with chmod 700 \(data)"), "\(log)")
            #expect(log.contains("the development certificate \(data)/certs/server.pem is for localhost, 127.0.0.1, ::1 only, but "
                + "the server listens on 0.0.0.0"), "\(log)")
            #expect(log.contains("run `broadside certs --host <name> --out \(data)/certs`"), "\(log)")
            #expect(log.contains("the --client-ca certificate \"localhost\" in \(leaf) is not a CA certificate"), "\(log)")
            #expect(log.contains("mutual TLS is on: clients must present a certificate issued by CN=localhost,O=Broadside (--client-ca \(leaf))"),
                    "\(log)")
        }
    }
}
