import BroadsideTLS
import Foundation
import Testing

/// Set-ups the server can start with but that fail its clients, or expose its files, are warned
/// of at start in one sentence naming the file: a `--client-ca` certificate that vouches for
/// nobody, a development certificate for hosts other than the one listened on, a data directory
/// others can write.
@Suite("Warnings at start: client CA, listening host, data directory")
struct StartUpWarningsTests {
    @Test("a --client-ca file holding a leaf, not a CA, is warned of; the development CA is not")
    func aClientCAThatIsNoCAIsWarnedOf() async throws {
        try await withTemporaryDirectory { directory in
            let files = try DevelopmentCertificates.create(in: directory + "/certs")
            #expect(ClientAuthorityWarnings.warnings(forClientCAAt: files.caCertificatePath).isEmpty)
            #expect(ClientAuthorityWarnings.warnings(forClientCAAt: files.certificatePath) == [
                "the --client-ca certificate \"localhost\" in \(files.certificatePath) is not a CA certificate (its basic "
                    + "constraints do not say CA:TRUE): it issues no client certificates, so clients whose certificates it was "
                    + "meant to vouch for are refused; give the certificate of the CA that issued theirs "
                    + "(`broadside certs --client NAME` names it)",
            ])
        }
    }

    @Test("an expired --client-ca certificate is warned of with its date")
    func anExpiredClientCAIsWarnedOf() async throws {
        try await withTemporaryDirectory { directory in
            let files = try DevelopmentCertificates.create(in: directory + "/certs")
            let expiry = try TLSSettings.expiry(ofCertificateAt: files.caCertificatePath)
            #expect(ClientAuthorityWarnings.warnings(forClientCAAt: files.caCertificatePath, now: expiry - 60).isEmpty)
            let warnings = ClientAuthorityWarnings.warnings(forClientCAAt: files.caCertificatePath, now: expiry + 60)
            #expect(warnings.count == 1)
            #expect(warnings.first?.hasPrefix("the --client-ca certificate \"Broadside development CA ") == true, "\(warnings)")
            #expect(warnings.first?.hasSuffix("\" in \(files.caCertificatePath) expired on \(expiry): every client is refused until it is renewed") == true,
                    "\(warnings)")
        }
    }

    @Test("the development certificate for localhost, on every address or another host, is warned of; on loopback it is not")
    func aDevelopmentCertificateForOtherHostsIsWarnedOf() async throws {
        try await withTemporaryDirectory { directory in
            let files = try DevelopmentCertificates.create(in: directory + "/certs")
            for host in ["127.0.0.1", "localhost", "::1"] {
                #expect(ServerCertificateWarnings.warning(forDevelopmentCertificateAt: files.certificatePath, listeningOn: host) == nil)
            }
            for host in ["0.0.0.0", "::", "192.0.2.7"] {
                #expect(ServerCertificateWarnings.warning(forDevelopmentCertificateAt: files.certificatePath, listeningOn: host)
                    == "the development certificate \(files.certificatePath) is for localhost, 127.0.0.1, ::1 only, but the server "
                    + "listens on \(host): clients that connect by another name or address refuse it (their host name check "
                    + "fails); run `broadside certs --host <name> --out \(directory)/certs` with the name or address they connect to, "
                    + "then restart the server")
            }
        }
    }

    /// Made with `broadside certs --host`, the certificate names what clients connect to.
    @Test("a development certificate made for other hosts is not warned of on every address or on a host it names")
    func aDevelopmentCertificateForTheHostIsNotWarnedOf() async throws {
        try await withTemporaryDirectory { directory in
            let files = try DevelopmentCertificates.create(in: directory + "/certs", hosts: ["game.example.org", "192.0.2.7"])
            for host in ["0.0.0.0", "::", "192.0.2.7"] {
                #expect(ServerCertificateWarnings.warning(forDevelopmentCertificateAt: files.certificatePath, listeningOn: host) == nil)
            }
            #expect(ServerCertificateWarnings.warning(forDevelopmentCertificateAt: files.certificatePath, listeningOn: "192.0.2.8") != nil)
        }
    }

    /// Clients connect by the name the server listens on, which its certificate must hold; an
    /// address listened on says nothing of the name they use (operator audit: only the
    /// development certificate was checked).
    @Test("an operator's certificate that does not name the host name listened on is warned of; an address is not")
    func anOperatorsCertificateForAnotherNameIsWarnedOf() async throws {
        try await withTemporaryDirectory { directory in
            let files = try DevelopmentCertificates.create(in: directory + "/certs", hosts: ["game.example.org", "192.0.2.7"])
            for host in ["game.example.org", "GAME.example.org", "0.0.0.0", "::", "192.0.2.7", "192.0.2.8"] {
                #expect(ServerCertificateWarnings.warning(forCertificateAt: files.certificatePath, listeningOn: host) == nil, "\(host)")
            }
            #expect(ServerCertificateWarnings.warning(forCertificateAt: files.certificatePath, listeningOn: "localhost")
                == "the --cert certificate \(files.certificatePath) names game.example.org, 192.0.2.7 only, but the server listens "
                + "on localhost: clients that connect by that name refuse it (their host name check fails); give a certificate "
                + "for localhost, or --host an address")
        }
    }

    @Test("a data directory others can write is warned of, with its mode and the chmod that mends it")
    func aDataDirectoryOthersCanWriteIsWarnedOf() async throws {
        try await withTemporaryDirectory { directory in
            #expect(chmod(directory, 0o700) == 0)
            #expect(DataDirectory.warning(forPermissionsOf: directory) == nil)
            #expect(chmod(directory, 0o777) == 0)
            #expect(DataDirectory.warning(forPermissionsOf: directory)
                == "the data directory \(directory) can be written by every user of this machine (mode 0777), who could "
                + "replace its games and certificates: make it its owner's alone, with chmod 700 \(directory)")
            #expect(chmod(directory, 0o770) == 0)
            #expect(DataDirectory.warning(forPermissionsOf: directory)?.contains("can be written by the other members of its group (mode 0770)") == true)
        }
    }
}
