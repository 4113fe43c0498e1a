/// One check of one requirement of PROTOCOL.md. Data cases (transcripts) and Swift cases look the
/// same to the runner: an id, the requirement quoted from the spec, and a body.
public struct ConformanceCase: Sendable {
    public let id: CaseID
    public let level: RequirementLevel
    /// The sentence of PROTOCOL.md the case checks, quoted.
    public let requirement: String
    /// A short line saying what the case does.
    public let title: String
    /// Limits the case waits for; it is skipped unless each was given.
    public let needs: Set<ServerLimit>
    /// The protocol version the case speaks. Section 15 lets a server speak version 1 only: a case
    /// of a later version that fails against a server whose greeting does not list it is skipped.
    public let version: Int
    /// Where the case is defined: a case file and line, or a Swift file.
    public let origin: String
    /// Throws `CaseFailure` when the server breaks the requirement, `CaseSkip` when it cannot run.
    public let body: @Sendable (CaseContext) async throws -> Void

    public init(
        _ id: CaseID, _ level: RequirementLevel, requirement: String, title: String, needs: Set<ServerLimit> = [],
        version: Int = 1, origin: String, body: @escaping @Sendable (CaseContext) async throws -> Void
    ) {
        self.id = id
        self.level = level
        self.requirement = requirement
        self.title = title
        self.needs = needs
        self.version = version
        self.origin = origin
        self.body = body
    }
}
