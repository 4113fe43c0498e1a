import ArgumentParser
import BroadsideTLS
import Foundation

/// `broadside certs`: makes (or renews) the development CA and a server certificate for the
/// given host names, the same files `broadside serve` creates on its first run.
struct CertsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "certs",
        abstract: "Create a development CA and a server certificate for the given host names.",
        discussion: """
            Existing files are kept while they are valid; the server certificate is re-issued \
            with the same CA when the host names differ or it expires within 7 days. A client \
            certificate is issued anew each time --client asks for it (one issued before stays \
            valid until it expires). With --client and no --host, only client certificates are \
            made (and the CA, if there is none yet). Clients trust the CA file with \
            `broadside play --ca PATH`. See Certs/README.md.
            """
    )

    @Option(
        name: .customLong("host"),
        help: ArgumentHelp(
            """
            A DNS name or IP address the server certificate is for; repeat for several \
            (default: localhost, 127.0.0.1, ::1).
            """,
            valueName: "name"
        )
    )
    var hosts: [String] = []

    @Option(
        help: ArgumentHelp(
            "The directory for the files (default: $XDG_DATA_HOME/broadside/certs or ~/.local/share/broadside/certs).",
            valueName: "dir"
        )
    )
    var out: String?

    @Option(
        name: .customLong("client"),
        help: ArgumentHelp(
            "Also issue a client certificate for mutual TLS with this name (client-NAME.pem); repeat for several.",
            valueName: "name"
        )
    )
    var clients: [String] = []

    /// A name no certificate can hold is a mistake in the command line, found before any file is made.
    func validate() throws {
        try PathOptions.check([("--out", out)])
        do {
            for host in hosts { try DevelopmentCertificates.validateHost(host) }
            for name in clients { try DevelopmentCertificates.validateClientName(name) }
        } catch let error as BroadsideTLSError {
            throw ValidationError(error.description + ".")
        }
    }

    func run() throws {
        let directory = out ?? DataDirectory.defaultCertificates()
        let hosts = self.hosts.isEmpty ? DevelopmentCertificates.defaultHosts : self.hosts
        do {
            // Asked only for client certificates, the server's is left for the hosts it was made for.
            if !self.hosts.isEmpty || clients.isEmpty || !DevelopmentCertificates.hasUsableAuthority(in: directory) {
                try ensureServerCertificate(in: directory, hosts: hosts)
            }
            for name in clients {
                let client = try DevelopmentCertificates.issueClientCertificate(name: name, in: directory)
                let until = try Self.validUntil(client.certificatePath)
                print("Client certificate for \(name): \(client.certificatePath) (key: \(client.privateKeyPath); \(until))")
            }
            if let first = clients.first {
                let ca = CertificateFiles.client(named: first, in: directory).caCertificatePath
                print("Servers accept this CA's client certificates with --client-ca \(ca).")
            }
        } catch let error as BroadsideTLSError {
            FileHandle.standardError.write(Data("broadside certs: \(error.description).\n".utf8))
            throw ExitCode.failure
        } catch {
            FileHandle.standardError.write(Data("broadside certs: cannot make certificates: \(error).\n".utf8))
            throw ExitCode.failure
        }
    }

    /// When to make the certificate at `path` again, for the operator's calendar.
    private static func validUntil(_ path: String) throws -> String {
        "valid until \(try TLSSettings.expiry(ofCertificateAt: path).formatted(.iso8601))"
    }

    private func ensureServerCertificate(in directory: String, hosts: [String]) throws {
        let replacing = FileManager.default.fileExists(atPath: CertificateFiles.server(in: directory).certificatePath)
        let (files, made) = try DevelopmentCertificates.ensure(in: directory, hosts: hosts)
        let fingerprint = try TLSSettings.fingerprint(ofCertificateAt: files.certificatePath)
        let verb = made == .nothing ? "Kept the valid" : "Wrote"
        // A server already running reads its certificates again only every 12 hours; files made
        // where there were none are no server's yet.
        let running = made == .nothing || !replacing
            ? "" : "\nA server already using this directory takes them within 12 hours, or at once when restarted."
        print("""
            \(verb) development certificates in \(files.directory) for \(hosts.joined(separator: ", ")).
            CA certificate (give this to clients): \(files.caCertificatePath) (\(try Self.validUntil(files.caCertificatePath)))
            Server certificate: \(files.certificatePath) (\(try Self.validUntil(files.certificatePath)))
            Server key:         \(files.privateKeyPath)
            Server certificate SHA-256 fingerprint: \(fingerprint)\(running)
            """)
    }
}
