import BroadsideCore

/// A server line that does not have the form the protocol gives it.
public struct MalformedLine: Error, Hashable, Sendable, CustomStringConvertible {
    public let line: String
    public let problem: String

    public init(_ line: ServerLine, _ problem: String) {
        self.line = line.description
        self.problem = problem
    }

    public var description: String { "malformed server line (\(problem)): \(line)" }
}

extension ServerLine {
    /// The value of a required field, or an error naming it.
    func require(_ key: String) throws(MalformedLine) -> String {
        guard let value = self[field: key] else { throw MalformedLine(self, "no \(key)=") }
        return value
    }

    func requireSeat(_ key: String) throws(MalformedLine) -> Seat {
        guard let seat = Seat(rawValue: try require(key)) else { throw MalformedLine(self, "bad \(key)=") }
        return seat
    }

    func requireOptionalSeat(_ key: String) throws(MalformedLine) -> Seat? {
        guard let seat = Seat.parse(wireForm: try require(key)) else { throw MalformedLine(self, "bad \(key)=") }
        return seat
    }

    /// The first positional word as a full seat reference.
    func requireReference() throws(MalformedLine) -> SeatReference {
        guard let word = positional.first, let ref = SeatReference(word), ref.seat != nil else {
            throw MalformedLine(self, "no seat reference")
        }
        return ref
    }
}
