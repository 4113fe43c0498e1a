/// A broken promise the chaos harness found (a lost shot, a wrong winner), or a reason it could
/// not go on, in one sentence.
public struct ChaosFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
