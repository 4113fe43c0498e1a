/// Why a case failed: what the spec required and what the server did. Thrown by case bodies.
public struct CaseFailure: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    public let expected: String
    public let actual: String
    /// Where in the case it happened: a case file line, or a step of a Swift case.
    public let location: String?

    public init(expected: String, actual: String, at location: String? = nil) {
        self.expected = expected
        self.actual = actual
        self.location = location
    }

    public func located(_ location: String) -> CaseFailure {
        self.location == nil ? CaseFailure(expected: expected, actual: actual, at: location) : self
    }

    public var description: String {
        "expected: \(expected)\n  actual:   \(actual)" + (location.map { "\n  at:       \($0)" } ?? "")
    }
}

/// Thrown by a case body that cannot run against this server or with these options.
public struct CaseSkip: Error, Hashable, Sendable {
    public let reason: String

    public init(_ reason: String) {
        self.reason = reason
    }
}
