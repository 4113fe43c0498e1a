import BroadsideCore

/// One strategy firing at one fleet until every ship is sunk, with nobody firing back:
/// how strategies are measured and tested.
public enum TargetPractice {
    /// Every shot fired, in order; cells fired at before are skipped. Stops, the fleet still
    /// afloat, after `limit` shots, or at a turn that fires at no new cell: a strategy that keeps
    /// choosing such cells would be asked for ever.
    public static func play(
        _ strategy: inout some TargetingStrategy, against fleet: Fleet, rules: Rules = .classic,
        limit: Int = Coordinate.cellCount
    ) -> [Shot] {
        var waters = Waters(fleet: fleet)
        var shots: [Shot] = []
        while !waters.isDefeated, shots.count < limit {
            let grid = waters.targetGrid(fleetKinds: rules.fleet, revealingFleet: false)
            let count = rules.shotsPerTurn(shipsAfloat: rules.fleet.count, cellsLeft: waters.cellsLeft)
            let landed = strategy.chooseTargets(count, on: grid).compactMap { waters.receive($0) }
            guard !landed.isEmpty else { break }
            shots += landed
        }
        return shots
    }
}
