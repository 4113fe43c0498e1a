/// How to run the suite.
public struct SuiteOptions: Sendable {
    public var target: ConformanceTarget
    /// Also run SHOULD-level cases.
    public var strict = false
    /// Only cases of this section and its subsections, e.g. `7` or `7.9`, or only this case, `7.9/3`.
    public var section: String?
    /// How long to wait for any one expected line.
    public var replyTimeout: Duration = .seconds(5)
    /// The short limits the server under test was started with, for the cases that wait for them.
    public var limits = KnownLimits()

    public init(target: ConformanceTarget) {
        self.target = target
    }
}
