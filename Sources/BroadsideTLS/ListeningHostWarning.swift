import NIOSSL
import X509

extension ServerCertificateWarnings {
    /// The development certificate names only the hosts it was made for (`localhost`,
    /// `127.0.0.1` and `::1` unless made with `broadside certs --host`): a server listening where
    /// others reach it is refused by their host name check.
    ///
    /// For `host` an address that takes every address (`0.0.0.0`, `::`), a warning when the
    /// certificate names nothing but this machine's loopback; for any other host, when the
    /// certificate does not name it.
    public static func warning(forDevelopmentCertificateAt path: String, listeningOn host: String) -> String? {
        guard let der = try? PEMFiles.firstCertificateDER(at: path), let certificate = try? Certificate(derEncoded: der),
            let names = try? certificate.extensions.subjectAlternativeNames.map(Array.init) ?? []
        else { return nil }
        if let bytes = HostNames.ipAddressBytes(host), bytes.allSatisfy({ $0 == 0 }) {
            guard names.allSatisfy(isLoopback) else { return nil }
        } else {
            guard let leaf = try? NIOSSLCertificate(bytes: der, format: .der),
                (try? TLSSettings.verifyIdentity(of: leaf, host: host)) == nil
            else { return nil }
        }
        // `--out` named: `certs` without it writes to the default data directory's certificate,
        // which a server started with `--data` does not read.
        return "the development certificate \(path) is for \(names.map(text).joined(separator: ", ")) only, but the server "
            + "listens on \(host): clients that connect by another name or address refuse it (their host name check fails); "
            + "run `broadside certs --host <name> --out \(SecureFiles.directory(of: path))` with the name or address they connect to, then "
            + "restart the server"
    }

    /// An operator's certificate (`--cert`) for a server listening on a host *name*: a warning
    /// when the certificate does not name it, as clients connect by that name too. None for an
    /// address, which a server may well bind while its clients connect by a name the certificate
    /// holds, as they should.
    public static func warning(forCertificateAt path: String, listeningOn host: String) -> String? {
        guard HostNames.ipAddressBytes(host) == nil,
            let der = try? PEMFiles.firstCertificateDER(at: path), let certificate = try? Certificate(derEncoded: der),
            let leaf = try? NIOSSLCertificate(bytes: der, format: .der),
            (try? TLSSettings.verifyIdentity(of: leaf, host: host)) == nil
        else { return nil }
        let names = (try? certificate.extensions.subjectAlternativeNames.map(Array.init)) ?? []
        let held = names.isEmpty ? "names no host (it has no subject alternative names)" : "names \(names.map(text).joined(separator: ", ")) only"
        return "the --cert certificate \(path) \(held), but the server listens on \(host): clients that connect by that "
            + "name refuse it (their host name check fails); give a certificate for \(host), or --host an address"
    }

    private static func isLoopback(_ name: GeneralName) -> Bool {
        switch name {
        case .dnsName(let name): name == "localhost"
        case .ipAddress(let address): Array(address.bytes) == loopbackV6 || address.bytes.count == 4 && address.bytes.first == 127
        default: false
        }
    }

    private static let loopbackV6: [UInt8] = Array(repeating: 0, count: 15) + [1]

    private static func text(_ name: GeneralName) -> String {
        switch name {
        case .dnsName(let name): name
        case .ipAddress(let address): HostNames.addressText(Array(address.bytes))
        default: "\(name)"
        }
    }
}
