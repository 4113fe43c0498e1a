import BroadsideBots
import BroadsideFuzzing
import BroadsideProtocol

/// The bots of `broadside-bench server` playing against the server's logic in memory
/// (`MemoryServer`): the work the server does for each line it reads, without TLS, sockets or
/// storage, so that callgrind can count its instructions. The server's part and the bots' part
/// are timed apart.
struct InMemoryTable {
    private var server: MemoryServer
    private var bots: BotPair
    /// Lines sent and not yet read by the server, in order.
    private var toServer: [Outgoing] = []
    private(set) var serverTime = Duration.zero
    private(set) var botTime = Duration.zero
    private(set) var linesIn = 0
    private(set) var linesOut = 0

    init(seed: UInt64) {
        let origin = ContinuousClock.now
        server = MemoryServer(connections: BotPair.connectionCount, seed: seed, start: .now)
        bots = BotPair(name: "bot", fleets: BotPair.randomFleets(64, seed: seed), seed: seed, origin: origin)
    }

    /// Shots acknowledged so far.
    var shots: Int { bots.tally.count }
    var games: Int { bots.tally.games }

    /// Says hello, then plays until `games` whole games are over.
    mutating func play(games: Int) throws(LoadFailure) {
        toServer = bots.open(now: .now)
        try exchange()
        toServer = bots.begin(now: .now)
        try exchange(stoppingAfter: games)
        guard bots.tally.games >= games else {
            throw LoadFailure("the bots stopped before game \(bots.tally.games + 1) was over")
        }
    }

    /// Runs lines through the server and its answers through the bots until nobody has anything
    /// to say; once `games` games are over, the bots start nothing new.
    private mutating func exchange(stoppingAfter games: Int? = nil) throws(LoadFailure) {
        var stopped = false
        while !toServer.isEmpty {
            let outgoing = toServer.removeFirst()
            var bytes = Array(outgoing.line.utf8)
            bytes.append(UInt8(ascii: "\n"))
            let serverStart = ContinuousClock.now
            _ = server.receive(bytes, on: outgoing.connection)
            // As the server's outbox does: each line rendered once, with its LF.
            let answers = server.takeSent().map { sent in
                var text = sent.line.description
                text += "\n"
                return (sent.connection, text)
            }
            let botStart = ContinuousClock.now
            serverTime += botStart - serverStart
            linesIn += 1
            linesOut += answers.count
            for (connection, text) in answers {
                toServer += try bots.receive(String(text.dropLast()), on: connection, now: botStart)
            }
            botTime += .now - botStart
            if let games, !stopped, bots.tally.games >= games {
                bots.stop()
                stopped = true
            }
        }
    }
}
