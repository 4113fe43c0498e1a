/// A CA file a person names to trust: checked before connecting, so that a wrong file is named
/// as such rather than surface as a TLS set-up failure.
public enum TrustedAuthorityFile {
    /// True when the file at `path` holds at least one PEM certificate TLS can load.
    public static func holdsCertificate(at path: String) -> Bool {
        (try? PEMFiles.certificates(at: path)) != nil
    }
}
