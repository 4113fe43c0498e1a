import BroadsideTLS
import Foundation
import NIOSSL
import Testing

@Suite("Development certificates")
struct DevelopmentCertificatesTests {
    @Test("creates the four files, keys with mode 0600, the directory with mode 0700")
    func createsFilesWithPrivateModes() async throws {
        try await withTemporaryDirectory { root in
            let directory = root + "/data/broadside/certs"
            let (files, made) = try DevelopmentCertificates.ensure(in: directory)
            #expect(made == .everything)
            #expect(files.directory == directory)
            #expect(files.caCertificatePath == directory + "/ca.pem")
            #expect(files.caKeyPath == directory + "/ca-key.pem")
            #expect(files.certificatePath == directory + "/server.pem")
            #expect(files.privateKeyPath == directory + "/server-key.pem")
            #expect(try permissions(of: files.caKeyPath) == 0o600)
            #expect(try permissions(of: files.privateKeyPath) == 0o600)
            #expect(try permissions(of: directory) == 0o700)
            #expect(try permissions(of: files.caCertificatePath) & 0o622 == 0o600)  // the owner may write, nobody else
            let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
            #expect(names == ["ca-key.pem", "ca.pem", "server-key.pem", "server.pem"])  // no temporary files left
        }
    }

    @Test("the CA lives at most 90 days, the server certificate at most 30 and not beyond the CA")
    func validityPeriods() async throws {
        try await withTemporaryDirectory { root in
            let now = Date()
            let files = try DevelopmentCertificates.create(in: root, now: now)
            let ca = try #require(try NIOSSLCertificate.fromPEMFile(files.caCertificatePath).first)
            let leaf = try #require(try NIOSSLCertificate.fromPEMFile(files.certificatePath).first)
            let day = 24 * 60 * 60
            #expect(ca.notValidAfter - ca.notValidBefore <= 90 * day)
            #expect(ca.notValidAfter - ca.notValidBefore >= 89 * day)
            #expect(leaf.notValidAfter - leaf.notValidBefore <= 30 * day)
            #expect(leaf.notValidAfter <= ca.notValidAfter)
            let seconds = Int(now.timeIntervalSince1970)
            #expect(ca.notValidBefore <= seconds && leaf.notValidBefore <= seconds)
        }
    }

    @Test("the server certificate names localhost, 127.0.0.1 and ::1 by default")
    func defaultSubjectAlternativeNames() async throws {
        try await withTemporaryDirectory { root in
            let files = try DevelopmentCertificates.create(in: root)
            let names = try subjectAlternativeNames(of: files.certificatePath)
            #expect(names.dns == ["localhost"])
            #expect(names.ip == [[127, 0, 0, 1], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]])
        }
    }

    @Test("given hosts are normalised: brackets, case, trailing dot, duplicates")
    func customSubjectAlternativeNames() async throws {
        try await withTemporaryDirectory { root in
            let hosts = ["Game.Example.ORG.", "192.0.2.7", "[2001:db8::1]", "game.example.org", "*.lan.example"]
            let files = try DevelopmentCertificates.create(in: root, hosts: hosts)
            let names = try subjectAlternativeNames(of: files.certificatePath)
            #expect(names.dns == ["game.example.org", "*.lan.example"])
            #expect(names.ip == [[192, 0, 2, 7], [0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]])
        }
    }

    @Test(
        "a host that is neither a DNS name nor an IP address is refused before anything is written",
        arguments: ["bad host", "", "-leading.example", "a..b", "1.2.3.999", "fe80::1%eth0", "*", "x/y"]
    )
    func rejectsInvalidHosts(host: String) async throws {
        try await withTemporaryDirectory { root in
            let directory = root + "/certs"
            let error = try #require(throws: BroadsideTLSError.self) {
                try DevelopmentCertificates.ensure(in: directory, hosts: [host])
            }
            #expect(error.kind == .invalidHost)
            #expect(!FileManager.default.fileExists(atPath: directory))
        }
    }

    /// A server listens on 0.0.0.0 or `::`; a certificate for it is for no address a client can
    /// connect to, so the refusal says which name to give instead.
    @Test(
        "an address no client can connect to is refused, saying what it is and what to give instead",
        arguments: [
            ("0.0.0.0", "the unspecified address (a server listens on it to take them all)"),
            ("::", "the unspecified address (a server listens on it to take them all)"),
            ("[::]", "the unspecified address (a server listens on it to take them all)"),
            ("255.255.255.255", "the broadcast address"),
            ("224.0.0.1", "a multicast address"),
            ("ff02::1", "a multicast address"),
        ]
    )
    func rejectsAddressesNoClientCanConnectTo(host: String, kind: String) async throws {
        try await withTemporaryDirectory { root in
            let directory = root + "/certs"
            let error = try #require(throws: BroadsideTLSError.self) {
                try DevelopmentCertificates.ensure(in: directory, hosts: ["game.example.org", host])
            }
            #expect(error.kind == .invalidHost)
            #expect(error.description == "\"\(host)\" is \(kind), which no client can connect to: give the name or address "
                + "clients connect to (this machine's DNS name or network address, or localhost for clients on this machine)")
            #expect(!FileManager.default.fileExists(atPath: directory))
        }
    }

    @Test("an empty host list is refused")
    func rejectsNoHosts() throws {
        let error = try #require(throws: BroadsideTLSError.self) {
            try DevelopmentCertificates.create(in: "/nonexistent/never-written", hosts: [])
        }
        #expect(error.kind == .invalidHost)
    }

    /// Naming the file in the way, not the directory (operator audit: "cannot write certificates
    /// to afile/x: not a directory").
    @Test("a directory that cannot be made is reported in one sentence")
    func reportsUnwritableDirectory() async throws {
        try await withTemporaryDirectory { root in
            let file = root + "/a-file"
            try Data("x".utf8).write(to: URL(fileURLWithPath: file))
            let error = try #require(throws: BroadsideTLSError.self) {
                try DevelopmentCertificates.ensure(in: file + "/certs")
            }
            #expect(error.kind == .cannotWrite)
            #expect(error.description == "cannot write certificates to \(file)/certs: \(file) is a file, not a directory")
        }
    }

    @Test("openssl sees a P-256 CA and a server certificate with the intended extensions",
          .enabled(if: OpenSSL.isAvailable, OpenSSL.missing))
    func extensionsAsOpenSSLSeesThem() async throws {
        try await withTemporaryDirectory { root in
            let files = try DevelopmentCertificates.create(in: root)
            let ca = try await OpenSSL.run(["x509", "-in", files.caCertificatePath, "-noout", "-text"])
            #expect(ca.status == 0)
            #expect(ca.output.contains("prime256v1"))
            #expect(ca.output.contains("ecdsa-with-SHA256"))
            #expect(ca.output.contains("X509v3 Basic Constraints: critical"))
            #expect(ca.output.contains("CA:TRUE"))
            #expect(ca.output.contains("X509v3 Key Usage: critical"))
            #expect(ca.output.contains("Certificate Sign, CRL Sign"))
            let leaf = try await OpenSSL.run(["x509", "-in", files.certificatePath, "-noout", "-text"])
            #expect(leaf.status == 0)
            #expect(leaf.output.contains("prime256v1"))
            #expect(leaf.output.contains("CA:FALSE"))
            #expect(leaf.output.contains("Digital Signature"))
            #expect(!leaf.output.contains("Certificate Sign"))
            #expect(leaf.output.contains("TLS Web Server Authentication"))
            #expect(leaf.output.contains("DNS:localhost, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1"))
            let key = try await OpenSSL.run(["pkey", "-in", files.privateKeyPath, "-noout", "-text"])
            #expect(key.status == 0)
            #expect(key.output.contains("prime256v1"))
        }
    }

    @Test("openssl verifies the chain for each host and refuses another host", .enabled(if: OpenSSL.isAvailable, OpenSSL.missing))
    func opensslVerifiesTheChain() async throws {
        try await withTemporaryDirectory { root in
            let files = try DevelopmentCertificates.create(in: root)
            let base = ["verify", "-CAfile", files.caCertificatePath, "-purpose", "sslserver"]
            for check in [["-verify_hostname", "localhost"], ["-verify_ip", "127.0.0.1"], ["-verify_ip", "::1"]] {
                let result = try await OpenSSL.run(base + check + [files.certificatePath])
                #expect(result.status == 0, "\(check): \(result.output)")
                #expect(result.output.contains("OK"))
            }
            let other = try await OpenSSL.run(base + ["-verify_hostname", "elsewhere.example", files.certificatePath])
            #expect(other.status != 0)
            let notForClients = try await OpenSSL.run(
                ["verify", "-CAfile", files.caCertificatePath, "-purpose", "sslclient", files.certificatePath]
            )
            #expect(notForClients.status != 0)
        }
    }
}

/// The DNS names and IP addresses in the subject alternative names of the first certificate in
/// a PEM file.
func subjectAlternativeNames(of path: String) throws -> (dns: [String], ip: [[UInt8]]) {
    let certificate = try #require(try NIOSSLCertificate.fromPEMFile(path).first)
    var dns: [String] = []
    var ip: [[UInt8]] = []
    for name in certificate._subjectAlternativeNames() {
        switch name.nameType {
        case .dnsName: dns.append(String(decoding: Array(name.contents), as: UTF8.self))
        case .ipAddress: ip.append(Array(name.contents))
        default: break
        }
    }
    return (dns, ip)
}
