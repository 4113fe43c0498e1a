/// Where a client's CA file came from. Only `--ca` is typed: a CA remembered for the server, or
/// the development CA found on this machine, is used without a word, so the error for a server
/// whose certificate it does not trust must say which file it was.
public enum TrustedCAOrigin: Sendable, Hashable {
    /// Given with `--ca` this time.
    case given
    /// Remembered for the server from an earlier `--ca`.
    case remembered
    /// The development CA in the default data directory, made there by the first server started on
    /// it (`serve`, or the one `solo` and `hotseat` run) or by `broadside certs`.
    case development

    /// What the client trusted, for a sentence: "this client trusted only ...".
    static func trusted(_ caPath: String?, from origin: TrustedCAOrigin?) -> String {
        guard let caPath else { return "the system's root certificates" }
        return switch origin {
        case .given: "the CA in \(caPath), given with --ca"
        case .remembered: "the CA in \(caPath), remembered for this server from an earlier --ca"
        case .development: "the development CA in \(caPath), this account's own (the default data directory's)"
        case nil: "the CA in \(caPath)"
        }
    }
}
