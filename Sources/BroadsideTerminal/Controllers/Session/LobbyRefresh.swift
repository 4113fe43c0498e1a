import BroadsideProtocol

/// The lobby's `GAMES`: at most one awaits its reply, and the refreshes asked for meanwhile come
/// to one more, sent once that reply is in. Against the rate limit a listing costs a command for
/// every four seats (PROTOCOL.md 11): one for each event, with events a few a second and many
/// seats, got the client refused and then closed for flooding.
struct LobbyRefresh: Hashable, Sendable {
    private var isAwaited = false
    private var isOwed = false

    /// A refresh asked for: the `GAMES` to send now, if none awaits its reply.
    mutating func ask() -> [Effect] {
        guard !isAwaited else {
            isOwed = true
            return []
        }
        isAwaited = true
        return [.send(.games)]
    }

    /// The listing came: the refresh owed, if one was asked for while it was awaited.
    mutating func listed() -> [Effect] {
        isAwaited = false
        guard isOwed else { return [] }
        isOwed = false
        return ask()
    }

    /// No listing will come: the `GAMES` was refused, or the connection is gone with its reply.
    /// Refused (`RATE_LIMITED`, say), it is not sent again at once, to be refused again, each
    /// refusal counting toward `BYE FLOOD`: the next event or refresh lists the games, as the
    /// next connection does.
    mutating func reset() {
        self = LobbyRefresh()
    }
}
