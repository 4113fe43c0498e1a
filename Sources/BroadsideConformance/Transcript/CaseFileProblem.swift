/// A mistake in a case file, found when loading it.
public struct CaseFileProblem: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    /// `file:line`, filled in by the parser.
    public let location: String?

    public init(_ message: String, at location: String? = nil) {
        self.message = message
        self.location = location
    }

    public var description: String { location.map { "\($0): \(message)" } ?? message }
}
