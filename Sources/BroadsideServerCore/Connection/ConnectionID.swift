/// Names one client connection inside the server, so sessions can address events to it.
public struct ConnectionID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt64

    public init(_ rawValue: UInt64) {
        self.rawValue = rawValue
    }

    public var description: String { "#\(rawValue)" }
}
