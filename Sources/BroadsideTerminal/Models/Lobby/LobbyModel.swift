import BroadsideProtocol

/// The game list: every game this client holds a seat in, a selection, and whether finished
/// games are hidden.
struct LobbyModel: Hashable, Sendable {
    private(set) var games: [LobbyGame] = []
    private(set) var hidesFinished = false
    /// Index into `visibleGames`.
    private(set) var selection = 0
    /// A game to select once a `GAMES` reply lists it: one just created is not in the list yet.
    private var awaitedSelection: GameCode?
    /// The removal asked about (`x`): the next key answers it, y to carry it out.
    private(set) var askedRemoval: GameRemoval?
    /// Since when each listed seat's opponent has been away, where a listing said: the list says
    /// how long as of its reply, and the lobby counts on from there until the next one.
    private var opponentAwaySince: [SeatReference: ContinuousClock.Instant] = [:]
    /// True once a `GAMES` reply has come: before it, no games listed is not knowing of any.
    private(set) var isListed = false
    /// Games whose seats another client of this player resumed (`* TAKEN`): `GAMES` leaves them
    /// out, yet they are the player's still, until a list shows them again (this client took them
    /// back) or they are removed.
    private(set) var openElsewhere: Set<GameCode> = []

    init() {}

    /// Unfinished games first, each group by code.
    var visibleGames: [LobbyGame] {
        hidesFinished ? games.filter { !$0.isOver } : games
    }

    var selectedGame: LobbyGame? {
        let visible = visibleGames
        return visible.indices.contains(selection) ? visible[selection] : nil
    }

    var finishedCount: Int { games.filter(\.isOver).count }
    var inPlayCount: Int { games.count - finishedCount }

    /// Finished games left out of `visibleGames`.
    var hiddenCount: Int { hidesFinished ? finishedCount : 0 }

    /// Brings the listed seats up to date with `listings` (the client's own seats, as their
    /// states stand), adding those not listed yet, without waiting for `GAMES`: a game created or
    /// played since the last list shows as it stands, even while the server is away.
    mutating func update(
        merging listings: [GameListing], now: ContinuousClock.Instant, roundStarted: (GameListing) -> Bool?
    ) {
        let fresh = Set(listings.map(\.summary.reference))
        for reference in fresh { opponentAwaySince[reference] = nil }
        noteListed(listings)
        noteAbsences(listings, now: now)
        replace(with: games.flatMap(\.seats).filter { !fresh.contains($0.summary.reference) } + listings, roundStarted: roundStarted)
    }

    /// Replaces the list with a `GAMES` reply, received at `now`, keeping the selection on the
    /// same game. `roundStarted` says of a listed seat whether its round got past placing, where known.
    mutating func update(
        _ listings: [GameListing], now: ContinuousClock.Instant, roundStarted: (GameListing) -> Bool? = { _ in nil }
    ) {
        opponentAwaySince = [:]
        isListed = true
        noteListed(listings)
        noteAbsences(listings, now: now)
        replace(with: listings, roundStarted: roundStarted)
    }

    /// How long the opponent of `game`'s first seat has been away at `now`; nil while present or not known.
    func opponentAway(in game: LobbyGame, now: ContinuousClock.Instant) -> Duration? {
        opponentAwaySince[game.main.summary.reference].map { $0.duration(to: now) }
    }

    /// Notes that another client holds game `code` now (`* TAKEN`).
    mutating func noteOpenElsewhere(_ code: GameCode) { openElsewhere.insert(code) }

    /// Games listed are held here again, whoever held them before.
    private mutating func noteListed(_ listings: [GameListing]) {
        openElsewhere.subtract(listings.map(\.summary.reference.code))
    }

    private mutating func noteAbsences(_ listings: [GameListing], now: ContinuousClock.Instant) {
        for listing in listings {
            if let seconds = listing.opponentPresence?.awaySeconds {
                opponentAwaySince[listing.summary.reference] = now - .seconds(seconds)
            }
        }
    }

    private mutating func replace(with listings: [GameListing], roundStarted: (GameListing) -> Bool?) {
        let selectedCode = awaitedSelection ?? selectedGame?.code
        awaitedSelection = nil
        let byCode = Dictionary(grouping: listings) { $0.summary.reference.code }
        games = byCode.map { code, seats in
            LobbyGame(code: code, seats: seats, roundStarted: seats.lazy.compactMap(roundStarted).first)
        }.sorted { lhs, rhs in
            (lhs.listingGroup, lhs.code) < (rhs.listingGroup, rhs.code)
        }
        select(selectedCode)
    }

    /// Takes `code` off the list at once, before the next `GAMES` reply, the selection staying in range.
    mutating func remove(_ code: GameCode) {
        let selectedCode = selectedGame?.code
        games.removeAll { $0.code == code }
        openElsewhere.remove(code)
        if askedRemoval?.code == code { askedRemoval = nil }
        select(selectedCode)
    }

    mutating func moveSelection(by offset: Int) {
        // A move is the player's choice, which no game awaited must override.
        awaitedSelection = nil
        let count = visibleGames.count
        selection = count == 0 ? 0 : min(max(selection + offset, 0), count - 1)
    }

    mutating func toggleFinished() {
        let selectedCode = selectedGame?.code
        hidesFinished.toggle()
        select(selectedCode)
    }

    /// Puts the selection on `code`: at once if it is listed, else when a `GAMES` reply lists it.
    mutating func select(awaiting code: GameCode) {
        select(code)
        if selectedGame?.code != code { awaitedSelection = code }
    }

    /// Asks the player to confirm `removal`: the lobby shows the question until the next key.
    mutating func ask(_ removal: GameRemoval) { askedRemoval = removal }

    /// The removal asked about, if any, which is answered once taken.
    mutating func takeAskedRemoval() -> GameRemoval? {
        defer { askedRemoval = nil }
        return askedRemoval
    }

    /// Puts the selection on `code` if it is listed, else keeps it in range.
    mutating func select(_ code: GameCode?) {
        if let code, let index = visibleGames.firstIndex(where: { $0.code == code }) {
            selection = index
        } else {
            moveSelection(by: 0)
        }
    }
}
