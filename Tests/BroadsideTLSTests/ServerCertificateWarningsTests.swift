import BroadsideTLS
import Crypto
import Foundation
import SwiftASN1
import Testing
import X509

/// A server certificate that the server can use but clients refuse is warned of at start, in one
/// sentence naming the file: not valid yet (every handshake fails until then), or a leaf whose
/// issuer is not in the file (clients that trust only the root cannot build the chain).
@Suite("Warnings about the server certificate")
struct ServerCertificateWarningsTests {
    private static let now = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))

    /// A root, the intermediate it issued and the leaf that one issued, each valid for the last hour.
    private static func exampleChain() throws -> (root: Issued, intermediate: Issued, leaf: Issued) {
        let root = try Issued.authority(named: "Example Root", validFrom: now - 3_600)
        let intermediate = try Issued.authority(named: "Example Intermediate R3", validFrom: now - 3_600, issuer: root)
        let leaf = try Issued.leaf(named: "game.example.org", issuer: intermediate, validFrom: now - 3_600)
        return (root, intermediate, leaf)
    }

    @Test("a certificate that is not valid yet is warned of with the date it becomes valid")
    func aCertificateNotValidYetIsWarnedOf() async throws {
        try await withTemporaryDirectory { directory in
            let validFrom = Self.now + 2 * 86_400
            let root = try Issued.authority(named: "Future root", validFrom: validFrom)
            let path = try Issued.write([root], to: directory + "/future.pem")
            #expect(ServerCertificateWarnings.warnings(forChainAt: path, now: Self.now) == [
                "the server certificate \(path) is not valid until \(validFrom); clients refuse it until then: "
                    + "use one valid now, or check this machine's clock",
            ])
            #expect(ServerCertificateWarnings.warnings(forChainAt: path, now: validFrom + 1).isEmpty)
        }
    }

    @Test("a leaf alone, from an intermediate not in the file, is warned of, naming the issuer; the whole chain is not")
    func aLeafWithoutItsIntermediateIsWarnedOf() async throws {
        try await withTemporaryDirectory { directory in
            let (_, intermediate, leaf) = try Self.exampleChain()
            let alone = try Issued.write([leaf], to: directory + "/cert.pem")
            #expect(ServerCertificateWarnings.warnings(forChainAt: alone, now: Self.now) == [
                "the server certificate file \(alone) holds no issuer certificate after the leaf: clients must trust its issuer "
                    + "\"Example Intermediate R3\" directly, or the intermediate certificate must be appended to the file "
                    + "(certbot's fullchain.pem, not cert.pem)",
            ])
            let chain = try Issued.write([leaf, intermediate], to: directory + "/fullchain.pem")
            #expect(ServerCertificateWarnings.warnings(forChainAt: chain, now: Self.now).isEmpty)
        }
    }

    /// A leaf and the root with the intermediate left out used to start silently, and clients then
    /// failed with "unable to get local issuer certificate" (operator audit).
    @Test("a certificate after the leaf that did not issue it is warned of: an intermediate left out")
    func aChainWithoutItsIntermediateIsWarnedOf() async throws {
        try await withTemporaryDirectory { directory in
            let (root, intermediate, leaf) = try Self.exampleChain()
            let gap = try Issued.write([leaf, root], to: directory + "/gap.pem")
            #expect(ServerCertificateWarnings.warnings(forChainAt: gap, now: Self.now) == [
                "the second certificate in the server certificate file \(gap), \"Example Root\", did not issue the first (its "
                    + "issuer is \"Example Intermediate R3\"): the intermediate is missing or the chain is out of order, and "
                    + "clients that trust only the root refuse the server; put the server's certificate first, then the "
                    + "certificate of each CA after the one it issued (certbot's fullchain.pem)",
            ])
            let whole = try Issued.write([leaf, intermediate, root], to: directory + "/whole.pem")
            #expect(ServerCertificateWarnings.warnings(forChainAt: whole, now: Self.now).isEmpty)
        }
    }

    /// Clients are given the development CA, `ca.pem` beside the certificate: nothing is missing.
    @Test("the development certificates get no warning")
    func developmentCertificatesGetNone() async throws {
        try await withTemporaryDirectory { directory in
            let files = try DevelopmentCertificates.create(in: directory + "/certs")
            #expect(ServerCertificateWarnings.warnings(forChainAt: files.certificatePath).isEmpty)
        }
    }

    /// Others who can read the key can pose as the server; the development key, made 0600, is fine.
    @Test("a private key other users can read is warned of, with its mode and the chmod that mends it")
    func aKeyOthersCanReadIsWarnedOf() async throws {
        try await withTemporaryDirectory { directory in
            let files = try DevelopmentCertificates.create(in: directory + "/certs")
            #expect(ServerCertificateWarnings.warning(forKeyAt: files.privateKeyPath) == nil)
            #expect(chmod(files.privateKeyPath, 0o640) == 0)
            #expect(ServerCertificateWarnings.warning(forKeyAt: files.privateKeyPath)
                == "the private key \(files.privateKeyPath) can be read by the other members of its group (mode 0640), who could "
                + "pose as this server: make it readable by its owner alone, with chmod 600 \(files.privateKeyPath)")
        }
    }

    /// A key someone else owns (made by root for a server that runs as its own user) is mended by
    /// a chown before the chmod: the chmod alone would lock the server out of it.
    @Test("a key another user owns is mended with a chown first", .enabled(if: getuid() == 0, "needs root, to give a file away"))
    func aKeyAnotherUserOwnsIsMendedWithAChownFirst() async throws {
        try await withTemporaryDirectory { directory in
            let files = try DevelopmentCertificates.create(in: directory + "/certs")
            #expect(chmod(files.privateKeyPath, 0o644) == 0 && chown(files.privateKeyPath, 65534, 65534) == 0)
            let warning = try #require(ServerCertificateWarnings.warning(forKeyAt: files.privateKeyPath))
            #expect(warning.hasSuffix("with chown root \(files.privateKeyPath) && chmod 600 \(files.privateKeyPath)"), "\(warning)")
        }
    }

    /// Whoever reads the development CA's key can issue certificates its clients accept, for any name.
    @Test("the development CA's key other users can read is warned of, with what they could do")
    func aCAKeyOthersCanReadIsWarnedOf() async throws {
        try await withTemporaryDirectory { directory in
            let files = try DevelopmentCertificates.create(in: directory + "/certs")
            #expect(ServerCertificateWarnings.warning(forCAKeyAt: files.caKeyPath) == nil)
            #expect(chmod(files.caKeyPath, 0o644) == 0)
            #expect(ServerCertificateWarnings.warning(forCAKeyAt: files.caKeyPath)
                == "the private key \(files.caKeyPath) can be read by every user of this machine (mode 0644), who could "
                + "issue certificates for any server that every client trusting this CA accepts: make it readable by its owner "
                + "alone, with chmod 600 \(files.caKeyPath)")
        }
    }
}
