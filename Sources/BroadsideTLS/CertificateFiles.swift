/// Where a set of certificate files lives.
///
/// For the development server certificate these are `ca.pem`, `ca-key.pem`, `server.pem` and
/// `server-key.pem` in ``directory``; for a client certificate, `client-NAME.pem` and
/// `client-NAME-key.pem` take the place of the server's pair.
public struct CertificateFiles: Sendable, Hashable {
    /// The directory holding the files.
    public let directory: String
    /// The development CA's certificate (PEM): the file clients trust.
    public let caCertificatePath: String
    /// The development CA's private key (PEM, mode 0600).
    public let caKeyPath: String
    /// The leaf certificate (PEM).
    public let certificatePath: String
    /// The leaf's private key (PEM, mode 0600).
    public let privateKeyPath: String

    public init(
        directory: String,
        caCertificatePath: String,
        caKeyPath: String,
        certificatePath: String,
        privateKeyPath: String
    ) {
        self.directory = directory
        self.caCertificatePath = caCertificatePath
        self.caKeyPath = caKeyPath
        self.certificatePath = certificatePath
        self.privateKeyPath = privateKeyPath
    }

    /// The development server files in `directory`.
    public static func server(in directory: String) -> CertificateFiles {
        CertificateFiles(
            directory: directory,
            caCertificatePath: Paths.join(directory, "ca.pem"),
            caKeyPath: Paths.join(directory, "ca-key.pem"),
            certificatePath: Paths.join(directory, "server.pem"),
            privateKeyPath: Paths.join(directory, "server-key.pem")
        )
    }

    /// The files of the client certificate called `name` in `directory`.
    public static func client(named name: String, in directory: String) -> CertificateFiles {
        CertificateFiles(
            directory: directory,
            caCertificatePath: Paths.join(directory, "ca.pem"),
            caKeyPath: Paths.join(directory, "ca-key.pem"),
            certificatePath: Paths.join(directory, "client-\(name).pem"),
            privateKeyPath: Paths.join(directory, "client-\(name)-key.pem")
        )
    }
}

enum Paths {
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
