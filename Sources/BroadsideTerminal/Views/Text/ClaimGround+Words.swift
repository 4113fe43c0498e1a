import BroadsideCore

extension ClaimGround.Kind {
    /// What the opponent did for `duration` that a claim rests on: `has been away 2:00`, `has
    /// kept you waiting 5:00`.
    func held(for duration: Duration) -> String {
        switch self {
        case .away: "has been away \(clock(duration))"
        case .keptWaiting: "has kept you waiting \(clock(duration))"
        }
    }
}
