/// The seed files gave far fewer client lines than they hold (hundreds): mutating from a handful
/// would fuzz little, so the run stops instead.
public struct TooFewSeedLines: Error, CustomStringConvertible {
    static let fewest = 50

    public let packageRoot: String
    public let found: Int

    public var description: String {
        "only \(found) client lines in Protocol/PROTOCOL.md and Protocol/conformance/*.cases under \(packageRoot)"
            + " (more than \(Self.fewest) expected): is that the repository, and do its transcripts still write"
            + " client lines as `A> HELLO 1 ann`?"
    }
}
