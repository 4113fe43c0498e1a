import BroadsideTLS
import Foundation
import NIOSSL

extension BroadsideServer {
    /// The TLS handler of a new connection, with the context of the last certificates read (set
    /// before the listener opens; `fallback` only avoids a force unwrap).
    func makeTLSHandler(fallback: NIOSSLContext) -> NIOSSLServerHandler {
        ClientCertificateVerifier.serverHandler(
            context: tlsContext.withLock { $0 } ?? fallback, clientAuthorities: clientAuthorities.withLock { $0 })
    }

    /// Reads the certificate files again, renewing the development ones when they are due (as
    /// at start), for the connections to come; keeps the present context if that fails.
    func reloadCertificates() {
        do {
            let tls = try makeTLS()
            tlsContext.withLock { $0 = tls.context }
            clientAuthorities.withLock { $0 = tls.clientAuthorities }
        } catch {
            logger.error("cannot read the certificates again; new connections keep the present ones", metadata: ["error": "\(error)"])
        }
    }

    struct TLS {
        let context: NIOSSLContext
        let fingerprint: String
        let developmentCAPath: String?
        let clientAuthorities: ClientAuthorities
    }

    func makeTLS() throws -> TLS {
        var certificatePath = configuration.certificatePath
        var keyPath = configuration.privateKeyPath
        var caPath: String?
        var caKeyPath: String?
        if certificatePath == nil {
            let directory = DataDirectory.certificates(in: configuration.dataDirectory)
            let hadAuthority = FileManager.default.fileExists(atPath: CertificateFiles.server(in: directory).caCertificatePath)
            let (files, made) = try DevelopmentCertificates.ensure(in: directory)
            switch made {
            case .nothing: break
            case .serverCertificate:
                logger.notice("renewed the development server certificate; clients keep trusting \(files.caCertificatePath)")
            case .everything where hadAuthority:
                // Every client that trusted the old CA stops connecting: an operator must hear of it.
                logger.warning("replaced the development CA, which was expiring or broken; clients must trust the new \(files.caCertificatePath)")
            case .everything:
                logger.notice("created development certificates; clients must trust the new \(files.caCertificatePath)")
            }
            certificatePath = files.certificatePath
            keyPath = files.privateKeyPath
            caPath = files.caCertificatePath
            caKeyPath = files.caKeyPath
        }
        guard let certificatePath, let keyPath else {
            throw ServerSetupError("give both --cert and --key, or neither to use development certificates")
        }
        let settings = try TLSSettings.server(
            certificatePath: certificatePath, privateKeyPath: keyPath, clientCAPath: configuration.clientCAPath,
            givenAsOptions: caPath == nil)
        // A certificate that has run out, or is not valid yet, or lacks its intermediate starts a
        // server that clients refuse, as does a development certificate for hosts other than the
        // one listened on, an operator's that does not name the host name listened on, or a
        // client CA that vouches for nobody; a key others can read lets them pose as it.
        let hostWarning = caPath == nil
            ? ServerCertificateWarnings.warning(forCertificateAt: certificatePath, listeningOn: configuration.host)
            : ServerCertificateWarnings.warning(forDevelopmentCertificateAt: certificatePath, listeningOn: configuration.host)
        let clientCAWarnings = configuration.clientCAPath.map { ClientAuthorityWarnings.warnings(forClientCAAt: $0) } ?? []
        let warnings = ServerCertificateWarnings.warnings(forChainAt: certificatePath) + clientCAWarnings
            + [ServerCertificateWarnings.warning(forKeyAt: keyPath), caKeyPath.flatMap(ServerCertificateWarnings.warning(forCAKeyAt:)), hostWarning]
        for warning in warnings.compactMap({ $0 }) {
            logger.warning("\(warning)")
        }
        return TLS(
            context: try NIOSSLContext(configuration: settings),
            fingerprint: try TLSSettings.fingerprint(ofCertificateAt: certificatePath), developmentCAPath: caPath,
            // Only for saying why a client was refused: a file BoringSSL reads but swift-certificates
            // cannot must not keep the server from starting.
            clientAuthorities: configuration.clientCAPath.flatMap { try? ClientAuthorities(inFileAt: $0) } ?? .unknown)
    }
}
