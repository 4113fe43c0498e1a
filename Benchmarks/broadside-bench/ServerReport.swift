import BroadsideProtocol

/// The figures of `broadside-bench server`, as a table or as one JSON object.
struct ServerReport {
    let games: Int
    let server: ServerFigures
    let baseline: ServerFigures
    /// The same games' turns through the turn relay: what the shape of the protocol allows.
    let relay: ServerFigures
    /// Shots in the killed server's database; nil for a `--connect` server.
    let storedShots: Int?
    let connected: String?

    private var ratio: Double { server.load.perSecond / max(baseline.load.perSecond, 1e-9) }
    private var relayRatio: Double { relay.load.perSecond / max(baseline.load.perSecond, 1e-9) }

    var text: String {
        let connections = games * 2
        var lines = [
            "\(games) games on \(connections) TLS connections against \(connected ?? "broadside serve"); "
                + "baseline: \(connections) connections of ping-pong against a bare TLS line echo; "
                + "relay: \(games) pairs of connections taking turns through a bare TLS relay",
            "figure".padding(32) + "server".leftPadding(12) + "baseline".leftPadding(12) + "ratio".leftPadding(8)
                + "relay".leftPadding(12) + "ratio".leftPadding(8),
            row("shots (round trips) / s", \.load.perSecond, digits: 0),
            row("p50 round trip, ms", { percentileMs($0, 0.5) }, digits: 2),
            row("p99 round trip, ms", { percentileMs($0, 0.99) }, digits: 2),
            row("max round trip, ms", { percentileMs($0, 1) }, digits: 2),
            row("server CPU per round trip, µs", { $0.microseconds(per: $0.serverCPU) }, digits: 1),
            row("client CPU per round trip, µs", { $0.microseconds(per: $0.clientCPU) }, digits: 1),
            row("handshakes / s", \.handshakes?.perSecond, digits: 0),
            row("server CPU per handshake, µs", { $0.handshakes?.serverCPU.map { $0.seconds * 1e6 } }, digits: 1),
            row("RSS, connections open, MiB", { mebibytes($0.residentOpen) }, digits: 1),
            row("RSS per idle connection, KiB", { kibibytes($0.residentPerConnection) }, digits: 1),
            "ratio: the server's figure over the baseline's (left) and over the relay's (right); "
                + "the relay reaches \(format(relayRatio, 2)) of the baseline's round trips",
            "games finished: \(server.load.games); shots acknowledged: \(server.load.acknowledged)",
        ]
        if let storedShots {
            lines.append("stopped under load, the database holds \(storedShots) shots: every acknowledged one")
        }
        return lines.joined(separator: "\n")
    }

    var json: String {
        let fields: [(String, String)] = [
            ("games", "\(games)"),
            ("shotsPerSec", format(server.load.perSecond, 1)),
            ("p50Ms", format(percentileMs(server, 0.5), 3)),
            ("p99Ms", format(percentileMs(server, 0.99), 3)),
            ("baselineShotsPerSec", format(baseline.load.perSecond, 1)),
            ("baselineP99Ms", format(percentileMs(baseline, 0.99), 3)),
            ("ratio", format(ratio, 3)),
            ("handshakesPerSec", server.handshakes.map { format($0.perSecond, 1) } ?? "null"),
            ("baselineHandshakesPerSec", baseline.handshakes.map { format($0.perSecond, 1) } ?? "null"),
            ("rssBytes", server.residentOpen.map { "\($0)" } ?? "null"),
            ("baselineRssBytes", baseline.residentOpen.map { "\($0)" } ?? "null"),
            ("relayShotsPerSec", format(relay.load.perSecond, 1)),
            ("relayP99Ms", format(percentileMs(relay, 0.99), 3)),
            ("relayRatio", format(relayRatio, 3)),
        ]
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    private func percentileMs(_ figures: ServerFigures, _ fraction: Double) -> Double {
        Double(percentile(figures.load.roundTrips, fraction)) / 1e6
    }

    /// The figure `value` reads for the server, the baseline and the relay, with the server's ratio to each.
    private func row(_ name: String, _ value: (ServerFigures) -> Double?, digits: Int) -> String {
        let mine = value(server)
        let columns = [baseline, relay].map { other in
            let theirs = value(other)
            // No ratio to a figure of nothing (a window too short for the CPU clock, say).
            let ratio = mine.flatMap { mine in theirs.flatMap { $0 > 0 ? format(mine / $0, 2) : nil } } ?? "-"
            return (theirs.map { format($0, digits) } ?? "-").leftPadding(12) + ratio.leftPadding(8)
        }
        return name.padding(32) + (mine.map { format($0, digits) } ?? "-").leftPadding(12) + columns.joined()
    }

    private func mebibytes(_ bytes: Int?) -> Double? { bytes.map { Double($0) / 1_048_576 } }
    private func kibibytes(_ bytes: Double?) -> Double? { bytes.map { $0 / 1024 } }
}
