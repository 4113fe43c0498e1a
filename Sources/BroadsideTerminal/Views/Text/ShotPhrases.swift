import BroadsideCore

/// Shot results in words, for the status line and line mode.
enum ShotPhrases {
    /// `miss`, `hit`, `Cruiser sunk!`.
    static func result(_ shot: Shot) -> String {
        switch shot.result {
        case .miss: "miss"
        case .hit: "hit"
        case .sunk(let placement): "\(placement.kind.name) sunk!"
        }
    }

    /// `You fired at B7: miss.`, or a salvo: `You fired: B7 miss, C3 hit.`
    static func own(_ shots: [Shot]) -> String? {
        volley(shots, shooter: "You") { result($0) }
    }

    /// `bob fired at C3: hit your Cruiser.`: the opponent's shots at the player's own fleet.
    static func incoming(_ shots: [Shot], by name: String, fleet: Fleet) -> String? {
        volley(shots, shooter: name) { shot in
            switch shot.result {
            case .miss: "miss"
            case .hit: fleet.ship(at: shot.target).map { "hit your \($0.name)" } ?? "hit"
            case .sunk(let placement): "your \(placement.kind.name) sunk!"
            }
        }
    }

    /// A volley in fewer words, its shots grouped by what they did: `You sank the Cruiser at C3,
    /// hit B2 D4, missed A1 E5.` What a result says where rows are too short for it whole.
    static func ownBriefly(_ shots: [Shot]) -> String? {
        briefly(shots, shooter: "You", sunkShip: "the")
    }

    /// The opponent's volley in fewer words: `bob sank your Destroyer at E1, missed F5 F6.`
    static func incomingBriefly(_ shots: [Shot], by name: String) -> String? {
        briefly(shots, shooter: name, sunkShip: "your")
    }

    private static func briefly(_ shots: [Shot], shooter: String, sunkShip whose: String) -> String? {
        guard !shots.isEmpty else { return nil }
        let sank = shots.compactMap { shot -> String? in
            guard case .sunk(let placement) = shot.result else { return nil }
            return "sank \(whose) \(placement.kind.name) at \(shot.target)"
        }
        func cells(_ result: (Shot) -> Bool) -> String { shots.filter(result).map(\.target.description).joined(separator: " ") }
        let hit = cells { $0.result == .hit }
        let missed = cells { $0.result == .miss }
        let groups = sank + (hit.isEmpty ? [] : ["hit " + hit]) + (missed.isEmpty ? [] : ["missed " + missed])
        return "\(shooter) " + groups.joined(separator: ", ") + "."
    }

    private static func volley(_ shots: [Shot], shooter: String, describe: (Shot) -> String) -> String? {
        guard let first = shots.first else { return nil }
        let text: String
        if shots.count == 1 {
            text = "\(shooter) fired at \(first.target): \(describe(first))"
        } else {
            text = "\(shooter) fired: " + shots.map { "\($0.target) \(describe($0))" }.joined(separator: ", ")
        }
        return text.hasSuffix("!") ? text : text + "."
    }
}
