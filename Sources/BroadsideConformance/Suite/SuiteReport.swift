/// Everything a run found, as printed and as written with `--json`.
public struct SuiteReport: Hashable, Sendable, Codable {
    public let server: String
    public let strict: Bool
    public let results: [CaseResult]
    /// Every `ERR` and `BYE` code the server sent during the run: which of section 12 were provoked.
    public let codesSeen: [String]
    public let seconds: Double
    // Stored, not computed, so that the JSON carries them and a reader need not count.
    public let passed: Int
    public let failed: Int
    public let skipped: Int

    init(server: String, strict: Bool, results: [CaseResult], codesSeen: [String], seconds: Double) {
        self.server = server
        self.strict = strict
        self.results = results
        self.codesSeen = codesSeen
        self.seconds = seconds
        passed = results.count { $0.verdict == .passed }
        failed = results.count { $0.verdict == .failed }
        skipped = results.count { $0.verdict == .skipped }
    }

    /// `N passed, N failed, N skipped`.
    public var summary: String { "\(passed) passed, \(failed) failed, \(skipped) skipped" }
}
