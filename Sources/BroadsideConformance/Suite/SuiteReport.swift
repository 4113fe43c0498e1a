import BroadsideProtocol

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

    /// What to do about failures that come of the server's budget rather than of its protocol:
    /// runs close together spend the new games one address may create, and every case after that
    /// fails the same way though it did nothing wrong.
    public var hints: [String] {
        let overBudget = results.count { result in
            guard let actual = result.failure?.actual else { return false }
            return actual.contains(ErrorCode.tooManyGames.rawValue) && actual.contains("scope=address")
        }
        guard overBudget > 0 else { return [] }
        return [
            "\(overBudget) of the failures are ERR TOO_MANY_GAMES scope=address: earlier runs spent the server's budget "
                + "of new games from this address. Give the server a larger one (broadside serve --games-per-minute 6000) "
                + "or wait a few minutes, and run again (Protocol/README.md)."
        ]
    }
}
