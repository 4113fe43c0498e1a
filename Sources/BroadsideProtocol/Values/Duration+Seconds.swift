extension Duration {
    /// Whole seconds, rounded up, as the protocol writes limits and waits.
    public var wholeSeconds: Int {
        let (seconds, attoseconds) = components
        return Int(seconds) + (attoseconds > 0 ? 1 : 0)
    }

    /// Seconds with their fraction, for rates and reports.
    public var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// Milliseconds with their fraction, for round trips.
    public var milliseconds: Double { seconds * 1000 }
}
