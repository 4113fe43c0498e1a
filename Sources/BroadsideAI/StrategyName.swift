import BroadsideCore

/// The computer opponents, by the names players and the benchmark use.
public enum StrategyName: String, CaseIterable, Sendable {
    case random
    case huntTarget = "hunt-target"
    case density

    /// The strongest strategy, the one the server plays.
    public static let strongest = StrategyName.density

    /// A fresh strategy; `seed` feeds whatever randomness it uses.
    public func make(seed: UInt64) -> any TargetingStrategy {
        switch self {
        case .random: RandomStrategy(seed: seed)
        case .huntTarget: HuntTargetStrategy(seed: seed)
        case .density: DensityStrategy(seed: seed)
        }
    }
}
