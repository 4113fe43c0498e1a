extension ProtocolError {
    /// `ERR RATE_LIMITED wait=<seconds> scope=<budget>`: a client learns when the same command can
    /// get through, and which budget refused it, without reading the text (PROTOCOL.md 11).
    /// `wait` is rounded up to whole seconds, as every wait the protocol writes.
    public static func rateLimited(_ scope: RateLimitScope, wait: Duration, _ why: String) -> ProtocolError {
        let seconds = wait.wholeSeconds
        return ProtocolError(
            .rateLimited, "\(why); try again in \(seconds)s",
            fields: [Field("wait", seconds), Field("scope", scope.rawValue)])
    }
}
