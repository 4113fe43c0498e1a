import ArgumentParser
import BroadsideAI
import BroadsideCore

extension StrategyName: ExpressibleByArgument {}

/// Plays each strategy against the same random fleets and reports how many shots it needs.
struct AIBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ai",
        abstract: "Play computer strategies against random fleets and report shots to win and time per move."
    )

    @Option(help: "Games per strategy.")
    var games = 1000

    @Option(help: "Seed for the fleets and the strategies' own randomness.")
    var seed: UInt64 = 1

    @Option(help: "Only this strategy (\(StrategyName.allCases.map(\.rawValue).joined(separator: ", "))).")
    var strategy: StrategyName?

    @Option(help: "Rules to play by (classic or salvo).")
    var rules: Rules.Variant = .classic

    @Flag(help: "Print one JSON object and nothing else on standard output.")
    var json = false

    func validate() throws {
        guard games > 0 else { throw ValidationError("--games must be at least 1") }
    }

    func run() {
        let strategies = strategy.map { [$0] } ?? StrategyName.allCases
        let rules = Rules(variant: rules)
        let reports = strategies.map { name in
            (name, StrategyReport.measure(name, games: games, seed: seed, rules: rules))
        }
        if json {
            let fields = reports.map { "\"\($0.0.rawValue)\": \($0.1.json)" }
            print("{\(fields.joined(separator: ", "))}")
        } else {
            print("\(games) games per strategy, seed \(seed), \(rules.variant.rawValue) rules; turns to win")
            print(StrategyReport.header)
            for (name, report) in reports { print(report.row(name: name.rawValue)) }
        }
    }
}

extension Rules.Variant: ExpressibleByArgument {}
