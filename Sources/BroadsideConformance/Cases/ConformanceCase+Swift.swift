extension ConformanceCase {
    /// A case written in Swift; `id` is a literal like `3.3/1`.
    static func swift(
        _ id: String, _ level: RequirementLevel = .must, quote: String, title: String, needs: Set<ServerLimit> = [],
        file: String = #fileID, line: Int = #line, body: @escaping @Sendable (CaseContext) async throws -> Void
    ) -> ConformanceCase {
        guard let caseID = CaseID(id) else { preconditionFailure("'\(id)' is not a case id like 3.3/1") }
        return ConformanceCase(
            caseID, level, requirement: quote, title: title, needs: needs, origin: "\(file):\(line)", body: body)
    }
}
