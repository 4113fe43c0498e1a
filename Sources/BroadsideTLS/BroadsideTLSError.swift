/// An error from certificate or TLS set-up, with one sentence a person can act on.
///
/// A struct wrapping a private enum, so that new kinds do not break callers.
public struct BroadsideTLSError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, for code that needs to tell errors apart.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private enum Base: Sendable, Hashable {
            case cannotWrite
            case cannotRead
            case invalidCertificate
            case invalidPrivateKey
            case keyDoesNotMatchCertificate
            case invalidHost
            case invalidClientName
            case noCertificateAuthority
            case incompleteClientIdentity
            case unusableConfiguration
            case wrongHost
        }

        private let base: Base
        private init(_ base: Base) { self.base = base }

        /// A directory or file could not be created or written.
        public static let cannotWrite = Kind(.cannotWrite)
        /// A file could not be read.
        public static let cannotRead = Kind(.cannotRead)
        /// A file does not hold a usable PEM certificate.
        public static let invalidCertificate = Kind(.invalidCertificate)
        /// A file does not hold a usable PEM private key.
        public static let invalidPrivateKey = Kind(.invalidPrivateKey)
        /// A private key does not belong to the certificate it is paired with.
        public static let keyDoesNotMatchCertificate = Kind(.keyDoesNotMatchCertificate)
        /// A host is neither a DNS name nor an IP address.
        public static let invalidHost = Kind(.invalidHost)
        /// A client certificate name is not usable in a file name.
        public static let invalidClientName = Kind(.invalidClientName)
        /// A directory holds no usable development CA.
        public static let noCertificateAuthority = Kind(.noCertificateAuthority)
        /// Only one of a certificate and its private key was given.
        public static let incompleteClientIdentity = Kind(.incompleteClientIdentity)
        /// The TLS library refused the configuration.
        public static let unusableConfiguration = Kind(.unusableConfiguration)
        /// The server's certificate is not for the host the client asked for.
        public static let wrongHost = Kind(.wrongHost)

        public var description: String { String(describing: self.base) }
    }

    /// What went wrong.
    public let kind: Kind
    /// One sentence for a person, without a trailing period.
    public let description: String

    init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
