extension CaseContext {
    /// The value of a limit the suite was told the server has; the runner only starts a case
    /// whose `needs` were given.
    func given(_ limit: ServerLimit) throws -> Duration {
        guard let value = limits[limit] else { throw CaseSkip("needs \(limit.option)") }
        return value
    }

    /// As `given`, for a case whose steps take `least` of the limit's time before the limit may pass.
    func given(_ limit: ServerLimit, atLeast least: Duration) throws -> Duration {
        let value = try given(limit)
        guard value >= least else { throw CaseSkip("needs \(limit.option) of \(least.secondsText) or more") }
        return value
    }
}
