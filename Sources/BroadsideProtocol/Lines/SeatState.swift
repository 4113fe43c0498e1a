import BroadsideCore

/// Everything a seat may see, as `STATE` and `RESUME` send it (PROTOCOL.md 7.5).
public struct SeatState: Hashable, Sendable {
    public var summary: SeatSummary
    /// Shots this seat fires now: 0 unless it is its turn.
    public var shotsThisTurn: Int
    public var ready: SeatPair<Bool>
    /// Seconds the opponent has been away; nil when present or not a human.
    public var awaySeconds: Int?
    /// Seconds since the seat to fire got the turn; nil when nobody is firing, or from a server
    /// that does not say (`turn-seconds=` is newer than the other fields).
    public var turnSeconds: Int?
    /// Shots in this seat's latest volley and in the opponent's (0 before the first): where the
    /// histories' last volleys begin, which a salvo's shot lists do not show. Nil from a server
    /// that does not say.
    public var ownVolley: Int?
    public var enemyVolley: Int?
    /// Seconds an opponent must be away before `CLAIM` wins (PROTOCOL.md 11).
    public var claimAfterSeconds: Int
    /// Seconds the round may wait on the opponent alone before `CLAIM` wins; nil from a server
    /// that does not say (`turn-limit=` is newer than the other fields).
    public var turnLimitSeconds: Int?
    public var fleet: [ShipPlacement]
    /// The opponent's shots at this seat, oldest first.
    public var incoming: [Shot]
    /// This seat's shots, oldest first.
    public var outgoing: [Shot]
    /// The opponent's fleet: only once the round is over.
    public var revealed: [ShipPlacement]?

    public init(
        summary: SeatSummary, shotsThisTurn: Int, ready: SeatPair<Bool>, awaySeconds: Int?, turnSeconds: Int? = nil,
        claimAfterSeconds: Int, turnLimitSeconds: Int? = nil, fleet: [ShipPlacement], incoming: [Shot], outgoing: [Shot],
        revealed: [ShipPlacement]?, ownVolley: Int? = nil, enemyVolley: Int? = nil
    ) {
        self.summary = summary
        self.shotsThisTurn = shotsThisTurn
        self.ready = ready
        self.awaySeconds = awaySeconds
        self.turnSeconds = turnSeconds
        self.ownVolley = ownVolley
        self.enemyVolley = enemyVolley
        self.claimAfterSeconds = claimAfterSeconds
        self.turnLimitSeconds = turnLimitSeconds
        self.fleet = fleet
        self.incoming = incoming
        self.outgoing = outgoing
        self.revealed = revealed
    }

    public var dataLines: [ServerLine] {
        var lines = [
            ServerLine.data(
                "STATE",
                summary.leadingFields + ["shots=\(shotsThisTurn)"] + summary.trailingFields
                    + ["ready=\(ready.seatListWireForm)", "away=\(OpponentPresence(awaySeconds: awaySeconds).wireForm)",
                       "turn-seconds=\(turnSeconds.map(String.init) ?? "-")"]
                    // Absent, as from a server older than them (PROTOCOL.md 15), when not known.
                    + [ownVolley.map { "volley=\($0)" }, enemyVolley.map { "enemy-volley=\($0)" }].compactMap { $0 }
                    + ["claim-after=\(claimAfterSeconds)", "turn-limit=\(turnLimitSeconds.map(String.init) ?? "-")"]),
            .data("FLEET", fleet.map(\.wireForm)),
        ]
        lines += Self.shotLines("INCOMING", incoming) + Self.shotLines("OUTGOING", outgoing)
        if let revealed { lines.append(.data("REVEAL", revealed.map(\.wireForm))) }
        return lines
    }

    private static func shotLines(_ kind: String, _ shots: [Shot]) -> [ServerLine] {
        let chunks = stride(from: 0, to: max(shots.count, 1), by: ProtocolLimits.shotsPerDataLine).map {
            Array(shots[$0..<min($0 + ProtocolLimits.shotsPerDataLine, shots.count)])
        }
        return chunks.map { .data(kind, $0.map(\.wireForm)) }
    }

    /// Reads the data lines of a `STATE` or `RESUME` reply.
    public init(dataLines lines: [ServerLine]) throws(MalformedLine) {
        guard let head = lines.first, head.kind == .data, head.name == "STATE" else {
            throw MalformedLine(lines.first ?? ServerLine(.data, "-"), "a state starts with + STATE")
        }
        var fleet: [ShipPlacement] = []
        var incoming: [Shot] = []
        var outgoing: [Shot] = []
        var revealed: [ShipPlacement]?
        for line in lines.dropFirst() {
            switch line.name {
            case "FLEET": fleet += try Self.placements(line)
            case "INCOMING": incoming += try Self.shots(line)
            case "OUTGOING": outgoing += try Self.shots(line)
            case "REVEAL": revealed = (revealed ?? []) + (try Self.placements(line))
            default: continue  // Later versions may add data lines; a client ignores what it does not know.
            }
        }
        let readyWord = try head.require("ready")
        guard let presence = try head.opponentPresence() else { throw MalformedLine(head, "no away=") }
        self.init(
            summary: try SeatSummary(head), shotsThisTurn: try head.requireCount("shots"),
            ready: SeatPair(seatListWireForm: readyWord),
            awaySeconds: presence.awaySeconds, turnSeconds: try head.optionalSeconds("turn-seconds"),
            claimAfterSeconds: try head.requireSeconds("claim-after"),
            turnLimitSeconds: try head.optionalSeconds("turn-limit"), fleet: fleet, incoming: incoming, outgoing: outgoing,
            revealed: revealed, ownVolley: try head.optionalCount("volley"),
            enemyVolley: try head.optionalCount("enemy-volley"))
    }

    private static func placements(_ line: ServerLine) throws(MalformedLine) -> [ShipPlacement] {
        let placements = line.words.compactMap { ShipPlacement(wireForm: $0) }
        guard placements.count == line.words.count else { throw MalformedLine(line, "bad placement") }
        return placements
    }

    private static func shots(_ line: ServerLine) throws(MalformedLine) -> [Shot] {
        let shots = line.words.compactMap { Shot(wireForm: $0) }
        guard shots.count == line.words.count else { throw MalformedLine(line, "bad shot") }
        return shots
    }
}
