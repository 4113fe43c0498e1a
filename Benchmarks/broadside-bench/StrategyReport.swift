import BroadsideAI
import BroadsideCore
import BroadsideProtocol

/// Turns to win and time per decision for one strategy over many games.
struct StrategyReport {
    var turns: [Int] = []
    var decisionTimes: [Duration] = []

    static func measure(_ name: StrategyName, games: Int, seed: UInt64, rules: Rules) -> StrategyReport {
        var report = StrategyReport()
        for game in 0..<games {
            // The same fleet for every strategy: it depends only on the seed and the game number.
            var fleetGenerator = SeededGenerator(seed: seed &+ UInt64(game) &* 0x9E37_79B9)
            let fleet = Fleet.random(for: rules, using: &fleetGenerator)
            var timed = TimedStrategy(inner: name.make(seed: seed ^ UInt64(game)))
            _ = TargetPractice.play(&timed, against: fleet, rules: rules)
            report.turns.append(timed.times.count)
            report.decisionTimes += timed.times
        }
        return report
    }

    static let header = "strategy       mean   median  p90  max   ms/move  p99 ms/move"

    func row(name: String) -> String {
        let columns = [
            name.padding(12), format(mean, 2).leftPadding(7), "\(percentile(turns, 0.5))".leftPadding(7),
            "\(percentile(turns, 0.9))".leftPadding(5), "\(turns.max() ?? 0)".leftPadding(5),
            format(msPerMove, 4).leftPadding(10), format(p99MsPerMove, 4).leftPadding(12),
        ]
        return columns.joined(separator: " ")
    }

    var json: String {
        "{\"mean\": \(format(mean, 3)), \"median\": \(percentile(turns, 0.5)), \"p90\": \(percentile(turns, 0.9)), "
            + "\"max\": \(turns.max() ?? 0), \"msPerMove\": \(format(msPerMove, 5)), "
            + "\"p99MsPerMove\": \(format(p99MsPerMove, 5))}"
    }

    var mean: Double { Double(turns.reduce(0, +)) / Double(max(turns.count, 1)) }
    var msPerMove: Double {
        decisionTimes.map(\.milliseconds).reduce(0, +) / Double(max(decisionTimes.count, 1))
    }
    var p99MsPerMove: Double { percentile(decisionTimes.map(\.milliseconds), 0.99) }
}

/// Wraps a strategy to time every decision it makes.
struct TimedStrategy: TargetingStrategy {
    var inner: any TargetingStrategy
    var times: [Duration] = []
    private let clock = ContinuousClock()

    init(inner: any TargetingStrategy) {
        self.inner = inner
    }

    mutating func chooseTargets(_ count: Int, on grid: TargetGrid) -> [Coordinate] {
        var chosen: [Coordinate] = []
        times.append(clock.measure { chosen = inner.chooseTargets(count, on: grid) })
        return chosen
    }
}
