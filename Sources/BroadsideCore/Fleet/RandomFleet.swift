extension Fleet {
    /// A complete random fleet: ships placed one at a time, largest first,
    /// each uniformly among its legal positions. The same generator state gives the same fleet.
    public static func random(for rules: Rules, using generator: inout some RandomNumberGenerator) -> Fleet {
        var fleet = Fleet()
        // Sequential placement can corner itself only under the no-touching rule; start again then.
        while (try? fleet.completeRandomly(rules: rules, using: &generator)) == nil {
            fleet = Fleet()
        }
        return fleet
    }

    /// Places every missing ship at random around the ones already placed.
    /// Throws, leaving the fleet unchanged, when a ship has no room left.
    public mutating func completeRandomly(
        rules: Rules, using generator: inout some RandomNumberGenerator
    ) throws(PlacementError) {
        var fleet = self
        for kind in fleet.missing(for: rules) {
            guard let choice = fleet.legalPlacements(of: kind, rules: rules).randomElement(using: &generator) else {
                throw PlacementError(ship: kind, reason: .noRoom)
            }
            try fleet.place(choice, rules: rules)
        }
        self = fleet
    }
}
