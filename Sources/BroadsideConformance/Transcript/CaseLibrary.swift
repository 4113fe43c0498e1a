/// The data cases and fragments of a set of case files, ready to run.
public struct CaseLibrary: Sendable {
    public let cases: [ConformanceCase]
    let fragments: [String: Fragment]

    /// Parses `files` (name and text) and resolves every `use`.
    public init(files: [(name: String, text: String)]) throws(CaseFileProblem) {
        var parser = CaseFileParser()
        for file in files { try parser.parse(file.text, file: file.name) }
        var resolved: [String: Fragment] = [:]
        for name in parser.fragments.keys.sorted() {
            resolved[name] = try Self.flatten(parser.fragments[name] ?? [], fragments: parser.fragments, trail: [name])
        }
        var cases: [ConformanceCase] = []
        for parsed in parser.cases {
            let steps = try Self.flatten(parsed.items, fragments: parser.fragments, trail: [])
            cases.append(ConformanceCase(
                parsed.id, parsed.level, requirement: parsed.quote, title: parsed.title, needs: parsed.needs,
                version: parsed.version, origin: parsed.location
            ) { context in
                var runner = TranscriptRunner(context: context)
                try await runner.run(steps)
            })
        }
        self.cases = cases
        fragments = resolved
    }

    /// The steps with every `use` replaced by its fragment's steps.
    private static func flatten(
        _ items: [CaseFileParser.Item], fragments: [String: [CaseFileParser.Item]], trail: [String]
    ) throws(CaseFileProblem) -> [LocatedStep] {
        var steps: [LocatedStep] = []
        for item in items {
            switch item {
            case .step(let step):
                steps.append(step)
            case .use(let name, let location):
                guard let fragment = fragments[name] else {
                    throw CaseFileProblem("no fragment called '\(name)'", at: location)
                }
                guard !trail.contains(name) else {
                    throw CaseFileProblem("fragment '\(name)' uses itself", at: location)
                }
                steps += try flatten(fragment, fragments: fragments, trail: trail + [name])
            }
        }
        return steps
    }
}
