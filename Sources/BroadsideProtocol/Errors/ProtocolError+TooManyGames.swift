extension ProtocolError {
    /// `ERR TOO_MANY_GAMES [wait=<seconds>] scope=<limit>`: a client learns which limit refused it,
    /// and for a limit that only time lifts, how long to wait, without reading the text
    /// (PROTOCOL.md 11). Fields in the order of `ERR RATE_LIMITED`'s; `wait` is rounded up to whole
    /// seconds, as every wait the protocol writes.
    public static func tooManyGames(_ scope: GameLimitScope, wait: Duration? = nil, _ why: String) -> ProtocolError {
        let waitField = wait.map { [Field("wait", $0.wholeSeconds)] } ?? []
        return ProtocolError(.tooManyGames, why, fields: waitField + [Field("scope", scope.rawValue)])
    }
}
