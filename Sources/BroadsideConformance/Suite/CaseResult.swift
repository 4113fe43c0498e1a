/// What became of one case.
public enum Verdict: String, Hashable, Sendable, Codable {
    case passed
    case failed
    case skipped
}

/// One line of the report.
public struct CaseResult: Hashable, Sendable, Codable {
    public let id: CaseID
    public let level: RequirementLevel
    public let title: String
    public let requirement: String
    public let origin: String
    public let verdict: Verdict
    /// Set when the case failed.
    public let failure: CaseFailure?
    /// Set when the case was skipped.
    public let skipReason: String?
    public let seconds: Double

    init(_ testCase: ConformanceCase, verdict: Verdict, failure: CaseFailure? = nil, skipReason: String? = nil, seconds: Double = 0) {
        id = testCase.id
        level = testCase.level
        title = testCase.title
        requirement = testCase.requirement
        origin = testCase.origin
        self.verdict = verdict
        self.failure = failure
        self.skipReason = skipReason
        self.seconds = seconds
    }

    /// The line printed for the case, and for a failure the indented details under it.
    public var text: String {
        let head = "\(verdict.rawValue.uppercased().padding(6)) \(id.description.padding(8)) \(level.rawValue.padding(6)) \(title)"
        switch verdict {
        case .passed: return head
        case .skipped: return head + " (\(skipReason ?? "skipped"))"
        case .failed:
            return head + "\n  requires: \(requirement)\n  \(failure?.description ?? "")\n  case:     \(origin)"
        }
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
