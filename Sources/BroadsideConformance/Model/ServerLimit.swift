/// A limit of PROTOCOL.md 11 whose expiry some cases must wait for. The spec's defaults are far
/// too long for a test run, so such a case runs only when told the server under test was started
/// with a short value (`broadside serve --claim-after 1` and `broadside conformance --claim-after 1`).
public enum ServerLimit: String, Hashable, Sendable, CaseIterable, Codable {
    case handshakeTimeout = "handshake-timeout"
    case helloTimeout = "hello-timeout"
    case idleTimeout = "idle-timeout"
    case lineTimeout = "line-timeout"
    case claimAfter = "claim-after"
    case turnLimit = "turn-limit"

    /// The option that gives the limit, as `broadside serve` and `broadside conformance` spell it.
    public var option: String { "--" + rawValue }

    /// Longest value the suite will wait for: a case needing a longer limit is skipped.
    public static let longestWait: Duration = .seconds(30)
}

/// The limits the server under test was started with, as far as the person running the suite said.
public struct KnownLimits: Hashable, Sendable {
    private var values: [ServerLimit: Duration] = [:]

    public init() {}

    public subscript(limit: ServerLimit) -> Duration? {
        get { values[limit] }
        set { values[limit] = newValue }
    }

    /// Why a case that waits for `limit` cannot run, or nil when it can.
    public func missing(_ limit: ServerLimit) -> String? {
        guard let value = values[limit] else {
            return "needs the server's \(limit.rawValue): start it with a short one and pass \(limit.option) S"
        }
        return value > ServerLimit.longestWait ? "\(limit.option) is longer than the suite will wait" : nil
    }
}
