import BroadsideCore

/// One strategy firing at one fleet until every ship is sunk, with nobody firing back:
/// how strategies are measured and tested.
public enum TargetPractice {
    /// Every shot fired, in order. Stops after `limit` shots if the fleet still floats.
    public static func play(
        _ strategy: inout some TargetingStrategy, against fleet: Fleet, rules: Rules = .classic,
        limit: Int = Coordinate.cellCount
    ) -> [Shot] {
        var waters = Waters(fleet: fleet)
        var shots: [Shot] = []
        while !waters.isDefeated, shots.count < limit {
            let grid = waters.targetGrid(fleetKinds: rules.fleet, revealingFleet: false)
            let count = rules.shotsPerTurn(shipsAfloat: rules.fleet.count, cellsLeft: waters.cellsLeft)
            let targets = strategy.chooseTargets(count, on: grid)
            guard !targets.isEmpty else { break }
            for target in targets where !waters.hasBeenFired(at: target) {
                shots.append(waters.receive(target))
            }
        }
        return shots
    }
}
