import BroadsideTLS
import Foundation
import NIOSSL
import Testing

@Suite("TLS settings")
struct TLSSettingsTests {
    private static let tls13Suites: Set<NIOTLSCipher> = [
        .TLS_AES_128_GCM_SHA256, .TLS_AES_256_GCM_SHA384, .TLS_CHACHA20_POLY1305_SHA256,
    ]

    @Test("server and client configurations use TLS 1.2–1.3, AEAD suites and X25519/P-256/P-384")
    func intermediateProfile() async throws {
        try await withTemporaryDirectory { root in
            let files = try DevelopmentCertificates.create(in: root)
            let configurations = [
                try TLSSettings.server(certificatePath: files.certificatePath, privateKeyPath: files.privateKeyPath),
                try TLSSettings.server(
                    certificatePath: files.certificatePath,
                    privateKeyPath: files.privateKeyPath,
                    clientCAPath: files.caCertificatePath
                ),
                try TLSSettings.client(trustingCAAt: files.caCertificatePath),
                try TLSSettings.client(trustingCAAt: nil),
            ]
            for configuration in configurations {
                #expect(configuration.minimumTLSVersion == .tlsv12)
                #expect(configuration.maximumTLSVersion == .tlsv13)
                #expect(configuration.curves == [.x25519, .secp256r1, .secp384r1])
                let offered = Set(configuration.cipherSuiteValues)
                #expect(offered.subtracting(Self.tls13Suites) == Set(TLSSettings.cipherSuites))
            }
            #expect(TLSSettings.cipherSuites.count == 6)
            #expect(configurations[0].certificateVerification == .none)
            #expect(configurations[1].certificateVerification == .noHostnameVerification)
            #expect(configurations[2].certificateVerification == .fullVerification)
            #expect(configurations[3].trustRoots == .default)
        }
    }

    @Test("the fingerprint is the SHA-256 of the DER as uppercase hex pairs, as openssl prints it")
    func fingerprint() async throws {
        try await withTemporaryDirectory { root in
            let files = try DevelopmentCertificates.create(in: root)
            let fingerprint = try TLSSettings.fingerprint(ofCertificateAt: files.certificatePath)
            let pairs = fingerprint.split(separator: ":")
            #expect(pairs.count == 32)
            #expect(pairs.allSatisfy { $0.count == 2 && $0.allSatisfy { $0.isHexDigit && !$0.isLowercase } })
            #expect(try TLSSettings.fingerprint(ofCertificateAt: files.caCertificatePath) != fingerprint)
            if OpenSSL.isAvailable {
                let result = try await OpenSSL.run(
                    ["x509", "-in", files.certificatePath, "-noout", "-fingerprint", "-sha256"]
                )
                #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("=" + fingerprint))
            }
        }
    }

    @Test("missing, non-PEM and mismatched files are reported in one sentence")
    func fileErrors() async throws {
        try await withTemporaryDirectory { root in
            let files = try DevelopmentCertificates.create(in: root + "/one")
            let other = try DevelopmentCertificates.create(in: root + "/two")
            let notPEM = root + "/notes.txt"
            try Data("hello\n".utf8).write(to: URL(fileURLWithPath: notPEM))

            let missing = try #require(throws: BroadsideTLSError.self) {
                try TLSSettings.server(certificatePath: root + "/nope.pem", privateKeyPath: files.privateKeyPath)
            }
            #expect(missing.kind == .cannotRead)
            #expect(missing.description == "cannot read \(root)/nope.pem: no such file or directory")

            let garbage = try #require(throws: BroadsideTLSError.self) {
                try TLSSettings.server(certificatePath: notPEM, privateKeyPath: files.privateKeyPath)
            }
            #expect(garbage.kind == .invalidCertificate)
            #expect(garbage.description == "\(notPEM) does not contain a PEM certificate")
            // Files given as options are named by them, as they are when they cannot be read.
            let givenCert = try #require(throws: BroadsideTLSError.self) {
                try TLSSettings.server(certificatePath: notPEM, privateKeyPath: files.privateKeyPath, givenAsOptions: true)
            }
            #expect(givenCert.description == "the --cert file \(notPEM) does not contain a PEM certificate")
            let givenKey = try #require(throws: BroadsideTLSError.self) {
                try TLSSettings.server(certificatePath: files.certificatePath, privateKeyPath: notPEM, givenAsOptions: true)
            }
            #expect(givenKey.description == "the --key file \(notPEM) does not contain an unencrypted PEM private key")
            let notCA = try #require(throws: BroadsideTLSError.self) {
                try TLSSettings.server(certificatePath: files.certificatePath, privateKeyPath: files.privateKeyPath, clientCAPath: notPEM)
            }
            #expect(notCA.description == "the --client-ca file \(notPEM) does not contain a PEM certificate")

            let badKey = try #require(throws: BroadsideTLSError.self) {
                try TLSSettings.server(certificatePath: files.certificatePath, privateKeyPath: notPEM)
            }
            #expect(badKey.kind == .invalidPrivateKey)

            let mismatch = try #require(throws: BroadsideTLSError.self) {
                try TLSSettings.server(certificatePath: files.certificatePath, privateKeyPath: other.privateKeyPath)
            }
            #expect(mismatch.kind == .keyDoesNotMatchCertificate)

            // A chain, leaf first (certbot's fullchain.pem), is judged by its leaf.
            let chain = root + "/fullchain.pem"
            try (contents(of: files.certificatePath) + contents(of: files.caCertificatePath)).write(to: URL(fileURLWithPath: chain))
            let chainMismatch = try #require(throws: BroadsideTLSError.self) {
                try TLSSettings.server(certificatePath: chain, privateKeyPath: other.privateKeyPath)
            }
            #expect(chainMismatch.kind == .keyDoesNotMatchCertificate)
            #expect(chainMismatch.description == "the private key in \(other.privateKeyPath) does not belong to the certificate in \(chain)")
            _ = try TLSSettings.server(certificatePath: chain, privateKeyPath: files.privateKeyPath)

            // A pair that fits but that the TLS library refuses (the CA's: its key usage is for
            // signing certificates) is not called a mismatch.
            let refused = try #require(throws: BroadsideTLSError.self) {
                try TLSSettings.server(certificatePath: files.caCertificatePath, privateKeyPath: files.caKeyPath)
            }
            #expect(refused.kind == .unusableConfiguration)
            #expect(refused.description.hasPrefix("the TLS library refused the certificate in \(files.caCertificatePath)"))

            let badCA = try #require(throws: BroadsideTLSError.self) {
                try TLSSettings.client(trustingCAAt: notPEM)
            }
            #expect(badCA.kind == .invalidCertificate)

            let halfIdentity = try #require(throws: BroadsideTLSError.self) {
                try TLSSettings.client(trustingCAAt: nil, certificatePath: files.certificatePath)
            }
            #expect(halfIdentity.kind == .incompleteClientIdentity)

            #expect(throws: BroadsideTLSError.self) {
                try TLSSettings.fingerprint(ofCertificateAt: notPEM)
            }
        }
    }

    @Test("the server accepts a chain file: leaf first, then the CA")
    func acceptsChainFile() async throws {
        try await withTemporaryDirectory { root in
            let files = try DevelopmentCertificates.create(in: root)
            let chain = root + "/fullchain.pem"
            try (contents(of: files.certificatePath) + contents(of: files.caCertificatePath))
                .write(to: URL(fileURLWithPath: chain))
            let configuration = try TLSSettings.server(certificatePath: chain, privateKeyPath: files.privateKeyPath)
            #expect(configuration.certificateChain.count == 2)
            #expect(try TLSSettings.fingerprint(ofCertificateAt: chain)
                == TLSSettings.fingerprint(ofCertificateAt: files.certificatePath))
        }
    }
}

@Suite("Server identity")
struct ServerIdentityTests {
    @Test("SNI carries DNS names only")
    func serverNameIndication() {
        #expect(TLSSettings.serverNameIndication(for: "localhost") == "localhost")
        #expect(TLSSettings.serverNameIndication(for: "127.0.0.1") == nil)
        #expect(TLSSettings.serverNameIndication(for: "::1") == nil)
        #expect(TLSSettings.serverNameIndication(for: "[::1]") == nil)
    }

    @Test("names and addresses match strictly; wildcards match one label")
    func strictMatching() async throws {
        try await withTemporaryDirectory { root in
            let files = try DevelopmentCertificates.create(
                in: root,
                hosts: ["*.lan.example", "game.example.org", "192.0.2.7", "2001:db8::1"]
            )
            let certificate = try #require(try NIOSSLCertificate.fromPEMFile(files.certificatePath).first)
            for host in ["a.lan.example", "GAME.example.org.", "game.example.org", "192.0.2.7", "[2001:db8::1]",
                "2001:DB8:0::1"]
            {
                #expect(throws: Never.self, "\(host)") { try TLSSettings.verifyIdentity(of: certificate, host: host) }
            }
            for host in ["lan.example", "a.b.lan.example", "other.example.org", "example.org", "192.0.2.8", "::1",
                "localhost"]
            {
                let error = try #require(throws: BroadsideTLSError.self, "\(host)") {
                    try TLSSettings.verifyIdentity(of: certificate, host: host)
                }
                #expect(error.kind == .wrongHost)
                #expect(error.description == "the server's certificate is not valid for \(host)")
            }
        }
    }
}

@Suite("Data directory")
struct DataDirectoryTests {
    @Test("XDG_DATA_HOME when absolute, else ~/.local/share")
    func defaultDirectory() {
        #expect(DataDirectory.default(environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/a"]) == "/xdg/broadside")
        #expect(DataDirectory.default(environment: ["XDG_DATA_HOME": "/xdg/", "HOME": "/home/a"]) == "/xdg/broadside")
        #expect(DataDirectory.default(environment: ["HOME": "/home/a"]) == "/home/a/.local/share/broadside")
        #expect(DataDirectory.default(environment: ["XDG_DATA_HOME": "", "HOME": "/home/a"])
            == "/home/a/.local/share/broadside")
        #expect(DataDirectory.default(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/a"])
            == "/home/a/.local/share/broadside")
        #expect(DataDirectory.default(environment: [:]).hasSuffix("/.local/share/broadside"))
    }

    @Test("a relative --data is taken from the working directory, so the CA path printed is absolute")
    func relativeDirectory() {
        #expect(DataDirectory.absolute("reldata", from: "/srv") == "/srv/reldata")
        #expect(DataDirectory.absolute("/var/lib/broadside", from: "/srv") == "/var/lib/broadside")
        // Printed as /tmp/x/./d/certs/ca.pem before (operator audit).
        #expect(DataDirectory.absolute("./d", from: "/tmp/x") == "/tmp/x/d")
        #expect(DataDirectory.absolute("d//./e/", from: "/tmp/x/") == "/tmp/x/d/e")
        #expect(DataDirectory.absolute("../d", from: "/tmp/x") == "/tmp/x/../d")
    }

    @Test("certificates live in certs under the data directory")
    func certificateDirectory() {
        #expect(DataDirectory.certificates(in: "/srv/broadside") == "/srv/broadside/certs")
        #expect(DataDirectory.defaultCertificates(environment: ["XDG_DATA_HOME": "/xdg"]) == "/xdg/broadside/certs")
    }
}
