import BroadsideProtocol

/// The server's answer to one command: its data lines and its final line.
public struct Reply: Hashable, Sendable {
    public let data: [ServerLine]
    public let final: ServerLine

    public init(data: [ServerLine], final: ServerLine) {
        self.data = data
        self.final = final
    }

    public var isOK: Bool { final.kind == .ok }

    /// The error code when the command was refused.
    public var errorCode: ErrorCode? {
        final.kind == .err ? ErrorCode(rawValue: final.name) : nil
    }

    /// The `OK` line, or the refusal as an error.
    @discardableResult
    public func ok() throws(RefusedCommand) -> ServerLine {
        guard isOK else { throw RefusedCommand(final) }
        return final
    }
}

/// A command the server answered with `ERR` or `BYE`.
public struct RefusedCommand: Error, Hashable, Sendable, CustomStringConvertible {
    public let line: ServerLine

    public init(_ line: ServerLine) {
        self.line = line
    }

    /// The server's own words, for showing a person.
    public var description: String { line.text ?? line.name }
}
