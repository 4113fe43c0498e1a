/// The whole suite: the data cases of the case files and the cases written in Swift.
public struct ConformanceSuite: Sendable {
    /// Every case, in section order.
    public let cases: [ConformanceCase]
    private let fragments: [String: Fragment]

    /// The suite over these case files; a case id used twice is a mistake in the files.
    public init(files: [(name: String, text: String)]) throws(CaseFileProblem) {
        let library = try CaseLibrary(files: files)
        let all = library.cases + BuiltInCases.all
        var seen: [CaseID: String] = [:]
        for testCase in all {
            if let other = seen.updateValue(testCase.origin, forKey: testCase.id) {
                throw CaseFileProblem("case \(testCase.id) is defined twice, also at \(other)", at: testCase.origin)
            }
        }
        cases = all.sorted { $0.id < $1.id }
        fragments = library.fragments
    }

    /// The suite over the case files built into this program (Protocol/conformance at build time).
    public static func builtIn() throws(CaseFileProblem) -> ConformanceSuite {
        try ConformanceSuite(files: builtInFiles)
    }

    /// The case files built into this program, by name.
    public static var builtInFiles: [(name: String, text: String)] { EmbeddedCaseFiles.files }

    /// Runs the cases `options` select, one at a time, each on fresh connections; `report` is
    /// called with each result as it is known.
    public func run(_ options: SuiteOptions, report: (CaseResult) -> Void = { _ in }) async -> SuiteReport {
        let started = ContinuousClock.now
        var results: [CaseResult] = []
        var codes: Set<String> = []
        for testCase in cases where options.section.map(testCase.id.isChosen(by:)) ?? true {
            let context = CaseContext(
                target: options.target, limits: options.limits, replyTimeout: options.replyTimeout, fragments: fragments)
            let result = await run(testCase, in: context, options)
            codes.formUnion(context.codesSeen)
            results.append(result)
            report(result)
        }
        return SuiteReport(
            server: "\(options.target.host):\(options.target.port)", strict: options.strict, results: results,
            codesSeen: codes.sorted(), seconds: started.duration(to: .now).seconds)
    }

    private func run(_ testCase: ConformanceCase, in context: CaseContext, _ options: SuiteOptions) async -> CaseResult {
        if testCase.level == .should, !options.strict {
            return CaseResult(testCase, verdict: .skipped, skipReason: "SHOULD: runs with --strict")
        }
        if let missing = testCase.needs.sorted(by: { $0.rawValue < $1.rawValue }).lazy.compactMap(options.limits.missing).first {
            return CaseResult(testCase, verdict: .skipped, skipReason: missing)
        }
        let started = ContinuousClock.now
        let verdict: (Verdict, CaseFailure?, String?)
        do {
            try await testCase.body(context)
            // Lines still in flight must pass the case's `never` rules and watches too.
            for connection in context.openConnections {
                try await connection.checkRemainingLines(within: options.replyTimeout)
            }
            verdict = (.passed, nil, nil)
        } catch let failure as CaseFailure {
            // Section 15 lets a server speak version 1 only: a case of a later version fails it for nothing.
            verdict = context.unlisted(testCase.version).map { (.skipped, nil, $0) } ?? (.failed, failure, nil)
        } catch let skip as CaseSkip {
            verdict = (.skipped, nil, skip.reason)
        } catch {
            verdict = (.failed, CaseFailure(expected: "the case to run", actual: "\(error)"), nil)
        }
        await context.closeAll()
        return CaseResult(
            testCase, verdict: verdict.0, failure: verdict.1, skipReason: verdict.2,
            seconds: started.duration(to: .now).seconds)
    }
}
