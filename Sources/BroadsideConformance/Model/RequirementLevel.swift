/// How binding the checked requirement is (RFC 2119). SHOULD-level cases run only with `--strict`:
/// they check behaviour the spec gives as a default an operator may change, such as limits.
public enum RequirementLevel: String, Hashable, Sendable, Codable, CaseIterable {
    case must = "MUST"
    case should = "SHOULD"
}
