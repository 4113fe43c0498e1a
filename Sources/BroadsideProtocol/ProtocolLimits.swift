/// The fixed limits of protocol version 1 (PROTOCOL.md 3.3).
public enum ProtocolLimits {
    /// Longest line in either direction, including the LF.
    public static let lineBytes = 512
    /// Most words a line may hold.
    public static let words = 24
    /// Longest word `PING` echoes, so that its reply stays within `lineBytes`.
    public static let pingWordBytes = 64
    /// Most shots written on one `+ INCOMING` / `+ OUTGOING` data line (7.5).
    public static let shotsPerDataLine = 16
    /// The protocol versions this implementation speaks.
    public static let supportedVersions = [1]
    /// The version this implementation's client states in `HELLO`.
    public static let version = 1
    /// The TCP port a server listens on unless told otherwise.
    public static let defaultPort = 7474
    /// Most seconds a server line may give for a time (`idle=`, `away=`, `turn-seconds=`,
    /// `claim-after=`, `turn-limit=`, `wait=`): ten years, ten times the longest an operator may
    /// set a limit of section 11 to, and far from where a client's clock arithmetic would overflow.
    public static let maximumSeconds = 10 * 365 * 86_400
}
