extension Duration {
    /// Whole seconds, rounded up, as the protocol writes limits and waits.
    public var wholeSeconds: Int {
        let (seconds, attoseconds) = components
        return Int(seconds) + (attoseconds > 0 ? 1 : 0)
    }
}
