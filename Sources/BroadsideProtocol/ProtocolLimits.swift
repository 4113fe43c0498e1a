/// The fixed limits of the protocol (PROTOCOL.md 3.3), and the versions spoken (15).
public enum ProtocolLimits {
    /// Longest line in either direction, including the LF.
    public static let lineBytes = 512
    /// Most words a line may hold.
    public static let words = 24
    /// Longest word `PING` echoes, so that its reply stays within `lineBytes`.
    public static let pingWordBytes = 64
    /// Most shots written on one `+ INCOMING` / `+ OUTGOING` data line (7.5).
    public static let shotsPerDataLine = 16
    /// The protocol versions this implementation speaks (PROTOCOL.md 15).
    public static let supportedVersions = [1, 2]
    /// The versions spoken as the greeting and `VERSION_MISMATCH` write them: `1,2`.
    public static var supportedVersionList: String { supportedVersions.map(String.init).joined(separator: ",") }
    /// The newest version this implementation speaks.
    public static let version = supportedVersions[supportedVersions.count - 1]
    /// How the server's texts tell a person to begin: with the newest version (5.2).
    public static let helloToSay = "HELLO \(version) <your-name>"
    /// What a connection speaks until its `HELLO` names a version.
    public static let versionBeforeHello = 1

    /// The version a client states in `HELLO`: the highest that both it and the server's greeting
    /// list, so that it still talks to a server that speaks only older ones. Nil when they share none.
    public static func version(agreedWith serverVersions: [Int]) -> Int? {
        serverVersions.filter(supportedVersions.contains).max()
    }

    /// The TCP port a server listens on unless told otherwise.
    public static let defaultPort = 7474
    /// Most seconds a server line may give for a time (`idle=`, `away=`, `turn-seconds=`,
    /// `claim-after=`, `turn-limit=`, `wait=`): ten years, ten times the longest an operator may
    /// set a limit of section 11 to, and far from where a client's clock arithmetic would overflow.
    public static let maximumSeconds = 10 * 365 * 86_400
    /// Most a server line may give for any other count (`round=`, `score=`, `ships=`, `volley=`,
    /// `count=`...): a million, the most seats an operator may let a connection hold (`count=`),
    /// and far from where a client adding to it (a round won) could overflow.
    public static let maximumCount = 1_000_000
}
