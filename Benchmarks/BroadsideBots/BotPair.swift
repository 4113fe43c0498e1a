import BroadsideCore
import BroadsideProtocol

/// Two bots playing classic games against each other, one after another, each on its own
/// connection: seat A (connection 0) creates each game and tells seat B (connection 1) its code,
/// as a player tells a friend. Each game: `NEW`, `JOIN`, explicit `PLACE` and `READY` on both
/// sides, `FIRE` in turn until one fleet is sunk, then `LEAVE` on both sides, so that seats do
/// not pile up against the per-connection limit. Shots go to random cells not fired at yet.
///
/// The tally holds one round trip per shot: from sending `FIRE` to receiving its `OK`.
public struct BotPair: Conversation {
    private enum Stage { case new, opening, playing, stopping }

    public static let connectionCount = 2
    public private(set) var tally: Tally
    private var bots = [SeatBot(seat: .a), SeatBot(seat: .b)]
    private var stage = Stage.new
    private var code = ""
    private let name: String
    private let fleets: [String]
    private var generator: SeededGenerator

    /// - Parameters:
    ///   - name: the player name prefix, at most 15 characters of 5.3.
    ///   - fleets: placement lists to choose from (`carrier:A1:H ...`), so fleets cost the load client nothing.
    public init(name: String, fleets: [String], seed: UInt64, origin: ContinuousClock.Instant) {
        precondition(!fleets.isEmpty, "a bot needs at least one fleet to place")
        self.name = name
        self.fleets = fleets
        generator = SeededGenerator(seed: seed)
        tally = Tally(origin: origin)
    }

    /// `count` random classic fleets in the wire form `PLACE` takes.
    public static func randomFleets(_ count: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            Fleet.random(for: .classic, using: &generator).placements.map(\.wireForm).joined(separator: " ")
        }
    }

    /// A closure, not the key path `\.asked.isEmpty`: read through a key path on every line, it
    /// cost the load client a twelfth of its time.
    public var isIdle: Bool { bots.allSatisfy { $0.asked.isEmpty } }

    public mutating func open(now: ContinuousClock.Instant) -> [Outgoing] {
        stage = .opening
        return [ask(0, .hello, "HELLO 1 \(name)a"), ask(1, .hello, "HELLO 1 \(name)b")]
    }

    public mutating func begin(now: ContinuousClock.Instant) -> [Outgoing] {
        stage = .playing
        return newGame()
    }

    public mutating func stop() {
        stage = .stopping
    }

    public mutating func receive(
        _ line: String, on connection: Int, now: ContinuousClock.Instant
    ) throws(LoadFailure) -> [Outgoing] {
        let words = line.protocolWords
        guard let marker = words.first else { return [] }
        switch marker {
        case "*":
            hear(words, on: connection)
        case "OK":
            guard let asked = bots[connection].answered() else { throw unexpected(line, on: connection) }
            if case .fire(let sentAt) = asked {
                tally.record(sentAt: sentAt, now: now)
                if words.contains(where: Self.isSunk) { bots[connection].sunk += 1 }
                learnTurn(from: words.last, on: connection)
            }
            return try next(after: asked, reply: words, on: connection, now: now)
        case "+":
            return []
        default:
            throw unexpected(line, on: connection)
        }
        return fire(on: connection, now: now)
    }

    // MARK: Steps

    private mutating func newGame() -> [Outgoing] {
        for index in bots.indices { bots[index].newGame(using: &generator) }
        return [ask(0, .new, "NEW classic human")]
    }

    /// What follows a successful reply.
    private mutating func next(
        after asked: SeatBot.Asked, reply words: [Substring], on connection: Int, now: ContinuousClock.Instant
    ) throws(LoadFailure) -> [Outgoing] {
        guard stage == .playing else { return [] }
        switch asked {
        case .new:
            // OK NEW <code>/A token=... : seat A passes the code on.
            code = words.count > 2 ? String(words[2].prefix { $0 != "/" }) : ""
            return [ask(1, .join, "JOIN \(code)")]
        case .join:
            return (0..<2).flatMap { index in
                let fleet = fleets[Int.random(in: 0..<fleets.count, using: &generator)]
                return [ask(index, .place, "PLACE \(code) \(fleet)"), ask(index, .ready, "READY \(code)")]
            }
        case .leave:
            guard bots.allSatisfy({ $0.leaving && $0.asked.isEmpty }) else { return [] }
            try checkResult()
            tally.finishedGame()
            return newGame()
        case .hello, .place, .ready, .fire:
            return fire(on: connection, now: now)
        }
    }

    /// Events: only the start of the game and the opponent's shots matter to a bot.
    private mutating func hear(_ words: [Substring], on connection: Int) {
        guard words.count > 2, words[2].utf8.starts(with: code.utf8) else { return }
        switch words[1] {
        case "STARTED", "SHOT": learnTurn(from: words.last, on: connection)
        default: break
        }
    }

    /// Reads `first=X`, `next=X` or `winner=X`.
    private mutating func learnTurn(from field: Substring?, on connection: Int) {
        guard let field, let equals = field.firstIndex(of: "=") else { return }
        let seat = field[field.index(after: equals)...]
        switch field[..<equals] {
        case "first", "next": bots[connection].myTurn = seat == bots[connection].seat.rawValue
        case "winner": bots[connection].winner = Seat(rawValue: String(seat))
        default: break
        }
    }

    /// The bot's next shot if it is its turn, or its `LEAVE` once the game is over.
    private mutating func fire(on connection: Int, now: ContinuousClock.Instant) -> [Outgoing] {
        let bot = bots[connection]
        guard stage == .playing, !bot.leaving, !bot.isFiring else { return [] }
        if bot.winner != nil { return [ask(connection, .leave, "LEAVE \(code)")] }
        guard bot.myTurn, let target = bots[connection].nextTarget() else { return [] }
        bots[connection].myTurn = false
        return [ask(connection, .fire(sentAt: now), "FIRE \(code) \(target)")]
    }

    /// Whether a word of a `FIRE` reply is a shot that sank a ship: `B7=sunk:cruiser`. By hand, as
    /// the standard library's `contains` of a string sets up a search and cost the bots half their time.
    private static func isSunk(_ word: Substring) -> Bool {
        guard let equals = word.firstIndex(of: "=") else { return false }
        return word[word.index(after: equals)...].hasPrefix("sunk:")
    }

    /// Both bots name the same winner, and it sank the whole fleet.
    private func checkResult() throws(LoadFailure) {
        let winner = bots[0].winner
        guard let winner, bots[1].winner == winner else {
            throw LoadFailure("the bots of game \(code) heard different winners")
        }
        let fleet = Rules.classic.fleet.count
        guard bots[winner == .a ? 0 : 1].sunk == fleet else {
            throw LoadFailure("game \(code) was won by \(winner.rawValue) without sinking \(fleet) ships")
        }
    }

    private mutating func ask(_ connection: Int, _ command: SeatBot.Asked, _ line: String) -> Outgoing {
        bots[connection].ask(command)
        return Outgoing(connection, line)
    }

    private func unexpected(_ line: String, on connection: Int) -> LoadFailure {
        let asked = bots[connection].asked.first.map { "\($0)" } ?? "nothing"
        return LoadFailure("bot \(name) seat \(bots[connection].seat.rawValue) got '\(line)' while waiting for \(asked)")
    }
}
