import BroadsideTLS
import Foundation
import NIOSSL
import Testing

/// A snapshot of the four development files, to tell which ones `ensure` rewrote.
private struct Snapshot: Equatable {
    var ca: Data
    var caKey: Data
    var leaf: Data
    var leafKey: Data

    init(_ files: CertificateFiles) throws {
        ca = try contents(of: files.caCertificatePath)
        caKey = try contents(of: files.caKeyPath)
        leaf = try contents(of: files.certificatePath)
        leafKey = try contents(of: files.privateKeyPath)
    }
}

private let day: TimeInterval = 24 * 60 * 60

@Suite("Reusing and renewing development certificates")
struct RenewalTests {
    @Test("valid files are reused untouched")
    func reusesValidFiles() async throws {
        try await withTemporaryDirectory { root in
            let start = Date()
            let (files, made) = try DevelopmentCertificates.ensure(in: root, now: start)
            #expect(made == .everything)
            let before = try Snapshot(files)
            for offset in [0, 1, 22] as [TimeInterval] {
                let again = try DevelopmentCertificates.ensure(in: root, now: start + offset * day)
                #expect(again.made == .nothing, "day \(offset)")
                #expect(again.files == files)
            }
            // The same hosts in another order and spelling are the same certificate.
            let respelled = try DevelopmentCertificates.ensure(
                in: root,
                hosts: ["::1", "LOCALHOST.", "127.0.0.1"],
                now: start
            )
            #expect(respelled.made == .nothing)
            #expect(try Snapshot(files) == before)
        }
    }

    @Test("the server certificate is re-issued by the same CA when it expires within 7 days")
    func reissuesLeafNearExpiry() async throws {
        try await withTemporaryDirectory { root in
            let start = Date()
            let files = try DevelopmentCertificates.create(in: root, now: start)
            let before = try Snapshot(files)
            let oldLeaf = try #require(try NIOSSLCertificate.fromPEMFile(files.certificatePath).first)
            let (_, made) = try DevelopmentCertificates.ensure(in: root, now: start + 24 * day)
            #expect(made == .serverCertificate)
            let after = try Snapshot(files)
            #expect(after.ca == before.ca && after.caKey == before.caKey)
            #expect(after.leaf != before.leaf && after.leafKey != before.leafKey)
            let newLeaf = try #require(try NIOSSLCertificate.fromPEMFile(files.certificatePath).first)
            #expect(newLeaf.notValidAfter > oldLeaf.notValidAfter)
            #expect(try permissions(of: files.privateKeyPath) == 0o600)
        }
    }

    @Test("the server certificate is re-issued by the same CA when the hosts change")
    func reissuesLeafForOtherHosts() async throws {
        try await withTemporaryDirectory { root in
            let files = try DevelopmentCertificates.create(in: root)
            let before = try Snapshot(files)
            let (_, made) = try DevelopmentCertificates.ensure(in: root, hosts: ["localhost", "game.example"])
            #expect(made == .serverCertificate)
            let after = try Snapshot(files)
            #expect(after.ca == before.ca && after.caKey == before.caKey)
            #expect(after.leaf != before.leaf)
            #expect(try subjectAlternativeNames(of: files.certificatePath).dns == ["localhost", "game.example"])
            #expect(try subjectAlternativeNames(of: files.certificatePath).ip.isEmpty)
        }
    }

    /// `broadside certs --host` then `broadside serve`: the server keeps the hosts it finds, and a
    /// renewal keeps them too (it used to re-issue the certificate for localhost).
    @Test("a server starting keeps the hosts of the certificate it finds, through a renewal")
    func aServerKeepsTheHostsOfCertsHost() async throws {
        try await withTemporaryDirectory { root in
            let start = Date()
            let files = try DevelopmentCertificates.create(in: root, hosts: ["game.example.org", "192.0.2.7"], now: start)
            let before = try Snapshot(files)
            #expect(try DevelopmentCertificates.ensure(in: root, now: start).made == .nothing)
            #expect(try Snapshot(files).leaf == before.leaf)
            #expect(try DevelopmentCertificates.ensure(in: root, now: start + 24 * day).made == .serverCertificate)
            let names = try subjectAlternativeNames(of: files.certificatePath)
            #expect(names.dns == ["game.example.org"] && names.ip.count == 1)
        }
    }

    /// The hosts are read from the certificate alone: a lost or foreign key once re-issued it for
    /// localhost, and clients of `game.example.org` were refused.
    @Test("a server certificate re-issued for its lost or foreign key keeps its hosts")
    func aServerCertificateWithoutItsKeyKeepsItsHosts() async throws {
        try await withTemporaryDirectory { root in
            let start = Date()
            let files = try DevelopmentCertificates.create(in: root, hosts: ["game.example.org", "192.0.2.7"], now: start)
            let other = try DevelopmentCertificates.create(in: root + "/other", now: start)
            for lose in [{ try FileManager.default.removeItem(atPath: files.privateKeyPath) },
                         {
                             try FileManager.default.removeItem(atPath: files.privateKeyPath)
                             try FileManager.default.copyItem(atPath: other.privateKeyPath, toPath: files.privateKeyPath)
                         }] {
                let before = try Snapshot(files)
                try lose()
                #expect(try DevelopmentCertificates.ensure(in: root, now: start).made == .serverCertificate)
                #expect(try Snapshot(files).leaf != before.leaf)
                let names = try subjectAlternativeNames(of: files.certificatePath)
                #expect(names.dns == ["game.example.org"] && names.ip.count == 1)
            }
        }
    }

    @Test("everything is made anew when the CA expires within 30 days")
    func recreatesNearCAExpiry() async throws {
        try await withTemporaryDirectory { root in
            let start = Date()
            let files = try DevelopmentCertificates.create(in: root, now: start)
            let before = try Snapshot(files)
            // At day 59 the CA still has 31 days: kept; the server certificate has expired: re-issued.
            #expect(try DevelopmentCertificates.ensure(in: root, now: start + 59 * day).made == .serverCertificate)
            let middle = try Snapshot(files)
            #expect(middle.ca == before.ca && middle.leaf != before.leaf)
            // At day 61 the CA has 29 days left: a new CA.
            #expect(try DevelopmentCertificates.ensure(in: root, now: start + 61 * day).made == .everything)
            let after = try Snapshot(files)
            #expect(after.ca != before.ca && after.caKey != before.caKey && after.leaf != middle.leaf)
        }
    }

    @Test("a missing server key re-issues the server certificate; a broken CA key remakes everything")
    func repairsMissingOrBrokenFiles() async throws {
        try await withTemporaryDirectory { root in
            let files = try DevelopmentCertificates.create(in: root)
            let before = try Snapshot(files)

            try FileManager.default.removeItem(atPath: files.privateKeyPath)
            #expect(try DevelopmentCertificates.ensure(in: root).made == .serverCertificate)
            let repaired = try Snapshot(files)
            #expect(repaired.ca == before.ca && repaired.leaf != before.leaf)

            try Data("not a key\n".utf8).write(to: URL(fileURLWithPath: files.caKeyPath))
            #expect(try DevelopmentCertificates.ensure(in: root).made == .everything)
            let remade = try Snapshot(files)
            #expect(remade.ca != before.ca && remade.leaf != repaired.leaf)
            #expect(try permissions(of: files.caKeyPath) == 0o600)
        }
    }

    @Test("a CA key that is there but cannot be read stops with the file named, and nothing is replaced")
    func refusesToReplaceAnUnreadableCA() async throws {
        try await withTemporaryDirectory { root in
            let files = try DevelopmentCertificates.create(in: root)
            let before = try contents(of: files.caCertificatePath)
            // A directory in the key's place cannot be read, by root too (permissions do not stop it).
            try FileManager.default.removeItem(atPath: files.caKeyPath)
            try FileManager.default.createDirectory(atPath: files.caKeyPath, withIntermediateDirectories: false)
            let error = #expect(throws: BroadsideTLSError.self) { try DevelopmentCertificates.ensure(in: root) }
            #expect(error?.kind == .cannotRead)
            #expect(error?.description.hasPrefix("cannot read \(files.caKeyPath): ") == true, "\(String(describing: error))")
            #expect(error?.description.contains("delete \(root) to make new certificates") == true, "\(String(describing: error))")
            #expect(try contents(of: files.caCertificatePath) == before)
        }
    }

    @Test("a CA key that belongs to another CA remakes everything")
    func detectsMismatchedCAKey() async throws {
        try await withTemporaryDirectory { root in
            let files = try DevelopmentCertificates.create(in: root + "/one")
            let other = try DevelopmentCertificates.create(in: root + "/two")
            try FileManager.default.removeItem(atPath: files.caKeyPath)
            try FileManager.default.copyItem(atPath: other.caKeyPath, toPath: files.caKeyPath)
            let before = try Snapshot(files)
            #expect(try DevelopmentCertificates.ensure(in: files.directory).made == .everything)
            let after = try Snapshot(files)
            #expect(after.ca != before.ca && after.caKey != before.caKey)
        }
    }

    @Test("a server certificate from another CA is re-issued")
    func detectsForeignServerCertificate() async throws {
        try await withTemporaryDirectory { root in
            let files = try DevelopmentCertificates.create(in: root + "/one")
            let other = try DevelopmentCertificates.create(in: root + "/two")
            let swaps = [(other.certificatePath, files.certificatePath), (other.privateKeyPath, files.privateKeyPath)]
            for (from, to) in swaps {
                try FileManager.default.removeItem(atPath: to)
                try FileManager.default.copyItem(atPath: from, toPath: to)
            }
            let before = try Snapshot(files)
            #expect(try DevelopmentCertificates.ensure(in: files.directory).made == .serverCertificate)
            let after = try Snapshot(files)
            #expect(after.ca == before.ca && after.leaf != before.leaf)
        }
    }

    @Test("client certificates are issued by the CA, with a private key file")
    func issuesClientCertificates() async throws {
        try await withTemporaryDirectory { root in
            let server = try DevelopmentCertificates.create(in: root)
            let client = try DevelopmentCertificates.issueClientCertificate(name: "alice", in: root)
            #expect(client.certificatePath == root + "/client-alice.pem")
            #expect(client.privateKeyPath == root + "/client-alice-key.pem")
            #expect(client.caCertificatePath == server.caCertificatePath)
            #expect(try permissions(of: client.privateKeyPath) == 0o600)
            let leaf = try #require(try NIOSSLCertificate.fromPEMFile(client.certificatePath).first)
            #expect(leaf.notValidAfter - leaf.notValidBefore <= 30 * 24 * 60 * 60)
            if OpenSSL.isAvailable {
                let verified = try await OpenSSL.run(
                    ["verify", "-CAfile", server.caCertificatePath, "-purpose", "sslclient", client.certificatePath]
                )
                #expect(verified.status == 0, "\(verified.output)")
                let text = try await OpenSSL.run(["x509", "-in", client.certificatePath, "-noout", "-text"])
                #expect(text.output.contains("TLS Web Client Authentication"))
                #expect(text.output.contains("CN = alice") || text.output.contains("CN=alice"))
            }
        }
    }

    @Test("a client certificate needs an existing CA and a plain name")
    func clientCertificateErrors() async throws {
        try await withTemporaryDirectory { root in
            let missing = try #require(throws: BroadsideTLSError.self) {
                try DevelopmentCertificates.issueClientCertificate(name: "alice", in: root)
            }
            #expect(missing.kind == .noCertificateAuthority)
            #expect(missing.description.contains("broadside certs"))
            try DevelopmentCertificates.create(in: root)
            for name in ["", "../alice", ".hidden", "a b", String(repeating: "x", count: 65)] {
                let error = try #require(throws: BroadsideTLSError.self) {
                    try DevelopmentCertificates.issueClientCertificate(name: name, in: root)
                }
                #expect(error.kind == .invalidClientName)
            }
        }
    }
}
