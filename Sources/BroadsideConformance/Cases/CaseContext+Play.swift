extension CaseContext {
    /// Runs steps written as in a case file, one a line; `use` takes the case files' fragments.
    /// Lets Swift cases do their ordinary parts as transcripts and keep code for what is not.
    public func play(_ steps: String, file: String = #fileID, line: Int = #line) async throws {
        let location = "\(file):\(line)"
        var flat: [LocatedStep] = []
        do {
            for item in try CaseFileParser.snippet(steps, location: location) {
                switch item {
                case .step(let step): flat.append(step)
                case .use(let name, _):
                    guard let fragment = fragments[name] else { throw CaseFileProblem("no fragment called '\(name)'") }
                    flat += fragment
                }
            }
        } catch {
            throw CaseFailure(expected: "steps the suite can read", actual: "\(error)", at: location)
        }
        var runner = TranscriptRunner(context: self)
        try await runner.run(flat)
    }

    /// Opens connection `name`, reads the greeting and says `HELLO 1 <player>`.
    @discardableResult
    public func greeted(_ name: String, as player: String) async throws -> CaseConnection {
        try await play("\(name) hello \(player)")
        return try await connection(name)
    }

    /// The value of a variable the case or a fragment captured.
    public func variable(_ name: String) throws(CaseFailure) -> String {
        guard let value = variables[name] else {
            throw CaseFailure(expected: "${\(name)} captured", actual: "it was not")
        }
        return value
    }
}
