import BroadsideProtocol

/// The figures of `broadside-bench server`, as a table or as one JSON object.
struct ServerReport {
    let games: Int
    let server: ServerFigures
    let baseline: ServerFigures
    /// Shots in the killed server's database; nil for a `--connect` server.
    let storedShots: Int?
    let connected: String?

    private var ratio: Double { server.load.perSecond / max(baseline.load.perSecond, 1e-9) }

    var text: String {
        let connections = games * 2
        var lines = [
            "\(games) games on \(connections) TLS connections against \(connected ?? "broadside serve"); "
                + "baseline: \(connections) connections of ping-pong against a bare TLS line echo",
            "figure".padding(32) + "server".leftPadding(12) + "baseline".leftPadding(12) + "ratio".leftPadding(8),
            row("shots (round trips) / s", server.load.perSecond, baseline.load.perSecond, digits: 0),
            row("p50 round trip, ms", percentileMs(server, 0.5), percentileMs(baseline, 0.5), digits: 2),
            row("p99 round trip, ms", percentileMs(server, 0.99), percentileMs(baseline, 0.99), digits: 2),
            row("max round trip, ms", percentileMs(server, 1), percentileMs(baseline, 1), digits: 2),
            row("server CPU per round trip, µs", server.microseconds(per: server.serverCPU),
                baseline.microseconds(per: baseline.serverCPU), digits: 1),
            row("client CPU per round trip, µs", server.microseconds(per: server.clientCPU),
                baseline.microseconds(per: baseline.clientCPU), digits: 1),
            row("handshakes / s", server.handshakes?.perSecond, baseline.handshakes?.perSecond, digits: 0),
            row("server CPU per handshake, µs", server.handshakes?.serverCPU.map { $0.seconds * 1e6 },
                baseline.handshakes?.serverCPU.map { $0.seconds * 1e6 }, digits: 1),
            row("RSS, connections open, MiB", mebibytes(server.residentOpen), mebibytes(baseline.residentOpen), digits: 1),
            row("RSS per idle connection, KiB", kibibytes(server.residentPerConnection),
                kibibytes(baseline.residentPerConnection), digits: 1),
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
        ]
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    private func percentileMs(_ figures: ServerFigures, _ fraction: Double) -> Double {
        Double(percentile(figures.load.roundTrips, fraction)) / 1e6
    }

    private func row(_ name: String, _ server: Double?, _ baseline: Double?, digits: Int) -> String {
        // No ratio to a baseline of nothing (a window too short for the CPU clock, say).
        let ratio = server.flatMap { server in baseline.flatMap { $0 > 0 ? format(server / $0, 2) : nil } } ?? "-"
        return name.padding(32) + (server.map { format($0, digits) } ?? "-").leftPadding(12)
            + (baseline.map { format($0, digits) } ?? "-").leftPadding(12) + ratio.leftPadding(8)
    }

    private func mebibytes(_ bytes: Int?) -> Double? { bytes.map { Double($0) / 1_048_576 } }
    private func kibibytes(_ bytes: Double?) -> Double? { bytes.map { $0 / 1024 } }
}
