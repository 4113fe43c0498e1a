import Foundation
import X509

/// A development CA and the server (and client) certificates it signs, kept as PEM files in one
/// directory: `ca.pem`, `ca-key.pem`, `server.pem`, `server-key.pem` (and `client-NAME.pem`,
/// `client-NAME-key.pem`). ECDSA P-256; the CA lives 90 days, the others 30; key files are
/// created with mode 0600 and the directory with mode 0700.
public enum DevelopmentCertificates {
    /// The hosts a server certificate is for when none are given.
    public static let defaultHosts = ["localhost", "127.0.0.1", "::1"]

    /// What `ensure` wrote.
    public enum Made: Sendable, Equatable {
        case nothing
        /// A new server certificate from the same CA: clients need nothing new.
        case serverCertificate
        /// A new CA too: clients must be given the new `ca.pem`.
        case everything
    }

    /// Makes sure `directory` holds a usable CA and a server certificate for `hosts`, or with
    /// `hosts` nil (a server starting) for the hosts the present server certificate names (those
    /// of `broadside certs --host`), or `defaultHosts` when there is none.
    ///
    /// Valid files are reused. The server certificate is re-issued with the existing CA when it
    /// expires within 7 days, is for other hosts, or its key is missing or does not match;
    /// everything is made anew when the CA expires within 30 days or its files are missing, do
    /// not hold a certificate and key, or do not match. A file that is there but cannot be read
    /// (its permissions, a directory in its place) is an error to fix, not a reason to replace
    /// the CA every client trusts.
    ///
    /// - Returns: the files, and what was written.
    public static func ensure(
        in directory: String,
        hosts: [String]? = nil,
        now: Date = Date()
    ) throws -> (files: CertificateFiles, made: Made) {
        let files = CertificateFiles.server(in: directory)
        try checkReadable(files)
        let ca = KeyPairFiles.read(certificatePath: files.caCertificatePath, keyPath: files.caKeyPath)
        let leaf = KeyPairFiles.read(certificatePath: files.certificatePath, keyPath: files.privateKeyPath)
        // Read from the certificate alone: one whose key is lost is re-issued for the same hosts.
        let present = KeyPairFiles.certificate(at: files.certificatePath)
            .flatMap { try? $0.extensions.subjectAlternativeNames }.map(Array.init)
        let names = try hosts.map(HostNames.subjectAlternativeNames(for:))
            ?? present ?? HostNames.subjectAlternativeNames(for: defaultHosts)
        switch RenewalPolicy.decide(ca: ca, leaf: leaf, names: names, now: now) {
        case .reuse:
            return (files, .nothing)
        case .reissueLeaf:
            guard let ca else { return (try create(files, names: names, now: now), .everything) }
            try SecureFiles.makeDirectory(directory)
            try writeServerCertificate(files, names: names, ca: ca, now: now)
            return (files, .serverCertificate)
        case .recreateAll:
            return (try create(files, names: names, now: now), .everything)
        }
    }

    private static func checkReadable(_ files: CertificateFiles) throws {
        let paths = [files.caCertificatePath, files.caKeyPath, files.certificatePath, files.privateKeyPath]
        for path in paths where FileManager.default.fileExists(atPath: path) {
            do {
                _ = try SecureFiles.readFile(path)
            } catch {
                throw BroadsideTLSError(
                    .cannotRead,
                    "\(error). Make it readable, or delete \(files.directory) to make new certificates (clients must then trust the new ca.pem)")
            }
        }
    }

    /// Whether `directory` holds a development CA that can still sign certificates.
    public static func hasUsableAuthority(in directory: String, now: Date = Date()) -> Bool {
        let files = CertificateFiles.server(in: directory)
        guard let ca = KeyPairFiles.read(certificatePath: files.caCertificatePath, keyPath: files.caKeyPath) else { return false }
        return RenewalPolicy.isUsableCA(ca.certificate, now: now)
    }

    /// Makes a new CA and a server certificate for `hosts` in `directory`, replacing any there.
    /// Clients that trusted the previous CA must be given the new `ca.pem`.
    @discardableResult
    public static func create(
        in directory: String,
        hosts: [String] = defaultHosts,
        now: Date = Date()
    ) throws -> CertificateFiles {
        let names = try HostNames.subjectAlternativeNames(for: hosts)
        return try create(CertificateFiles.server(in: directory), names: names, now: now)
    }

    /// Issues a client certificate for mutual TLS, signed by the development CA in `directory`,
    /// as `client-NAME.pem` and `client-NAME-key.pem`. A server started with that CA as its
    /// client CA accepts it.
    ///
    /// - Parameter name: the subject's common name and part of the file names: 1 to 64 letters,
    ///   digits, `.`, `_` or `-`, not starting with `.`.
    @discardableResult
    public static func issueClientCertificate(
        name: String,
        in directory: String,
        now: Date = Date()
    ) throws -> CertificateFiles {
        try validateClientName(name)
        let files = CertificateFiles.client(named: name, in: directory)
        guard let ca = KeyPairFiles.read(certificatePath: files.caCertificatePath, keyPath: files.caKeyPath),
            RenewalPolicy.isUsableCA(ca.certificate, now: now)
        else {
            throw BroadsideTLSError(
                .noCertificateAuthority,
                "there is no usable development CA in \(directory): run `broadside certs` first"
            )
        }
        let client = try issuing { try CertificateIssuer.makeClientCertificate(name: name, ca: ca, now: now) }
        try KeyPairFiles.write(
            client,
            certificatePath: files.certificatePath,
            keyPath: files.privateKeyPath,
            directory: directory
        )
        return files
    }

    private static func create(_ files: CertificateFiles, names: [GeneralName], now: Date) throws -> CertificateFiles {
        try SecureFiles.makeDirectory(files.directory)
        let ca = try issuing { try CertificateIssuer.makeCA(now: now) }
        try KeyPairFiles.write(
            ca,
            certificatePath: files.caCertificatePath,
            keyPath: files.caKeyPath,
            directory: files.directory
        )
        try writeServerCertificate(files, names: names, ca: ca, now: now)
        return files
    }

    private static func writeServerCertificate(
        _ files: CertificateFiles,
        names: [GeneralName],
        ca: KeyPair,
        now: Date
    ) throws {
        let leaf = try issuing { try CertificateIssuer.makeServerCertificate(for: names, ca: ca, now: now) }
        try KeyPairFiles.write(
            leaf,
            certificatePath: files.certificatePath,
            keyPath: files.privateKeyPath,
            directory: files.directory
        )
    }

    /// Runs a certificate-making step, turning a library error into a ``BroadsideTLSError``.
    private static func issuing(_ make: () throws -> KeyPair) throws -> KeyPair {
        do {
            return try make()
        } catch let error as BroadsideTLSError {
            throw error
        } catch {
            throw BroadsideTLSError(.unusableConfiguration, "cannot make a development certificate: \(error)")
        }
    }

    /// Throws ``BroadsideTLSError/Kind-swift.struct/invalidHost`` unless a server certificate can
    /// name `host`: a DNS name or an IP address that clients can connect to.
    public static func validateHost(_ host: String) throws {
        _ = try HostNames.subjectAlternativeNames(for: [host])
    }

    /// Throws ``BroadsideTLSError/Kind-swift.struct/invalidClientName`` unless `name` can name a
    /// client certificate: 1 to 64 letters, digits, `.`, `_` or `-`, not starting with `.`.
    public static func validateClientName(_ name: String) throws {
        let allowed = name.utf8.allSatisfy { byte in
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
        guard allowed, (1...64).contains(name.utf8.count), !name.hasPrefix(".") else {
            throw BroadsideTLSError(
                .invalidClientName,
                "\"\(name)\" cannot name a client certificate: use 1 to 64 letters, digits, '.', '_' or '-'"
            )
        }
    }
}
